/**
 * Writes the valid-bet record (docs/valid-bets.md) inside the transaction that settles a bet's money.
 * One function for the settlement and for any later change: it brings the sum of the bet's rows to
 * what the bet now is, writing a row only for the difference. The first row is the settlement; a later
 * one is a correction (never an edit), so the sums over rows are right whatever happens in between.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { recordEvent } from '../../events/record.ts';
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

const inList = (column: SQL, values: readonly string[]) =>
  values.length === 0
    ? sql`false`
    : sql`${column} IN (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`;

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
  const { session, vendor, roundId, at } = round;
  if (session.freePlay) return null;
  const { brand, memberId } = session;
  const excluded = brand.settings.validBetExcludedVendors.includes(vendor.vassalage)
    ? sql`true`
    : inList(sql`r.category`, brand.settings.validBetExcludedCategories);
  const [row] = await rowsOf<{
    seq: number;
    stake: number | string;
    valid_amount: number | string;
    win: number | string;
    game_code: string;
  }>(
    tx,
    sql`WITH RECURSIVE up(id, next, depth) AS (
          SELECT u.id, u.upline_id, 1 FROM members m JOIN members u ON u.id = m.upline_id
           WHERE m.id = ${memberId} AND u.brand_id = ${brand.id}
          UNION ALL
          SELECT u.id, u.upline_id, up.depth + 1 FROM up JOIN members u ON u.id = up.next
           WHERE u.brand_id = ${brand.id} AND up.depth < ${MAX_UPLINE_DEPTH}
        ), r AS (
          SELECT r.id, r.brand_id, r.member_id, r.vendor_id, r.game_id, r.category, r.round_id, g.game_code,
                 r.bet_minor AS stake, r.win_minor AS win,
                 CASE WHEN r.status = 'settled' AND NOT (${excluded}) THEN r.bet_minor ELSE 0 END AS valid,
                 r.status = 'settled' AS settled
            FROM bet_rounds r JOIN games g ON g.id = r.game_id
           WHERE r.vendor_id = ${vendor.id} AND r.member_id = ${memberId} AND r.round_id = ${roundId}
             AND r.brand_id = ${brand.id} AND NOT r.free_play
        ), p AS (
          SELECT count(*)::int AS n, coalesce(sum(v.stake), 0) AS stake, coalesce(sum(v.valid_amount), 0) AS valid,
                 coalesce(sum(v.win), 0) AS win
            FROM valid_bets v JOIN r ON v.source = 'vendor' AND v.source_id = r.id
        ), ins AS (
          INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                                  round_id, stake, valid_amount, win, settled_at)
          SELECT 'vendor', r.id, p.n, r.brand_id, r.member_id,
                 (SELECT coalesce(array_agg(id ORDER BY depth DESC), '{}') FROM up), r.category, r.vendor_id, r.game_id,
                 r.round_id, r.stake - p.stake, r.valid - p.valid, r.win - p.win, ${at.toISOString()}::timestamptz
            FROM r, p
           WHERE CASE WHEN p.n = 0 THEN r.settled
                      ELSE (r.stake, r.valid, r.win) IS DISTINCT FROM (p.stake, p.valid, p.win) END
          RETURNING seq, stake, valid_amount, win
        )
        SELECT ins.seq, ins.stake, ins.valid_amount, ins.win, r.game_code FROM ins, r`,
  );
  if (!row) return null;
  const written = {
    seq: Number(row.seq),
    stake: Number(row.stake),
    validAmount: Number(row.valid_amount),
    win: Number(row.win),
  };
  const payload = {
    memberId,
    vendor: vendor.vassalage,
    gameCode: row.game_code,
    betId: roundId,
    stake: written.stake,
    validAmount: written.validAmount,
    win: written.win,
  };
  const subject = `bet:${vendor.vassalage}:${roundId}`;
  if (written.seq === 0) await recordEvent(tx, { type: 'bet.settled', brandId: brand.id, subject, payload, at });
  else await recordEvent(tx, { type: 'bet.corrected', brandId: brand.id, subject, payload, at });
  return written;
}
