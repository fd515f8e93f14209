/**
 * The team's figures (docs/decisions/1100-agents-and-teams.md): a team is every member whose
 * `members.upline_path` holds the agent (`upline_path @> ARRAY[agent]`, the GIN index
 * members_upline_path); bets come from the valid-bet record by its own upline_path (the same path,
 * frozen when the row was written), deposits (credited) and withdrawals (paid out) from the cashier's
 * orders of the team's members. Every figure is in minor units on brand-local days.
 */
import { AGENT_TYPES } from '@app/contracts/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { localDaySql } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';

type Num = number | string | null;
const n = (v: Num | undefined): number => Number(v ?? 0);

export interface Span {
  brandId: number;
  offsetMinutes: number;
  start: Date;
  end: Date;
}

const between = (column: SQL, s: Span) =>
  sql`${column} >= ${s.start.toISOString()}::timestamptz AND ${column} < ${s.end.toISOString()}::timestamptz`;

/** `upline_path @> ARRAY[id]`: the team of `id` (not `id` itself). */
export const teamOf = (column: SQL, agentId: number) => sql`${column} @> ARRAY[${agentId}]::bigint[]`;

export const AGENT_TYPE_LIST = sql.join(
  AGENT_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

export interface DayFigures {
  newMembers: number;
  activeMembers: number;
  depositCount: number;
  depositAmount: number;
  withdrawAmount: number;
  validBet: number;
  profitLoss: number;
}

export const emptyDay = (): DayFigures => ({
  newMembers: 0,
  activeMembers: 0,
  depositCount: 0,
  depositAmount: 0,
  withdrawAmount: 0,
  validBet: 0,
  profitLoss: 0,
});

export interface OverviewFigures {
  teamSize: number;
  directMembers: number;
  directAgents: number;
  /** Per brand-local day of the span. */
  days: Map<string, DayFigures>;
  /** Distinct members with a valid bet from `activeSince` to the span's end. */
  activeSince: number;
}

/**
 * The team of `agentId` over a span of days, by day, in two statements: members and the cashier, then
 * the valid-bet record. `activeSince` also counts the distinct active members from that moment on
 * (the month's active members cannot be summed from days).
 */
export async function overviewFigures(
  db: DbOrTx,
  agentId: number,
  span: Span,
  activeSince: Date,
): Promise<OverviewFigures> {
  const off = span.offsetMinutes;
  const people = await rowsOf<{ k: string; day: string; c: Num; s: Num; s2: Num }>(
    db,
    sql`WITH team AS MATERIALIZED (
          SELECT m.id, m.upline_id, m.account_type, m.created_at FROM members m
           WHERE m.brand_id = ${span.brandId} AND ${teamOf(sql`m.upline_path`, agentId)})
        SELECT 'size' AS k, '' AS day, count(*) AS c,
               count(*) FILTER (WHERE t.upline_id = ${agentId} AND t.account_type = 0) AS s,
               count(*) FILTER (WHERE t.upline_id = ${agentId} AND t.account_type IN (${AGENT_TYPE_LIST})) AS s2
          FROM team t
        UNION ALL
        SELECT 'new', ${localDaySql(sql`t.created_at`, off)}, count(*), 0, 0 FROM team t
         WHERE ${between(sql`t.created_at`, span)} GROUP BY 2
        UNION ALL
        SELECT 'dep', ${localDaySql(sql`d.settled_at`, off)}, count(*), sum(d.amount), 0
          FROM deposit_orders d JOIN team t ON t.id = d.member_id
         WHERE d.brand_id = ${span.brandId} AND d.status = 'paid' AND ${between(sql`d.settled_at`, span)} GROUP BY 2
        UNION ALL
        SELECT 'wd', ${localDaySql(sql`w.paid_at`, off)}, count(*), sum(w.amount), 0
          FROM withdrawals w JOIN team t ON t.id = w.member_id
         WHERE w.brand_id = ${span.brandId} AND w.paid_at IS NOT NULL AND ${between(sql`w.paid_at`, span)} GROUP BY 2`,
  );
  const bets = await rowsOf<{ day: string; valid: Num; pl: Num; active: Num }>(
    db,
    sql`WITH v AS MATERIALIZED (
          SELECT v.member_id, v.settled_at, v.seq, v.stake, v.valid_amount, v.win FROM valid_bets v
           WHERE v.brand_id = ${span.brandId} AND ${teamOf(sql`v.upline_path`, agentId)}
             AND ${between(sql`v.settled_at`, span)})
        SELECT ${localDaySql(sql`v.settled_at`, off)} AS day, sum(v.valid_amount) AS valid, sum(v.win - v.stake) AS pl,
               count(DISTINCT v.member_id) FILTER (WHERE v.seq = 0 AND v.valid_amount > 0) AS active
          FROM v GROUP BY 1
        UNION ALL
        SELECT '', 0, 0, count(DISTINCT v.member_id) FILTER (WHERE v.seq = 0 AND v.valid_amount > 0)
          FROM v WHERE v.settled_at >= ${activeSince.toISOString()}::timestamptz`,
  );
  const days = new Map<string, DayFigures>();
  const dayOf = (d: string) => {
    let f = days.get(d);
    if (!f) {
      f = emptyDay();
      days.set(d, f);
    }
    return f;
  };
  let size = { c: 0, s: 0, s2: 0 };
  for (const r of people) {
    if (r.k === 'size') size = { c: n(r.c), s: n(r.s), s2: n(r.s2) };
    else if (r.k === 'new') dayOf(r.day).newMembers = n(r.c);
    else if (r.k === 'dep') {
      dayOf(r.day).depositCount = n(r.c);
      dayOf(r.day).depositAmount = n(r.s);
    } else if (r.k === 'wd') dayOf(r.day).withdrawAmount = n(r.s);
  }
  let activeSinceCount = 0;
  for (const r of bets) {
    if (r.day === '') {
      activeSinceCount = n(r.active);
      continue;
    }
    const f = dayOf(r.day);
    f.validBet = n(r.valid);
    f.profitLoss = n(r.pl);
    f.activeMembers = n(r.active);
  }
  return { teamSize: size.c, directMembers: size.s, directAgents: size.s2, days, activeSince: activeSinceCount };
}

export interface BranchFigures {
  /** The direct downline the row is about (it and its whole team). */
  id: number;
  teamSize: number;
  newMembers: number;
  activeMembers: number;
  depositCount: number;
  depositAmount: number;
  withdrawAmount: number;
  betAmount: number;
  validBet: number;
  winAmount: number;
  profitLoss: number;
}

export const emptyBranch = (id: number): BranchFigures => ({
  id,
  teamSize: 0,
  newMembers: 0,
  activeMembers: 0,
  depositCount: 0,
  depositAmount: 0,
  withdrawAmount: 0,
  betAmount: 0,
  validBet: 0,
  winAmount: 0,
  profitLoss: 0,
});

/**
 * For each direct downline of `parent` (whose own path has `parentDepth` uplines): the figures of the
 * downline and its whole team over a span, keyed by the downline's id. A row of the team is put under
 * the direct downline that is its (depth + 2)-th path element, or under itself when it is that downline.
 */
export async function branchFigures(
  db: DbOrTx,
  parentId: number | null,
  parentDepth: number,
  span: Span,
  only?: readonly number[],
): Promise<Map<number, BranchFigures>> {
  // No parent: the brand's tops (members without an upline) are the branches.
  const at = parentId === null ? 1 : parentDepth + 2;
  const inScope = (path: SQL) => (parentId === null ? sql`TRUE` : teamOf(path, parentId));
  const branchOf = (path: SQL, id: SQL) => sql`COALESCE((${path})[${at}::int], ${id})`;
  const restrict = (key: SQL) =>
    only && only.length > 0
      ? sql` AND ${key} IN (${sql.join(
          only.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const mKey = branchOf(sql`m.upline_path`, sql`m.id`);
  const vKey = branchOf(sql`v.upline_path`, sql`v.member_id`);
  const people = await rowsOf<{ k: string; b: Num; c: Num; s: Num }>(
    db,
    sql`WITH team AS MATERIALIZED (
          SELECT m.id, m.created_at, ${mKey} AS b FROM members m
           WHERE m.brand_id = ${span.brandId} AND ${inScope(sql`m.upline_path`)}${restrict(mKey)})
        SELECT 'size' AS k, t.b, count(*) - 1 AS c, count(*) FILTER (WHERE ${between(sql`t.created_at`, span)}) AS s
          FROM team t GROUP BY t.b
        UNION ALL
        SELECT 'dep', t.b, count(*), sum(d.amount) FROM deposit_orders d JOIN team t ON t.id = d.member_id
         WHERE d.brand_id = ${span.brandId} AND d.status = 'paid' AND ${between(sql`d.settled_at`, span)} GROUP BY t.b
        UNION ALL
        SELECT 'wd', t.b, count(*), sum(w.amount) FROM withdrawals w JOIN team t ON t.id = w.member_id
         WHERE w.brand_id = ${span.brandId} AND w.paid_at IS NOT NULL AND ${between(sql`w.paid_at`, span)} GROUP BY t.b`,
  );
  const bets = await rowsOf<{ b: Num; stake: Num; valid: Num; win: Num; active: Num }>(
    db,
    sql`SELECT ${vKey} AS b, sum(v.stake) AS stake, sum(v.valid_amount) AS valid, sum(v.win) AS win,
               count(DISTINCT v.member_id) FILTER (WHERE v.seq = 0 AND v.valid_amount > 0) AS active
          FROM valid_bets v
         WHERE v.brand_id = ${span.brandId} AND ${inScope(sql`v.upline_path`)}
           AND ${between(sql`v.settled_at`, span)}${restrict(vKey)}
         GROUP BY 1`,
  );
  const out = new Map<number, BranchFigures>();
  const of = (id: number) => {
    let f = out.get(id);
    if (!f) {
      f = emptyBranch(id);
      out.set(id, f);
    }
    return f;
  };
  for (const r of people) {
    const f = of(n(r.b));
    if (r.k === 'size') {
      f.teamSize = n(r.c);
      f.newMembers = n(r.s);
    } else if (r.k === 'dep') {
      f.depositCount = n(r.c);
      f.depositAmount = n(r.s);
    } else if (r.k === 'wd') f.withdrawAmount = n(r.s);
  }
  for (const r of bets) {
    const f = of(n(r.b));
    f.betAmount = n(r.stake);
    f.validBet = n(r.valid);
    f.winAmount = n(r.win);
    f.profitLoss = n(r.win) - n(r.stake);
    f.activeMembers = n(r.active);
  }
  return out;
}
