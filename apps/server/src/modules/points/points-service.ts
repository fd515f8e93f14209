import type {
  TDeliveryAddress,
  TMallItem,
  TPointBalance,
  TPointConfig,
  TPointEntry,
  TRedemption,
} from '@app/contracts/calls/points';
import type { Language } from '@app/contracts/languages';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mallItems, mallRedemptions, pointBalances, pointConversions, pointEntries } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProfileService } from '../cashier/profile-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { major, refusalsAsErrors } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { mallArtUrl } from './art.ts';
import { lockBalanceRow, PointsError, postPoints } from './ledger.ts';
import { cashFor, settingsOf, settingsView } from './settings.ts';

type MallItemRow = typeof mallItems.$inferSelect;
type RedemptionRow = typeof mallRedemptions.$inferSelect;

/** A text in the member's language, else the brand's default, else English, else any. */
export function textOf(texts: Record<string, string>, lang: string, brand: Brand): string {
  return texts[lang] || texts[brand.settings.defaultLanguage] || texts.EN || Object.values(texts).find((t) => t) || '';
}

export function redemptionOf(brand: Brand, r: RedemptionRow): TRedemption {
  return {
    id: r.id,
    itemId: r.itemId,
    itemName: r.itemName,
    kind: r.kind,
    quantity: r.quantity,
    points: r.points,
    amount: major(brand, r.amount),
    status: r.status,
    remark: r.reason ?? '',
    time: r.createdAt.getTime(),
    decidedAt: r.decidedAt?.getTime() ?? null,
  };
}

/** Turns a ledger refusal into the error the member is told. */
function pointsRefusal(e: unknown): unknown {
  if (e instanceof PointsError && e.code === 'insufficient_points') return new AppError('points.insufficient');
  if (e instanceof PointsError && e.code === 'key_reused') return new AppError('points.request.reused');
  return e;
}

/**
 * Locks a member's balance row (making it at 0 first), so one member's redemptions, conversions and
 * adjustments queue one behind the other; answers the balance.
 */
export async function lockBalance(tx: Tx, brandId: number, memberId: number, at: Date): Promise<TPointBalance> {
  const row = await lockBalanceRow(tx, brandId, memberId, at);
  if (!row) throw new AppError('points.member.not.found');
  return { points: row.points, earned: row.earned, spent: row.spent };
}

async function balanceOf(exec: DbOrTx, memberId: number): Promise<TPointBalance> {
  const [row] = await exec
    .select({ points: pointBalances.points, earned: pointBalances.earned, spent: pointBalances.spent })
    .from(pointBalances)
    .where(eq(pointBalances.memberId, memberId));
  return row ?? { points: 0, earned: 0, spent: 0 };
}

export type PointsService = ReturnType<typeof createPointsService>;

/**
 * The member's points and the points mall (docs/decisions/1510-points.md): balance, rules, items,
 * redeeming (points and stock taken in one transaction, no oversell), redeem history, points details,
 * and converting points to cash in the main wallet.
 */
