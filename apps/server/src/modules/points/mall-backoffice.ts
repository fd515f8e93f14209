/**
 * The back office's points mall (docs/decisions/1510-points.md): mall items and the redemptions
 * queue. Every write records its audit entry in its own transaction; a decision on a redemption
 * records `points.redeem_decided` there too.
 */
import type { TBoMallItem, TBoRedemption, TMallItemInput } from '@app/contracts/calls/backoffice-points';
import type { TRedemptionStatus } from '@app/contracts/calls/points';
import { GAME_CATEGORIES } from '@app/contracts/constants';
import { LANGUAGES } from '@app/contracts/languages';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mallItems, mallRedemptions, members } from '../../db/schema/index.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { recordEvents } from '../../events/record.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { issueReward } from '../promotions/rewards-issue.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf, major } from '../wallet/money.ts';
import { mallArtUrl } from './art.ts';
import { postPoints } from './ledger.ts';
import { lockBalance } from './points-service.ts';

type ItemRow = typeof mallItems.$inferSelect;
type RedemptionRow = typeof mallRedemptions.$inferSelect;

/** Wagering of a mall bonus: cash at multiple 0 (vouchers), else a bonus wagered on every category. */
function wageringOf(multiple: number): WageringDb {
  return {
    multiple,
    base: 'bonus',
    contributions: multiple > 0 ? Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 100])) : {},
    maxBet: null,
    maxWin: null,
    expiresDays: 30,
  };
}

/** Texts per language with only known languages and non-empty strings up to `max` characters. */
function texts(input: Record<string, string>, max: number, field: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    const lang = k.toUpperCase();
    const t = v.trim();
    if (!(LANGUAGES as readonly string[]).includes(lang)) throw new AppError('points.item.invalid', { field });
    if (t.length > max) throw new AppError('points.item.invalid', { field });
    if (t) out[lang] = t;
  }
  return out;
}

