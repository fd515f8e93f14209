/**
 * The operator's side of withdrawals: the review queue, the payout (the hold captured into the
 * withdrawal-clearing account), the rejection (the hold released), the settling of a disputed payout
 * (refund reverses it, close leaves it paid) and the timed auto-receive of unconfirmed payouts.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../../events/record.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { settleHold } from '../wallet/accounts.ts';
import { reverse } from '../wallet/ledger.ts';
import { asAppError } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { maskNumber } from './profile-service.ts';
import type { WithdrawalRow as Row, WithdrawalRows } from './withdrawal-rows.ts';

const DISPUTED = ['not_received', 'received'];

function checkDisputed(w: Row): void {
  if (!DISPUTED.includes(w.status) || w.transactionId === null) {
    throw new AppError('cashier.order.state', { status: w.status });
  }
}

export function createWithdrawalPayouts(
  deps: Deps,
  wallet: WalletService,
  { row, transition, transitionIn }: WithdrawalRows,
) {
  const { db } = deps;

  async function payOut(tx: Tx, brand: Brand, w: Row, actorId: number | null): Promise<Partial<Row>> {
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
    const payload = { memberId: w.memberId, orderNo: w.orderNo, amount: w.amount };
    await recordEvent(tx, {
      type: 'withdrawal.paid',
      brandId: brand.id,
      subject: `withdrawal:${w.orderNo}`,
      payload,
      at: now,
    });
    return {
      status: 'paid',
      transactionId: posted.transactionId,
      paidAt: now,
      settledBy: actorId,
      autoReceiveAt: new Date(now.getTime() + brand.settings.autoReceiveMinutes * 60_000),
    };
  }

  async function release(tx: Tx, actorId: number | null, reason: string, w: Row): Promise<Partial<Row>> {
    if (!(await settleHold(tx, w.holdId, 'released', deps.now()))) throw new AppError('cashier.order.state');
    return { status: 'rejected', reason, settledBy: actorId, confirmedAt: deps.now() };
  }

  async function settleDispute(
    tx: Tx,
    brand: Brand,
    w: Row,
    outcome: 'refund' | 'close',
    actorId: number | null,
    reason: string,
  ): Promise<Partial<Row>> {
    if (outcome === 'close') return { status: 'closed', reason, settledBy: actorId };
    if (w.transactionId === null) throw new AppError('cashier.order.state', { status: w.status });
    const rev = await reverse(
      tx,
      {
        brandId: brand.id,
        transactionId: w.transactionId,
        idempotencyKey: `withdrawal-refund:${w.orderNo}`,
        memo: reason,
        actorId,
      },
      deps.now(),
    ).catch((e: unknown) => {
      throw asAppError(e);
    });
    return { status: 'refunded', refundTransactionId: rev.transactionId, reason, settledBy: actorId };
  }

  return {
    async byStatus(brandId: number, status: string) {
      return db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.brandId, brandId), eq(withdrawals.status, status)))
        .orderBy(asc(withdrawals.createdAt))
        .limit(500);
    },

    /** Pays out: the hold is captured into the withdrawal-clearing account. Repeats answer as they are. */
    async approve(brand: Brand, orderNo: string, actorId: number | null): Promise<Row> {
      const current = await row(orderNo, brand.id);
      if (current.status !== 'pending' && current.transactionId !== null) return current;
      const done = await transition(brand, orderNo, ['pending'], (tx, w) => payOut(tx, brand, w, actorId));
      await wallet.notify(brand.id, [done.memberId]);
      return done;
    },

    /**
     * approve() inside the caller's transaction on a row it has locked (lock()): a paid row answers as
     * it is (moved false); the caller publishes the balance notice after its commit when moved.
     */
    async approveIn(tx: Tx, brand: Brand, w: Row, actorId: number | null): Promise<{ row: Row; moved: boolean }> {
      if (w.status !== 'pending' && w.transactionId !== null) return { row: w, moved: false };
      return { row: await transitionIn(tx, w, ['pending'], (t, r) => payOut(t, brand, r, actorId)), moved: true };
    },

    /** Rejects a pending withdrawal; the hold is released. */
    async reject(brand: Brand, orderNo: string, actorId: number | null, reason: string): Promise<Row> {
      const current = await row(orderNo, brand.id);
      if (current.status === 'rejected') return current;
      const done = await transition(brand, orderNo, ['pending'], (tx) => release(tx, actorId, reason, current));
      await wallet.notify(brand.id, [done.memberId]);
      return done;
    },

    /** reject() inside the caller's transaction on a locked row; a rejected row answers as it is. */
    async rejectIn(tx: Tx, w: Row, actorId: number | null, reason: string): Promise<{ row: Row; moved: boolean }> {
      if (w.status === 'rejected') return { row: w, moved: false };
      return { row: await transitionIn(tx, w, ['pending'], (t) => release(t, actorId, reason, w)), moved: true };
    },

    /** Settles a disputed payout: refund reverses it, close leaves it paid. */
    async resolve(
      brand: Brand,
      orderNo: string,
      outcome: 'refund' | 'close',
      actorId: number | null,
      reason: string,
    ): Promise<Row> {
      const w = await row(orderNo, brand.id);
      checkDisputed(w);
      const done = await transition(brand, orderNo, DISPUTED, (tx, r) =>
        settleDispute(tx, brand, r, outcome, actorId, reason),
      );
      if (outcome === 'refund') await wallet.notify(brand.id, [done.memberId]);
      return done;
    },

    /** resolve() inside the caller's transaction on a locked row. */
    async resolveIn(
      tx: Tx,
      brand: Brand,
      w: Row,
      outcome: 'refund' | 'close',
      actorId: number | null,
      reason: string,
    ): Promise<{ row: Row; moved: boolean }> {
      checkDisputed(w);
      const done = await transitionIn(tx, w, DISPUTED, (t, r) => settleDispute(t, brand, r, outcome, actorId, reason));
      return { row: done, moved: outcome === 'refund' };
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
  };
}
