/**
 * The operator's side of withdrawals: the review queue, the payout (the hold captured into the
 * withdrawal-clearing account), the rejection (the hold released), the settling of a disputed payout
 * (refund reverses it, close leaves it paid) and the timed auto-receive of unconfirmed payouts.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
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

export function createWithdrawalPayouts(deps: Deps, wallet: WalletService, { row, transition }: WithdrawalRows) {
  const { db } = deps;

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
  };
}
