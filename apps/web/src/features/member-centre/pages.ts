import type { ComponentType } from 'react';
import type { TKey } from '../../i18n/keys.ts';
import { useTransferInfo } from '../cashier/api/transfer.ts';
import { useUnreadCounts } from '../messages/api/unread.ts';
import { useMissionCount } from '../missions/api/missions.ts';
import { useRewardsCount } from '../rewards/api/get-rewards.ts';
import type { MemberCentrePage } from './open-member-centre.ts';

/** What a member-centre page receives: a way to open another page, and to close the centre. */
export interface MemberCentrePageProps {
  open(page: MemberCentrePage): void;
  close(): void;
}

export interface MemberCentrePageDef {
  /** The menu label. */
  labelKey: TKey;
  /** The page, loaded when first opened. */
  load: () => Promise<{ default: ComponentType<MemberCentrePageProps> }>;
  /** A count shown as a badge beside the label when above 0 (missions, messages, rewards). */
  useCount?: () => number;
  /** False hides the page from the menu (e.g. transfers the brand or the account does not allow). */
  useVisible?: () => boolean;
}

/**
 * The member centre's pages by key (SPEC §2), in menu order. Another area adds its page with one line
 * here, e.g. `personalHistoryCopy: { labelKey: 'mc_betting_record', load: () => import('../games/betting-record-page.tsx') }`.
 * Pages nobody has built are not listed, so the menu never shows a placeholder.
 */
export const MEMBER_CENTRE_REGISTRY: Partial<Record<MemberCentrePage, MemberCentrePageDef>> = {
  securityCenter: { labelKey: 'mc_security_center', load: () => import('../cashier/security-center-page.tsx') },
  transferFund: { labelKey: 'mc_transfer_fund', load: () => import('../wallet/transfer-fund-page.tsx') },
  depositv2: { labelKey: 'mc_deposit', load: () => import('../cashier/deposit-page.tsx') },
  withdraw: { labelKey: 'mc_withdraw', load: () => import('../cashier/withdraw-page.tsx') },
  transferUpline: {
    labelKey: 'mc_transfer_upline',
    load: () => import('../cashier/transfer-upline-page.tsx'),
    useVisible: () => {
      const { data } = useTransferInfo();
      return !!data && (data.toUpline || data.toDownline);
    },
  },
  personalHistoryCopy: { labelKey: 'mc_betting_record', load: () => import('../bets/betting-record-page.tsx') },
  transactionHistory: { labelKey: 'mc_transaction_history', load: () => import('../wallet/records-page.tsx') },
  personalProfit: { labelKey: 'mc_personal_profit', load: () => import('../bets/profit-loss-page.tsx') },
  bonusDetails: { labelKey: 'rw_page_bonus_details', load: () => import('../rewards/bonus-details-page.tsx') },
  rewardCenter: {
    labelKey: 'rw_page_reward_center',
    load: () => import('../rewards/reward-center-page.tsx'),
    useCount: () => useRewardsCount().data?.unclaimed ?? 0,
  },
  referral: { labelKey: 'rw_page_referral', load: () => import('../rewards/referral-page.tsx') },
  messageV2: {
    labelKey: 'ms_page_title',
    load: () => import('../messages/message-centre-page.tsx'),
    useCount: () => useUnreadCounts().data?.total ?? 0,
  },
  missionLeaderboard: {
    labelKey: 'mi_page_title',
    load: () => import('../missions/mission-leaderboard-page.tsx'),
    useCount: () => useMissionCount().data?.count ?? 0,
  },
  playerRank: { labelKey: 'vip_page_title', load: () => import('../vip/player-rank-page.tsx') },
  responsibleGaming: {
    labelKey: 'rg_page_title',
    load: () => import('../responsible-gaming/responsible-gaming-page.tsx'),
  },
};
