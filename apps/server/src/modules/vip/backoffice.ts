/**
 * The back office's VIP levels (docs/decisions/1520-vip.md): the brand's level table and rolling
 * period, edited as a whole; a member's level seen and set by hand. Every write is audited with its
 * reason in the change's transaction.
 */
import type { TVipLevelInput, TVipMember, TVipSettings } from '@app/contracts/calls/backoffice-vip';
import { toMajor, toMinor } from '@app/contracts/money';
import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { vipLevelChanges, vipLevels, vipSettings } from '../../db/schema/vip.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { ClubLabels } from '../auth/club-label.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { checkLevels, defaultLevels, levelsOf, rollingDaysOf, type VipLevelRow } from './levels.ts';
import { changeLevel, levelOf, lockLevel, sumsOf, windowOf } from './member-level.ts';

export type VipBackoffice = ReturnType<typeof createVipBackoffice>;

export function createVipBackoffice(deps: Deps, clubs: ClubLabels, audit: AuditService) {
  const { db } = deps;

  const toInput = (l: VipLevelRow, mu: number): TVipLevelInput => ({
    level: l.level,
    names: l.names,
    minValidBet: toMajor(l.minValidBet, mu),
    minDeposit: toMajor(l.minDeposit, mu),
    upgradeBonus: toMajor(l.upgradeBonus, mu),
    monthlyBonus: toMajor(l.monthlyBonus, mu),
    wageringMultiple: l.wageringMultiple,
  });

  async function settings(brand: Brand): Promise<TVipSettings> {
    const mu = brand.settings.minorUnits;
    const stored = await levelsOf(db, brand.id);
    const counts = await rowsOf<{ level: number; n: number | string }>(
      db,
      sql`SELECT level, count(*) AS n FROM vip_members WHERE brand_id = ${brand.id} GROUP BY level`,
    );
    return {
      rollingDays: await rollingDaysOf(db, brand.id),
      saved: stored.length > 0,
      levels: (stored.length > 0 ? stored : defaultLevels(mu)).map((l) => toInput(l, mu)),
      members: Object.fromEntries(counts.map((c) => [String(c.level), Number(c.n)])),
    };
  }

  async function memberByName(brand: Brand, username: string) {
    const m = await clubs.memberByUsername(db, brand.id, username.trim());
    if (!m) throw new AppError('vip.member.not.found', { field: 'username' });
    return m;
  }

  async function memberView(brand: Brand, m: { id: number; username: string }): Promise<TVipMember> {
    const mu = brand.settings.minorUnits;
    const days = await rollingDaysOf(db, brand.id);
    const me = await levelOf(db, m.id);
    const sums = (await sumsOf(db, brand.id, [m.id], windowOf(new Date(deps.now().getTime() + 1), days))).get(m.id);
    const history = await db
      .select()
      .from(vipLevelChanges)
      .where(eq(vipLevelChanges.memberId, m.id))
      .orderBy(desc(vipLevelChanges.createdAt), desc(vipLevelChanges.id))
      .limit(50);
    return {
      memberId: m.id,
      username: m.username,
      level: me.level,
      highest: me.highest,
      validBet: toMajor(sums?.valid ?? 0, mu),
      deposit: toMajor(sums?.deposit ?? 0, mu),
      rollingDays: days,
      history: history.map((h) => ({
        from: h.fromLevel,
        to: h.toLevel,
        cause: h.cause,
        reason: h.reason,
        by: h.actor,
        at: h.createdAt.getTime(),
      })),
    };
  }

  return {
    settings,

    /** Replaces the level table and the rolling period; members above a removed level drop to the new top one. */
    async saveLevels(
      brand: Brand,
      input: { rollingDays: number; levels: TVipLevelInput[]; reason: string },
      acting: StaffActing,
    ): Promise<TVipSettings> {
      const mu = brand.settings.minorUnits;
      // An amount with more decimals than the brand's currency has is refused, never rounded.
      for (const [i, l] of input.levels.entries()) {
        for (const f of ['minValidBet', 'minDeposit', 'upgradeBonus', 'monthlyBonus'] as const) {
          if (Math.abs(toMinor(l[f], mu) - l[f] * 10 ** mu) > 1e-6) {
            throw new AppError('request_param_err', { fields: [{ field: `levels.${i}.${f}`, reason: 'decimals' }] });
          }
        }
      }
      const rows: VipLevelRow[] = input.levels.map((l) => ({
        level: l.level,
        names: Object.fromEntries(
          Object.entries(l.names).filter(([, v]) => typeof v === 'string' && v !== ''),
        ) as Record<string, string>,
        minValidBet: toMinor(l.minValidBet, mu),
        minDeposit: toMinor(l.minDeposit, mu),
        upgradeBonus: toMinor(l.upgradeBonus, mu),
        monthlyBonus: toMinor(l.monthlyBonus, mu),
        wageringMultiple: l.wageringMultiple,
      }));
      checkLevels(rows);
      const before = await settings(brand);
      const at = deps.now();
      await db.transaction(async (tx) => {
        await tx
          .insert(vipSettings)
          .values({ brandId: brand.id, rollingDays: input.rollingDays, updatedAt: at })
          .onConflictDoUpdate({ target: vipSettings.brandId, set: { rollingDays: input.rollingDays, updatedAt: at } });
        await tx.delete(vipLevels).where(eq(vipLevels.brandId, brand.id));
        await tx.insert(vipLevels).values(rows.map((r) => ({ ...r, brandId: brand.id, updatedAt: at })));
        const top = rows.length - 1;
        const above = await rowsOf<{ member_id: number | string }>(
          tx,
          sql`SELECT member_id FROM vip_members WHERE brand_id = ${brand.id} AND level > ${top} ORDER BY member_id`,
        );
        for (const a of above) {
          const memberId = Number(a.member_id);
          const locked = await lockLevel(tx, brand.id, memberId, at);
          await changeLevel(tx, clubs, rows, {
            brandId: brand.id,
            memberId,
            before: locked,
            to: top,
            cause: 'staff',
            reason: input.reason,
            actor: acting.actor.name,
            at,
          });
        }
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'vip.levels_set',
          target: { kind: 'vip_levels', id: brand.merchantCode },
          before: { rollingDays: before.rollingDays, levels: before.saved ? before.levels : [] },
          after: { rollingDays: input.rollingDays, levels: rows.map((r) => toInput(r, mu)) },
          reason: input.reason,
        });
      });
      return settings(brand);
    },

    async member(brand: Brand, username: string): Promise<TVipMember> {
      return memberView(brand, await memberByName(brand, username));
    },

    /** Sets a member's level by hand; the upgrade bonus of a level reached for the first time is issued. */
    async setMemberLevel(
      brand: Brand,
      input: { username: string; level: number; reason: string },
      acting: StaffActing,
    ): Promise<TVipMember> {
      const m = await memberByName(brand, input.username);
      const at = deps.now();
      await db.transaction(async (tx) => {
        const levels = await levelsOf(tx, brand.id);
        if (!levels.some((l) => l.level === input.level)) throw new AppError('vip.level.unknown', { field: 'level' });
        const before = await lockLevel(tx, brand.id, m.id, at);
        if (before.level === input.level) throw new AppError('vip.level.same', { field: 'level' });
        await changeLevel(tx, clubs, levels, {
          brandId: brand.id,
          memberId: m.id,
          before,
          to: input.level,
          cause: 'staff',
          reason: input.reason,
          actor: acting.actor.name,
          at,
        });
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'vip.member_level_set',
          target: { kind: 'member', id: m.username },
          before: { level: before.level },
          after: { level: input.level },
          reason: input.reason,
        });
      });
      return memberView(brand, m);
    },
  };
}
