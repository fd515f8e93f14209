import type { TMemberSummary } from '@app/contracts/calls/backoffice-members';
import { useT } from '../../i18n/i18n.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** A member's lock state as a badge: active, locked, or locked until a time. */
export function LockBadge({ m }: { m: Pick<TMemberSummary, 'lock' | 'lockedUntil'> }) {
  const t = useT();
  const time = m.lockedUntil ? new Date(m.lockedUntil).toLocaleString() : '';
  return (
    <StatusBadge status={m.lock === 'active' ? 'active' : 'locked'} label={t(`members.lock.${m.lock}`, { time })} />
  );
}

/** Roles that may lock, make reset links, write notes, tag (as the server's policies). */
export const MAY = {
  lock: ['owner', 'admin', 'risk'],
  resetLink: ['owner', 'admin', 'support'],
  note: ['owner', 'admin', 'finance', 'support', 'risk'],
  tag: ['owner', 'admin', 'support', 'risk'],
  signIns: ['owner', 'admin', 'support', 'risk', 'read-only'],
  adjust: ['owner', 'admin', 'finance'],
  desk: ['owner', 'admin', 'support'],
} as const satisfies Record<string, readonly string[]>;

export const may = (what: keyof typeof MAY, role: string) => (MAY[what] as readonly string[]).includes(role);
