/**
 * Contract payouts (docs/decisions/1120): a period's rows are computed once per (brand, kind, period),
 * then paid top-down, one ledger transaction per payout: the platform pays the top agents, an agent
 * pays the downlines whose contracts it offered from its main wallet. A payer short of money leaves
 * the payout 'waiting' (agent.payout.insufficient) until a retry finds the money.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentContracts, agentPayoutRuns, agentPayouts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../../events/record.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { LedgerError, tryPost } from '../wallet/ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { computePayouts, payingContracts } from './compute.ts';
import {
  type ContractKind,
  type PayoutPeriod,
  PERIODS_OF,
  payJobType,
  periodAt,
  periodKey,
  previousPeriod,
  type Span,
} from './periods.ts';

export const INSUFFICIENT = 'agent.payout.insufficient';
/** How long after a period closes it is computed (late settlements land in their own period first). */
export const SETTLE_MS: Record<PayoutPeriod, number> = {
  realtime: 30_000,
  hourly: 120_000,
  daily: 120_000,
  weekly: 120_000,
  semimonthly: 120_000,
  monthly: 120_000,
};
/** Closed periods a compute run looks back over (a server that was down catches up). */
export const LOOKBACK = 12;

export type PayOutcome = 'paid' | 'waiting' | 'already' | 'missing';

interface PayoutRow {
  id: number | string;
  brand_id: number;
  kind: ContractKind;
  agent_id: number | string;
  payer_id: number | string | null;
  period_start: string | Date;
  period_end: string | Date;
  amount: number | string;
  status: 'pending' | 'waiting' | 'paid';
}

export type AgentPayoutsService = ReturnType<typeof createAgentPayoutsService>;

