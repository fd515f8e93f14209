import { RG_DURATIONS, type TRgDuration, type TRgKind, type TRgPeriod, type TRgState } from '@app/contracts/calls/rg';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members, rgDays, rgLimits, rgMembers } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { BonusEngine } from '../bonus/types.ts';
import { depositedSince } from '../cashier/deposit-sums.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';
import { blockEnd, inOrder, limitValue, PERIODS, RAISE_WAIT_MS } from './rules.ts';
import { type Block, createRgUsage } from './usage.ts';

export interface RgParts {
  audit: AuditService;
  sessions: SessionService;
  bonus: BonusEngine;
  /**
   * Checks who the member is, counting the attempt first (auth): the sign-in password, or for a member
   * without one the code auth sent them.
   */
  confirmIdentity(
    brand: Brand,
    memberId: number,
    proof: { password?: string | undefined; code?: string | undefined },
    ip: string,
  ): Promise<boolean>;
  /** Tells the member's open pages their balance changed (a forfeited bonus). */
  notify(brandId: number, memberIds: number[]): Promise<void>;
}

export type RgService = ReturnType<typeof createRgService>;

/**
 * Responsible gaming (docs/decisions/1400-responsible-gaming.md): the member's limits and breaks. Loss
 * and wager limits and breaks are enforced at every stake by the bet_rounds trigger of migration 1400;
 * deposits by `checkDeposit` in the cashier's order transaction; sign-in by a session-opening gate and
 * launches by `assertOpen`. Every change is written to the audit log in its own transaction.
 */
