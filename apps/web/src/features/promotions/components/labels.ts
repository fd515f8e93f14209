import type { PromotionKind, PromotionState } from '@app/contracts/calls/promotion-shapes';
import type { TKey } from '../../../i18n/keys.ts';

/** The member's state of a promotion in words (SPEC §4 activity states). */
export const STATE_KEYS: Record<PromotionState, TKey> = {
  coming_soon: 'pm_state_coming_soon',
  open: 'pm_state_open',
  joined: 'pm_state_joined',
  applying: 'pm_state_applying',
  rejected: 'pm_state_rejected',
  issued: 'pm_state_issued',
  claimed: 'pm_state_claimed',
  process: 'pm_state_process',
  closed: 'pm_state_closed',
};

export const KIND_KEYS: Record<PromotionKind, TKey> = {
  deposit: 'pm_kind_deposit',
  first_deposit: 'pm_kind_first_deposit',
  rebate: 'pm_kind_rebate',
  cashback: 'pm_kind_cashback',
  application: 'pm_kind_application',
  raffle: 'pm_kind_raffle',
  envelope: 'pm_kind_envelope',
  referral: 'pm_kind_referral',
};

export const CATEGORY_KEYS = {
  all: 'pm_cat_all',
  new: 'pm_cat_new',
  deposit: 'pm_cat_deposit',
  rebate: 'pm_cat_rebate',
  daily: 'pm_cat_daily',
  vip: 'pm_cat_vip',
  event: 'pm_cat_event',
  other: 'pm_cat_other',
} as const satisfies Record<string, TKey>;
