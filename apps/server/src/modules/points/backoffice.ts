/**
 * The back office's points (docs/decisions/1510-points.md): settings, a member's points and
 * adjustments; the mall items and the redemptions queue are in mall-backoffice.ts. Every write
 * records its audit entry in its own transaction.
 */
import type { TPointSettings } from '@app/contracts/calls/backoffice-points';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { members, pointEntries, pointSettings } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf } from '../wallet/money.ts';
import { PointsError, postPoints } from './ledger.ts';
import { createMallBackoffice } from './mall-backoffice.ts';
import { lockBalance } from './points-service.ts';
import { settingsOf, settingsView } from './settings.ts';

export type PointsBackoffice = ReturnType<typeof createPointsBackoffice>;

export function createPointsBackoffice(deps: Deps, audit: AuditService) {
  const { db } = deps;

  async function memberOf(brand: Brand, username: string) {
    const [m] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(and(eq(members.brandId, brand.id), sql`lower(${members.username}) = lower(${username})`));
    if (!m) throw new AppError('points.member.not.found', { field: 'username' });
    return m;
  }

  async function settings(brand: Brand): Promise<TPointSettings> {
    return settingsView(brand, await settingsOf(db, brand.id));
  }

  async function saveSettings(
    brand: Brand,
    input: Omit<TPointSettings, 'convertAmount'> & { convertAmount: unknown },
    acting: StaffActing,
  ): Promise<TPointSettings> {
    const convertCash = amountOf(input.convertAmount, brand, 'convertAmount');
    const values = {
      enabled: input.enabled,
      earnBetPerPoint: input.earnBetPerPoint,
      convertPoints: input.convertPoints,
      convertCash,
      convertMinPoints: input.convertMinPoints,
      updatedAt: deps.now(),
    };
    await db.transaction(async (tx) => {
      const before = await settingsOf(tx, brand.id);
      await tx
        .insert(pointSettings)
        .values({ brandId: brand.id, ...values })
        .onConflictDoUpdate({ target: pointSettings.brandId, set: values });
      await audit.record(tx, {
        brandId: brand.id,
        ...acting,
        action: 'points.settings_set',
        target: { kind: 'point_settings', id: brand.id },
        before: { ...before },
        after: { ...values, updatedAt: values.updatedAt.toISOString() },
      });
    });
    return settings(brand);
  }

  async function member(brand: Brand, username: string) {
    const m = await memberOf(brand, username);
    const rows = await db
      .select()
      .from(pointEntries)
      .where(and(eq(pointEntries.memberId, m.id), eq(pointEntries.brandId, brand.id)))
      .orderBy(desc(pointEntries.id))
      .limit(50);
    const [b] = await rowsOf<{ points: number | string }>(
      db,
      sql`SELECT points FROM point_balances WHERE member_id = ${m.id}`,
    );
    return {
      memberId: m.id,
      username: m.username,
      points: Number(b?.points ?? 0),
      entries: rows.map((r) => ({
        id: r.id,
        points: r.points,
        balance: r.balanceAfter,
        source: r.source,
        remark: r.remark,
        time: r.at.getTime(),
      })),
    };
  }

  /** Adds or takes a member's points with a reason (never below zero); keyed by the staff's request id. */
  async function adjust(
    brand: Brand,
    input: { username: string; points: number; reason: string; requestId: string },
    acting: StaffActing,
  ) {
    const m = await memberOf(brand, input.username);
    const now = deps.now();
    return db.transaction(async (tx) => {
      const had = await lockBalance(tx, brand.id, m.id, now);
      if (had.points + input.points < 0) {
        throw new AppError('points.insufficient', { points: had.points, needed: -input.points });
      }
      let posted: Awaited<ReturnType<typeof postPoints>>;
      try {
        posted = await postPoints(tx, {
          brandId: brand.id,
          memberId: m.id,
          points: input.points,
          source: 'adjust',
          key: `adjust:${acting.actor.id}:${input.requestId}`,
          remark: input.reason,
          actorId: Number(acting.actor.id),
          at: now,
        });
      } catch (e) {
        if (e instanceof PointsError && e.code === 'key_reused') throw new AppError('points.request.reused');
        throw e;
      }
      if (!posted.replayed) {
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'points.adjust',
          target: { kind: 'member', id: m.id },
          before: { points: had.points },
          after: { points: posted.balanceAfter, change: input.points },
          reason: input.reason,
        });
      }
      return { memberId: m.id, username: m.username, points: posted.balanceAfter };
    });
  }

  return { ...createMallBackoffice(deps, audit), settings, saveSettings, member, adjust };
}
