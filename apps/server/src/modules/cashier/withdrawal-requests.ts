/**
 * The member's side of withdrawals: the request (checks, then the day count and the hold under the
 * member's wallet row lock, idempotent per requestId), the member's list, and the member's word on a
 * paid withdrawal (received, not received with proofs, fully received).
 */
import { UPLOAD_MAX_IMAGES } from '@app/contracts/constants';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { memberBankAccounts, withdrawalProofs, withdrawals } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BonusEngine } from '../bonus/types.ts';
import type { Brand } from '../system/brand-types.ts';
import { placeHold } from '../wallet/accounts.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { amountOf, asAppError, localDay, major, switchOn, withinLimits } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { orderNumber } from './orders.ts';
import { type ProfileService, sameName } from './profile-service.ts';
import type { WithdrawalRow as Row, WithdrawalRows } from './withdrawal-rows.ts';

export function createWithdrawalRequests(
  deps: Deps,
  wallet: WalletService,
  profiles: ProfileService,
  { row, usedToday, transition }: WithdrawalRows,
  bonus?: BonusEngine,
) {
  const { db } = deps;

  /**
   * The part of a request after its checks (amount, bank account, payee, payment password): the
   * day count and the hold, decided under the member's wallet row lock.
   */
  async function requestChecked(
    brand: Brand,
    memberId: number,
    input: { amount: number; requestId: string; forfeitBonus?: boolean },
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
        // A bonus being wagered is forfeited by a withdrawal, only with the member's word (forfeitBonus),
        // in this transaction. The grant is locked before the wallet row, in the order a bet locks them.
        const active = bonus ? await bonus.active(tx, brand, memberId) : null;
        if (bonus && active) {
          if (!input.forfeitBonus) {
            throw new AppError('bonus.withdraw.forfeits', { amount: major(brand, active.bonusBalance) });
          }
          await bonus.forfeitActive(tx, brand, memberId, {
            reason: 'withdrawal',
            actor: '',
            note: 'bonus_forfeit_withdrawal',
          });
        }
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
  }

  return {
    /** Requests a withdrawal; a repeated requestId answers with the first one. */
    async create(
      brand: Brand,
      memberId: number,
      input: {
        amount: unknown;
        bankAccountId: number;
        paymentPassword: string;
        requestId: string;
        ip?: string;
        forfeitBonus?: boolean;
      },
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
      await profiles.verifyPaymentPassword(brand.id, memberId, input.paymentPassword, input.ip);
      return requestChecked(brand, memberId, { ...input, amount }, bank);
    },

    requestChecked,

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
      if (input.outcome === 'not_received') {
        if (input.proofIds.length < 1) throw new AppError('cashier.proof.required');
        if (new Set(input.proofIds).size > UPLOAD_MAX_IMAGES) throw new AppError('cashier.proof.too.many');
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
          // Each must be the member's own upload, not yet on a confirmation and not yet removed
          // (unattached uploads are removed after an hour): else nothing is attached.
          if (attached.length !== new Set(input.proofIds).size) throw new AppError('cashier.proof.not.found');
        }
        return {
          status: input.outcome,
          receivedAmount: input.outcome === 'fully_received' ? row.amount : received,
          confirmedAt: deps.now(),
        };
      });
    },
  };
}
