import type { TGrant } from '@app/contracts/calls/bonus';
import type { TReward } from '@app/contracts/calls/promotions';
import type { TKey } from '../../../i18n/keys.ts';

/** The words for a grant's status. */
export const GRANT_STATUS_KEYS: Record<TGrant['status'], TKey> = {
  active: 'rw_grant_active',
  completed: 'rw_grant_completed',
  forfeited: 'rw_grant_forfeited',
  expired: 'rw_grant_expired',
  revoked: 'rw_grant_revoked',
  lost: 'rw_grant_lost',
};

/** The words for where a reward came from. */
export const REWARD_SOURCE_KEYS: Record<TReward['source'], TKey> = {
  rebate: 'rw_source_rebate',
  cashback: 'rw_source_cashback',
  application: 'rw_source_application',
  raffle: 'rw_source_raffle',
  envelope: 'rw_source_envelope',
  referral: 'rw_source_referral',
  manual: 'rw_source_manual',
  vip: 'rw_source_vip',
  mission: 'rw_source_mission',
  leaderboard: 'rw_source_leaderboard',
  mall: 'rw_source_mall',
};

/** The words for a reward's status. */
export const REWARD_STATUS_KEYS: Record<TReward['status'], TKey> = {
  claimable: 'rw_status_claimable',
  claimed: 'rw_status_claimed',
  expired: 'rw_status_expired',
  revoked: 'rw_status_revoked',
};

/** The words for one line of a grant's history. */
export const GRANT_EVENT_KEYS: Record<string, TKey> = {
  granted: 'rw_event_granted',
  wager: 'rw_event_wager',
  correction: 'rw_event_correction',
  converted: 'rw_event_converted',
  forfeited: 'rw_event_forfeited',
  expired: 'rw_event_expired',
  revoked: 'rw_event_revoked',
  lost: 'rw_event_lost',
};

/** A category's name as the navigation shows it (Slots, Live casino, ...). */
export function categoryKey(category: string): TKey {
  return `nav_${category.toLowerCase()}` as TKey;
}

/** An epoch-ms time as an ISO string, for the shared time formatter and <time dateTime>. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
