import type { TKey } from '../../../i18n/keys.ts';

/** The regulator name shown beside each licence badge. */
export const LICENCE_NAMES: Record<string, TKey> = {
  MGA: 'shell_licence_mga',
  BVI: 'shell_licence_bvi',
  PAGCOR: 'shell_licence_pagcor',
};
