/**
 * The back office's missions (docs/decisions/1530-missions.md): list, create, edit, deactivate. The
 * leaderboards are in boards-backoffice.ts; services.ts puts both together. Every write is audited
 * with its reason in the change's transaction.
 */
import type { TMissionInput, TMissionRow } from '@app/contracts/calls/backoffice-missions';
import { toMajor, toMinor } from '@app/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { missions } from '../../db/schema/missions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { isMoneyKind, type MissionRow } from './missions-service.ts';
import { periodKey } from './periods.ts';

/** Turns a unique-code clash into its error; anything else goes on. */
export async function codeFree<T>(run: () => Promise<T>): Promise<T> {
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

  return {
    missions: async (brand: Brand) => ({ missions: await missionRows(brand) }),
    createMission,
    editMission,
    setMissionActive,
  };
}
