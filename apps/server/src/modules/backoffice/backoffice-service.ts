import type { WithdrawalStatus } from '@app/contracts/calls/cashier';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type depositOrders, members, withdrawalProofs, type withdrawals } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskNumber } from '../cashier/profile-service.ts';
import type { CashierServices } from '../cashier/services.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf, major, refusalsAsErrors } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';

type Deposit = typeof depositOrders.$inferSelect;
type Withdrawal = typeof withdrawals.$inferSelect;

export type BackofficeService = ReturnType<typeof createBackofficeService>;

/** The operator's side of the cashier; the HTTP calls and the admin commands both use it. */
export function createBackofficeService(deps: Deps, wallet: WalletService, cashier: CashierServices) {
  const { db } = deps;

  async function usernames(ids: number[]): Promise<Map<number, { username: string; payeeName: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: members.id, username: members.username, payeeName: members.payeeName })
      .from(members)
      .where(inArray(members.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, { username: r.username, payeeName: r.payeeName ?? '' }]));
  }

  const service = {
    async depositViews(brand: Brand, rows: Deposit[]) {
      const names = await usernames(rows.map((r) => r.memberId));
      return rows.map((o) => ({
        orderNo: o.orderNo,
        username: names.get(o.memberId)?.username ?? '',
        channelId: o.channelId,
        channelType: o.channelType,
        amount: major(brand, o.amount),
        status: o.status as 'pending' | 'paid' | 'rejected' | 'failed',
        reference: o.reference,
        reason: o.reason,
        createdAt: o.createdAt.toISOString(),
      }));
    },

    async withdrawalViews(brand: Brand, rows: Withdrawal[]) {
      const names = await usernames(rows.map((r) => r.memberId));
      const proofs = await cashier.withdrawals.proofCounts(rows.map((r) => r.id));
      return rows.map((w) => ({
        orderNo: w.orderNo,
        username: names.get(w.memberId)?.username ?? '',
        payeeName: names.get(w.memberId)?.payeeName ?? '',
        bankName: w.bankName,
        accountNumber: maskNumber(w.accountNumber),
        amount: major(brand, w.amount),
        status: w.status as WithdrawalStatus,
        receivedAmount: w.receivedAmount === null ? null : major(brand, w.receivedAmount),
        proofCount: proofs.get(w.id) ?? 0,
        reason: w.reason,
        createdAt: w.createdAt.toISOString(),
      }));
    },

    deposits: (brand: Brand, status: Deposit['status']) => cashier.deposits.byStatus(brand.id, status),

    /** Credits a pending bank transfer; a repeat answers with the paid order. */
    approveDeposit: (brand: Brand, orderNo: string, actorId: number | null) =>
      cashier.deposits.settle(orderNo, { outcome: 'paid', actorId, brandId: brand.id }),

    rejectDeposit: (brand: Brand, orderNo: string, actorId: number | null, reason: string) =>
      cashier.deposits.settle(orderNo, { outcome: 'rejected', reason, actorId, brandId: brand.id }),

    withdrawals: (brand: Brand, status: string) => cashier.withdrawals.byStatus(brand.id, status),
    approveWithdrawal: (brand: Brand, orderNo: string, actorId: number | null) =>
      cashier.withdrawals.approve(brand, orderNo, actorId),
    rejectWithdrawal: (brand: Brand, orderNo: string, actorId: number | null, reason: string) =>
      cashier.withdrawals.reject(brand, orderNo, actorId, reason),
    resolveWithdrawal: (
      brand: Brand,
      orderNo: string,
      outcome: 'refund' | 'close',
      actorId: number | null,
      reason: string,
    ) => cashier.withdrawals.resolve(brand, orderNo, outcome, actorId, reason),

    /** The proof images a member sent with a payout they did not (fully) receive. */
    async proofs(brand: Brand, orderNo: string) {
      const w = await cashier.withdrawals.row(orderNo, brand.id);
      return db
        .select({ id: withdrawalProofs.id, contentType: withdrawalProofs.contentType, size: withdrawalProofs.size })
        .from(withdrawalProofs)
        .where(eq(withdrawalProofs.withdrawalId, w.id));
    },

    /** One proof image's bytes, for an operator of its brand. */
    async proofImage(brand: Brand, proofId: string) {
      const [p] = await db
        .select()
        .from(withdrawalProofs)
        .where(and(eq(withdrawalProofs.id, proofId), eq(withdrawalProofs.brandId, brand.id)));
      const bytes = p ? await cashier.proofStore.get(p.storageKey) : undefined;
      if (!p || !bytes) throw new AppError('not_found');
      return { contentType: p.contentType, bytes };
    },

    /** A member of the brand by username. */
    async member(brand: Brand, username: string) {
      const [m] = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brand.id), sql`lower(${members.username}) = lower(${username.trim()})`));
      if (m?.role !== 'player') throw new AppError('not_found', { field: 'username' });
      return m;
    },

    /** A manual adjustment of a member's main wallet, recorded with its reason and operator. */
    async adjust(
      brand: Brand,
      input: { username: string; direction: 'credit' | 'debit'; amount: unknown; reason: string; requestId: string },
      actorId: number | null,
    ) {
      const m = await service.member(brand, input.username);
      const amount = amountOf(input.amount, brand);
      const signed = input.direction === 'credit' ? amount : -amount;
      const posted = await refusalsAsErrors(() =>
        wallet.memberAndBrand(db, brand, {
          memberId: m.id,
          brandAccount: 'house',
          amount: signed,
          kind: 'adjustment',
          idempotencyKey: `adjustment:${actorId ?? 'cli'}:${input.requestId}`,
          referenceType: 'adjustment',
          referenceId: input.requestId,
          memo: input.reason,
          actorId,
        }),
      );
      const line = posted.lines.find((l) => l.memberId === m.id);
      return { transactionId: posted.transactionId, balanceAfter: line?.balanceAfter ?? 0 };
    },

    /** Reverses any ledger transaction of the brand (once). */
    async reverse(brand: Brand, transactionId: number, reason: string, actorId: number | null) {
      const r = await refusalsAsErrors(() =>
        wallet.reverse(brand, {
          transactionId,
          idempotencyKey: `reversal:${transactionId}`,
          memo: reason,
          actorId,
        }),
      );
      return { transactionId: r.transactionId };
    },
  };
  return service;
}
