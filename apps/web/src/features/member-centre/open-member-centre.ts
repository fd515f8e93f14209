/** The member-centre pages of SPEC §2. */
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
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

const EVENT = 'member-centre:open';

/** Asks the member-centre overlay to open at a page (default securityCenter, SPEC §2). */
export function openMemberCentre(page: MemberCentrePage = 'securityCenter'): void {
  window.dispatchEvent(new CustomEvent<MemberCentrePage>(EVENT, { detail: page }));
}

/** Subscribes the overlay to open requests; returns the unsubscribe function. */
export function onMemberCentreOpen(handler: (page: MemberCentrePage) => void): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<MemberCentrePage>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
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
