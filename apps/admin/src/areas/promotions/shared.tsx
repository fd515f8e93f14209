import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { formatMinor } from '../../ui/money.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import './promotions.css';

/** Major units with the brand's currency: 1234.5 -> "1,234.50 PHP". */
export const formatMajor = (major: number, currency = boot.currency) =>
  `${formatMinor(Math.round(major * 10 ** boot.minorUnits))} ${currency}`;

/** A moment (epoch ms) in the reader's time, to the minute. */
export function When({ at }: { at: number | null }) {
  if (at === null) return null;
  const d = new Date(at);
  return (
    <time dateTime={d.toISOString()}>{d.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}</time>
  );
}

/** The outcome of the last act, read out to screen readers. */
export function Notice({ text }: { text: string }) {
  return text ? (
    <p role="status" className="notice">
      {text}
    </p>
  ) : null;
}

const TONE: Record<string, string> = {
  live: 'active',
  scheduled: 'pending',
  ended: 'neutral',
  archived: 'neutral',
  draft: 'neutral',
};

/** A promotion's status as a word with a tone. */
export function PromotionStatus({ status }: { status: string }) {
  const t = useT();
  return <StatusBadge status={TONE[status] ?? status} label={t(`promotions.status.${status}`)} />;
}

/** A grant, reward or application status as a word with a tone. */
export function StateBadge({ group, status }: { group: 'grant' | 'reward' | 'application'; status: string }) {
  const t = useT();
  const tone: Record<string, string> = {
    active: 'pending',
    claimable: 'pending',
    applying: 'pending',
    completed: 'active',
    claimed: 'active',
    issued: 'active',
    revoked: 'rejected',
    rejected: 'rejected',
    forfeited: 'failed',
  };
  return <StatusBadge status={tone[status] ?? status} label={t(`promotions.${group}.status.${status}`)} />;
}

/** A fresh id for one submission (idempotency key). */
export const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
