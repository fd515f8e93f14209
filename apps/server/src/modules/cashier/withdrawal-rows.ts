/**
 * Withdrawal rows shared by the member's and the operator's side: the member's view of a row, the
 * lookups (one row, the day's count, proof counts) and the locked state transition every step uses.
 */
import type { TWithdrawal } from '@app/contracts/calls/cashier';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { withdrawalProofs, withdrawals } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';
import { maskNumber } from './profile-service.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type Row = WithdrawalRow;

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

export type WithdrawalRows = ReturnType<typeof createWithdrawalRows>;

export function createWithdrawalRows(deps: Deps) {
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

  /** A row under its lock, inside the caller's transaction. */
  async function lock(tx: Tx, brandId: number, orderNo: string): Promise<Row> {
    const [w] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.orderNo, orderNo), eq(withdrawals.brandId, brandId)))
      .for('update');
    if (!w) throw new AppError('cashier.order.not.found');
    return w;
  }

  /** Moves a locked row (lock()) from one of the expected states, in the caller's transaction; refuses otherwise. */
  async function transitionIn(
    tx: Tx,
    w: Row,
    from: readonly string[],
    change: (tx: Tx, w: Row) => Promise<Partial<Row>>,
  ): Promise<Row> {
    if (!from.includes(w.status)) throw new AppError('cashier.order.state', { status: w.status });
    const set = await change(tx, w);
    const [done] = await tx.update(withdrawals).set(set).where(eq(withdrawals.id, w.id)).returning();
    if (!done) throw new Error('withdrawal update returned nothing');
    return done;
  }

  /** Moves a row from one of the expected states under its lock; refuses otherwise. */
  async function transition(
    brand: Brand,
    orderNo: string,
    from: readonly string[],
    change: (tx: Tx, w: Row) => Promise<Partial<Row>>,
  ): Promise<Row> {
    return db.transaction(async (tx) => transitionIn(tx, await lock(tx, brand.id, orderNo), from, change));
  }

  async function proofCounts(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: withdrawalProofs.withdrawalId, n: count() })
      .from(withdrawalProofs)
      .where(inArray(withdrawalProofs.withdrawalId, ids))
      .groupBy(withdrawalProofs.withdrawalId);
    return new Map(rows.map((r) => [r.id ?? 0, r.n]));
  }

  return { row, usedToday, lock, transition, transitionIn, proofCounts };
}
