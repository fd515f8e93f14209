/**
 * The player's lottery calls that read (docs/decisions/1200; SPEC §7): the lobby, a lottery's betting
 * page, my tickets, results, trends, one draw with what verifying it needs, and the Vietnam and lotto
 * calls answered from the house lotteries.
 */
import type { TDraw, TLotterySummary } from '@app/contracts/calls/lottery';
import type { Language } from '@app/contracts/languages';
import { LOTTERIES } from '@app/contracts/lottery/games';
import { oddsOf, publishedRtp, stationsOn, trendHits, trendKeys } from '@app/contracts/lottery/rules';
import { toMajor } from '@app/contracts/money';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { games, gameVendors, lotteryChains, lotteryDraws, lotteryTickets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { artUrls } from '../catalogue/art-urls.ts';
import type { Brand } from '../system/brand-types.ts';
import { type BrandLottery, brandLotteries, brandLottery } from './brand-lotteries.ts';
import { zoneOf } from './schedule.ts';
import { type DrawRow, drawView, gameName, ticketView } from './views.ts';

const DRAWN = ['drawn', 'settled'] as const;

export function createLotteryQueries(deps: Deps) {
  const db = deps.db;

  async function nodeIds(): Promise<Map<string, string>> {
    const rows = await db
      .select({ gameCode: games.gameCode, nodeId: games.nodeId })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(
        inArray(
          games.gameCode,
          LOTTERIES.map((l) => l.gameCode),
        ),
      );
    return new Map(rows.map((r) => [r.gameCode, r.nodeId]));
  }

  /** A lottery's draws: the next ones taking tickets (soonest first) or the last drawn (newest first). */
  const drawsOf = (brandId: number, gameCode: string, which: 'next' | 'last', limit: number) =>
    db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.brandId, brandId),
          eq(lotteryDraws.gameCode, gameCode),
          which === 'next'
            ? and(eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, deps.now()))
            : inArray(lotteryDraws.status, [...DRAWN]),
        ),
      )
      .orderBy(which === 'next' ? asc(lotteryDraws.drawsAt) : desc(lotteryDraws.drawsAt))
      .limit(limit);
  const nextDraws = (brandId: number, gameCode: string, limit: number) => drawsOf(brandId, gameCode, 'next', limit);
  const lastDraws = (brandId: number, gameCode: string, limit: number) => drawsOf(brandId, gameCode, 'last', limit);

  function summaryOf(
    brand: Brand,
    l: BrandLottery,
    lang: Language,
    ids: Map<string, string>,
    next: DrawRow | undefined,
    last: DrawRow | undefined,
  ): TLotterySummary {
    const s = l.def.schedule;
    const nodeId = ids.get(l.def.gameCode) ?? '';
    return {
      gameCode: l.def.gameCode,
      nodeId,
      vassalage: l.def.vassalage,
      kind: l.def.kind,
      name: gameName(l.def.gameCode, lang),
      imgUrl: nodeId ? artUrls.game(nodeId) : '',
      schedule:
        s.kind === 'interval'
          ? { kind: 'interval', minutes: s.minutes }
          : {
              kind: 'weekly',
              time: s.time,
              days: [...s.days],
              tzOffsetMinutes: zoneOf(l.def, brand.settings.timezoneOffsetMinutes),
            },
      next: next ? drawView(next) : null,
      last: last ? drawView(last) : null,
      enabled: l.enabled,
    };
  }

  async function summaries(brand: Brand, lang: Language, only?: (l: BrandLottery) => boolean) {
    const ids = await nodeIds();
    const out: TLotterySummary[] = [];
    for (const l of await brandLotteries(db, brand.id)) {
      if (only && !only(l)) continue;
      const [next] = await nextDraws(brand.id, l.def.gameCode, 1);
      const [last] = await lastDraws(brand.id, l.def.gameCode, 1);
      out.push(summaryOf(brand, l, lang, ids, next, last));
    }
    return out;
  }

  async function chainOf(chainId: number | null | undefined) {
    if (!chainId) return null;
    const [c] = await db.select().from(lotteryChains).where(eq(lotteryChains.id, chainId));
    return c ? { anchor: c.anchor, startedAt: c.startedAt.getTime() } : null;
  }

  const stationsOf = (l: BrandLottery, weekday: number | undefined) =>
    l.def.kind === 'vn' && weekday !== undefined
      ? stationsOn(l.def, weekday).map((s) => ({ code: s.code, name: s.name }))
      : [];

  async function drawOf(brandId: number, gameCode: string, drawNo: string): Promise<DrawRow> {
    const [d] = await db
      .select()
      .from(lotteryDraws)
      .where(
        and(eq(lotteryDraws.brandId, brandId), eq(lotteryDraws.gameCode, gameCode), eq(lotteryDraws.drawNo, drawNo)),
      );
    if (!d) throw new AppError('lottery.draw.not.found');
    return d;
  }

  return {
    lobby: (brand: Brand, lang: Language, vassalage?: string) =>
      summaries(brand, lang, vassalage ? (l) => l.def.vassalage === vassalage : undefined),

    async game(brand: Brand, gameCode: string, lang: Language) {
      const l = await brandLottery(db, brand.id, gameCode);
      const draws = await nextDraws(brand.id, l.def.gameCode, 11);
      const [last] = await lastDraws(brand.id, l.def.gameCode, 1);
      const next = draws[0];
      return {
        ...summaryOf(brand, l, lang, await nodeIds(), next, last),
        playTypes: l.def.playTypes.map((p) => ({
          code: p.code,
          tab: p.tab,
          groups: p.groups.map((g) => (g.kind === 'options' ? { ...g, options: [...g.options] } : { ...g })),
          odds: oddsOf(p, l.odds) as number | Record<string, number>,
          rtp: publishedRtp(l.def, p, l.odds),
        })),
        minUnit: toMajor(l.minUnit),
        maxUnit: toMajor(l.maxUnit),
        stations: stationsOf(l, next?.weekday),
        lots: l.def.lots ?? 0,
        upcoming: draws.slice(1).map(drawView),
        chain: await chainOf(next?.chainId ?? last?.chainId),
      };
    },

    async tickets(
      brand: Brand,
      memberId: number,
      q: { status?: 'open' | 'won' | 'lost' | 'void'; gameCode?: string; pageNo: number; pageSize: number },
      lang: Language,
    ) {
      const where = and(
        eq(lotteryTickets.brandId, brand.id),
        eq(lotteryTickets.memberId, memberId),
        q.status
          ? eq(lotteryTickets.status, q.status)
          : inArray(lotteryTickets.status, ['placing', 'open', 'won', 'lost', 'void']),
        q.gameCode ? eq(lotteryDraws.gameCode, q.gameCode) : undefined,
      );
      const rows = await db
        .select({ t: lotteryTickets, d: lotteryDraws })
        .from(lotteryTickets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
        .where(where)
        .orderBy(desc(lotteryTickets.createdAt), desc(lotteryTickets.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(lotteryTickets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
        .where(where);
      return { list: rows.map((r) => ticketView(r.t, r.d, lang)), total: count?.n ?? 0, pageNo: q.pageNo };
    },

    async results(brand: Brand, gameCode: string, count: number): Promise<TDraw[]> {
      const l = await brandLottery(db, brand.id, gameCode);
      return (await lastDraws(brand.id, l.def.gameCode, count)).map(drawView);
    },

    async trends(brand: Brand, gameCode: string, count: number) {
      const l = await brandLottery(db, brand.id, gameCode);
      const draws = await lastDraws(brand.id, l.def.gameCode, count);
      const hits = draws.map((d) => (d.result ? trendHits(l.def, d.result) : {}));
      return {
        draws: draws.length,
        keys: trendKeys(l.def).map((k) => ({
          key: k.key,
          values: k.values.map((value) => {
            const came = hits.map((h) => (h[k.key] ?? []).includes(value));
            const since = came.indexOf(true);
            return { value, hits: came.filter(Boolean).length, missing: since < 0 ? draws.length : since };
          }),
        })),
      };
    },

    async draw(brand: Brand, gameCode: string, drawNo: string) {
      const l = await brandLottery(db, brand.id, gameCode);
      const d = await drawOf(brand.id, l.def.gameCode, drawNo);
      let previous: { drawNo: string; seed: string | null } | null = null;
      if (d.chainId && d.chainIndex && d.chainIndex > 1) {
        const [p] = await db
          .select()
          .from(lotteryDraws)
          .where(and(eq(lotteryDraws.chainId, d.chainId), eq(lotteryDraws.chainIndex, d.chainIndex - 1)));
        if (p) previous = { drawNo: p.drawNo, seed: drawView(p).seed };
      }
      return {
        ...drawView(d),
        previous,
        chain: await chainOf(d.chainId),
        weekday: d.weekday,
        confirmed: d.source === 'outside' && d.confirmedBy !== '',
      };
    },

    async vnMenu(brand: Brand, lang: Language) {
      const ids = await nodeIds();
      const out = [];
      for (const l of await brandLotteries(db, brand.id)) {
        if (l.def.kind !== 'vn') continue;
        const [next] = await nextDraws(brand.id, l.def.gameCode, 1);
        const [last] = await lastDraws(brand.id, l.def.gameCode, 1);
        out.push({ ...summaryOf(brand, l, lang, ids, next, last), stations: stationsOf(l, next?.weekday) });
      }
      return out;
    },

    async vnRecent(brand: Brand, memberId: number, lang: Language) {
      const rows = await db
        .select({ gameCode: lotteryDraws.gameCode, at: sql<Date>`max(${lotteryTickets.createdAt})` })
        .from(lotteryTickets)
        .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
        .where(and(eq(lotteryTickets.brandId, brand.id), eq(lotteryTickets.memberId, memberId)))
        .groupBy(lotteryDraws.gameCode)
        .orderBy(desc(sql`max(${lotteryTickets.createdAt})`));
      const order = rows.map((r) => r.gameCode);
      const list = await summaries(brand, lang, (l) => l.def.kind === 'vn' && order.includes(l.def.gameCode));
      return list.sort((a, b) => order.indexOf(a.gameCode) - order.indexOf(b.gameCode));
    },

    async vnOpened(brand: Brand, gameCode: string, count: number): Promise<TDraw[]> {
      const l = await brandLottery(db, brand.id, gameCode);
      if (l.def.kind !== 'vn') throw new AppError('lottery.game.unknown');
      return (await lastDraws(brand.id, l.def.gameCode, count)).map(drawView);
    },

    async lottoOpened(brand: Brand): Promise<TDraw[]> {
      const out: TDraw[] = [];
      for (const l of await brandLotteries(db, brand.id)) {
        if (l.def.vassalage !== 'LOTT' && l.def.vassalage !== 'ELOTT') continue;
        const [last] = await lastDraws(brand.id, l.def.gameCode, 1);
        if (last) out.push(drawView(last));
      }
      return out;
    },
  };
}

export type LotteryQueries = ReturnType<typeof createLotteryQueries>;
