import type { TMessageCategory } from '@app/contracts/calls/messages';
import type { TKey } from '../../../i18n/keys.ts';

export const CATEGORY_KEYS: Record<TMessageCategory, TKey> = {
  system: 'ms_cat_system',
  promotion: 'ms_cat_promotion',
  account: 'ms_cat_account',
  personal: 'ms_cat_personal',
};
