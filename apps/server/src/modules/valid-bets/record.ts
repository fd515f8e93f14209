/**
 * Writes the valid-bet record (docs/valid-bets.md) inside the transaction that settles a bet's money.
 * One function for the settlement and for any later change: it brings the sum of the bet's rows to
 * what the bet now is, writing a row only for the difference. The first row is the settlement; a later
 * one is a correction (never an edit), so the sums over rows are right whatever happens in between.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { NewEvent } from '../../events/catalogue.ts';
import { recordEvents } from '../../events/record.ts';
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
 * {@link recordSettledBets} for several rounds in two statements (their rows, then their events), as
 * the vendor API's batched money calls settle them; one entry per round, in the order given.
 */
export async function recordSettledRounds(tx: Tx, rounds: readonly SettledRound[]): Promise<(WrittenRow | null)[]> {
  const real = rounds.map((r, n) => ({ r, n })).filter(({ r }) => !r.session.freePlay);
  const out: (WrittenRow | null)[] = rounds.map(() => null);
  if (real.length === 0) return out;
  const keys = real.map(({ r, n }) => {
    const { brand, memberId } = r.session;
    return {
      n,
      brand_id: brand.id,
      member_id: memberId,
      vendor_id: r.vendor.id,
      round_id: r.roundId,
      vendor_excluded: brand.settings.validBetExcludedVendors.includes(r.vendor.vassalage),
      excluded_categories: brand.settings.validBetExcludedCategories,
      at: r.at.toISOString(),
    };
  });
  const rows = await rowsOf<{
    n: number;
    seq: number;
    stake: number | string;
    valid_amount: number | string;
    win: number | string;
    game_code: string;
  }>(
    tx,
    // Every lookup is a LATERAL one by key (LIMIT 1 keeps it so): the planner cannot know how few rows
    // the JSON holds and would otherwise scan whole tables to hash-join them.
    sql`WITH RECURSIVE k AS (
          SELECT * FROM jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
            AS x(n integer, brand_id integer, member_id bigint, vendor_id integer, round_id text,
                 vendor_excluded boolean, excluded_categories text[], at timestamptz)
        ), up(root, brand_id, id, next, depth) AS (
          SELECT km.member_id, km.brand_id, u.id, u.upline_id, 1
            FROM (SELECT DISTINCT member_id, brand_id FROM k) km
            CROSS JOIN LATERAL (SELECT m.upline_id FROM members m WHERE m.id = km.member_id LIMIT 1) m
            CROSS JOIN LATERAL (SELECT u.id, u.upline_id FROM members u
                                 WHERE u.id = m.upline_id AND u.brand_id = km.brand_id LIMIT 1) u
          UNION ALL
          SELECT up.root, up.brand_id, u.id, u.upline_id, up.depth + 1
            FROM up CROSS JOIN LATERAL (SELECT u.id, u.upline_id FROM members u
                                         WHERE u.id = up.next AND u.brand_id = up.brand_id LIMIT 1) u
           WHERE up.depth < ${MAX_UPLINE_DEPTH}
        ), r AS (
          SELECT k.n, r.id, r.brand_id, r.member_id, r.vendor_id, r.game_id, r.category, r.round_id, g.game_code,
                 k.at, r.bet_minor AS stake, r.win_minor AS win,
                 CASE WHEN r.status = 'settled' AND NOT (k.vendor_excluded OR r.category = ANY (k.excluded_categories))
                      THEN r.bet_minor ELSE 0 END AS valid,
                 r.status = 'settled' AS settled
            FROM k
            CROSS JOIN LATERAL (SELECT * FROM bet_rounds r
                                 WHERE r.vendor_id = k.vendor_id AND r.member_id = k.member_id AND r.round_id = k.round_id
                                   AND r.brand_id = k.brand_id AND NOT r.free_play LIMIT 1) r
            CROSS JOIN LATERAL (SELECT g.game_code FROM games g WHERE g.id = r.game_id LIMIT 1) g
        ), p AS (
          SELECT r.id, v.n, v.stake, v.valid, v.win
            FROM r CROSS JOIN LATERAL (
                   SELECT count(*)::int AS n, coalesce(sum(v.stake), 0) AS stake,
                          coalesce(sum(v.valid_amount), 0) AS valid, coalesce(sum(v.win), 0) AS win
                     FROM valid_bets v WHERE v.source = 'vendor' AND v.source_id = r.id) v
        ), ins AS (
          INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                                  round_id, stake, valid_amount, win, settled_at)
          SELECT 'vendor', r.id, p.n, r.brand_id, r.member_id,
                 (SELECT coalesce(array_agg(up.id ORDER BY up.depth DESC), '{}') FROM up WHERE up.root = r.member_id),
                 r.category, r.vendor_id, r.game_id, r.round_id, r.stake - p.stake, r.valid - p.valid, r.win - p.win, r.at
            FROM r JOIN p ON p.id = r.id
           WHERE CASE WHEN p.n = 0 THEN r.settled
                      ELSE (r.stake, r.valid, r.win) IS DISTINCT FROM (p.stake, p.valid, p.win) END
          RETURNING source_id, seq, stake, valid_amount, win
        )
        SELECT r.n, ins.seq, ins.stake, ins.valid_amount, ins.win, r.game_code FROM ins JOIN r ON r.id = ins.source_id`,
  );
  const events: NewEvent[] = [];
  // In the order of the rounds given, as one call per round would have written them.
  rows.sort((a, b) => a.n - b.n);
  for (const row of rows) {
    const round = rounds[row.n];
    if (!round) continue;
    const written = {
      seq: Number(row.seq),
      stake: Number(row.stake),
      validAmount: Number(row.valid_amount),
      win: Number(row.win),
    };
    out[row.n] = written;
    const payload = {
      memberId: round.session.memberId,
      vendor: round.vendor.vassalage,
      gameCode: row.game_code,
      betId: round.roundId,
      stake: written.stake,
      validAmount: written.validAmount,
      win: written.win,
    };
    const base = {
      brandId: round.session.brand.id,
      subject: `bet:${round.vendor.vassalage}:${round.roundId}`,
      at: round.at,
    };
    events.push(
      written.seq === 0 ? { ...base, type: 'bet.settled', payload } : { ...base, type: 'bet.corrected', payload },
    );
  }
  await recordEvents(tx, events);
  return out;
}
