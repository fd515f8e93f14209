/**
 * The back office's leaderboards (docs/decisions/1530-missions.md): list, create, edit; a board's
 * standings and the prizes paid. Every write is audited with its reason in the change's transaction.
 */
import type { TBoardInput, TBoardRowBo } from '@app/contracts/calls/backoffice-missions';
import { toMajor, toMinor } from '@app/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { leaderboards, type PrizeDb } from '../../db/schema/missions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { codeFree } from './backoffice.ts';
import { type BoardRow, topOf } from './boards.ts';
import { isPeriodKey, periodKey } from './periods.ts';

/** A prize table as stored, refusing overlapping or reversed ranks. */
function prizeValues(prizes: TBoardInput['prizes'], mu: number): PrizeDb[] {
  const bad = () => new AppError('leaderboards.prizes.invalid', { field: 'prizes' });
  const sorted = [...prizes].sort((a, b) => a.fromRank - b.fromRank);
  let last = 0;
  return sorted.map((p) => {
    if (p.toRank < p.fromRank || p.fromRank <= last) throw bad();
    last = p.toRank;
    const amount = p.kind === 'points' ? p.amount : toMinor(p.amount, mu);
    if (!Number.isSafeInteger(amount) || amount <= 0) throw bad();
    if (p.kind !== 'bonus' && p.wageringMultiple !== 0) throw bad();
    return { fromRank: p.fromRank, toRank: p.toRank, kind: p.kind, amount, wageringMultiple: p.wageringMultiple };
  });
}

export function createBoardsBackoffice(deps: Deps, audit: AuditService) {
  const { db } = deps;

  function boardIn(b: BoardRow, mu: number): TBoardInput {
    return {
      code: b.code,
      metric: b.metric,
      cadence: b.cadence,
      titles: b.titles,
      prizes: b.prizes.map((p) => ({ ...p, amount: p.kind === 'points' ? p.amount : toMajor(p.amount, mu) })),
    };
  }

  const boardOut = (brand: Brand, b: BoardRow): TBoardRowBo => ({
    ...boardIn(b, brand.settings.minorUnits),
    id: b.id,
    active: b.active,
    period: periodKey(b.cadence, deps.now(), brand.settings.timezoneOffsetMinutes),
    updatedAt: b.updatedAt.getTime(),
  });

  async function boardOf(brand: Brand, id: number): Promise<BoardRow> {
    const [b] = await db
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.id, id), eq(leaderboards.brandId, brand.id)));
    if (!b) throw new AppError('leaderboards.not.found', { field: 'id' });
    return b;
  }

  async function boards(brand: Brand) {
    const list = await db
      .select()
      .from(leaderboards)
      .where(eq(leaderboards.brandId, brand.id))
      .orderBy(asc(leaderboards.id));
    return { boards: list.map((b) => boardOut(brand, b)) };
  }

  async function createBoard(brand: Brand, input: { board: TBoardInput; reason: string }, acting: StaffActing) {
    const prizes = prizeValues(input.board.prizes, brand.settings.minorUnits);
    const at = deps.now();
    const id = await codeFree(() =>
      db.transaction(async (tx) => {
        const [made] = await tx
          .insert(leaderboards)
          .values({
            brandId: brand.id,
            code: input.board.code,
            metric: input.board.metric,
            cadence: input.board.cadence,
            titles: input.board.titles as Record<string, string>,
            prizes,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: leaderboards.id });
        if (!made) throw new Error('board not inserted');
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'leaderboards.created',
          target: { kind: 'leaderboard', id: String(made.id) },
          before: null,
          after: input.board,
          reason: input.reason,
        });
        return made.id;
      }),
    );
    return boardOut(brand, await boardOf(brand, id));
  }

  async function editBoard(
    brand: Brand,
    input: { id: number; board: TBoardInput; active: boolean; reason: string },
    acting: StaffActing,
  ) {
    const mu = brand.settings.minorUnits;
    const prizes = prizeValues(input.board.prizes, mu);
    await codeFree(() =>
      db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(leaderboards)
          .where(and(eq(leaderboards.id, input.id), eq(leaderboards.brandId, brand.id)))
          .for('update');
        if (!before) throw new AppError('leaderboards.not.found', { field: 'id' });
        // Scores already kept are of this metric and these periods.
        if (before.metric !== input.board.metric || before.cadence !== input.board.cadence) {
          throw new AppError('missions.invalid', { field: 'metric' });
        }
        await tx
          .update(leaderboards)
          .set({
            code: input.board.code,
            titles: input.board.titles as Record<string, string>,
            prizes,
            active: input.active,
            updatedAt: deps.now(),
          })
          .where(eq(leaderboards.id, input.id));
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'leaderboards.edited',
          target: { kind: 'leaderboard', id: String(input.id) },
          before: { ...boardIn(before, mu), active: before.active },
          after: { ...input.board, active: input.active },
          reason: input.reason,
        });
      }),
    );
    return boardOut(brand, await boardOf(brand, input.id));
  }

  async function standings(brand: Brand, input: { id: number; period?: string }) {
    const mu = brand.settings.minorUnits;
    const b = await boardOf(brand, input.id);
    const period = input.period ?? periodKey(b.cadence, deps.now(), brand.settings.timezoneOffsetMinutes);
    if (!isPeriodKey(b.cadence, period))
      throw new AppError('request_param_err', {
        fields: [{ field: 'period', reason: `not a ${b.cadence} period of this board` }],
      });
    const top = await topOf(db, b.id, period);
    const paid = await rowsOf<{
      rank: number;
      username: string;
      score: number | string;
      kind: 'points' | 'cash' | 'bonus';
      amount: number | string;
      paid_at: string;
    }>(
      db,
      sql`SELECT p.rank, m.username, p.score, p.kind, p.amount, p.paid_at
            FROM leaderboard_prizes p JOIN members m ON m.id = p.member_id
           WHERE p.board_id = ${b.id} AND p.period = ${period} ORDER BY p.rank`,
    );
    return {
      period,
      rows: top.map((s) => ({
        rank: s.rank,
        username: s.username,
        score: toMajor(s.score, mu),
        reachedAt: s.reachedAt.getTime(),
      })),
      paid: paid.map((p) => ({
        rank: p.rank,
        username: p.username,
        score: toMajor(Number(p.score), mu),
        kind: p.kind,
        amount: p.kind === 'points' ? Number(p.amount) : toMajor(Number(p.amount), mu),
        paidAt: new Date(p.paid_at).getTime(),
      })),
    };
  }

  return {
    boards,
    createBoard,
    editBoard,
    standings,
  };
}
