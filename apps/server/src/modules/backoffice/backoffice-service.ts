import type {
  QueueKind,
  TBackofficeDeposit,
  TBackofficeWithdrawal,
  TBalanceRequest,
} from '@app/contracts/calls/backoffice';
import type { WithdrawalStatus } from '@app/contracts/calls/cashier';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type depositOrders,
  members,
  moneyReviews,
  withdrawalProofs,
  type withdrawals,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditEntry, AuditService } from '../audit/audit-service.ts';
import type { createBetRecordsService } from '../bets/bet-records-service.ts';
import { maskNumber } from '../cashier/profile-service.ts';
import type { CashierServices } from '../cashier/services.ts';
import type { Brand } from '../system/brand-types.ts';
import { reverse as ledgerReverse } from '../wallet/ledger.ts';
import { amountOf, asAppError, major } from '../wallet/money.ts';
import { transactionSummary } from '../wallet/queries.ts';
import type { WalletService } from '../wallet/wallet-service.ts';

type Deposit = typeof depositOrders.$inferSelect;
type Withdrawal = typeof withdrawals.$inferSelect;
type Review = typeof moneyReviews.$inferSelect;
type BetRecords = ReturnType<typeof createBetRecordsService>;

/**
 * Who does a money act: a signed-in staff member (from a back-office call) or the operating-system
 * user of an operator command (actor kind 'cli'). Both go through the same service functions, which
 * record the audit entry inside the change's transaction (decision 1030).
 */
export interface MoneyActor {
  kind: 'staff' | 'cli';
  /** The staff account's id; null at the CLI. */
  staffId: number | null;
  name: string;
  role: string;
  ip: string;
  /** The request's user agent, or 'cli'. */
  channel: string;
}

/** The key that tells two approvers apart: 'staff:<id>' or 'cli:<os user>'. */
export const actorKey = (a: MoneyActor): string => (a.staffId !== null ? `staff:${a.staffId}` : `cli:${a.name}`);

/** Roles that may hold (claim or be assigned) a money queue item. */
export const MONEY_ROLES: readonly string[] = ['owner', 'admin', 'finance'];

/** A balance adjustment or reversal not confirmed by a second approver within this long is cancelled. */
export const BALANCE_REQUEST_EXPIRY_MS = 72 * 3_600_000;

export type BackofficeService = ReturnType<typeof createBackofficeService>;

/**
 * The back office's money work (decision 1030): the deposit and withdrawal queues with claims and
 * second approvals, balance adjustments and reversals. The HTTP staff calls and the operator commands
 * both call these functions; each change, its review row and its audit entry commit in one transaction.
 */