export function createAgentPayoutsService(
  deps: Deps,
  wallet: WalletService,
  brands: Pick<BrandService, 'byId'>,
  jobs: Pick<JobRunner, 'schedule'>,
) {
  const { db } = deps;

  async function brandOf(id: number): Promise<Brand> {
    const b = await brands.byId(id);
    if (!b) throw new Error(`no brand ${id}`);
    return b;
  }

  /** The brand's approval threshold of a run's platform share, in minor units. */
  const approvalThresholdMinor = (brand: Brand) =>
    brand.settings.agentPayoutApprovalThreshold * 10 ** brand.settings.minorUnits;

  /** Schedules the payment of a payout (kind, agent, period) now. */
  const schedulePay = (tx: DbOrTx, kind: ContractKind, agentId: number, span: Span) =>
    jobs.schedule(tx, { type: payJobType(kind), subject: String(agentId), period: periodKey(span), dueAt: deps.now() });

  /**
   * Computes and writes one period's payouts, once: the run row is the claim (a second compute of the
   * same period finds it and does nothing). Schedules the payments whose payer is not itself waiting
   * for a payout of this period; the others are scheduled when their payer is paid.
   */
  async function computePeriod(tx: Tx, brand: Brand, kind: ContractKind, period: PayoutPeriod, span: Span) {
    const now = deps.now();
    const [run] = await tx
      .insert(agentPayoutRuns)
      .values({
        brandId: brand.id,
        kind,
        period,
        periodStart: span.start,
        periodEnd: span.end,
        payouts: 0,
        gross: 0,
        platformGross: 0,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: agentPayoutRuns.id });
    if (!run) return { computed: false, payouts: 0, gross: 0 };
    const contracts = await payingContracts(tx, brand.id, kind, period, span);
    const rows = await computePayouts(tx, brand.id, kind, contracts, span);
    if (rows.length > 0) {
      const json = JSON.stringify(
        rows.map((r) => ({
          contract_id: r.contractId,
          agent_id: r.agentId,
          payer_id: r.payerId,
          base: r.base,
          valid_bet: r.validBet,
          active_members: r.activeMembers,
          rate: r.rate,
          gross: r.gross,
          to_downlines: r.toDownlines,
        })),
      );
      const at = now.toISOString();
      await rowsOf(
        tx,
        sql`INSERT INTO agent_payouts (brand_id, kind, period, contract_id, agent_id, payer_id, period_start, period_end,
                   base, valid_bet, active_members, rate, gross, to_downlines, amount, status, created_at, paid_at)
            SELECT ${brand.id}, ${kind}, ${period}, r.contract_id, r.agent_id, r.payer_id,
                   ${span.start.toISOString()}::timestamptz, ${span.end.toISOString()}::timestamptz,
                   r.base, r.valid_bet, r.active_members, r.rate, r.gross, r.to_downlines, r.gross,
                   CASE WHEN r.gross = 0 THEN 'paid' ELSE 'pending' END, ${at}::timestamptz,
                   CASE WHEN r.gross = 0 THEN ${at}::timestamptz END
              FROM jsonb_to_recordset(${json}::jsonb) AS r(contract_id bigint, agent_id bigint, payer_id bigint,
                   base bigint, valid_bet bigint, active_members integer, rate integer, gross bigint, to_downlines bigint)
            ON CONFLICT DO NOTHING`,
      );
    }
    const gross = rows.reduce((s, r) => s + r.gross, 0);
    const platformGross = rows.reduce((s, r) => s + (r.payerId === null ? r.gross : 0), 0);
    // A run whose platform share reaches the brand's threshold waits for a staff approval before the
    // platform pays (approveRun schedules those payments); what agents pay from their own wallets is
    // scheduled as usual.
    const held = platformGross > 0 && platformGross >= approvalThresholdMinor(brand);
    const owed = new Set(rows.filter((r) => r.gross > 0).map((r) => r.agentId));
    for (const r of rows) {
      if (r.gross <= 0) continue;
      if (r.payerId === null ? !held : !owed.has(r.payerId)) await schedulePay(tx, kind, r.agentId, span);
    }
    await tx
      .update(agentPayoutRuns)
      .set({ payouts: rows.length, gross, platformGross, approval: held ? 'held' : 'auto' })
      .where(eq(agentPayoutRuns.id, run.id));
    return { computed: true, payouts: rows.length, gross };
  }

  /** The closed periods a compute run at `now` covers for a kind, oldest first. */
  function closedPeriods(brand: Brand, kind: ContractKind, now: Date): { period: PayoutPeriod; span: Span }[] {
    const out: { period: PayoutPeriod; span: Span }[] = [];
    const off = brand.settings.timezoneOffsetMinutes;
    for (const period of PERIODS_OF[kind]) {
      const settled = new Date(now.getTime() - SETTLE_MS[period]);
      let span = previousPeriod(period, off, periodAt(period, off, settled));
      const spans: Span[] = [];
      for (let i = 0; i < LOOKBACK; i++) {
        spans.push(span);
        span = previousPeriod(period, off, span);
      }
      for (const s of spans.reverse()) out.push({ period, span: s });
    }
    return out;
  }

  /** The computes a run at `now` would still do (no run row yet). */
  async function dueComputes(brand: Brand, kind: ContractKind, now: Date) {
    const done = await db
      .select({ start: agentPayoutRuns.periodStart, end: agentPayoutRuns.periodEnd })
      .from(agentPayoutRuns)
      .where(and(eq(agentPayoutRuns.brandId, brand.id), eq(agentPayoutRuns.kind, kind)))
      .orderBy(desc(agentPayoutRuns.periodStart))
      .limit(LOOKBACK * PERIODS_OF[kind].length);
    const seen = new Set(done.map((d) => periodKey({ start: d.start, end: d.end })));
    return closedPeriods(brand, kind, now).filter((p) => !seen.has(periodKey(p.span)));
  }

  /** Locks a payout row for paying it. */
  async function lockPayout(tx: Tx, where: ReturnType<typeof sql>): Promise<PayoutRow | undefined> {
    const [row] = await rowsOf<PayoutRow>(
      tx,
      sql`SELECT id, brand_id, kind, agent_id, payer_id, period_start, period_end, amount, status
            FROM agent_payouts WHERE ${where} FOR UPDATE`,
    );
    return row;
  }

  /**
   * Pays one locked payout in the caller's transaction: one ledger transaction keyed by (kind, agent,
   * period), the event, and the downlines' payments scheduled. A short payer leaves it waiting.
   */
  /** The payer's and the payee's accounts (opened once; outside a transaction the book remembers them). */
  async function accountsOf(exec: DbOrTx, brand: Brand, agentId: number, payerId: number | null) {
    const { currency } = brand.settings;
    const to = await wallet.book.member(exec, brand.id, agentId, currency);
    const from =
      payerId === null
        ? await wallet.book.brand(exec, brand.id, 'bonus', currency)
        : await wallet.book.member(exec, brand.id, payerId, currency);
    return { from, to };
  }

  async function payRow(
    tx: Tx,
    brand: Brand,
    p: PayoutRow,
    accounts?: { from: number; to: number },
  ): Promise<PayOutcome> {
    if (p.status === 'paid') return 'already';
    const agentId = Number(p.agent_id);
    const payerId = p.payer_id === null ? null : Number(p.payer_id);
    const amount = Number(p.amount);
    const span = { start: new Date(p.period_start), end: new Date(p.period_end) };
    const now = deps.now();
    const { from, to } = accounts ?? (await accountsOf(tx, brand, agentId, payerId));
    const posted = await tryPost(
      tx,
      {
        brandId: brand.id,
        idempotencyKey: `agent_payout:${p.kind}:${agentId}:${span.start.toISOString()}`,
        kind: payerId === null ? 'bonus' : 'transfer_downline',
        referenceType: 'agent_payout',
        referenceId: String(p.id),
        memo: `${p.kind} ${periodKey(span)}`,
        lines: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      },
      now,
    );
    if (posted instanceof LedgerError) {
      if (posted.code !== 'insufficient_funds') throw posted;
      await tx
        .update(agentPayouts)
        .set({ status: 'waiting', attempts: sql`${agentPayouts.attempts} + 1`, lastError: INSUFFICIENT })
        .where(eq(agentPayouts.id, Number(p.id)));
      return 'waiting';
    }
    await tx
      .update(agentPayouts)
      .set({
        status: 'paid',
        attempts: sql`${agentPayouts.attempts} + 1`,
        lastError: '',
        ledgerTransactionId: posted.transactionId,
        paidAt: now,
      })
      .where(eq(agentPayouts.id, Number(p.id)));
    await recordEvent(tx, {
      type: 'agent.payout.paid',
      brandId: brand.id,
      subject: `member:${agentId}`,
      payload: {
        payoutId: Number(p.id),
        kind: p.kind,
        agentId,
        payerId,
        periodStart: span.start.toISOString(),
        periodEnd: span.end.toISOString(),
        amount,
        transactionId: posted.transactionId,
      },
      at: now,
    });
    // The downlines this agent pays can be paid now that its own money is in.
    const children = await tx
      .select({ agentId: agentPayouts.agentId })
      .from(agentPayouts)
      .where(
        and(
          eq(agentPayouts.payerId, agentId),
          eq(agentPayouts.kind, p.kind),
          eq(agentPayouts.periodStart, span.start),
          eq(agentPayouts.periodEnd, span.end),
          eq(agentPayouts.status, 'pending'),
        ),
      );
    for (const c of children) await schedulePay(tx, p.kind, c.agentId, span);
    return 'paid';
  }

  const byKey = (kind: ContractKind, agentId: number, span: Span) =>
    sql`kind = ${kind} AND agent_id = ${agentId} AND period_start = ${span.start.toISOString()}::timestamptz
        AND period_end = ${span.end.toISOString()}::timestamptz`;

  return {
    computePeriod,
    closedPeriods,
    dueComputes,

    /**
     * A compute run: every closed period of the kind not yet computed, for one brand, each in its own
     * transaction (the brand is read before, outside them: PGlite has one connection).
     */
    async computeDue(brandId: number, kind: ContractKind, now: Date) {
      const brand = await brandOf(brandId);
      let computed = 0;
      let payouts = 0;
      let gross = 0;
      for (const p of await dueComputes(brand, kind, now)) {
        const r = await db.transaction((tx) => computePeriod(tx, brand, kind, p.period, p.span));
        if (r.computed) computed++;
        payouts += r.payouts;
        gross += r.gross;
      }
      return { computed, payouts, gross };
    },

    /** Pays (kind, agent, period) in a transaction of its own; safe to repeat (a paid payout is left). */
    async pay(kind: ContractKind, agentId: number, span: Span): Promise<PayOutcome> {
      const [row] = await db
        .select({ brandId: agentPayouts.brandId, payerId: agentPayouts.payerId, status: agentPayouts.status })
        .from(agentPayouts)
        .where(
          and(
            eq(agentPayouts.kind, kind),
            eq(agentPayouts.agentId, agentId),
            eq(agentPayouts.periodStart, span.start),
            eq(agentPayouts.periodEnd, span.end),
          ),
        );
      if (!row) return 'missing';
      if (row.status === 'paid') return 'already';
      const brand = await brandOf(row.brandId);
      const accounts = await accountsOf(db, brand, agentId, row.payerId);
      return db.transaction(async (tx) => {
        const p = await lockPayout(tx, byKey(kind, agentId, span));
        return p ? payRow(tx, brand, p, accounts) : 'missing';
      });
    },

    /**
     * Approves a held run in the caller's transaction (locked): marks it approved and schedules the
     * platform's payments of its period; the agents' own payments follow as each is paid. Answers the
     * run's state before, or null when there is no such run of the brand.
     */
    async approveRun(tx: Tx, brand: Brand, id: number, by: string) {
      const [run] = await tx
        .select()
        .from(agentPayoutRuns)
        .where(and(eq(agentPayoutRuns.id, id), eq(agentPayoutRuns.brandId, brand.id)))
        .for('update');
      if (!run) return null;
      if (run.approval !== 'held') return run;
      await tx
        .update(agentPayoutRuns)
        .set({ approval: 'approved', approvedBy: by, approvedAt: deps.now() })
        .where(eq(agentPayoutRuns.id, id));
      const span = { start: run.periodStart, end: run.periodEnd };
      const tops = await tx
        .select({ agentId: agentPayouts.agentId })
        .from(agentPayouts)
        .where(
          and(
            eq(agentPayouts.brandId, brand.id),
            eq(agentPayouts.kind, run.kind),
            eq(agentPayouts.periodStart, span.start),
            eq(agentPayouts.periodEnd, span.end),
            isNull(agentPayouts.payerId),
            eq(agentPayouts.status, 'pending'),
          ),
        );
      for (const t of tops) await schedulePay(tx, run.kind, t.agentId, span);
      return run;
    },

    /** Pays a payout by id in the caller's transaction (staff retry). */
    async payById(tx: Tx, brand: Brand, id: number): Promise<PayOutcome> {
      const p = await lockPayout(tx, sql`id = ${id} AND brand_id = ${brand.id}`);
      return p ? payRow(tx, brand, p) : 'missing';
    },

    /** Retries waiting payouts (oldest period first), each in its own transaction, skipping ones held elsewhere. */
    async retryWaiting(limit = 200) {
      const waiting = await db
        .select({
          id: agentPayouts.id,
          brandId: agentPayouts.brandId,
          agentId: agentPayouts.agentId,
          payerId: agentPayouts.payerId,
        })
        .from(agentPayouts)
        .where(eq(agentPayouts.status, 'waiting'))
        .orderBy(asc(agentPayouts.periodStart), asc(agentPayouts.id))
        .limit(limit);
      let paid = 0;
      for (const w of waiting) {
        const brand = await brandOf(w.brandId);
        const accounts = await accountsOf(db, brand, w.agentId, w.payerId);
        const outcome = await db.transaction(async (tx) => {
          const [p] = await rowsOf<PayoutRow>(
            tx,
            sql`SELECT id, brand_id, kind, agent_id, payer_id, period_start, period_end, amount, status
                  FROM agent_payouts WHERE id = ${w.id} AND status = 'waiting' FOR UPDATE SKIP LOCKED`,
          );
          return p ? payRow(tx, brand, p, accounts) : 'already';
        });
        if (outcome === 'paid') paid++;
      }
      return { tried: waiting.length, paid };
    },

    /** One payout as stored, for previews. */
    async find(kind: ContractKind, agentId: number, span: Span) {
      const [row] = await db
        .select()
        .from(agentPayouts)
        .where(
          and(
            eq(agentPayouts.kind, kind),
            eq(agentPayouts.agentId, agentId),
            eq(agentPayouts.periodStart, span.start),
            eq(agentPayouts.periodEnd, span.end),
          ),
        );
      return row;
    },

    /** How many payouts wait for money now. */
    async waitingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agentPayouts)
        .where(eq(agentPayouts.status, 'waiting'));
      return row?.n ?? 0;
    },

    /** The live contract of a kind a member holds, if any. */
    async liveContract(brandId: number, memberId: number, kind: ContractKind) {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.brandId, brandId),
            eq(agentContracts.holderId, memberId),
            eq(agentContracts.kind, kind),
            sql`${agentContracts.status} IN ('active', 'terminationRequested')`,
          ),
        )
        .orderBy(asc(agentContracts.id))
        .limit(1);
      return row;
    },
  };
}
