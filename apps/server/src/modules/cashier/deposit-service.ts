import type { DepositChannel } from '@app/contracts/brand';
import type { TDepositOrder } from '@app/contracts/calls/cashier';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { depositOrders } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { amountOf, major, switchOn, withinLimits } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { BrandLookup } from './brand-lookup.ts';
import { recordDepositEvents } from './deposit-events.ts';
import type { PaymentProvider } from './gateway.ts';
import { createCallbackHandler } from './gateway-callbacks.ts';
import { orderNumber } from './orders.ts';

type OrderRow = typeof depositOrders.$inferSelect;

/** An order as the member sees it. */
export function depositView(brand: Brand, o: OrderRow): TDepositOrder {
  return {
    orderNo: o.orderNo,
    channelId: o.channelId,
    channelType: o.channelType === 'gateway' ? 'gateway' : 'bank',
    amount: major(brand, o.amount),
    status: o.status as TDepositOrder['status'],
    reference: o.reference,
    paymentUrl: o.status === 'pending' ? o.paymentUrl : '',
    reason: o.reason,
    createdAt: o.createdAt.toISOString(),
    settledAt: o.settledAt?.toISOString() ?? null,
  };
}

export type DepositService = ReturnType<typeof createDepositService>;

/** The deposit bonus of promotions (modules/promotions/deposit-bonus.ts) as the cashier uses it. */
/**
 * Asked in the order's transaction before a deposit order is made; throws to refuse it (responsible
 * gaming: a break in force, a deposit limit it would pass). Racing orders of a member queue inside it.
 */
export type DepositGate = (tx: Tx, brand: Brand, memberId: number, amount: number) => Promise<void>;

export interface DepositBonusHook {
  /** Refuses a chosen bonus that does not hold (promotions.deposit.offer.invalid, bonus.active); changes nothing. */
  check(brand: Brand, memberId: number, promotionId: number, amount: number): Promise<void>;
  /** Grants the chosen bonus in the crediting transaction; never fails the deposit. */
  grantOnCredit(
    tx: Tx,
    brand: Brand,
    order: { memberId: number; orderNo: string; amount: number; promotionId: number | null },
  ): Promise<{ grantId: number } | null>;
}

/**
 * Deposits. An order credits the wallet only in settle(), under the order's row lock and with the
 * ledger key deposit:<orderNo>, so it credits exactly once however many approvals or callbacks arrive.
 */
