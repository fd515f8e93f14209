import type { TKey } from '../../../i18n/keys.ts';

/** Account type 0 is a member; the agent types (1, 2, 41, 42) are agents. */
export const typeLabel = (type: number): TKey => (type === 0 ? 'ac_type_member' : 'ac_type_agent');

const STATUSES: Record<string, TKey> = {
  active: 'ac_status_active',
  locked: 'ac_status_locked',
  frozen: 'ac_status_frozen',
  closed: 'ac_status_closed',
};

/** An account's state in words; an unknown one as the server wrote it. */
export const accountStatus = (t: (k: TKey) => string, status: string) => {
  const key = STATUSES[status];
  return key ? t(key) : status;
};
