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
