import { useModalLink, useOpenModalRoute } from '../../lib/modal-route.tsx';

/** The member-centre pages of SPEC §2, and responsible gaming (issue 20, decision 1400). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/** The default page (SPEC §2). */
export const DEFAULT_MEMBER_CENTRE_PAGE: MemberCentrePage = 'securityCenter';

/** Where the member centre's addresses start: /member/<page>. */
export const MEMBER_CENTRE_BASE = '/member';

/** Each page's address segment (the page keys of SPEC §2 are not words a person reads in a URL). */
const SLUGS: Record<MemberCentrePage, string> = {
  securityCenter: 'account',
  transferFund: 'wallet',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'transfer-upline',
  personalHistoryCopy: 'bets',
  transactionHistory: 'records',
  personalProfit: 'profit-loss',
  bonusDetails: 'bonuses',
  rewardCenter: 'rewards',
  referral: 'invite',
  missionLeaderboard: 'missions',
  messageV2: 'messages',
  playerRank: 'rank',
  responsibleGaming: 'responsible-gaming',
};

/** The address of a member-centre page. */
export function memberCentrePath(page: MemberCentrePage = DEFAULT_MEMBER_CENTRE_PAGE): string {
  return `${MEMBER_CENTRE_BASE}/${SLUGS[page]}`;
}

/** Whether an address is one of the member centre's (/member or /member/<anything>). */
export function isMemberCentrePath(pathname: string): boolean {
  return pathname === MEMBER_CENTRE_BASE || pathname.startsWith(`${MEMBER_CENTRE_BASE}/`);
}

/**
 * The page an address names: null outside the member centre, the default page for /member, and
 * undefined for a segment no page has.
 */
export function memberCentrePageAt(pathname: string): MemberCentrePage | null | undefined {
  if (!isMemberCentrePath(pathname)) return null;
  const slug = pathname.slice(MEMBER_CENTRE_BASE.length + 1).replace(/\/$/, '');
  if (slug === '') return DEFAULT_MEMBER_CENTRE_PAGE;
  return MEMBER_CENTRE_PAGES.find((p) => SLUGS[p] === slug);
}

/**
 * Link props that open a member-centre page over the current page (SPEC §2 "member centre"); from
 * inside the centre they move to another page without adding a history entry, so Back closes it.
 * Use as `<Link {...memberCentreLink('depositv2')}>`.
 */
export function useMemberCentreLink(): (page?: MemberCentrePage) => {
  to: string;
  state: unknown;
  replace: boolean;
} {
  const link = useModalLink(isMemberCentrePath);
  return (page) => link(memberCentrePath(page));
}

/** Opens a member-centre page from code (a button that does something first). */
export function useOpenMemberCentre(): (page?: MemberCentrePage) => void {
  const open = useOpenModalRoute(isMemberCentrePath);
  return (page) => open(memberCentrePath(page));
}

const CLOSE_EVENT = 'member-centre:closed';

/** Tells listeners the member centre closed (SPEC §2: closing it clears the points-mall state). */
export function announceMemberCentreClosed(): void {
  window.dispatchEvent(new Event(CLOSE_EVENT));
}

/** Subscribes to the member centre closing; returns the unsubscribe function. */
export function onMemberCentreClose(handler: () => void): () => void {
  window.addEventListener(CLOSE_EVENT, handler);
  return () => window.removeEventListener(CLOSE_EVENT, handler);
}