export function createPointsService(deps: Deps, wallet: WalletService, profiles: ProfileService) {
  const { db } = deps;

  async function mustBeOn(brand: Brand) {
    const s = await settingsOf(db, brand.id);
    if (!s.enabled) throw new AppError('points.disabled');
    return s;
  }

  /**
   * A redemption's transaction, once the input and the payment password were checked: the member's
   * balance row locked (their redemptions queue), the request id's first answer, the per-member limit,
   * the points, the stock by a conditional update, the points entry and the row. The race tests call it
   * straight, so many transactions meet at the database at once.
   */
  async function takeRedemption(
    brand: Brand,
    memberId: number,
    lang: Language,
    item: MallItemRow,
    input: { quantity: number; requestId: string; address: TDeliveryAddress | null },
  ): Promise<{ redemption: TRedemption; balance: TPointBalance }> {
    const now = deps.now();
    const out = await db.transaction(async (tx) => {
      const had = await lockBalance(tx, brand.id, memberId, now);
      const [first] = await tx
        .select()
        .from(mallRedemptions)
        .where(and(eq(mallRedemptions.memberId, memberId), eq(mallRedemptions.requestId, input.requestId)));
      if (first) {
        if (first.itemId !== item.id || first.quantity !== input.quantity) throw new AppError('points.request.reused');
        return { row: first, balance: had };
      }
      if (item.perMemberLimit !== null) {
        const [held] = await tx
          .select({ n: sql<number>`coalesce(sum(${mallRedemptions.quantity}), 0)::int` })
          .from(mallRedemptions)
          .where(
            and(
              eq(mallRedemptions.itemId, item.id),
              eq(mallRedemptions.memberId, memberId),
              ne(mallRedemptions.status, 'rejected'),
            ),
          );
        if (Number(held?.n ?? 0) + input.quantity > item.perMemberLimit) {
          throw new AppError('points.item.limit', { limit: item.perMemberLimit });
        }
      }
      const total = item.points * input.quantity;
      if (had.points < total) throw new AppError('points.insufficient', { points: had.points, needed: total });
      const [taken] = await rowsOf<{ stock: number }>(
        tx,
        sql`UPDATE mall_items SET stock = stock - ${input.quantity}, updated_at = ${now.toISOString()}::timestamptz
             WHERE id = ${item.id} AND brand_id = ${brand.id} AND active AND stock >= ${input.quantity}
            RETURNING stock`,
      );
      if (!taken) throw new AppError('points.item.out.of.stock');
      const posted = await postPoints(tx, {
        brandId: brand.id,
        memberId,
        points: -total,
        source: 'redeem',
        key: `redeem:${memberId}:${input.requestId}`,
        remark: textOf(item.names, lang, brand),
        at: now,
      }).catch((e) => {
        throw pointsRefusal(e);
      });
      const [row] = await tx
        .insert(mallRedemptions)
        .values({
          brandId: brand.id,
          memberId,
          itemId: item.id,
          requestId: input.requestId,
          quantity: input.quantity,
          points: total,
          amount: item.amount * input.quantity,
          itemName: textOf(item.names, lang, brand),
          kind: item.kind,
          address: item.kind === 'goods' ? input.address : null,
          status: 'in_process',
          entryId: posted.entryId,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('redemption not written');
      return { row, balance: await balanceOf(tx, memberId) };
    });
    return { redemption: redemptionOf(brand, out.row), balance: out.balance };
  }

  /** A conversion's transaction, once the input and the payment password were checked (as above). */
  async function takeConversion(
    brand: Brand,
    memberId: number,
    amount: number,
    input: { points: number; requestId: string },
  ): Promise<{ points: number; amount: number; balance: TPointBalance }> {
    const now = deps.now();
    const out = await db.transaction(async (tx) => {
      const had = await lockBalance(tx, brand.id, memberId, now);
      const [first] = await tx
        .select()
        .from(pointConversions)
        .where(and(eq(pointConversions.memberId, memberId), eq(pointConversions.requestId, input.requestId)));
      if (first) {
        if (first.points !== input.points) throw new AppError('points.request.reused');
        return { points: first.points, amount: first.amount, balance: had };
      }
      if (had.points < input.points) {
        throw new AppError('points.insufficient', { points: had.points, needed: input.points });
      }
      const posted = await postPoints(tx, {
        brandId: brand.id,
        memberId,
        points: -input.points,
        source: 'convert',
        key: `convert:${memberId}:${input.requestId}`,
        at: now,
      }).catch((e) => {
        throw pointsRefusal(e);
      });
      await refusalsAsErrors(() =>
        wallet.memberAndBrand(tx, brand, {
          memberId,
          brandAccount: 'bonus',
          amount,
          kind: 'bonus',
          idempotencyKey: `points_convert:${memberId}:${input.requestId}`,
          referenceType: 'point_conversion',
          referenceId: String(posted.entryId),
          memo: 'points',
        }),
      );
      await tx.insert(pointConversions).values({
        brandId: brand.id,
        memberId,
        requestId: input.requestId,
        points: input.points,
        amount,
        entryId: posted.entryId,
        createdAt: now,
      });
      return { points: input.points, amount, balance: await balanceOf(tx, memberId) };
    });
    await wallet.notify(brand.id, [memberId]);
    return { points: out.points, amount: major(brand, out.amount), balance: out.balance };
  }

  return {
    /** The transactions behind redeem and convert, without the password check (race tests only). */
    afterPassword: { takeRedemption, takeConversion },

    async config(brand: Brand): Promise<TPointConfig> {
      return { ...settingsView(brand, await settingsOf(db, brand.id)), currency: brand.settings.currency };
    },

    balance: (_brand: Brand, memberId: number) => balanceOf(db, memberId),

    /** An item's kind, for its drawn art (null: no such item). */
    async itemKind(id: number): Promise<string | null> {
      const [r] = await db.select({ kind: mallItems.kind }).from(mallItems).where(eq(mallItems.id, id));
      return r?.kind ?? null;
    },

    async items(brand: Brand, memberId: number | null, lang: Language): Promise<TMallItem[]> {
      const rows = await db
        .select()
        .from(mallItems)
        .where(and(eq(mallItems.brandId, brand.id), eq(mallItems.active, true)))
        .orderBy(asc(mallItems.sort), asc(mallItems.id));
      const mine = new Map<number, number>();
      if (memberId !== null && rows.length > 0) {
        const held = await db
          .select({ itemId: mallRedemptions.itemId, n: sql<number>`sum(${mallRedemptions.quantity})::int` })
          .from(mallRedemptions)
          .where(and(eq(mallRedemptions.memberId, memberId), ne(mallRedemptions.status, 'rejected')))
          .groupBy(mallRedemptions.itemId);
        for (const h of held) mine.set(h.itemId, Number(h.n));
      }
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        name: textOf(r.names, lang, brand),
        description: textOf(r.descriptions, lang, brand),
        points: r.points,
        amount: major(brand, r.amount),
        wageringMultiple: r.wageringMultiple,
        stock: r.stock,
        perMemberLimit: r.perMemberLimit,
        redeemed: mine.get(r.id) ?? 0,
        art: mallArtUrl(r.id),
      }));
    },

    /**
     * Redeems an item: checks the input and the payment password, then in one transaction locks the
     * member's balance (their redemptions queue), checks the per-member limit and the points, takes the
     * stock by a conditional update (racing members cannot oversell) and the points through the ledger.
     * Any refusal rolls the whole transaction back: nothing changes.
     */
    async redeem(
      brand: Brand,
      memberId: number,
      lang: Language,
      input: {
        itemId: number;
        quantity: number;
        paymentPassword: string;
        requestId: string;
        address: TDeliveryAddress | null;
        ip?: string;
      },
    ): Promise<{ redemption: TRedemption; balance: TPointBalance }> {
      await mustBeOn(brand);
      const [item] = await db
        .select()
        .from(mallItems)
        .where(and(eq(mallItems.id, input.itemId), eq(mallItems.brandId, brand.id), eq(mallItems.active, true)));
      if (!item) throw new AppError('points.item.not.found', { field: 'itemId' });
      if (item.kind === 'goods' && !input.address) throw new AppError('points.address.required', { field: 'address' });
      await profiles.verifyPaymentPassword(brand.id, memberId, input.paymentPassword, input.ip);
      return takeRedemption(brand, memberId, lang, item, input);
    },

    async redemptions(brand: Brand, memberId: number, page: number, size: number) {
      const where = and(eq(mallRedemptions.memberId, memberId), eq(mallRedemptions.brandId, brand.id));
      const rows = await db
        .select()
        .from(mallRedemptions)
        .where(where)
        .orderBy(desc(mallRedemptions.id))
        .limit(size)
        .offset((page - 1) * size);
      const [n] = await db.select({ n: count() }).from(mallRedemptions).where(where);
      return { list: rows.map((r) => redemptionOf(brand, r)), total: Number(n?.n ?? 0) };
    },

    async details(
      brand: Brand,
      memberId: number,
      page: number,
      size: number,
    ): Promise<{ list: TPointEntry[]; total: number }> {
      const where = and(eq(pointEntries.memberId, memberId), eq(pointEntries.brandId, brand.id));
      const rows = await db
        .select()
        .from(pointEntries)
        .where(where)
        .orderBy(desc(pointEntries.id))
        .limit(size)
        .offset((page - 1) * size);
      const [n] = await db.select({ n: count() }).from(pointEntries).where(where);
      return {
        list: rows.map((r) => ({
          id: r.id,
          points: r.points,
          balance: r.balanceAfter,
          source: r.source,
          remark: r.remark,
          time: r.at.getTime(),
        })),
        total: Number(n?.n ?? 0),
      };
    },

    /**
     * Converts points to cash in the main wallet: no fewer than the brand's minimum, cash rounded down
     * to the minor unit. The points entry, the wallet credit and the conversion row commit together,
     * each keyed by the member's request id, so a repeat answers the first conversion.
     */
    async convert(
      brand: Brand,
      memberId: number,
      input: { points: number; paymentPassword: string; requestId: string; ip?: string },
    ): Promise<{ points: number; amount: number; balance: TPointBalance }> {
      const s = await mustBeOn(brand);
      const amount = cashFor(s, input.points);
      if (input.points < s.convertMinPoints || amount <= 0) {
        throw new AppError('points.convert.below.min', { min: s.convertMinPoints, field: 'points' });
      }
      await profiles.verifyPaymentPassword(brand.id, memberId, input.paymentPassword, input.ip);
      return takeConversion(brand, memberId, amount, input);
    },
  };
}
