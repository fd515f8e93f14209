import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { dbErrorOf } from '../wallet/ledger.ts';

/**
 * The points ledger (migration 1510_points.sql, docs/decisions/1510-points.md): one balance per member
 * that never goes below zero, one entry per change keyed uniquely per brand, corrections by reversal
 * entries, nothing expires. Every change goes through the database function points_post, which locks
 * the member's balance row, answers a key posted before with its first entry, and refuses (PT001) a
 * change that would take the balance below zero.
 */

/** Largest number of points one entry may move; keeps every sum far inside 2^53. */
export const MAX_POINTS_MOVE = 1_000_000_000_000;

export type PointsErrorCode = 'insufficient_points' | 'key_reused' | 'bad_points' | 'foreign_member';

/** A refused posting; the statement wrote nothing. */
export class PointsError extends Error {
  constructor(readonly code: PointsErrorCode) {
    super(code);
    this.name = 'PointsError';
  }
}

const SQLSTATE: Record<string, PointsErrorCode> = {
  PT001: 'insufficient_points',
  PT002: 'key_reused',
  PT003: 'bad_points',
  PT004: 'foreign_member',
};

export interface PointsPost {
  brandId: number;
  memberId: number;
  /** Positive earns, negative spends; a whole number, never zero. */
  points: number;
  /** What the entry is for: 'bet', 'bet_reversal', 'mission', 'leaderboard', 'redeem', 'redeem_return', 'convert', 'adjust', … */
  source: string;
  /** Unique per brand: a repeat answers the first entry and changes nothing. */
  key: string;
  remark?: string;
  /** The entry this one takes back (corrections are reversals, never edits). */
  reversesId?: number | null;
  /** The staff member behind an adjustment. */
  actorId?: number | null;
  at: Date;
}

export interface PointsPosted {
  entryId: number;
  /** True when the key had been posted before; nothing changed. */
  replayed: boolean;
  balanceAfter: number;
}

/**
 * Posts one change inside the caller's transaction (or on the database). Throws PointsError for a
 * refusal; in a transaction, the refusal aborts it, so callers check first or let it end the request.
 */
export async function postPoints(exec: DbOrTx, e: PointsPost): Promise<PointsPosted> {
  if (!Number.isSafeInteger(e.points) || e.points === 0 || Math.abs(e.points) > MAX_POINTS_MOVE) {
    throw new PointsError('bad_points');
  }
  try {
    const [row] = await rowsOf<{ entry_id: number | string; replayed: boolean; balance_after: number | string }>(
      exec,
      sql`SELECT * FROM points_post(${e.brandId}::integer, ${e.memberId}::bigint, ${e.points}::bigint,
            ${e.source}::text, ${e.key}::text, ${e.remark ?? ''}::text, ${e.reversesId ?? null}::bigint,
            ${e.actorId ?? null}::bigint, ${e.at.toISOString()}::timestamptz)`,
    );
    if (!row) throw new Error('points_post returned no row');
    return { entryId: Number(row.entry_id), replayed: row.replayed, balanceAfter: Number(row.balance_after) };
  } catch (err) {
    const code = dbErrorOf(err)?.code;
    const mapped = code ? SQLSTATE[code] : undefined;
    if (mapped) throw new PointsError(mapped);
    throw err;
  }
}

/**
 * Credits points earned elsewhere (missions, leaderboards) inside the caller's transaction. True when
 * booked, false when the key was booked before (nothing changed). Points must be a positive integer.
 */
export async function creditPoints(
  tx: Tx,
  e: {
    brandId: number;
    memberId: number;
    points: number;
    source: 'mission' | 'leaderboard' | string;
    key: string;
    remark?: string;
    at: Date;
  },
): Promise<boolean> {
  if (!Number.isSafeInteger(e.points) || e.points <= 0) throw new PointsError('bad_points');
  const posted = await postPoints(tx, {
    brandId: e.brandId,
    memberId: e.memberId,
    points: e.points,
    source: e.source,
    key: e.key,
    remark: e.remark,
    at: e.at,
  });
  return !posted.replayed;
}

/**
 * The member's balance row, made at 0 when missing and locked until the transaction ends, in one
 * statement; undefined when the member's row is another brand's. Earning, redemptions, conversions
 * and adjustments of one member queue behind this lock.
 */
export async function lockBalanceRow(
  tx: Tx,
  brandId: number,
  memberId: number,
  at: Date,
): Promise<{ points: number; earned: number; spent: number; betCarry: number } | undefined> {
  const [row] = await rowsOf<{
    points: string | number;
    earned: string | number;
    spent: string | number;
    bet_carry: string | number;
  }>(
    tx,
    sql`INSERT INTO point_balances AS b (member_id, brand_id, updated_at)
        VALUES (${memberId}, ${brandId}, ${at.toISOString()}::timestamptz)
        ON CONFLICT (member_id) DO UPDATE SET updated_at = b.updated_at WHERE b.brand_id = ${brandId}
        RETURNING b.points, b.earned, b.spent, b.bet_carry`,
  );
  return (
    row && {
      points: Number(row.points),
      earned: Number(row.earned),
      spent: Number(row.spent),
      betCarry: Number(row.bet_carry),
    }
  );
}

/** A member's balance (0 when they never had points). */
export async function pointsBalance(exec: DbOrTx, memberId: number): Promise<number> {
  const [row] = await rowsOf<{ points: number | string }>(
    exec,
    sql`SELECT points FROM point_balances WHERE member_id = ${memberId}`,
  );
  return row ? Number(row.points) : 0;
}
