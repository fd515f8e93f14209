import type { QueueKind } from '@app/contracts/calls/backoffice';
import * as calls from '@app/contracts/calls/backoffice';
import type { CallDef } from '@app/contracts/define';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { errorText } from '../../ui/error-text.ts';
import { formatMinor } from '../../ui/money.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import './queues.css';

type Claim = z.infer<typeof calls.ZClaim>;

/** Major units as the brand writes them: 1234.5 -> "1,234.50". */
export const formatMajor = (major: number) => formatMinor(Math.round(major * 10 ** boot.minorUnits));

/** An amount the server gave in major units, with the currency code. */
export function Major({ amount }: { amount: number }) {
  return (
    <span className={`money${amount < 0 ? ' negative' : ''}`}>
      {formatMajor(amount)} <span className="currency">{boot.currency}</span>
    </span>
  );
}

/** An order's status as a translated badge. */
export function OrderStatus({ status }: { status: string }) {
  const t = useT();
  const key = `queues.status.${status}`;
  const text = t(key);
  return <StatusBadge status={status} label={text === key ? status : text} />;
}

/** Who holds a queue item: you, a name, or nobody. */
export function Holder({ claim }: { claim: Claim }) {
  const t = useT();
  const me = useMe();
  if (!claim) return <span className="muted">{t('queues.nobody')}</span>;
  return <>{claim.staffId === me.staff.id ? t('queues.you') : claim.name}</>;
}

export const MONEY_ACTORS = ['owner', 'admin', 'finance'];

/** Claim (nobody holds it) or release (you hold it; owners and admins any) buttons of a queue item. */
export function HoldButtons({
  kind,
  orderNo,
  claim,
  invalidates,
}: {
  kind: QueueKind;
  orderNo: string;
  claim: Claim;
  invalidates: CallDef[];
}) {
  const t = useT();
  const me = useMe();
  const claimWrite = useStaffWrite(calls.claim, { invalidates });
  const releaseWrite = useStaffWrite(calls.release, { invalidates });
  if (!MONEY_ACTORS.includes(me.role)) return null;
  const mine = claim?.staffId === me.staff.id;
  const mayRelease = claim && (mine || me.role === 'owner' || me.role === 'admin');
  return (
    <>
      {!claim ? (
        <button
          type="button"
          className="btn small"
          aria-label={t('queues.claimOf', { order: orderNo })}
          disabled={claimWrite.pending}
          onClick={() => void claimWrite.run({ kind, orderNo })}
        >
          {t('queues.claim')}
        </button>
      ) : null}
      {mayRelease ? (
        <button
          type="button"
          className="btn small"
          aria-label={t('queues.releaseOf', { order: orderNo })}
          disabled={releaseWrite.pending}
          onClick={() => void releaseWrite.run({ kind, orderNo })}
        >
          {t('queues.release')}
        </button>
      ) : null}
      {claimWrite.error || releaseWrite.error ? (
        <span className="field-error" role="alert">
          {errorText(t, claimWrite.error ?? releaseWrite.error)}
        </span>
      ) : null}
    </>
  );
}

/** Whether the signed-in staff member may act on an item (nobody holds it, or they do). */
export function useMayAct(claim: Claim): boolean {
  const me = useMe();
  return MONEY_ACTORS.includes(me.role) && (!claim || claim.staffId === me.staff.id);
}
