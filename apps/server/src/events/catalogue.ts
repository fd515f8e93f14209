import type { RewardSourceDb } from '../db/schema/promotions.ts';

/**
 * Every domain event by type, with its payload. Money is in the brand's minor units. A change that
 * others react to records its event with `recordEvent` in the transaction that makes the change.
 */
export interface EventPayloads {
  /** A bet's outcome is final (any vendor or the house); written with the bet's valid-bet row. */
  'bet.settled': {
    memberId: number;
    vendor: string;
    gameCode: string;
    betId: string;
    stake: number;
    validAmount: number;
    win: number;
  };
  /**
   * A settled bet changed later (docs/valid-bets.md): the amounts are the correcting valid-bet row's,
   * the differences it makes (negative when it takes away).
   */
  'bet.corrected': {
    memberId: number;
    vendor: string;
    gameCode: string;
    betId: string;
    stake: number;
    validAmount: number;
    win: number;
  };
  /** A deposit was credited to the member's wallet. */
  'deposit.approved': { memberId: number; orderNo: string; amount: number; channelType: string };
  /** The member's first credited deposit (recorded beside its deposit.approved). */
  'deposit.first': { memberId: number; orderNo: string; amount: number };
  /** A withdrawal's payout left the wallet. */
  'withdrawal.paid': { memberId: number; orderNo: string; amount: number };
  /** A new member account. */
  'member.registered': { memberId: number; username: string; method: 'username' | 'mobile' | 'email' | 'social' };
  /** A member signed in. */
  'member.signed_in': { memberId: number; ip: string };
  /**
   * An agent contract was accepted (docs/decisions/1110): it pays from effectiveFrom (ms) on and
   * replaces the holder's previous live contract of the kind (replacedId) from then.
   */
  'agentContract.accepted': {
    contractId: number;
    holderId: number;
    offeredById: number | null;
    kind: string;
    effectiveFrom: number;
    replacedId: number | null;
  };
  /**
   * An upline's rate fell and capped this holder's contract (or withdrew its open offer) in the same
   * transaction; the holder is told. Rates are basis points.
   */
  'agentContract.lowered': {
    contractId: number;
    holderId: number;
    offeredById: number | null;
    kind: string;
    status: 'active' | 'terminationRequested' | 'rejected';
    maxRateBefore: number;
    maxRateAfter: number;
  };
  /** A contract payout was paid (docs/decisions/1120): payerId null = the platform; amount in minor units. */
  'agent.payout.paid': {
    payoutId: number;
    kind: 'dividend' | 'dailyWage' | 'hourSalary' | 'realtimeSalary';
    agentId: number;
    payerId: number | null;
    periodStart: string;
    periodEnd: string;
    amount: number;
    transactionId: number;
  };
  /** A reward went to a member's reward centre (docs/decisions/1300); amount in minor units. */
  'promotion.reward_issued': {
    memberId: number;
    rewardId: number;
    source: RewardSourceDb;
    amount: number;
    promotionId: number | null;
  };
  /** A reward was claimed: paid as cash (transactionId) or granted as a bonus (grantId). */
  'promotion.reward_claimed': {
    memberId: number;
    rewardId: number;
    amount: number;
    transactionId: number | null;
    grantId: number | null;
  };
  /** A bonus was granted (docs/decisions/1300 "Bonus engine"); minor units. */
  'bonus.granted': { memberId: number; grantId: number; promotionId: number | null; amount: number };
  /** A bonus ended: completed (converted to cash), forfeited, expired, revoked or lost (spent). */
  'bonus.ended': {
    memberId: number;
    grantId: number;
    status: 'completed' | 'forfeited' | 'expired' | 'revoked' | 'lost';
    converted: number;
    forfeited: number;
  };
  /** A points-mall redemption was decided by staff (issue 19); rejected ones returned points and stock. */
  'points.redeem_decided': {
    memberId: number;
    redemptionId: number;
    itemName: string;
    points: number;
    status: 'approved' | 'rejected';
    reason: string | null;
  };
  /** A member's VIP level changed (issue 19): up at once when a threshold is reached, down by the monthly job. */
  'vip.level_changed': { memberId: number; fromLevel: number; toLevel: number; direction: 'up' | 'down' };
  /** An agent contract was offered to a holder (docs/decisions/1110); the holder is told. */
  'agentContract.offered': { contractId: number; holderId: number; offeredById: number | null; kind: string };
  /** Staff replied to a member's feedback (issue 19); the reply reaches the member as a message. */
  'feedback.replied': { memberId: number; feedbackId: number };
}

export type EventType = keyof EventPayloads;

/** An event to record; `at` comes from the caller's clock (deps.now()). */
export type NewEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; brandId: number | null; subject: string; payload: EventPayloads[K]; at: Date };
}[T];

/** A recorded event as a handler receives it. */
export type StoredEvent<T extends EventType = EventType> = {
  [K in T]: { id: number; type: K; brandId: number | null; subject: string; payload: EventPayloads[K]; at: Date };
}[T];
