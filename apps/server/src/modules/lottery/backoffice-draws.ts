/**
 * The back office's draws (docs/decisions/1200-lotteries.md, "Back office"): the list with filters, a
 * draw's detail with its top exposure, voiding with a reason and outside results (one operator enters,
 * a different one confirms) through the draws service's DrawsControl, each audited in the same
 * transaction; and the exposure of open draws against the brand's maximum payout.
 */
import type { TDrawDetail, TDrawRow, TExposureDraw } from '@app/contracts/calls/backoffice-lottery';
import type { Language } from '@app/contracts/languages';
import { lotteryOf } from '@app/contracts/lottery/games';
import type { LotteryGameCode, LotteryResult } from '@app/contracts/lottery/types';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { lotteryDraws, lotteryExposure, lotteryTickets } from '../../db/schema/lottery.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart, major } from '../wallet/money.ts';
import type { Acting, LotteryBackoffice } from './backoffice.ts';
import type { DrawsControl } from './types.ts';

type DrawRow = typeof lotteryDraws.$inferSelect;

const TOP = 10;
const ms = (d: Date | null) => (d ? d.getTime() : null);

export function createDrawsBackoffice(
  deps: Deps,
  audit: AuditService,
  lotteries: LotteryBackoffice,
  draws: DrawsControl,
) {
  const { db } = deps;
  const nameOf = (gameCode: string, lang: Language) => {
    const def = lotteryOf(gameCode);
    return def ? (def.names[lang] ?? def.names.EN) : gameCode;
  };

  /**
   * Tickets and stake of draws not yet settled (settlement writes the draw's totals): counted from
   * their tickets, the refunded ones of a void draw included.
   */
  const withLiveTotals = async (rows: DrawRow[], on: DbOrTx = db): Promise<DrawRow[]> => {
    const ids = rows.filter((r) => r.status !== 'settled').map((r) => r.id);
    if (ids.length === 0) return rows;
    const sums = await on
      .select({
        drawId: lotteryTickets.drawId,
        n: count(),
        stake: sql<string>`coalesce(sum(${lotteryTickets.stake}), 0)`,
      })
      .from(lotteryTickets)
      .where(and(inArray(lotteryTickets.drawId, ids), inArray(lotteryTickets.status, ['open', 'won', 'lost', 'void'])))
      .groupBy(lotteryTickets.drawId);
    const by = new Map(sums.map((x) => [x.drawId, x]));
    return rows.map((r) => {
      const x = by.get(r.id);
      return r.status === 'settled' ? r : { ...r, tickets: x ? Number(x.n) : 0, stake: x ? Number(x.stake) : 0 };
    });
  };

  const toRow = (brand: Brand, lang: Language, r: DrawRow): TDrawRow => ({
    id: r.id,
    gameCode: r.gameCode as LotteryGameCode,
    name: nameOf(r.gameCode, lang),
    drawNo: r.drawNo,
    status: r.status,
    source: r.source,
    closesAt: r.closesAt.getTime(),
    drawsAt: r.drawsAt.getTime(),
    tickets: r.tickets,
    stake: major(brand, r.stake),
    payout: major(brand, r.payout),
    awaitingConfirm: r.pendingResult !== null && r.status === 'closed',
  });

  const topOf = async (brand: Brand, drawId: number, top: number) =>
    (
      await db
        .select({ numberKey: lotteryExposure.numberKey, amount: lotteryExposure.amount })
        .from(lotteryExposure)
        .where(eq(lotteryExposure.drawId, drawId))
        .orderBy(desc(lotteryExposure.amount), lotteryExposure.numberKey)
        .limit(top)
    ).map((e) => ({ numberKey: e.numberKey, amount: major(brand, e.amount) }));

  const limitsOf = async (brand: Brand, gameCode: string) => {
    const l = await lotteries.limits(brand, gameCode);
    const orNull = (v: number | null) => (v === null ? null : major(brand, v));
    return { maxPayoutNumber: orNull(l.maxPayoutNumber), maxPayoutDraw: orNull(l.maxPayoutDraw) };
  };

  const find = async (on: DbOrTx, brand: Brand, id: number, lock = false) => {
    const q = on
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.brandId, brand.id)));
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw new AppError('lottery.draw.not.found');
    return row;
  };

  async function detail(brand: Brand, lang: Language, id: number): Promise<TDrawDetail> {
    const [r] = await withLiveTotals([await find(db, brand, id)]);
    if (!r) throw new AppError('lottery.draw.not.found');
    const revealed = r.status === 'drawn' || r.status === 'settled';
    return {
      ...toRow(brand, lang, r),
      opensAt: r.opensAt.getTime(),
      drawnAt: ms(r.drawnAt),
      settledAt: ms(r.settledAt),
      seedHash: r.seedHash,
      seed: revealed ? r.seed : null,
      result: r.result?.groups ?? null,
      pendingResult: r.pendingResult?.groups ?? null,
      enteredBy: r.enteredBy,
      confirmedBy: r.confirmedBy,
      voidReason: r.voidReason,
      voidedBy: r.voidedBy,
      exposure: major(brand, r.exposure),
      ...(await limitsOf(brand, r.gameCode)),
      topExposure: await topOf(brand, r.id, TOP),
    };
  }

  /** Acts on a draw through DrawsControl with its audit entry, in one transaction; the draw after. */
  async function act(
    brand: Brand,
    lang: Language,
    id: number,
    action: string,
    reason: string,
    acting: Acting,
    run: (tx: Tx, before: DrawRow) => Promise<void>,
    view: (r: DrawRow) => Record<string, unknown>,
  ): Promise<TDrawDetail> {
    const entry = { brandId: brand.id, action, reason, ...acting };
    audit.check(entry);
    await db.transaction(async (tx) => {
      const before = await find(tx, brand, id, true);
      await run(tx, before);
      const [after] = await withLiveTotals([await find(tx, brand, id)], tx);
      if (!after) throw new AppError('lottery.draw.not.found');
      await audit.record(tx, {
        ...entry,
        target: { kind: 'lottery_draw', id },
        before: view((await withLiveTotals([before], tx))[0] ?? before),
        after: view(after),
      });
    });
    return detail(brand, lang, id);
  }

  const by = (acting: Acting) => ({ username: acting.actor.name });

  return {
    async list(
      brand: Brand,
      lang: Language,
      q: {
        gameCode?: string;
        status?: DrawRow['status'];
        from?: string;
        to?: string;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const where: SQL[] = [eq(lotteryDraws.brandId, brand.id)];
      if (q.gameCode) where.push(eq(lotteryDraws.gameCode, q.gameCode));
      if (q.status) where.push(eq(lotteryDraws.status, q.status));
      if (q.from) where.push(gte(lotteryDraws.drawsAt, dayStart(brand, q.from)));
      if (q.to) where.push(lt(lotteryDraws.drawsAt, new Date(dayStart(brand, q.to).getTime() + 86_400_000)));
      const filter = and(...where);
      const [total] = await db.select({ n: count() }).from(lotteryDraws).where(filter);
      const rows = await db
        .select()
        .from(lotteryDraws)
        .where(filter)
        .orderBy(desc(lotteryDraws.drawsAt), desc(lotteryDraws.id))
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      return {
        list: (await withLiveTotals(rows)).map((r) => toRow(brand, lang, r)),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: Number(total?.n ?? 0),
        currency: brand.settings.currency,
      };
    },

    detail,

    voidDraw: (brand: Brand, lang: Language, id: number, reason: string, acting: Acting) =>
      act(
        brand,
        lang,
        id,
        'lottery.draw_void',
        reason,
        acting,
        (tx) => draws.voidDraw(tx, brand.id, id, reason, by(acting)),
        (r) => ({ status: r.status, tickets: r.tickets, stake: r.stake }),
      ),

    enterResult: (brand: Brand, lang: Language, id: number, result: LotteryResult, reason: string, acting: Acting) =>
      act(
        brand,
        lang,
        id,
        'lottery.result_enter',
        reason,
        acting,
        (tx) => draws.enterResult(tx, brand.id, id, result, by(acting)),
        (r) => ({ status: r.status, pendingResult: r.pendingResult, enteredBy: r.enteredBy }),
      ),

    confirmResult: (brand: Brand, lang: Language, id: number, reason: string, acting: Acting) =>
      act(
        brand,
        lang,
        id,
        'lottery.result_confirm',
        reason,
        acting,
        async (tx, before) => {
          // The draws service refuses it too; checked here first so the refusal never depends on it.
          if (before.enteredBy === acting.actor.name) throw new AppError('lottery.result.same.operator');
          await draws.confirmResult(tx, brand.id, id, by(acting));
        },
        (r) => ({ status: r.status, result: r.result, enteredBy: r.enteredBy, confirmedBy: r.confirmedBy }),
      ),

    async exposure(brand: Brand, lang: Language, q: { gameCode?: string; top: number }) {
      const where: SQL[] = [eq(lotteryDraws.brandId, brand.id), eq(lotteryDraws.status, 'open')];
      if (q.gameCode) where.push(eq(lotteryDraws.gameCode, q.gameCode));
      const open = await db
        .select()
        .from(lotteryDraws)
        .where(and(...where))
        .orderBy(desc(lotteryDraws.exposure), lotteryDraws.closesAt)
        .limit(50);
      const list: TExposureDraw[] = [];
      for (const r of open) {
        list.push({
          id: r.id,
          gameCode: r.gameCode as LotteryGameCode,
          name: nameOf(r.gameCode, lang),
          drawNo: r.drawNo,
          closesAt: r.closesAt.getTime(),
          exposure: major(brand, r.exposure),
          ...(await limitsOf(brand, r.gameCode)),
          numbers: await topOf(brand, r.id, q.top),
        });
      }
      return { list, currency: brand.settings.currency };
    },
  };
}
