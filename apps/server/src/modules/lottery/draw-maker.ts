/**
 * Makes a brand's draws ahead of time from each enabled lottery's schedule (docs/decisions/1200
 * "Draws"): fast lotteries the next 10 minutes, daily and weekly ones the next two draws. Each new
 * draw takes the next index of the lottery's seed chain and gets its close and draw jobs, in one
 * transaction; a draw another copy made first (the unique draw number) is skipped whole.
 */
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lotteryChains, lotteryDraws } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { Brand } from '../system/brand-types.ts';
import { type BrandLottery, brandLotteries } from './brand-lotteries.ts';
import { LOTTERY_JOBS } from './job-types.ts';
import { type PlannedDraw, plannedDraws, zoneOf } from './schedule.ts';
import { CHAIN_LENGTH, drawSeed, newChain } from './seed-chain.ts';

const FAST_HORIZON_MS = 10 * 60_000;

class AlreadyMade extends Error {}

export function createDrawMaker(deps: Deps, jobs: Pick<JobRunner, 'schedule'>) {
  /** The next index of the lottery's chain, starting a new chain when there is none or it ran out. */
  async function takeIndex(tx: Tx, brandId: number, gameCode: string, now: Date) {
    const [current] = await tx
      .select({ id: lotteryChains.id })
      .from(lotteryChains)
      .where(
        and(
          eq(lotteryChains.brandId, brandId),
          eq(lotteryChains.gameCode, gameCode),
          lte(lotteryChains.nextIndex, lotteryChains.length),
        ),
      )
      .orderBy(desc(lotteryChains.startedAt))
      .limit(1);
    let chainId = current?.id;
    if (chainId === undefined) {
      const { root, anchor } = newChain(CHAIN_LENGTH);
      const [made] = await tx
        .insert(lotteryChains)
        .values({ brandId, gameCode, root, length: CHAIN_LENGTH, anchor, startedAt: now })
        .returning({ id: lotteryChains.id });
      chainId = made?.id;
    }
    const [taken] = await tx
      .update(lotteryChains)
      .set({ nextIndex: sql`${lotteryChains.nextIndex} + 1` })
      .where(and(eq(lotteryChains.id, chainId ?? 0), lte(lotteryChains.nextIndex, lotteryChains.length)))
      .returning({
        id: lotteryChains.id,
        root: lotteryChains.root,
        length: lotteryChains.length,
        next: lotteryChains.nextIndex,
      });
    if (!taken) throw new AlreadyMade();
    return { chainId: taken.id, index: taken.next - 1, ...drawSeed(taken.root, taken.length, taken.next - 1) };
  }

  async function makeOne(brandId: number, l: BrandLottery, p: PlannedDraw): Promise<boolean> {
    try {
      await deps.db.transaction(async (tx) => {
        const now = deps.now();
        const chain = await takeIndex(tx, brandId, l.def.gameCode, now);
        const [row] = await tx
          .insert(lotteryDraws)
          .values({
            brandId,
            gameCode: l.def.gameCode,
            drawNo: p.drawNo,
            status: 'open',
            opensAt: p.opensAt,
            closesAt: p.closesAt,
            drawsAt: p.drawsAt,
            weekday: p.weekday,
            source: l.source,
            chainId: chain.chainId,
            chainIndex: chain.index,
            seed: chain.seed,
            seedHash: chain.seedHash,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: lotteryDraws.id });
        if (!row) throw new AlreadyMade();
        const subject = String(row.id);
        await jobs.schedule(tx, { type: LOTTERY_JOBS.close, subject, period: p.drawNo, dueAt: p.closesAt });
        await jobs.schedule(tx, { type: LOTTERY_JOBS.draw, subject, period: p.drawNo, dueAt: p.drawsAt });
      });
      return true;
    } catch (e) {
      if (e instanceof AlreadyMade) return false;
      throw e;
    }
  }

  /** The draws of every enabled lottery of the brand still to be made at `now`. */
  async function missing(brand: Brand, now: Date, gameCode?: string) {
    const out: { lottery: BrandLottery; draw: PlannedDraw }[] = [];
    for (const l of await brandLotteries(deps.db, brand.id)) {
      if (!l.enabled || (gameCode !== undefined && l.def.gameCode !== gameCode)) continue;
      const fast = l.def.schedule.kind === 'interval';
      const planned = plannedDraws(
        l.def,
        l.closeSeconds,
        zoneOf(l.def, brand.settings.timezoneOffsetMinutes),
        now,
        fast ? FAST_HORIZON_MS : 0,
        fast ? 1 : 2,
      );
      const made = await deps.db
        .select({ drawNo: lotteryDraws.drawNo })
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.brandId, brand.id),
            eq(lotteryDraws.gameCode, l.def.gameCode),
            gt(lotteryDraws.drawsAt, now),
          ),
        );
      const have = new Set(made.map((m) => m.drawNo));
      for (const draw of planned) if (!have.has(draw.drawNo)) out.push({ lottery: l, draw });
    }
    return out;
  }

  return {
    missing,
    /** Makes the missing draws (of one lottery when named); returns how many this call made. */
    async makeAhead(brand: Brand, now: Date, gameCode?: string): Promise<number> {
      let made = 0;
      for (const m of await missing(brand, now, gameCode)) if (await makeOne(brand.id, m.lottery, m.draw)) made++;
      return made;
    },
  };
}

export type DrawMaker = ReturnType<typeof createDrawMaker>;
