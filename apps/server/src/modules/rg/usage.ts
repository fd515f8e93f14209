import type { TRgLimit, TRgPeriod, TRgState } from '@app/contracts/calls/rg';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { rgLimits, rgMembers } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { depositedSince } from '../cashier/deposit-sums.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart, localDay, major } from '../wallet/money.ts';
import { KINDS, nextPeriodDay, PERIODS, periodStartDay } from './rules.ts';

export type LimitRow = typeof rgLimits.$inferSelect;
type RgMemberRow = typeof rgMembers.$inferSelect;
export type Block = { kind: 'cooloff' | 'exclusion'; since: Date; until: Date | null };
export type RgUsage = ReturnType<typeof createRgUsage>;

/**
 * What a member's limits and breaks stand at: the break in force, the periods' spans, the money and
 * time used in each, and the state the member centre shows. Reads only; the service writes.
 */
export function createRgUsage(deps: Deps) {
  const { db } = deps;
  const idleMinutes = deps.config.session.idleMinutes;

  /** The break a member's row holds, if it is still in force. */
  function blockOf(m: Pick<RgMemberRow, 'blockKind' | 'blockSince' | 'blockUntil'> | undefined): Block | null {
    if (!m?.blockKind || !m.blockSince) return null;
    if (m.blockUntil && m.blockUntil <= deps.now()) return null;
    return { kind: m.blockKind, since: m.blockSince, until: m.blockUntil };
  }

  async function activeBlock(exec: DbOrTx, memberId: number): Promise<Block | null> {
    const [m] = await exec
      .select({ blockKind: rgMembers.blockKind, blockSince: rgMembers.blockSince, blockUntil: rgMembers.blockUntil })
      .from(rgMembers)
      .where(eq(rgMembers.memberId, memberId));
    return blockOf(m);
  }

  async function limitRows(exec: DbOrTx, memberId: number): Promise<LimitRow[]> {
    return exec.select().from(rgLimits).where(eq(rgLimits.memberId, memberId));
  }

  function span(brand: Brand, period: TRgPeriod, now: Date) {
    const start = periodStartDay(period, localDay(brand, now));
    return { start, from: dayStart(brand, start), ends: dayStart(brand, nextPeriodDay(period, start)) };
  }

  /** Stakes and net loss since a brand-local day: from the day rows while they are kept, else from the rounds. */
  async function playUsed(exec: DbOrTx, brand: Brand, memberId: number, fromDay: string, countsPlay: boolean) {
    const days = countsPlay
      ? sql`rg_days WHERE member_id = ${memberId} AND day >= ${fromDay}::date`
      : sql`rg_play_days(${memberId}, ${fromDay}::date, ${brand.settings.timezoneOffsetMinutes}::int)`;
    const [row] = await rowsOf<{ wagered: string | null; net_loss: string | null }>(
      exec,
      sql`SELECT sum(wagered) AS wagered, sum(net_loss) AS net_loss FROM ${days}`,
    );
    return { wagered: Number(row?.wagered ?? 0), netLoss: Number(row?.net_loss ?? 0) };
  }

  /** Seconds the member was signed in from `from` until now (the union of their sign-ins). */
  async function secondsSignedIn(exec: DbOrTx, memberId: number, from: Date): Promise<number> {
    const [row] = await rowsOf<{ s: string | number | null }>(
      exec,
      sql`SELECT rg_time_used(${memberId}, ${from}, ${deps.now()}, ${idleMinutes}::int) AS s`,
    );
    return Number(row?.s ?? 0);
  }

  /**
   * Where the member's time limits stand now: `resumesAt` when one has been used up (the end of the
   * latest such period), else `endsAt`, the moment the first of them runs out if the member stays
   * signed in; both null without a time limit.
   */
  async function playTime(
    exec: DbOrTx,
    brand: Brand,
    memberId: number,
    /** The member's rg_members.counts_time when the caller has read the row already. */
    known?: boolean,
  ): Promise<{ endsAt: number | null; resumesAt: number | null }> {
    const countsTime =
      known ??
      (
        await exec.select({ countsTime: rgMembers.countsTime }).from(rgMembers).where(eq(rgMembers.memberId, memberId))
      )[0]?.countsTime;
    if (!countsTime) return { endsAt: null, resumesAt: null };
    const now = deps.now();
    let endsAt: number | null = null;
    let resumesAt: number | null = null;
    for (const l of await limitRows(exec, memberId)) {
      if (l.kind !== 'time' || l.amount === null) continue;
      const s = span(brand, l.period, now);
      const left = l.amount * 60 - (await secondsSignedIn(exec, memberId, s.from));
      if (left <= 0) resumesAt = Math.max(resumesAt ?? 0, s.ends.getTime());
      else endsAt = Math.min(endsAt ?? Number.POSITIVE_INFINITY, now.getTime() + left * 1000);
    }
    return resumesAt !== null ? { endsAt: now.getTime(), resumesAt } : { endsAt, resumesAt: null };
  }

  async function state(brand: Brand, memberId: number, exec: DbOrTx = db): Promise<TRgState> {
    const now = deps.now();
    const [m] = await exec.select().from(rgMembers).where(eq(rgMembers.memberId, memberId));
    const rows = m ? await limitRows(exec, memberId) : [];
    const limits: TRgLimit[] = [];
    for (const period of PERIODS) {
      const s = span(brand, period, now);
      const play = await playUsed(exec, brand, memberId, s.start, m?.countsPlay ?? false);
      const deposited = await depositedSince(exec, memberId, s.from);
      const minutes = Math.floor((await secondsSignedIn(exec, memberId, s.from)) / 60);
      for (const kind of KINDS) {
        const row = rows.find((r) => r.kind === kind && r.period === period);
        const used =
          kind === 'deposit'
            ? deposited
            : kind === 'wager'
              ? play.wagered
              : kind === 'time'
                ? minutes
                : Math.max(play.netLoss, 0);
        // Money goes out in major units; time limits are whole minutes as they are.
        const show = (v: number) => (kind === 'time' ? v : major(brand, v));
        const amount = row?.amount ?? null;
        const pending =
          row?.pendingFrom && (row.pendingAmount !== null || row.pendingNone)
            ? { amount: row.pendingNone ? null : show(row.pendingAmount ?? 0), from: row.pendingFrom.getTime() }
            : null;
        limits.push({
          kind,
          period,
          amount: amount === null ? null : show(amount),
          used: show(used),
          remaining: amount === null ? null : show(Math.max(amount - used, 0)),
          pending,
          periodEndsAt: s.ends.getTime(),
        });
      }
    }
    const block = blockOf(m);
    return {
      limits,
      block: block && { kind: block.kind, since: block.since.getTime(), until: block.until?.getTime() ?? null },
      realityCheckMinutes: m?.realityMinutes ?? null,
    };
  }

  return { blockOf, activeBlock, limitRows, span, playTime, state };
}