export function createDepositService(
  deps: Deps,
  wallet: WalletService,
  providers: ReadonlyMap<string, PaymentProvider>,
  brandById: BrandLookup,
  depositBonus?: DepositBonusHook,
  depositGate?: DepositGate,
) {
  const { db } = deps;

  /** Channels a member may use now: enabled, and for gateways a configured provider. */
  function channels(brand: Brand): DepositChannel[] {
    if (!switchOn(brand, 'WALLET_DEPOSIT')) return [];
    return brand.settings.depositChannels.filter((c) => c.enabled && (c.type === 'bank' || providers.has(c.provider)));
  }

  async function byOrderNo(orderNo: string, brandId?: number): Promise<OrderRow> {
    const [o] = await db.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo));
    if (!o || (brandId !== undefined && o.brandId !== brandId)) throw new AppError('cashier.order.not.found');
    return o;
  }

  const service = {
    channels,

    /** Opens an order; a repeated requestId answers with the first order. */
    async create(
      brand: Brand,
      memberId: number,
      input: { channelId: string; amount: unknown; reference: string; requestId: string; promotionId?: number | null },
      siteOrigin: string,
    ): Promise<OrderRow> {
      const channel = channels(brand).find((c) => c.id === input.channelId);
      if (!channel) throw new AppError('cashier.channel.unavailable');
      const amount = amountOf(input.amount, brand);
      const [seen] = await db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, input.requestId)));
      if (seen) {
        if (seen.amount !== amount || seen.channelId !== channel.id) throw new AppError('wallet.duplicate.request');
        return seen;
      }
      withinLimits(brand, amount, channel.min, channel.max);
      if (channel.type === 'bank' && input.reference.length < 2) {
        throw new AppError('request_param_err', { fields: [{ field: 'reference', reason: 'required' }] });
      }
      const promotionId = input.promotionId ?? null;
      if (promotionId !== null) {
        if (!depositBonus) throw new AppError('promotions.deposit.offer.invalid');
        await depositBonus.check(brand, memberId, promotionId, amount);
      }
      const now = deps.now();
      const orderNo = orderNumber('D', now);
      let order: OrderRow | undefined;
      try {
        [order] = await db.transaction(async (tx) => {
          await depositGate?.(tx, brand, memberId, amount);
          return tx
            .insert(depositOrders)
            .values({
              orderNo,
              brandId: brand.id,
              memberId,
              requestId: input.requestId,
              channelId: channel.id,
              channelType: channel.type,
              provider: channel.type === 'gateway' ? channel.provider : '',
              amount,
              reference: input.reference,
              promotionId,
              createdAt: now,
            })
            .returning();
        });
      } catch (e) {
        // The same requestId raced in at the same moment: answer with the order that won.
        if (dbErrorOf(e)?.code === '23505') return service.create(brand, memberId, input, siteOrigin);
        throw e;
      }
      if (!order) throw new Error('deposit insert returned nothing');
      if (channel.type === 'bank') return order;
      const provider = providers.get(channel.provider);
      if (!provider) throw new AppError('cashier.channel.unavailable');
      try {
        const payment = await provider.createPayment({
          orderNo,
          amount,
          currency: brand.settings.currency,
          minorUnits: brand.settings.minorUnits,
          notifyUrl: `${siteOrigin}/wps/cashier/gateway/${provider.name}/callback`,
          returnUrl: `${siteOrigin}/`,
        });
        const [updated] = await db
          .update(depositOrders)
          .set({ paymentUrl: payment.paymentUrl, providerRef: payment.providerRef })
          .where(eq(depositOrders.id, order.id))
          .returning();
        return updated ?? order;
      } catch (e) {
        deps.log.warn({ err: e, orderNo }, 'payment gateway refused the order');
        await service.settle(orderNo, { outcome: 'failed', reason: 'gateway refused' });
        throw new AppError('cashier.gateway.rejected');
      }
    },

    async list(brand: Brand, memberId: number, pageNo: number, pageSize: number) {
      const where = and(eq(depositOrders.memberId, memberId), eq(depositOrders.brandId, brand.id));
      const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
      const rows = await db
        .select()
        .from(depositOrders)
        .where(where)
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    /** Orders of a brand by status, oldest first (the operator's queue). */
    async byStatus(brandId: number, status: OrderRow['status']) {
      return db
        .select()
        .from(depositOrders)
        .where(and(eq(depositOrders.brandId, brandId), eq(depositOrders.status, status)))
        .orderBy(asc(depositOrders.createdAt))
        .limit(500);
    },

    byOrderNo,

    /**
     * Ends an order: paid credits the member (once: a paid order stays paid); failed and rejected
     * end a pending order. A paid callback may still follow a failed one (the provider's word on money
     * wins); nothing moves a paid order back.
     */
    async settle(
      orderNo: string,
      opts: { outcome: 'paid' | 'failed' | 'rejected'; reason?: string; actorId?: number | null; brandId?: number },
    ): Promise<OrderRow> {
      // The brand is read before the transaction: on PGlite nothing may use the pool inside one.
      const brand = await brandById((await byOrderNo(orderNo, opts.brandId)).brandId);
      const result = await db.transaction(async (tx) =>
        service.settleIn(tx, brand, await service.lock(tx, orderNo), opts),
      );
      if (result.moved) await wallet.notify(result.order.brandId, [result.order.memberId]);
      return result.order;
    },

    /** An order under its row lock, inside the caller's transaction (of the brand when given). */
    async lock(tx: Tx, orderNo: string, brandId?: number): Promise<OrderRow> {
      const [o] = await tx.select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)).for('update');
      if (!o || (brandId !== undefined && o.brandId !== brandId)) throw new AppError('cashier.order.not.found');
      return o;
    },

    /**
     * settle() inside the caller's transaction, on an order it has locked (lock()); `moved` says the
     * wallet was credited, so the caller publishes the balance notice after its commit.
     */
    async settleIn(
      tx: Tx,
      brand: Brand,
      o: OrderRow,
      opts: { outcome: 'paid' | 'failed' | 'rejected'; reason?: string; actorId?: number | null },
    ): Promise<{ order: OrderRow; moved: boolean }> {
      if (o.status === 'paid' || o.status === 'rejected') {
        if (o.status === opts.outcome) return { order: o, moved: false };
        throw new AppError('cashier.order.state');
      }
      if (opts.outcome !== 'paid') {
        if (o.status !== 'pending') return { order: o, moved: false };
        const [done] = await tx
          .update(depositOrders)
          .set({
            status: opts.outcome,
            reason: opts.reason ?? '',
            settledAt: deps.now(),
            settledBy: opts.actorId ?? null,
          })
          .where(eq(depositOrders.id, o.id))
          .returning();
        return { order: done ?? o, moved: false };
      }
      const posted = await wallet.memberAndBrand(tx, brand, {
        memberId: o.memberId,
        brandAccount: 'deposit_clearing',
        amount: o.amount,
        kind: 'deposit',
        idempotencyKey: `deposit:${o.orderNo}`,
        referenceType: 'deposit',
        referenceId: o.orderNo,
        memo: o.channelType === 'bank' ? `bank ${o.reference}` : `gateway ${o.provider}`,
        actorId: opts.actorId ?? null,
      });
      const [done] = await tx
        .update(depositOrders)
        .set({
          status: 'paid',
          transactionId: posted.transactionId,
          reason: '',
          settledAt: deps.now(),
          settledBy: opts.actorId ?? null,
        })
        .where(eq(depositOrders.id, o.id))
        .returning();
      // The chosen bonus, before deposit.first is recorded (a welcome bonus sees this deposit as the first).
      await depositBonus?.grantOnCredit(tx, brand, o);
      await recordDepositEvents(tx, o, deps.now());
      return { order: done ?? o, moved: true };
    },

    /** A provider's callback (signature first; see gateway-callbacks.ts). */
    callback: createCallbackHandler(
      deps,
      providers,
      brandById,
      (orderNo, opts): Promise<OrderRow> => service.settle(orderNo, opts),
    ),
  };
  return service;
}