export function createRgService(deps: Deps, parts: RgParts) {
  const { db } = deps;
  const idleMinutes = deps.config.session.idleMinutes;
  const { blockOf, activeBlock, limitRows, span, playTime, state } = createRgUsage(deps);

  function blocked(b: Block): AppError {
    return new AppError('rg.blocked', { until: b.until?.getTime() ?? null });
  }

  /** The member's row, made when missing, locked for the rest of the transaction. */
  async function lockMember(tx: Tx, brand: Brand, memberId: number) {
    const now = deps.now();
    await tx
      .insert(rgMembers)
      .values({
        memberId,
        brandId: brand.id,
        tzOffsetMinutes: brand.settings.timezoneOffsetMinutes,
        countsPlay: false,
        sessionIdleMinutes: idleMinutes,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(rgMembers).where(eq(rgMembers.memberId, memberId)).for('update');
    if (!row) throw new Error('rg_members row missing after insert');
    if (row.sessionIdleMinutes !== idleMinutes) {
      await tx.update(rgMembers).set({ sessionIdleMinutes: idleMinutes }).where(eq(rgMembers.memberId, memberId));
    }
    return row;
  }

  async function actor(exec: DbOrTx, memberId: number) {
    const [m] = await exec.select({ username: members.username }).from(members).where(eq(members.id, memberId));
    return { kind: 'member' as const, id: String(memberId), name: m?.username ?? String(memberId), role: 'member' };
  }

  /**
   * Keeps the day rows exactly while a loss or wager limit is set (rebuilt when one is set again), and
   * marks whether a time limit is set (stakes then measure the time signed in).
   */
  async function syncCounting(tx: Tx, memberId: number, was: boolean) {
    const [row] = await rowsOf<{ n: number; t: number }>(
      tx,
      sql`SELECT count(*) FILTER (WHERE kind IN ('loss', 'wager'))::int AS n,
                 count(*) FILTER (WHERE kind = 'time')::int AS t
            FROM rg_limits WHERE member_id = ${memberId} AND amount IS NOT NULL`,
    );
    await tx
      .update(rgMembers)
      .set({ countsTime: (row?.t ?? 0) > 0 })
      .where(eq(rgMembers.memberId, memberId));
    const counts = (row?.n ?? 0) > 0;
    if (counts === was) return;
    await tx.update(rgMembers).set({ countsPlay: counts }).where(eq(rgMembers.memberId, memberId));
    if (counts) await rowsOf(tx, sql`SELECT rg_seed_days(${memberId}, ${deps.now()})`);
    else await tx.delete(rgDays).where(eq(rgDays.memberId, memberId));
  }

  return {
    state,

    /**
     * Sets one kind's limits for day, week and month. A lower limit (or one where there was none)
     * applies at once; a higher one, or none where one was set, waits 24 hours for confirmation.
     */
    async setLimits(
      brand: Brand,
      memberId: number,
      input: { kind: TRgKind } & Record<TRgPeriod, unknown>,
      ip: string,
    ): Promise<TRgState> {
      const wanted = {} as Record<TRgPeriod, number | null>;
      for (const p of PERIODS) wanted[p] = input[p] === null ? null : limitValue(brand, input.kind, p, input[p], p);
      if (!inOrder(wanted)) throw new AppError('rg.limit.order', { field: 'day' });
      await db.transaction(async (tx) => {
        const member = await lockMember(tx, brand, memberId);
        const now = deps.now();
        const before = (await limitRows(tx, memberId)).filter((r) => r.kind === input.kind);
        for (const period of PERIODS) {
          const current = before.find((r) => r.period === period)?.amount ?? null;
          const next = wanted[period];
          // The same value as now leaves the limit, and a raise waiting for it, as they are (the form
          // sends all three periods; cancelling a raise is confirmLimit with confirm false).
          if (next === current) continue;
          const lower = next !== null && (current === null || next <= current);
          const values = lower
            ? { amount: next, pendingAmount: null, pendingNone: false, pendingFrom: null }
            : {
                amount: current,
                pendingAmount: next,
                pendingNone: next === null,
                pendingFrom: new Date(now.getTime() + RAISE_WAIT_MS),
              };
          await tx
            .insert(rgLimits)
            .values({ memberId, kind: input.kind, period, ...values, updatedAt: now })
            .onConflictDoUpdate({
              target: [rgLimits.memberId, rgLimits.kind, rgLimits.period],
              set: { ...values, updatedAt: now },
            });
        }
        await syncCounting(tx, memberId, member.countsPlay);
        const after = (await limitRows(tx, memberId)).filter((r) => r.kind === input.kind);
        await parts.audit.record(tx, {
          brandId: brand.id,
          actor: await actor(tx, memberId),
          action: 'rg.limits.set',
          target: { kind: 'member', id: memberId },
          before: { kind: input.kind, limits: before },
          after: { kind: input.kind, limits: after },
          ip,
        });
      });
      return state(brand, memberId);
    },

    /** Confirms a raise whose 24 hours have passed, or cancels it. */
    async confirm(
      brand: Brand,
      memberId: number,
      input: { kind: TRgKind; period: TRgPeriod; confirm: boolean },
      ip: string,
    ): Promise<TRgState> {
      await db.transaction(async (tx) => {
        const member = await lockMember(tx, brand, memberId);
        const rows = await limitRows(tx, memberId);
        const row = rows.find((r) => r.kind === input.kind && r.period === input.period);
        if (!row?.pendingFrom) throw new AppError('rg.confirm.none');
        if (input.confirm && row.pendingFrom > deps.now()) {
          throw new AppError('rg.confirm.early', { from: row.pendingFrom.getTime() });
        }
        const amount = input.confirm ? (row.pendingNone ? null : row.pendingAmount) : row.amount;
        if (input.confirm) {
          const v = {} as Record<TRgPeriod, number | null>;
          for (const p of PERIODS) {
            v[p] =
              p === input.period ? amount : (rows.find((r) => r.kind === input.kind && r.period === p)?.amount ?? null);
          }
          if (!inOrder(v)) throw new AppError('rg.limit.order', { field: input.period });
        }
        const values = { amount, pendingAmount: null, pendingNone: false, pendingFrom: null, updatedAt: deps.now() };
        await tx
          .update(rgLimits)
          .set(values)
          .where(
            and(eq(rgLimits.memberId, memberId), eq(rgLimits.kind, input.kind), eq(rgLimits.period, input.period)),
          );
        await syncCounting(tx, memberId, member.countsPlay);
        await parts.audit.record(tx, {
          brandId: brand.id,
          actor: await actor(tx, memberId),
          action: input.confirm ? 'rg.limits.confirm' : 'rg.limits.cancel',
          target: { kind: 'member', id: memberId },
          before: { ...row },
          after: { ...row, ...values },
          ip,
        });
      });
      return state(brand, memberId);
    },

    /**
     * Takes a cooling-off or a self-exclusion with the sign-in password: it cannot be changed or lifted
     * before its end; the member's sign-ins end and a bonus being wagered is forfeited, in one transaction.
     */
    async exclude(
      brand: Brand,
      memberId: number,
      input: {
        kind: 'cooloff' | 'exclusion';
        duration: TRgDuration;
        password?: string | undefined;
        code?: string | undefined;
      },
      ip: string,
    ): Promise<TRgState> {
      if (!(RG_DURATIONS[input.kind] as readonly TRgDuration[]).includes(input.duration)) {
        throw new AppError('rg.duration.invalid', { field: 'duration' });
      }
      const current = await activeBlock(db, memberId);
      if (current) throw new AppError('rg.block.active');
      if (!(await parts.confirmIdentity(brand, memberId, input, ip))) {
        throw new AppError('rg.password.wrong', { field: 'password' });
      }
      await db.transaction(async (tx) => {
        if (blockOf(await lockMember(tx, brand, memberId))) throw new AppError('rg.block.active');
        const now = deps.now();
        const until = blockEnd(input.duration, now);
        await tx
          .update(rgMembers)
          .set({ blockKind: input.kind, blockSince: now, blockUntil: until, updatedAt: now })
          .where(eq(rgMembers.memberId, memberId));
        const bonus = await parts.bonus.forfeitActive(tx, brand, memberId, {
          reason: 'self_exclusion',
          actor: '',
          note: 'bonus_forfeit_self_exclusion',
        });
        await parts.sessions.revokeAll(tx, memberId, input.kind === 'cooloff' ? 'cooling-off' : 'self-exclusion');
        await parts.audit.record(tx, {
          brandId: brand.id,
          actor: await actor(tx, memberId),
          action: 'rg.block.start',
          target: { kind: 'member', id: memberId },
          after: {
            kind: input.kind,
            duration: input.duration,
            until: until?.toISOString() ?? null,
            bonusForfeited: bonus.forfeited,
          },
          ip,
        });
      });
      await parts.notify(brand.id, [memberId]);
      return state(brand, memberId);
    },

    /**
     * Staff lower (or set, where none is) one of a member's limits, at once; never raise one. A raise
     * the member has waiting for that limit is dropped.
     */
    async lowerByStaff(
      brand: Brand,
      memberId: number,
      input: { kind: TRgKind; period: TRgPeriod; amount: unknown; reason: string },
      acting: StaffActing,
    ): Promise<TRgState> {
      const amount = limitValue(brand, input.kind, input.period, input.amount, 'amount');
      await db.transaction(async (tx) => {
        const member = await lockMember(tx, brand, memberId);
        const rows = (await limitRows(tx, memberId)).filter((r) => r.kind === input.kind);
        const row = rows.find((r) => r.period === input.period);
        if (row?.amount != null && amount > row.amount) throw new AppError('rg.operator.raise');
        const v = {} as Record<TRgPeriod, number | null>;
        for (const p of PERIODS)
          v[p] = p === input.period ? amount : (rows.find((r) => r.period === p)?.amount ?? null);
        if (!inOrder(v)) throw new AppError('rg.limit.order', { field: 'amount' });
        const values = { amount, pendingAmount: null, pendingNone: false, pendingFrom: null, updatedAt: deps.now() };
        await tx
          .insert(rgLimits)
          .values({ memberId, kind: input.kind, period: input.period, ...values })
          .onConflictDoUpdate({ target: [rgLimits.memberId, rgLimits.kind, rgLimits.period], set: values });
        await syncCounting(tx, memberId, member.countsPlay);
        await parts.audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'rg.limits.lower',
          target: { kind: 'member', id: memberId },
          before: {
            kind: input.kind,
            period: input.period,
            amount: row?.amount ?? null,
            pending: row?.pendingFrom ?? null,
          },
          after: { kind: input.kind, period: input.period, amount },
          reason: input.reason,
        });
      });
      return state(brand, memberId);
    },

    /** Chooses the reality check's interval (or none); audited as the member's own change. */
    async setReality(brand: Brand, memberId: number, minutes: 15 | 30 | 60 | null, ip: string): Promise<TRgState> {
      await db.transaction(async (tx) => {
        const member = await lockMember(tx, brand, memberId);
        if (member.realityMinutes === minutes) return;
        await tx
          .update(rgMembers)
          .set({ realityMinutes: minutes, updatedAt: deps.now() })
          .where(eq(rgMembers.memberId, memberId));
        await parts.audit.record(tx, {
          brandId: brand.id,
          actor: await actor(tx, memberId),
          action: 'rg.reality.set',
          target: { kind: 'member', id: memberId },
          before: { minutes: member.realityMinutes },
          after: { minutes },
          ip,
        });
      });
      return state(brand, memberId);
    },

    /** The reality check's figures for the sign-in that began at `startedAt`: rounds started since. */
    async sessionSummary(brand: Brand, memberId: number, startedAt: Date) {
      const [row] = await rowsOf<{ stake: string | null; win: string | null }>(
        db,
        sql`SELECT sum(bet_minor) AS stake, sum(win_minor) AS win FROM bet_rounds
             WHERE member_id = ${memberId} AND NOT free_play AND started_at >= ${startedAt}`,
      );
      const [m] = await db
        .select({ minutes: rgMembers.realityMinutes, countsTime: rgMembers.countsTime })
        .from(rgMembers)
        .where(eq(rgMembers.memberId, memberId));
      const stake = Number(row?.stake ?? 0);
      const win = Number(row?.win ?? 0);
      const time = await playTime(db, brand, memberId, m?.countsTime ?? false);
      return {
        startedAt: startedAt.getTime(),
        minutes: Math.max(0, Math.floor((deps.now().getTime() - startedAt.getTime()) / 60_000)),
        stake: major(brand, stake),
        win: major(brand, win),
        net: major(brand, win - stake),
        realityCheckMinutes: m?.minutes ?? null,
        playEndsAt: time.endsAt,
        playResumesAt: time.resumesAt,
      };
    },

    playTime,

    /** Refuses (rg.blocked) a member in cooling-off or self-exclusion: sign-in, launch, deposit. */
    async assertOpen(exec: DbOrTx, memberId: number): Promise<void> {
      const b = await activeBlock(exec, memberId);
      if (b) throw blocked(b);
    },

    /**
     * Refuses a game launch: a break in force (rg.blocked), or a time limit whose period has used it up
     * (rg.time.reached, with when play opens again).
     */
    async assertCanPlay(exec: DbOrTx, brand: Brand, memberId: number): Promise<void> {
      const [m] = await exec.select().from(rgMembers).where(eq(rgMembers.memberId, memberId));
      const b = blockOf(m);
      if (b) throw blocked(b);
      const time = await playTime(exec, brand, memberId, m?.countsTime ?? false);
      if (time.resumesAt !== null) throw new AppError('rg.time.reached', { until: time.resumesAt });
    },

    /**
     * In the cashier's order transaction: refuses a deposit while a break is in force or when it
     * would pass a deposit limit. The member's row lock makes racing deposits queue here.
     */
    async checkDeposit(tx: Tx, brand: Brand, memberId: number, amount: number): Promise<void> {
      const [m] = await tx.select().from(rgMembers).where(eq(rgMembers.memberId, memberId)).for('update');
      if (!m) return;
      const b = blockOf(m);
      if (b) throw blocked(b);
      const limits = (await limitRows(tx, memberId)).filter((r) => r.kind === 'deposit' && r.amount !== null);
      for (const l of limits) {
        const s = span(brand, l.period, deps.now());
        const used = await depositedSince(tx, memberId, s.from);
        if (used + amount > (l.amount as number)) {
          throw new AppError('rg.limit.deposit', {
            period: l.period,
            remaining: major(brand, Math.max((l.amount as number) - used, 0)),
          });
        }
      }
    },
  };
}