export function createMallBackoffice(deps: Deps, audit: AuditService) {
  const { db } = deps;

  async function boItem(exec: Tx | typeof db, brand: Brand, r: ItemRow): Promise<TBoMallItem> {
    const [held] = await exec
      .select({ n: sql<number>`coalesce(sum(${mallRedemptions.quantity}), 0)::int` })
      .from(mallRedemptions)
      .where(and(eq(mallRedemptions.itemId, r.id), ne(mallRedemptions.status, 'rejected')));
    return {
      id: r.id,
      kind: r.kind,
      names: r.names,
      descriptions: r.descriptions,
      points: r.points,
      amount: major(brand, r.amount),
      wageringMultiple: r.wageringMultiple,
      stock: r.stock,
      perMemberLimit: r.perMemberLimit,
      active: r.active,
      sort: r.sort,
      redeemed: Number(held?.n ?? 0),
      art: mallArtUrl(r.id),
      updatedAt: r.updatedAt.getTime(),
    };
  }

  function itemValues(brand: Brand, input: TMallItemInput) {
    const names = texts(input.names, 80, 'names');
    if (!names.EN) throw new AppError('points.item.invalid', { field: 'names' });
    const descriptions = texts(input.descriptions, 500, 'descriptions');
    const goods = input.kind === 'goods';
    const amount = goods ? 0 : amountOf(input.amount, brand);
    return {
      kind: input.kind,
      names,
      descriptions,
      points: input.points,
      amount,
      wageringMultiple: input.kind === 'bonus' ? input.wageringMultiple : 0,
      stock: input.stock,
      perMemberLimit: input.perMemberLimit,
      active: input.active,
      sort: input.sort,
    };
  }

  async function boRedemption(exec: Tx | typeof db, brand: Brand, r: RedemptionRow): Promise<TBoRedemption> {
    const [m] = await exec.select({ username: members.username }).from(members).where(eq(members.id, r.memberId));
    return {
      id: r.id,
      username: m?.username ?? '',
      itemId: r.itemId,
      itemName: r.itemName,
      kind: r.kind,
      quantity: r.quantity,
      points: r.points,
      amount: major(brand, r.amount),
      address: r.address ?? null,
      status: r.status,
      reason: r.reason ?? '',
      decidedBy: r.decidedBy ?? '',
      time: r.createdAt.getTime(),
      decidedAt: r.decidedAt?.getTime() ?? null,
    };
  }

  async function lockRedemption(tx: Tx, brand: Brand, id: number): Promise<RedemptionRow> {
    const [row] = await tx
      .select()
      .from(mallRedemptions)
      .where(and(eq(mallRedemptions.id, id), eq(mallRedemptions.brandId, brand.id)))
      .for('update');
    if (!row) throw new AppError('points.redemption.not.found');
    if (row.status !== 'in_process') throw new AppError('points.redemption.decided');
    return row;
  }

  async function decided(
    tx: Tx,
    brand: Brand,
    row: RedemptionRow,
    status: 'approved' | 'rejected',
    reason: string | null,
    acting: StaffActing,
  ): Promise<TBoRedemption> {
    const now = deps.now();
    const [done] = await tx
      .update(mallRedemptions)
      .set({ status, reason, decidedBy: acting.actor.name, decidedAt: now })
      .where(eq(mallRedemptions.id, row.id))
      .returning();
    if (!done) throw new Error('redemption not updated');
    await recordEvents(tx, [
      {
        type: 'points.redeem_decided',
        brandId: brand.id,
        subject: String(row.memberId),
        payload: {
          memberId: row.memberId,
          redemptionId: row.id,
          itemName: row.itemName,
          points: row.points,
          status,
          reason,
        },
        at: now,
      },
    ]);
    const view = await boRedemption(tx, brand, done);
    await audit.record(tx, {
      brandId: brand.id,
      ...acting,
      action: status === 'approved' ? 'points.redeem_approve' : 'points.redeem_reject',
      target: { kind: 'mall_redemption', id: row.id },
      before: { status: row.status },
      after: { ...view },
      reason: reason ?? undefined,
    });
    return view;
  }

  return {
    async items(brand: Brand): Promise<TBoMallItem[]> {
      const rows = await db
        .select()
        .from(mallItems)
        .where(eq(mallItems.brandId, brand.id))
        .orderBy(desc(mallItems.active), asc(mallItems.sort), asc(mallItems.id));
      return Promise.all(rows.map((r) => boItem(db, brand, r)));
    },

    async createItem(brand: Brand, input: TMallItemInput, acting: StaffActing): Promise<TBoMallItem> {
      const values = itemValues(brand, input);
      const now = deps.now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mallItems)
          .values({ brandId: brand.id, ...values, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('mall item not written');
        const view = await boItem(tx, brand, row);
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'points.item_create',
          target: { kind: 'mall_item', id: row.id },
          after: { ...view },
        });
        return view;
      });
    },

    async updateItem(brand: Brand, input: TMallItemInput & { id: number }, acting: StaffActing) {
      const values = itemValues(brand, input);
      return db.transaction(async (tx) => {
        const [had] = await tx
          .select()
          .from(mallItems)
          .where(and(eq(mallItems.id, input.id), eq(mallItems.brandId, brand.id)))
          .for('update');
        if (!had) throw new AppError('points.item.not.found');
        const [row] = await tx
          .update(mallItems)
          .set({ ...values, updatedAt: deps.now() })
          .where(eq(mallItems.id, had.id))
          .returning();
        if (!row) throw new Error('mall item not updated');
        const view = await boItem(tx, brand, row);
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'points.item_update',
          target: { kind: 'mall_item', id: row.id },
          before: { ...(await boItem(tx, brand, had)) },
          after: { ...view },
        });
        return view;
      });
    },

    async deactivateItem(brand: Brand, id: number, acting: StaffActing) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mallItems)
          .set({ active: false, updatedAt: deps.now() })
          .where(and(eq(mallItems.id, id), eq(mallItems.brandId, brand.id)))
          .returning();
        if (!row) throw new AppError('points.item.not.found');
        const view = await boItem(tx, brand, row);
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'points.item_deactivate',
          target: { kind: 'mall_item', id: row.id },
          after: { ...view },
        });
        return view;
      });
    },

    async redemptions(brand: Brand, status: TRedemptionStatus, page: number, size: number) {
      const where = and(eq(mallRedemptions.brandId, brand.id), eq(mallRedemptions.status, status));
      const rows = await db
        .select()
        .from(mallRedemptions)
        .where(where)
        .orderBy(status === 'in_process' ? asc(mallRedemptions.id) : desc(mallRedemptions.id))
        .limit(size)
        .offset((page - 1) * size);
      const [n] = await db.select({ n: count() }).from(mallRedemptions).where(where);
      return { list: await Promise.all(rows.map((r) => boRedemption(db, brand, r))), total: Number(n?.n ?? 0) };
    },

    /**
     * Approves a redemption in process: a voucher (cash) or a bonus (with its wagering) is issued to
     * the member's reward centre with source 'mall', keyed by the redemption; goods are to be sent.
     */
    async approve(brand: Brand, id: number, acting: StaffActing): Promise<TBoRedemption> {
      return db.transaction(async (tx) => {
        const row = await lockRedemption(tx, brand, id);
        if (row.kind !== 'goods' && row.amount > 0) {
          const [item] = await tx
            .select({ names: mallItems.names, wageringMultiple: mallItems.wageringMultiple })
            .from(mallItems)
            .where(eq(mallItems.id, row.itemId));
          await issueReward(tx, {
            brandId: brand.id,
            memberId: row.memberId,
            promotionId: null,
            source: 'mall',
            sourceKey: `mall:${row.id}`,
            title: item?.names ?? { EN: row.itemName },
            amount: row.amount,
            wagering: wageringOf(row.kind === 'bonus' ? (item?.wageringMultiple ?? 0) : 0),
            actor: acting.actor.name,
            at: deps.now(),
          });
        }
        return decided(tx, brand, row, 'approved', null, acting);
      });
    },

    /** Rejects a redemption in process: its points come back by a reversal entry, its stock too. */
    async reject(brand: Brand, id: number, reason: string, acting: StaffActing): Promise<TBoRedemption> {
      return db.transaction(async (tx) => {
        const row = await lockRedemption(tx, brand, id);
        const now = deps.now();
        await lockBalance(tx, brand.id, row.memberId, now);
        await postPoints(tx, {
          brandId: brand.id,
          memberId: row.memberId,
          points: row.points,
          source: 'redeem_return',
          key: `redeem_return:${row.id}`,
          reversesId: row.entryId,
          remark: reason,
          actorId: Number(acting.actor.id),
          at: now,
        });
        await rowsOf(
          tx,
          sql`UPDATE mall_items SET stock = stock + ${row.quantity}, updated_at = ${now.toISOString()}::timestamptz
               WHERE id = ${row.itemId}`,
        );
        return decided(tx, brand, row, 'rejected', reason, acting);
      });
    },
  };
}
