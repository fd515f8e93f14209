/**
 * The back office's missions and leaderboards (docs/decisions/1530-missions.md): list, create, edit,
 * deactivate; a board's standings and the prizes paid. Every write is audited with its reason in the
 * change's transaction.
 */
import type { TBoardInput, TBoardRowBo, TMissionInput, TMissionRow } from '@app/contracts/calls/backoffice-missions';
import { toMajor, toMinor } from '@app/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { leaderboards, missions, type PrizeDb } from '../../db/schema/missions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { type BoardRow, topOf } from './boards.ts';
import { isMoneyKind, type MissionRow } from './missions-service.ts';
import { isPeriodKey, periodKey } from './periods.ts';

/** Turns a unique-code clash into its error; anything else goes on. */
async function codeFree<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (dbErrorOf(e)?.code === '23505') throw new AppError('missions.code.taken', { field: 'code' });
    throw e;
  }
}

/** A mission as stored (minor units for money kinds), refusing one that does not add up. */
function missionValues(input: TMissionInput, mu: number) {
  const money = isMoneyKind(input.kind);
  const target = money ? toMinor(input.target, mu) : input.target;
  const rewardAmount = input.rewardKind === 'points' ? input.rewardAmount : toMinor(input.rewardAmount, mu);
  const bad = (field: string) => new AppError('missions.invalid', { field });
  if (!Number.isSafeInteger(target) || target <= 0) throw bad('target');
  if (!Number.isSafeInteger(rewardAmount) || rewardAmount <= 0) throw bad('rewardAmount');
  if (input.kind === 'signin' && (input.cadence === 'daily' ? target !== 1 : target > 7)) throw bad('target');
  if ((input.kind === 'deposit' || input.kind === 'signin') && input.category !== '') throw bad('category');
  if (input.rewardKind !== 'bonus' && input.wageringMultiple !== 0) throw bad('wageringMultiple');
  return {
    code: input.code,
    cadence: input.cadence,
    kind: input.kind,
    category: input.category,
    target,
    rewardKind: input.rewardKind,
    rewardAmount,
    wageringMultiple: input.wageringMultiple,
    titles: input.titles as Record<string, string>,
    sort: input.sort,
  };
}

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

export type MissionsBackoffice = ReturnType<typeof createMissionsBackoffice>;

export function createMissionsBackoffice(deps: Deps, audit: AuditService) {
  const { db } = deps;

  function missionIn(m: MissionRow, mu: number): TMissionInput {
    const money = isMoneyKind(m.kind);
    return {
      code: m.code,
      cadence: m.cadence,
      kind: m.kind,
      category: m.category,
      target: money ? toMajor(m.target, mu) : m.target,
      rewardKind: m.rewardKind,
      rewardAmount: m.rewardKind === 'points' ? m.rewardAmount : toMajor(m.rewardAmount, mu),
      wageringMultiple: m.wageringMultiple,
      titles: m.titles,
      sort: m.sort,
    };
  }

  async function missionRows(brand: Brand, only?: number): Promise<TMissionRow[]> {
    const mu = brand.settings.minorUnits;
    const now = deps.now();
    const offset = brand.settings.timezoneOffsetMinutes;
    const list = await db
      .select()
      .from(missions)
      .where(only ? and(eq(missions.brandId, brand.id), eq(missions.id, only)) : eq(missions.brandId, brand.id))
      .orderBy(asc(missions.sort), asc(missions.id));
    const counts = await rowsOf<{ mission_id: number; completed: number | string; claimed: number | string }>(
      db,
      sql`SELECT p.mission_id, count(p.completed_at) AS completed, count(p.claimed_at) AS claimed
            FROM mission_progress p JOIN missions m ON m.id = p.mission_id
           WHERE m.brand_id = ${brand.id}
             AND p.period = CASE m.cadence WHEN 'daily' THEN ${periodKey('daily', now, offset)}
                                           ELSE ${periodKey('weekly', now, offset)} END
           GROUP BY p.mission_id`,
    );
    const byId = new Map(counts.map((c) => [Number(c.mission_id), c]));
    return list.map((m) => ({
      ...missionIn(m, mu),
      id: m.id,
      active: m.active,
      completed: Number(byId.get(m.id)?.completed ?? 0),
      claimed: Number(byId.get(m.id)?.claimed ?? 0),
      updatedAt: m.updatedAt.getTime(),
    }));
  }

  async function oneMission(brand: Brand, id: number): Promise<TMissionRow> {
    const [row] = await missionRows(brand, id);
    if (!row) throw new AppError('missions.not.found', { field: 'id' });
    return row;
  }

  async function lockedMission(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], brand: Brand, id: number) {
    const [m] = await tx
      .select()
      .from(missions)
      .where(and(eq(missions.id, id), eq(missions.brandId, brand.id)))
      .for('update');
    if (!m) throw new AppError('missions.not.found', { field: 'id' });
    return m;
  }

  async function createMission(brand: Brand, input: { mission: TMissionInput; reason: string }, acting: StaffActing) {
    const values = missionValues(input.mission, brand.settings.minorUnits);
    const at = deps.now();
    const id = await codeFree(() =>
      db.transaction(async (tx) => {
        const [made] = await tx
          .insert(missions)
          .values({ ...values, brandId: brand.id, createdAt: at, updatedAt: at })
          .returning({ id: missions.id });
        if (!made) throw new Error('mission not inserted');
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'missions.created',
          target: { kind: 'mission', id: String(made.id) },
          before: null,
          after: input.mission,
          reason: input.reason,
        });
        return made.id;
      }),
    );
    return oneMission(brand, id);
  }

  async function editMission(
    brand: Brand,
    input: { id: number; mission: TMissionInput; reason: string },
    acting: StaffActing,
  ) {
    const mu = brand.settings.minorUnits;
    const values = missionValues(input.mission, mu);
    await codeFree(() =>
      db.transaction(async (tx) => {
        const before = await lockedMission(tx, brand, input.id);
        // The kind and cadence stay: progress already counted means that kind in that period.
        if (before.kind !== values.kind || before.cadence !== values.cadence) {
          throw new AppError('missions.invalid', { field: 'kind' });
        }
        await tx
          .update(missions)
          .set({ ...values, updatedAt: deps.now() })
          .where(eq(missions.id, input.id));
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'missions.edited',
          target: { kind: 'mission', id: String(input.id) },
          before: missionIn(before, mu),
          after: input.mission,
          reason: input.reason,
        });
      }),
    );
    return oneMission(brand, input.id);
  }

  async function setMissionActive(
    brand: Brand,
    input: { id: number; active: boolean; reason: string },
    acting: StaffActing,
  ) {
    await db.transaction(async (tx) => {
      const before = await lockedMission(tx, brand, input.id);
      await tx.update(missions).set({ active: input.active, updatedAt: deps.now() }).where(eq(missions.id, input.id));
      await audit.record(tx, {
        brandId: brand.id,
        ...acting,
        action: input.active ? 'missions.activated' : 'missions.deactivated',
        target: { kind: 'mission', id: String(input.id) },
        before: { active: before.active },
        after: { active: input.active },
        reason: input.reason,
      });
    });
    return oneMission(brand, input.id);
  }

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
    missions: async (brand: Brand) => ({ missions: await missionRows(brand) }),
    createMission,
    editMission,
    setMissionActive,
    boards,
    createBoard,
    editBoard,
    standings,
  };
}