export function createBackofficeService(
  deps: Deps,
  wallet: WalletService,
  cashier: CashierServices,
  audit: AuditService,
  bets: BetRecords,
) {
  const { db } = deps;

  /** The brand's second-approval threshold in minor units. */
  const threshold = (brand: Brand) => brand.settings.secondApprovalThreshold * 10 ** brand.settings.minorUnits;

  function entry(
    actor: MoneyActor,
    brand: Brand,
    e: Omit<AuditEntry, 'actor' | 'ip' | 'channel' | 'brandId'>,
  ): AuditEntry {
    return {
      ...e,
      brandId: brand.id,
      actor: {
        kind: actor.kind,
        id: actor.staffId !== null ? String(actor.staffId) : actor.name,
        name: actor.name,
        role: actor.role,
      },
      ip: actor.ip,
      channel: actor.channel,
    };
  }

  async function usernames(ids: number[]): Promise<Map<number, { username: string; payeeName: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: members.id, username: members.username, payeeName: members.payeeName })
      .from(members)
      .where(inArray(members.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, { username: r.username, payeeName: r.payeeName ?? '' }]));
  }

  async function reviewsOf(brandId: number, kind: string, refs: string[]): Promise<Map<string, Review>> {
    if (refs.length === 0) return new Map();
    const rows = await db
      .select()
      .from(moneyReviews)
      .where(and(eq(moneyReviews.brandId, brandId), eq(moneyReviews.kind, kind), inArray(moneyReviews.ref, refs)));
    return new Map(rows.map((r) => [r.ref, r]));
  }

  /** A review row under its lock (null when none yet). */
  async function lockReview(tx: Tx, brandId: number, kind: string, ref: string): Promise<Review | null> {
    const [r] = await tx
      .select()
      .from(moneyReviews)
      .where(and(eq(moneyReviews.brandId, brandId), eq(moneyReviews.kind, kind), eq(moneyReviews.ref, ref)))
      .for('update');
    return r ?? null;
  }

  /** Writes a review row's fields, making the row when there is none. */
  async function putReview(
    tx: Tx,
    brand: Brand,
    kind: string,
    ref: string,
    set: Partial<Omit<Review, 'id' | 'brandId' | 'kind' | 'ref'>>,
  ): Promise<Review> {
    const [r] = await tx
      .insert(moneyReviews)
      .values({ brandId: brand.id, kind, ref, createdAt: deps.now(), ...set })
      .onConflictDoUpdate({ target: [moneyReviews.brandId, moneyReviews.kind, moneyReviews.ref], set })
      .returning();
    if (!r) throw new Error('money review upsert returned nothing');
    return r;
  }

  const claimOf = (r: Review | null | undefined) =>
    r?.claimedBy != null
      ? { staffId: r.claimedBy, name: r.claimedName, at: (r.claimedAt ?? r.createdAt).toISOString() }
      : null;

  /** Staff may act on an item nobody holds or that they hold; the CLI (the operator) overrides claims. */
  function checkHolder(actor: MoneyActor, r: Review | null): void {
    if (actor.kind === 'staff' && r?.claimedBy != null && r.claimedBy !== actor.staffId) {
      throw new AppError('queue.claimed', { claimedBy: r.claimedName });
    }
  }

  function depositViews(
    brand: Brand,
    rows: Deposit[],
    names: Map<number, { username: string }>,
    rv: Map<string, Review>,
  ) {
    return rows.map(
      (o): TBackofficeDeposit => ({
        orderNo: o.orderNo,
        username: names.get(o.memberId)?.username ?? '',
        channelId: o.channelId,
        channelType: o.channelType,
        amount: major(brand, o.amount),
        status: o.status as TBackofficeDeposit['status'],
        reference: o.reference,
        reason: o.reason,
        createdAt: o.createdAt.toISOString(),
        claim: o.status === 'pending' ? claimOf(rv.get(o.orderNo)) : null,
      }),
    );
  }

  async function depositList(brand: Brand, rows: Deposit[]): Promise<TBackofficeDeposit[]> {
    return depositViews(
      brand,
      rows,
      await usernames(rows.map((r) => r.memberId)),
      await reviewsOf(
        brand.id,
        'deposit',
        rows.map((r) => r.orderNo),
      ),
    );
  }

  async function withdrawalList(brand: Brand, rows: Withdrawal[]): Promise<TBackofficeWithdrawal[]> {
    const names = await usernames(rows.map((r) => r.memberId));
    const proofs = await cashier.withdrawals.proofCounts(rows.map((r) => r.id));
    const rv = await reviewsOf(
      brand.id,
      'withdrawal',
      rows.map((r) => r.orderNo),
    );
    const limit = threshold(brand);
    return rows.map((w) => {
      const r = rv.get(w.orderNo);
      const open = w.status === 'pending' || w.status === 'not_received' || w.status === 'received';
      const pendingSecond = w.status === 'pending' && r?.state === 'pending_second';
      return {
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
        claim: open ? claimOf(r) : null,
        approval: {
          needsSecond: w.amount >= limit,
          state: pendingSecond ? 'pending_second' : 'none',
          firstBy: pendingSecond ? (r?.firstName ?? null) : null,
          firstAt: pendingSecond ? (r?.firstAt?.toISOString() ?? null) : null,
        },
      };
    });
  }

  const depositState = (o: Deposit) => ({ status: o.status, amount: o.amount, reason: o.reason });
  const withdrawalState = (w: Withdrawal, r?: Review | null) => ({
    status: w.status,
    amount: w.amount,
    receivedAmount: w.receivedAmount,
    reason: w.reason,
    approval: w.status === 'pending' && r?.state === 'pending_second' ? 'pending_second' : 'none',
  });

  async function member(brand: Brand, username: string) {
    const [m] = await db
      .select()
      .from(members)
      .where(and(eq(members.brandId, brand.id), sql`lower(${members.username}) = lower(${username.trim()})`));
    if (m?.role !== 'player') throw new AppError('queue.member.not.found', { field: 'username' });
    return m;
  }

  async function requestView(brand: Brand, r: Review): Promise<TBalanceRequest> {
    const names = await usernames(r.memberId === null ? [] : [r.memberId]);
    return {
      id: r.id,
      kind: r.kind as TBalanceRequest['kind'],
      ref: r.ref,
      username: r.memberId === null ? '' : (names.get(r.memberId)?.username ?? ''),
      amount: major(brand, r.amount),
      reason: r.reason,
      state: r.state as TBalanceRequest['state'],
      firstBy: r.firstName || null,
      createdAt: r.createdAt.toISOString(),
      transactionId: r.transactionId,
      balanceAfter: r.balanceAfter === null ? null : major(brand, r.balanceAfter),
    };
  }

  /** Posts an adjustment or reversal a review row describes, in the caller's transaction. */
  async function postRequest(tx: Tx, brand: Brand, r: Review) {
    try {
      if (r.kind === 'adjustment') {
        if (r.memberId === null) throw new Error('adjustment without a member');
        const posted = await wallet.memberAndBrand(tx, brand, {
          memberId: r.memberId,
          brandAccount: 'house',
          amount: r.amount,
          kind: 'adjustment',
          idempotencyKey: `adjustment:${brand.id}:${r.ref}`,
          referenceType: 'adjustment',
          referenceId: r.ref,
          memo: r.reason,
          actorId: null,
        });
        const line = posted.lines.find((l) => l.memberId === r.memberId);
        return { transactionId: posted.transactionId, balanceAfter: line?.balanceAfter ?? null };
      }
      const rev = await ledgerReverse(
        tx,
        {
          brandId: brand.id,
          transactionId: Number(r.ref),
          idempotencyKey: `reversal:${r.ref}`,
          memo: r.reason,
          actorId: null,
        },
        deps.now(),
      );
      const line = rev.lines.find((l) => l.memberId === r.memberId);
      return { transactionId: rev.transactionId, balanceAfter: line?.balanceAfter ?? null };
    } catch (e) {
      throw asAppError(e);
    }
  }

  const auditOfRequest = (r: Review) => ({
    ...(r.kind === 'adjustment' ? { direction: r.amount >= 0 ? 'credit' : 'debit' } : {}),
    kind: r.kind,
    ref: r.ref,
    amount: r.amount,
    state: r.state,
    transactionId: r.transactionId,
    balanceAfter: r.balanceAfter,
  });

  /**
   * Asks for an adjustment or reversal: below the threshold it is posted at once; at or above it the
   * first approval is recorded and it waits. One row per (brand, kind, ref): a repeat answers with it.
   */
  async function request(
    actor: MoneyActor,
    brand: Brand,
    kind: 'adjustment' | 'reversal',
    ref: string,
    memberId: number | null,
    amount: number,
    reason: string,
    target: { kind: string; id: string | number },
  ): Promise<TBalanceRequest> {
    const action = kind === 'adjustment' ? 'balance.adjust' : 'balance.reverse';
    audit.check(entry(actor, brand, { action, reason, target }));
    const second = Math.abs(amount) >= threshold(brand);
    const now = deps.now();
    const result = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(moneyReviews)
        .values({
          brandId: brand.id,
          kind,
          ref,
          memberId,
          amount,
          reason,
          state: second ? 'pending_second' : 'open',
          firstActor: second ? actorKey(actor) : '',
          firstName: second ? actor.name : '',
          firstAt: second ? now : null,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!made) {
        const seen = await lockReview(tx, brand.id, kind, ref);
        if (!seen) throw new Error('money review vanished');
        if (seen.memberId !== memberId || seen.amount !== amount) throw new AppError('wallet.duplicate.request');
        return { row: seen, moved: false };
      }
      if (second) {
        await audit.record(
          tx,
          entry(actor, brand, { action, reason, target, before: null, after: auditOfRequest(made) }),
        );
        return { row: made, moved: false };
      }
      const posted = await postRequest(tx, brand, made);
      const [done] = await tx
        .update(moneyReviews)
        .set({ state: 'done', transactionId: posted.transactionId, balanceAfter: posted.balanceAfter, doneAt: now })
        .where(eq(moneyReviews.id, made.id))
        .returning();
      if (!done) throw new Error('money review update returned nothing');
      await audit.record(
        tx,
        entry(actor, brand, { action, reason, target, before: null, after: auditOfRequest(done) }),
      );
      return { row: done, moved: true };
    });
    if (result.moved && memberId !== null) await wallet.notify(brand.id, [memberId]);
    return requestView(brand, result.row);
  }

  const service = {
    threshold,
    member,
    depositList,
    withdrawalList,

    deposits: (brand: Brand, status: Deposit['status']) => cashier.deposits.byStatus(brand.id, status),
    withdrawals: (brand: Brand, status: string) => cashier.withdrawals.byStatus(brand.id, status),

    /** Credits (approve) or ends (reject) a pending deposit; a repeat of the same outcome answers as it is. */
    async decideDeposit(
      actor: MoneyActor,
      brand: Brand,
      orderNo: string,
      outcome: 'paid' | 'rejected',
      reason: string,
    ): Promise<TBackofficeDeposit> {
      const action = outcome === 'paid' ? 'deposit.approve' : 'deposit.reject';
      const target = { kind: 'deposit', id: orderNo };
      audit.check(entry(actor, brand, { action, reason, target }));
      const r = await db.transaction(async (tx) => {
        const o = await cashier.deposits.lock(tx, orderNo, brand.id);
        const review = await lockReview(tx, brand.id, 'deposit', orderNo);
        if (o.status === outcome) return { order: o, moved: false };
        checkHolder(actor, review);
        const done = await cashier.deposits.settleIn(tx, brand, o, { outcome, reason, actorId: null });
        await putReview(tx, brand, 'deposit', orderNo, { state: 'done', doneAt: deps.now() });
        await audit.record(
          tx,
          entry(actor, brand, { action, reason, target, before: depositState(o), after: depositState(done.order) }),
        );
        return done;
      });
      if (r.moved) await wallet.notify(brand.id, [r.order.memberId]);
      const [view] = await depositList(brand, [r.order]);
      if (!view) throw new Error('deposit view missing');
      return view;
    },

    /**
     * Approves a pending withdrawal. Below the threshold it is paid out. At or above it: the first
     * approval is recorded (pending_second); an approval by a different actor pays it out; the same
     * actor again is refused. `confirm` accepts only that second approval. Under the withdrawal's row
     * lock, so racing approvals, rejections and confirmations give exactly one outcome.
     */
    async approveWithdrawal(
      actor: MoneyActor,
      brand: Brand,
      orderNo: string,
      reason: string,
      mode: 'approve' | 'confirm' = 'approve',
    ): Promise<TBackofficeWithdrawal> {
      const target = { kind: 'withdrawal', id: orderNo };
      audit.check(entry(actor, brand, { action: 'withdrawal.approve', reason, target }));
      const r = await db.transaction(async (tx) => {
        const w = await cashier.withdrawals.lock(tx, brand.id, orderNo);
        const review = await lockReview(tx, brand.id, 'withdrawal', orderNo);
        if (w.status !== 'pending' && w.transactionId !== null) return { row: w, moved: false };
        if (w.status !== 'pending') throw new AppError('cashier.order.state', { status: w.status });
        checkHolder(actor, review);
        const pending = review?.state === 'pending_second';
        const second = w.amount >= threshold(brand);
        if (second && !pending) {
          if (mode === 'confirm') throw new AppError('approval.first.needed');
          const now = deps.now();
          const marked = await putReview(tx, brand, 'withdrawal', orderNo, {
            state: 'pending_second',
            firstActor: actorKey(actor),
            firstName: actor.name,
            firstAt: now,
            reason,
          });
          await audit.record(
            tx,
            entry(actor, brand, {
              action: 'withdrawal.approve',
              reason,
              target,
              before: withdrawalState(w, review),
              after: withdrawalState(w, marked),
            }),
          );
          return { row: w, moved: false };
        }
        if (!second && mode === 'confirm') throw new AppError('approval.not.pending');
        if (second && review?.firstActor === actorKey(actor)) throw new AppError('approval.same.staff');
        const done = await cashier.withdrawals.approveIn(tx, brand, w, null);
        await putReview(tx, brand, 'withdrawal', orderNo, { state: 'done', doneAt: deps.now() });
        await audit.record(
          tx,
          entry(actor, brand, {
            action: second ? 'withdrawal.confirm' : 'withdrawal.approve',
            reason,
            target,
            before: withdrawalState(w, review),
            after: { ...withdrawalState(done.row), ...(second ? { firstApprovedBy: review?.firstName ?? '' } : {}) },
          }),
        );
        return done;
      });
      if (r.moved) await wallet.notify(brand.id, [r.row.memberId]);
      return service.withdrawalOne(brand, r.row);
    },

    /** Rejects a pending withdrawal (one waiting for its second approval too); the hold is released. */
    async rejectWithdrawal(actor: MoneyActor, brand: Brand, orderNo: string, reason: string) {
      const target = { kind: 'withdrawal', id: orderNo };
      audit.check(entry(actor, brand, { action: 'withdrawal.reject', reason, target }));
      const r = await db.transaction(async (tx) => {
        const w = await cashier.withdrawals.lock(tx, brand.id, orderNo);
        const review = await lockReview(tx, brand.id, 'withdrawal', orderNo);
        if (w.status === 'rejected') return { row: w, moved: false };
        checkHolder(actor, review);
        const done = await cashier.withdrawals.rejectIn(tx, w, null, reason);
        await putReview(tx, brand, 'withdrawal', orderNo, { state: 'done', doneAt: deps.now() });
        await audit.record(
          tx,
          entry(actor, brand, {
            action: 'withdrawal.reject',
            reason,
            target,
            before: withdrawalState(w, review),
            after: withdrawalState(done.row),
          }),
        );
        return done;
      });
      if (r.moved) await wallet.notify(brand.id, [r.row.memberId]);
      return service.withdrawalOne(brand, r.row);
    },

    /** Settles a disputed payout: refund reverses it, close leaves it paid. */
    async resolveWithdrawal(
      actor: MoneyActor,
      brand: Brand,
      orderNo: string,
      outcome: 'refund' | 'close',
      reason: string,
    ) {
      const target = { kind: 'withdrawal', id: orderNo };
      audit.check(entry(actor, brand, { action: 'withdrawal.resolve', reason, target }));
      const r = await db.transaction(async (tx) => {
        const w = await cashier.withdrawals.lock(tx, brand.id, orderNo);
        const review = await lockReview(tx, brand.id, 'withdrawal', orderNo);
        checkHolder(actor, review);
        const done = await cashier.withdrawals.resolveIn(tx, brand, w, outcome, null, reason);
        await putReview(tx, brand, 'withdrawal', orderNo, { state: 'done', doneAt: deps.now() });
        await audit.record(
          tx,
          entry(actor, brand, {
            action: 'withdrawal.resolve',
            reason,
            target,
            before: withdrawalState(w, review),
            after: { ...withdrawalState(done.row), outcome },
          }),
        );
        return done;
      });
      if (r.moved) await wallet.notify(brand.id, [r.row.memberId]);
      return service.withdrawalOne(brand, r.row);
    },

    async withdrawalOne(brand: Brand, w: Withdrawal): Promise<TBackofficeWithdrawal> {
      const [view] = await withdrawalList(brand, [w]);
      if (!view) throw new Error('withdrawal view missing');
      return view;
    },

    /** One withdrawal with its payout details, proofs and the member's recent money and bets. */
    async withdrawalDetail(brand: Brand, orderNo: string, proofUrl: (id: string) => string) {
      const w = await cashier.withdrawals.row(orderNo, brand.id);
      const view = await service.withdrawalOne(brand, w);
      const proofs = await db
        .select({ id: withdrawalProofs.id, contentType: withdrawalProofs.contentType, size: withdrawalProofs.size })
        .from(withdrawalProofs)
        .where(eq(withdrawalProofs.withdrawalId, w.id));
      const deps10 = await cashier.deposits.list(brand, w.memberId, 1, 10);
      const wds10 = await cashier.withdrawals.list(brand, w.memberId, 1, 10);
      const betPage = await bets.records(brand, 'EN', w.memberId, { pageNo: 1, pageSize: 10 });
      return {
        withdrawal: { ...view, accountNumber: w.accountNumber },
        accountName: w.accountName,
        threshold: brand.settings.secondApprovalThreshold,
        proofs: proofs.map((p) => ({ ...p, url: proofUrl(p.id) })),
        recent: {
          deposits: deps10.rows.map((o) => ({
            orderNo: o.orderNo,
            amount: major(brand, o.amount),
            status: o.status,
            createdAt: o.createdAt.toISOString(),
          })),
          withdrawals: wds10.rows.map((o) => ({
            orderNo: o.orderNo,
            amount: major(brand, o.amount),
            status: o.status,
            createdAt: o.createdAt.toISOString(),
          })),
          bets: betPage.list.map((b) => ({
            roundId: b.roundId,
            vendor: b.vendor,
            gameName: b.gameName,
            betAmount: b.betAmount,
            winAmount: b.winAmount,
            status: b.status,
            startedAt: b.startedAt,
          })),
          betTotals: betPage.totals,
        },
      };
    },

    /** The proof images a member sent with a payout they did not (fully) receive. */
    async proofs(brand: Brand, orderNo: string) {
      const w = await cashier.withdrawals.row(orderNo, brand.id);
      return db
        .select({ id: withdrawalProofs.id, contentType: withdrawalProofs.contentType, size: withdrawalProofs.size })
        .from(withdrawalProofs)
        .where(eq(withdrawalProofs.withdrawalId, w.id));
    },

    /** One proof image's bytes, for staff of its brand. */
    async proofImage(brand: Brand, proofId: string) {
      const [p] = await db
        .select()
        .from(withdrawalProofs)
        .where(and(eq(withdrawalProofs.id, proofId), eq(withdrawalProofs.brandId, brand.id)));
      const bytes = p ? await cashier.proofStore.get(p.storageKey) : undefined;
      if (!p || !bytes) throw new AppError('not_found');
      return { contentType: p.contentType, bytes };
    },

    /** Checks that a queue item exists in the brand and is still open to work on. */
    async openItem(brand: Brand, kind: QueueKind, orderNo: string): Promise<void> {
      if (kind === 'deposit') {
        const o = await cashier.deposits.byOrderNo(orderNo, brand.id);
        if (o.status !== 'pending') throw new AppError('cashier.order.state', { status: o.status });
        return;
      }
      const w = await cashier.withdrawals.row(orderNo, brand.id);
      if (!['pending', 'not_received', 'received'].includes(w.status)) {
        throw new AppError('cashier.order.state', { status: w.status });
      }
    },

    /**
     * Claims (holder: the actor), releases (holder: null) or assigns (holder: another staff member) a
     * queue item. A claim takes only an item nobody holds (one UPDATE ... WHERE claimed_by IS NULL);
     * a release only the actor's own unless `force`; an assignment any. Audited in the same transaction.
     */
    async hold(
      actor: MoneyActor,
      brand: Brand,
      kind: QueueKind,
      orderNo: string,
      op:
        | { type: 'claim' }
        | { type: 'release'; force: boolean }
        | { type: 'assign'; to: { id: number; name: string } },
    ) {
      await service.openItem(brand, kind, orderNo);
      const target = { kind, id: orderNo };
      const now = deps.now();
      return db.transaction(async (tx) => {
        const before = await lockReview(tx, brand.id, kind, orderNo);
        let after: Review | undefined;
        if (op.type === 'claim') {
          if (before?.claimedBy === actor.staffId) return { claim: claimOf(before) };
          [after] = await tx
            .insert(moneyReviews)
            .values({
              brandId: brand.id,
              kind,
              ref: orderNo,
              claimedBy: actor.staffId,
              claimedName: actor.name,
              claimedAt: now,
              createdAt: now,
            })
            .onConflictDoUpdate({
              target: [moneyReviews.brandId, moneyReviews.kind, moneyReviews.ref],
              set: { claimedBy: actor.staffId, claimedName: actor.name, claimedAt: now },
              setWhere: sql`${moneyReviews.claimedBy} IS NULL`,
            })
            .returning();
          if (!after) throw new AppError('queue.claimed', { claimedBy: before?.claimedName ?? '' });
        } else if (op.type === 'release') {
          if (before?.claimedBy == null) return { claim: null };
          if (before.claimedBy !== actor.staffId && !op.force) throw new AppError('queue.not.claimed');
          after = await putReview(tx, brand, kind, orderNo, { claimedBy: null, claimedName: '', claimedAt: null });
        } else {
          after = await putReview(tx, brand, kind, orderNo, {
            claimedBy: op.to.id,
            claimedName: op.to.name,
            claimedAt: now,
          });
        }
        await audit.record(
          tx,
          entry(actor, brand, {
            action: `${kind}.${op.type}`,
            target,
            before: { claimedBy: before?.claimedName || null },
            after: { claimedBy: after.claimedName || null },
          }),
        );
        return { claim: claimOf(after) };
      });
    },

    /** A manual adjustment of a member's main wallet (credit or debit), once per brand and request id. */
    async adjust(
      actor: MoneyActor,
      brand: Brand,
      input: { username: string; direction: 'credit' | 'debit'; amount: unknown; reason: string; requestId: string },
    ) {
      const m = await member(brand, input.username);
      const amount = amountOf(input.amount, brand);
      const signed = input.direction === 'credit' ? amount : -amount;
      return request(actor, brand, 'adjustment', input.requestId, m.id, signed, input.reason, {
        kind: 'member',
        id: m.username,
      });
    },

    /** Reverses a ledger transaction of the brand (once). */
    async reverse(actor: MoneyActor, brand: Brand, transactionId: number, reason: string) {
      const t = await transactionSummary(db, brand.id, transactionId);
      if (!t) throw new AppError('queue.transaction.not.found', { field: 'transactionId' });
      if (t.reversesId !== null) throw new AppError('wallet.already.reversed');
      return request(actor, brand, 'reversal', String(transactionId), t.memberId, -t.amount, reason, {
        kind: 'transaction',
        id: transactionId,
      });
    },

    /** Adjustments and reversals by state, newest first. */
    async requests(brand: Brand, state: string): Promise<TBalanceRequest[]> {
      const rows = await db
        .select()
        .from(moneyReviews)
        .where(
          and(
            eq(moneyReviews.brandId, brand.id),
            inArray(moneyReviews.kind, ['adjustment', 'reversal']),
            eq(moneyReviews.state, state),
          ),
        )
        .orderBy(desc(moneyReviews.id))
        .limit(200);
      return Promise.all(rows.map((r) => requestView(brand, r)));
    },

    /**
     * Cancels, in the caller's transaction, the adjustments and reversals whose second approval has
     * waited longer than BALANCE_REQUEST_EXPIRY_MS, each with an audit entry of the job (actor kind
     * system); rows another transaction holds are left for the next run. Answers how many it cancelled.
     */
    async expireRequests(tx: Tx, now: Date): Promise<number> {
      const due = await tx
        .select()
        .from(moneyReviews)
        .where(
          and(
            inArray(moneyReviews.kind, ['adjustment', 'reversal']),
            eq(moneyReviews.state, 'pending_second'),
            lt(moneyReviews.firstAt, new Date(now.getTime() - BALANCE_REQUEST_EXPIRY_MS)),
          ),
        )
        .orderBy(moneyReviews.id)
        .limit(500)
        .for('update', { skipLocked: true });
      for (const r of due) {
        const [done] = await tx
          .update(moneyReviews)
          .set({ state: 'cancelled', doneAt: now })
          .where(eq(moneyReviews.id, r.id))
          .returning();
        if (!done) throw new Error('money review update returned nothing');
        await audit.record(tx, {
          brandId: r.brandId,
          actor: { kind: 'system', id: 'backoffice.request_expiry', name: 'backoffice.request_expiry', role: 'system' },
          action: `${r.kind === 'adjustment' ? 'balance.adjust' : 'balance.reverse'}_expire`,
          target: r.kind === 'adjustment' ? { kind: 'adjustment', id: r.ref } : { kind: 'transaction', id: r.ref },
          reason: `not confirmed by a second approver within ${BALANCE_REQUEST_EXPIRY_MS / 3_600_000} hours`,
          before: auditOfRequest(r),
          after: { ...auditOfRequest(done), firstApprovedBy: r.firstName },
          ip: '',
          channel: 'job',
        });
      }
      return due.length;
    },

    /**
     * Confirms (posts) or cancels an adjustment or reversal waiting for its second approval, under the
     * request's row lock: a second confirmation of the same request answers as it is and posts nothing.
     */
    async decideRequest(actor: MoneyActor, brand: Brand, id: number, decision: 'confirm' | 'cancel', reason: string) {
      const now = deps.now();
      const result = await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(moneyReviews)
          .where(
            and(
              eq(moneyReviews.id, id),
              eq(moneyReviews.brandId, brand.id),
              inArray(moneyReviews.kind, ['adjustment', 'reversal']),
            ),
          )
          .for('update');
        if (!r) throw new AppError('not_found', { field: 'id' });
        const verb = r.kind === 'adjustment' ? 'balance.adjust' : 'balance.reverse';
        const action = `${verb}_${decision}`;
        const target = r.kind === 'adjustment' ? { kind: 'adjustment', id: r.ref } : { kind: 'transaction', id: r.ref };
        if (r.state === (decision === 'confirm' ? 'done' : 'cancelled')) return { row: r, moved: false };
        if (r.state !== 'pending_second') throw new AppError('approval.not.pending');
        if (decision === 'confirm' && r.firstActor === actorKey(actor)) throw new AppError('approval.same.staff');
        let set: Partial<Review> = { state: 'cancelled', doneAt: now };
        if (decision === 'confirm') {
          const posted = await postRequest(tx, brand, r);
          set = { state: 'done', transactionId: posted.transactionId, balanceAfter: posted.balanceAfter, doneAt: now };
        }
        const [done] = await tx.update(moneyReviews).set(set).where(eq(moneyReviews.id, r.id)).returning();
        if (!done) throw new Error('money review update returned nothing');
        await audit.record(
          tx,
          entry(actor, brand, {
            action,
            reason,
            target,
            before: auditOfRequest(r),
            after: { ...auditOfRequest(done), firstApprovedBy: r.firstName },
          }),
        );
        return { row: done, moved: decision === 'confirm' };
      });
      if (result.moved && result.row.memberId !== null) await wallet.notify(brand.id, [result.row.memberId]);
      return requestView(brand, result.row);
    },
  };
  return service;
}
