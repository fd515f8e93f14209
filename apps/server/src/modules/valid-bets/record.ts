/**
 * Writes the valid-bet record (docs/valid-bets.md) inside the transaction that settles a bet's money.
 * One function for the settlement and for any later change: it brings the sum of the bet's rows to
 * what the bet now is, writing a row only for the difference. The first row is the settlement; a later
 * one is a correction (never an edit), so the sums over rows are right whatever happens in between.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Brand } from '../system/brand-types.ts';

/** Upline levels followed at most (a loop in the tree stops there instead of running on). */
export const MAX_UPLINE_DEPTH = 20;

/** A vendor-API round whose money just settled or changed, named as the vendor API knows it. */
export interface SettledRound {
  /** The game session it was played in: brand, member, and play money (not a bet: nothing is recorded). */
  session: { brand: Brand; memberId: number; freePlay: boolean };
  vendor: { id: number; vassalage: string };
  /** The vendor's round id. */
  roundId: string;
  /** The settling change's time (deps.now()). */
  at: Date;
}

/** The row written, or null when the rows already matched the bet (or it is not settled). */
export interface WrittenRow {
  seq: number;
  stake: number;
  validAmount: number;
  win: number;
}

/**
 * Records a vendor-API round (a bet of the seamless wallet API, the house vendor's included) in the
 * caller's transaction, which holds the round's row lock: the first call after the round settles
 * writes its row and `bet.settled`; a call after a settled round changed writes the correcting row and
 * `bet.corrected`; otherwise nothing. What a row counts:
 *  - stake: the round's stakes not rolled back; win: its payouts;
 *  - valid: the stake when the round is settled and the brand does not exclude its category or vendor;
 *    0 for rolled-back (void, cancelled) stakes and for a round that is no longer settled.
 */
export async function recordSettledBets(tx: Tx, round: SettledRound): Promise<WrittenRow | null> {
  const [written] = await recordSettledRounds(tx, [round]);
  return written ?? null;
}

/**
 * {@link recordSettledBets} for several rounds in one statement: `record_settled_rounds` (migration
 * 0413) writes their rows and their `bet.settled` / `bet.corrected` events (with the events' pending
 * deliveries, as recordEvents does) together; the vendor API's batched money calls run the same function
 * inside their own statement. One entry per round, in the order given; events in that order too.
 */
export async function recordSettledRounds(tx: Tx, rounds: readonly SettledRound[]): Promise<(WrittenRow | null)[]> {
  const out: (WrittenRow | null)[] = rounds.map(() => null);
  const keys = rounds.flatMap((r, n) => (r.session.freePlay ? [] : [settledRoundKey(r, n)]));
  if (keys.length === 0) return out;
  const rows = await rowsOf<{
    n: number;
    seq: number;
    stake: number | string;
    valid_amount: number | string;
    win: number | string;
  }>(tx, sql`SELECT * FROM record_settled_rounds(${JSON.stringify(keys)}::jsonb, ${MAX_UPLINE_DEPTH}::integer)`);
  for (const row of rows) {
    if (row.n < 0 || row.n >= out.length) continue;
    out[row.n] = {
      seq: Number(row.seq),
      stake: Number(row.stake),
      validAmount: Number(row.valid_amount),
      win: Number(row.win),
    };
  }
  return out;
}

/**
 * One round as `record_settled_rounds` reads it (a JSON object): who, which round, and the brand's
 * exclusions from valid bets. `n` comes back with the round's written row.
 */
export function settledRoundKey(r: SettledRound, n: number) {
  const { brand, memberId } = r.session;
  return {
    n,
    brand_id: brand.id,
    member_id: memberId,
    vendor_id: r.vendor.id,
    vassalage: r.vendor.vassalage,
    round_id: r.roundId,
    vendor_excluded: brand.settings.validBetExcludedVendors.includes(r.vendor.vassalage),
    excluded_categories: brand.settings.validBetExcludedCategories,
    at: r.at.toISOString(),
  };
}
