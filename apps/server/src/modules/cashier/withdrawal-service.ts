import type { TWithdrawal } from '@app/contracts/calls/cashier';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { memberBankAccounts, withdrawalProofs, withdrawals } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { placeHold, settleHold } from '../wallet/accounts.ts';
import { dbErrorOf, reverse, rowsOf } from '../wallet/ledger.ts';
import { amountOf, asAppError, localDay, major, switchOn, withinLimits } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { BrandLookup } from './brand-lookup.ts';
import { orderNumber } from './orders.ts';
import { maskNumber, type ProfileService, sameName } from './profile-service.ts';

type Row = typeof withdrawals.$inferSelect;

/** A withdrawal as the member sees it. */
export function withdrawalView(brand: Brand, w: Row, proofCount: number): TWithdrawal {
  const received = w.receivedAmount;
  return {
    orderNo: w.orderNo,
    amount: major(brand, w.amount),
    status: w.status as TWithdrawal['status'],
    bankName: w.bankName,
    accountNumber: maskNumber(w.accountNumber),
    receivedAmount: received === null ? null : major(brand, received),
    remainingAmount: received === null ? null : major(brand, w.amount - received),
    proofCount,
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    paidAt: w.paidAt?.toISOString() ?? null,
    autoReceiveAt: w.status === 'paid' ? (w.autoReceiveAt?.toISOString() ?? null) : null,
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;

/**
 * Withdrawals: a request holds the amount; the operator pays it out (the hold becomes a ledger movement
 * to the withdrawal-clearing account) or rejects it (the hold is released); the member then confirms
 * receipt, or after the brand's minutes it counts as received. Every step changes a row only from the
 * state it expects, under that row's lock, so repeats and races change nothing twice.
 */
export function createWithdrawalService(
  deps: Deps,
  wallet: WalletService,
  profiles: ProfileService,
  brandById: BrandLookup,
) {
  const { db } = deps;

  async function row(orderNo: string, brandId: number): Promise<Row> {
    const [w] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.orderNo, orderNo), eq(withdrawals.brandId, brandId)));
    if (!w) throw new AppError('cashier.order.not.found');
    return w;
  }

  async function usedToday(memberId: number, day: string, exec: DbOrTx = db): Promise<number> {
    const [r] = await exec
      .select({ n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.localDay, day)));
    return r?.n ?? 0;
  }

  /** Moves a row from one of the expected states under its lock; refuses otherwise. */
  async function transition(
    brand: Brand,
    orderNo: string,
    from: readonly string[],
    change: (tx: Tx, w: Row) => Promise<Partial<Row>>,
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      const [w] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.orderNo, orderNo), eq(withdrawals.brandId, brand.id)))
        .for('update');
      if (!w) throw new AppError('cashier.order.not.found');
      if (!from.includes(w.status)) throw new AppError('cashier.order.state', { status: w.status });
      const set = await change(tx, w);
      const [done] = await tx.update(withdrawals).set(set).where(eq(withdrawals.id, w.id)).returning();
      if (!done) throw new Error('withdrawal update returned nothing');
      return done;
    });
  }

  const service = {
    async proofCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: withdrawalProofs.withdrawalId, n: count() })
        .from(withdrawalProofs)
        .where(inArray(withdrawalProofs.withdrawalId, ids))
        .groupBy(withdrawalProofs.withdrawalId);
      return new Map(rows.map((r) => [r.id ?? 0, r.n]));
    },

    async view(brand: Brand, w: Row): Promise<TWithdrawal> {
      return withdrawalView(brand, w, (await service.proofCounts([w.id])).get(w.id) ?? 0);
    },

    usedToday: (brand: Brand, memberId: number) => usedToday(memberId, localDay(brand, deps.now())),

    /** Requests a withdrawal; a repeated requestId answers with the first one. */
    async create(
      brand: Brand,
      memberId: number,
      input: { amount: unknown; bankAccountId: number; paymentPassword: string; requestId: string },
    ): Promise<Row> {
      if (!switchOn(brand, 'WALLET_WITHDRAW')) throw new AppError('function.not.available');
      const amount = amountOf(input.amount, brand);
      const [seen] = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, input.requestId)));
      if (seen) {
        if (seen.amount !== amount || seen.bankAccountId !== input.bankAccountId) {
          throw new AppError('wallet.duplicate.request');
        }
        return seen;
      }
      withinLimits(brand, amount, brand.settings.withdrawalMin, brand.settings.withdrawalMax);
      const [bank] = await db
        .select()
        .from(memberBankAccounts)
        .where(and(eq(memberBankAccounts.id, input.bankAccountId), eq(memberBankAccounts.memberId, memberId)));
      if (!bank) throw new AppError('cashier.bank.required');
      const profile = await profiles.profile(brand.id, memberId);
      if (!profile.payeeName || !sameName(profile.payeeName, bank.accountName)) {
        throw new AppError('cashier.payee.mismatch');
      }
      await profiles.verifyPaymentPassword(brand.id, memberId, input.paymentPassword);
      return service.requestChecked(brand, memberId, { ...input, amount }, bank);
    },

    /**
     * The part of a request after its checks (amount, bank account, payee, payment password): the
     * day count and the hold, decided under the member's wallet row lock.
     */
    async requestChecked(
      brand: Brand,
      memberId: number,
      input: { amount: number; requestId: string },
      bank: typeof memberBankAccounts.$inferSelect,
    ): Promise<Row> {
      const { amount } = input;
      const accountId = await wallet.book.member(db, brand.id, memberId, brand.settings.currency);
      const now = deps.now();
      const day = localDay(brand, now);
      const orderNo = orderNumber('W', now);
      let created: Row;
      try {
        created = await db.transaction(async (tx) => {
          // The member's wallet row lock makes the day count and the hold one decision per member.
          await rowsOf(tx, sql`SELECT id FROM wallet_accounts WHERE id = ${accountId} FOR UPDATE`);
          if ((await usedToday(memberId, day, tx)) >= brand.settings.withdrawalDailyCount) {
            throw new AppError('cashier.withdraw.daily.limit');
          }
          const holdId = await placeHold(
            tx,
            { brandId: brand.id, accountId, amount, referenceType: 'withdrawal', referenceId: orderNo },
            now,
          );
          const [w] = await tx
            .insert(withdrawals)
            .values({
              orderNo,
              brandId: brand.id,
              memberId,
              requestId: input.requestId,
              amount,
              bankAccountId: bank.id,
              bankName: bank.bankName,
              accountName: bank.accountName,
              accountNumber: bank.accountNumber,
              holdId,
              localDay: day,
              createdAt: now,
            })
            .returning();
          if (!w) throw new Error('withdrawal insert returned nothing');
          return w;
        });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') {
          const [winner] = await db
            .select()
            .from(withdrawals)
            .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, input.requestId)));
          if (winner && winner.amount === amount && winner.bankAccountId === bank.id) return winner;
          throw new AppError('wallet.duplicate.request');
        }
        throw asAppError(e);
      }
      await wallet.notify(brand.id, [memberId]);
      return created;
    },

    async list(brand: Brand, memberId: number, pageNo: number, pageSize: number) {
      const where = and(eq(withdrawals.memberId, memberId), eq(withdrawals.brandId, brand.id));
      const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
      const rows = await db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { rows, total: total?.n ?? 0 };
    },

    async byStatus(brandId: number, status: string) {
      return db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, status)))
        .orderBy(asc(withdrawals.createdAt))
        .limit(500);
    },

    row,

    /** Pays out: the hold is captured into the withdrawal-clearing account. Repeats answer as they are. */
    async approve(brand: Brand, orderNo: string, actorId: number | null): Promise<Row> {
      const current = await row(orderNo, brand.id);
      if (current.status !== 'pending' && current.transactionId !== null) return current;
      const done = await transition(brand, orderNo, ['pending'], async (tx, w) => {
        const posted = await wallet.memberAndBrand(tx, brand, {
          memberId: w.memberId,
          brandAccount: 'withdrawal_clearing',
          amount: -w.amount,
          release: w.amount,
          kind: 'withdrawal',
          idempotencyKey: `withdrawal:${w.orderNo}`,
          referenceType: 'withdrawal',
          referenceId: w.orderNo,
          memo: `to ${w.bankName} ${maskNumber(w.accountNumber)}`,
          actorId,
        });
        if (!(await settleHold(tx, w.holdId, 'captured', deps.now()))) throw new AppError('cashier.order.state');
        const now = deps.now();
        return {
          status: 'paid',
          transactionId: posted.transactionId,
          paidAt: now,
          settledBy: actorId,
          autoReceiveAt: new Date(now.getTime() + brand.settings.autoReceiveMinutes * 60_000),
        };
      });
      await wallet.notify(brand.id, [done.memberId]);
      return done;
    },

    /** Rejects a pending withdrawal; the hold is released. */
    async reject(brand: Brand, orderNo: string, actorId: number | null, reason: string): Promise<Row> {
      const current = await row(orderNo, brand.id);
      if (current.status === 'rejected') return current;
      const done = await transition(brand, orderNo, ['pending'], async (tx, w) => {
        if (!(await settleHold(tx, w.holdId, 'released', deps.now()))) throw new AppError('cashier.order.state');
        return { status: 'rejected', reason, settledBy: actorId, confirmedAt: deps.now() };
      });
      await wallet.notify(brand.id, [done.memberId]);
      return done;
    },

    /** The member's word on a paid withdrawal. */
    async confirm(
      brand: Brand,
      memberId: number,
      input: {
        orderNo: string;
        outcome: 'received' | 'not_received' | 'fully_received';
        receivedAmount?: unknown;
        proofIds: string[];
      },
    ): Promise<Row> {
      const w = await row(input.orderNo, brand.id);
      if (w.memberId !== memberId) throw new AppError('cashier.order.not.found');
      let received: number | null = null;
      if (input.outcome === 'received') {
        if (input.receivedAmount === undefined) {
          throw new AppError('request_param_err', { fields: [{ field: 'receivedAmount', reason: 'required' }] });
        }
        received = amountOf(input.receivedAmount, brand, 'receivedAmount');
        withinLimits(brand, received, 1, w.amount);
      }
      if (input.outcome === 'not_received' && (input.proofIds.length < 1 || input.proofIds.length > 3)) {
        throw new AppError('cashier.proof.required');
      }
      return transition(brand, input.orderNo, ['paid'], async (tx, row) => {
        if (input.outcome === 'not_received') {
          const attached = await tx
            .update(withdrawalProofs)
            .set({ withdrawalId: row.id })
            .where(
              and(
                inArray(withdrawalProofs.id, input.proofIds),
                eq(withdrawalProofs.memberId, memberId),
                isNull(withdrawalProofs.withdrawalId),
              ),
            )
            .returning({ id: withdrawalProofs.id });
          if (attached.length !== new Set(input.proofIds).size) throw new AppError('cashier.proof.required');
        }
        return {
          status: input.outcome,
          receivedAmount: input.outcome === 'fully_received' ? row.amount : received,
          confirmedAt: deps.now(),
        };
      });
    },

    /** Settles a disputed payout: refund reverses it, close leaves it paid. */
    async resolve(
      brand: Brand,
      orderNo: string,
      outcome: 'refund' | 'close',
      actorId: number | null,
      reason: string,
    ): Promise<Row> {
      const disputed = ['not_received', 'received'];
      const w = await row(orderNo, brand.id);
      if (!disputed.includes(w.status) || w.transactionId === null) {
        throw new AppError('cashier.order.state', { status: w.status });
      }
      if (outcome === 'close') {
        return transition(brand, orderNo, disputed, async () => ({ status: 'closed', reason, settledBy: actorId }));
      }
      const txId = w.transactionId;
      const done = await transition(brand, orderNo, disputed, async (tx, row) => {
        const rev = await reverse(
          tx,
          {
            brandId: brand.id,
            transactionId: txId,
            idempotencyKey: `withdrawal-refund:${row.orderNo}`,
            memo: reason,
            actorId,
          },
          deps.now(),
        ).catch((e: unknown) => {
          throw asAppError(e);
        });
        return { status: 'refunded', refundTransactionId: rev.transactionId, reason, settledBy: actorId };
      });
      await wallet.notify(brand.id, [done.memberId]);
      return done;
    },

    /**
     * Paid withdrawals nobody confirmed within the brand's minutes count as received. One UPDATE moves
     * each row once, so any number of server copies may run it at the same time.
     */
    async autoReceive(): Promise<number> {
      const now = deps.now();
      const moved = await db
        .update(withdrawals)
        .set({ status: 'auto_received', receivedAmount: sql`${withdrawals.amount}`, confirmedAt: now })
        .where(and(eq(withdrawals.status, 'paid'), lte(withdrawals.autoReceiveAt, now)))
        .returning({ id: withdrawals.id });
      return moved.length;
    },

    brandById,
  };
  return service;
}
