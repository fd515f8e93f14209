/**
 * The back office's view of contract payouts (docs/decisions/1120): runs with totals, the next run's
 * preview, the waiting list and a staff retry (audited, with a reason).
 */
import type { TNextRun, TPayoutRun, TWaitingPayout } from '@app/contracts/calls/backoffice-agent-payouts';
import { isErrorCode } from '@app/contracts/errors';
import type { Language } from '@app/contracts/languages';
import { errorMessage } from '@app/contracts/messages';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart, major } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { computePayouts, payingContracts } from './compute.ts';
import type { AgentPayoutsService } from './payout-service.ts';
import { type ContractKind, PERIODS_OF, periodAt } from './periods.ts';

export interface Acting {
  actor: AuditActor;
  ip: string;
  channel: string;
}

interface WaitingRow {
  id: number | string;
  kind: ContractKind;
  agent: string;
  payer: string | null;
  payer_id: number | string | null;
  period_start: string | Date;
  period_end: string | Date;
  amount: number | string;
  attempts: number;
  status: 'pending' | 'waiting' | 'paid';
  last_error: string;
}

const ms = (v: string | Date) => new Date(v).getTime();
const REPORT_MAX_DAYS = 92;

export function createPayoutsBackoffice(
  deps: Deps,
  payouts: AgentPayoutsService,
  audit: AuditService,
  wallet: Pick<WalletService, 'availableMain'>,
) {
  const { db } = deps;

  const waitingSelect = sql`
    SELECT p.id, p.kind, agent.username AS agent, payer.username AS payer, p.payer_id, p.period_start, p.period_end,
           p.amount, p.attempts, p.status, p.last_error
      FROM agent_payouts p
      JOIN members agent ON agent.id = p.agent_id
      LEFT JOIN members payer ON payer.id = p.payer_id`;

  const toWaiting = async (brand: Brand, lang: Language, r: WaitingRow): Promise<TWaitingPayout> => ({
    id: Number(r.id),
    kind: r.kind,
    agent: r.agent,
    payer: r.payer ?? '',
    periodStart: ms(r.period_start),
    periodEnd: ms(r.period_end),
    amount: major(brand, Number(r.amount)),
    payerBalance: r.payer_id === null ? null : major(brand, await wallet.availableMain(brand, Number(r.payer_id))),
    attempts: Number(r.attempts),
    status: r.status,
    error: r.status === 'waiting' && isErrorCode(r.last_error) ? errorMessage(r.last_error, lang) : '',
  });

  /** Runs matching `where` (over agent_payout_runs r) with their payouts' totals, newest period first. */
  async function runRows(brand: Brand, where: ReturnType<typeof sql>, limit: number, offset: number) {
    const rows = await rowsOf<{
      id: number | string;
      kind: ContractKind;
      period: string;
      period_start: string | Date;
      period_end: string | Date;
      payouts: number;
      gross: number | string;
      platform_gross: number | string;
      paid: number | string | null;
      waiting: number | string | null;
      waiting_amount: number | string | null;
      approval: 'auto' | 'held' | 'approved';
      approved_by: string | null;
    }>(
      db,
      sql`SELECT r.id, r.kind, r.period, r.period_start, r.period_end, r.payouts, r.gross, r.platform_gross, s.paid, s.waiting, s.waiting_amount,
                   r.approval, r.approved_by
              FROM agent_payout_runs r
              LEFT JOIN LATERAL (
                SELECT sum(p.amount) FILTER (WHERE p.status = 'paid') AS paid,
                       count(*) FILTER (WHERE p.status = 'waiting') AS waiting,
                       sum(p.amount) FILTER (WHERE p.status = 'waiting') AS waiting_amount
                  FROM agent_payouts p
                 WHERE p.brand_id = r.brand_id AND p.kind = r.kind AND p.period_start = r.period_start AND p.period_end = r.period_end
              ) s ON true
             WHERE ${where}
             ORDER BY r.period_start DESC, r.id DESC
             LIMIT ${limit} OFFSET ${offset}`,
    );
    const m = (v: number | string | null) => major(brand, Number(v ?? 0));
    return rows.map(
      (r): TPayoutRun => ({
        id: Number(r.id),
        kind: r.kind,
        period: r.period,
        periodStart: ms(r.period_start),
        periodEnd: ms(r.period_end),
        payouts: Number(r.payouts),
        gross: m(r.gross),
        platformGross: m(r.platform_gross),
        paid: m(r.paid),
        waiting: Number(r.waiting ?? 0),
        waitingAmount: m(r.waiting_amount),
        approval: r.approval,
        approvedBy: r.approved_by ?? '',
      }),
    );
  }

  return {
    async runs(
      brand: Brand,
      q: {
        from: string;
        to: string;
        kind?: ContractKind;
        includeEmpty?: 'true' | 'false';
        pageNo: number;
        pageSize: number;
      },
    ) {
      const from = dayStart(brand, q.from);
      const to = new Date(dayStart(brand, q.to).getTime() + 86_400_000);
      if (to <= from) throw new AppError('agent.income.range.reversed');
      if (to.getTime() - from.getTime() > REPORT_MAX_DAYS * 86_400_000)
        throw new AppError('agent.income.range.too.long');
      const where = sql`r.brand_id = ${brand.id} AND r.period_start >= ${from.toISOString()}::timestamptz
        AND r.period_start < ${to.toISOString()}::timestamptz ${q.kind ? sql`AND r.kind = ${q.kind}` : sql``}
        ${q.includeEmpty === 'true' ? sql`` : sql`AND r.payouts > 0`}`;
      const [count] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM agent_payout_runs r WHERE ${where}`,
      );
      return {
        list: await runRows(brand, where, q.pageSize, (q.pageNo - 1) * q.pageSize),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: Number(count?.n ?? 0),
        currency: brand.settings.currency,
      };
    },

    /** The kind's open periods so far, as the next run would pay them now. */
    async nextRun(brand: Brand, kind: ContractKind) {
      const now = deps.now();
      const periods: TNextRun[] = [];
      for (const period of PERIODS_OF[kind]) {
        const span = periodAt(period, brand.settings.timezoneOffsetMinutes, now);
        const contracts = await payingContracts(db, brand.id, kind, period, span);
        const rows = await computePayouts(db, brand.id, kind, contracts, span);
        periods.push({
          period,
          periodStart: span.start.getTime(),
          periodEnd: span.end.getTime(),
          payouts: rows.length,
          gross: major(
            brand,
            rows.reduce((s, r) => s + r.gross, 0),
          ),
          platformGross: major(
            brand,
            rows.reduce((s, r) => s + (r.payerId === null ? r.gross : 0), 0),
          ),
        });
      }
      return { kind, periods, currency: brand.settings.currency };
    },

    async waiting(brand: Brand, lang: Language, q: { kind?: ContractKind; pageNo: number; pageSize: number }) {
      const where = sql`p.brand_id = ${brand.id} AND p.status = 'waiting' ${q.kind ? sql`AND p.kind = ${q.kind}` : sql``}`;
      const [count] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM agent_payouts p WHERE ${where}`,
      );
      const rows = await rowsOf<WaitingRow>(
        db,
        sql`${waitingSelect} WHERE ${where} ORDER BY p.period_start, p.id
             LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      return {
        list: await Promise.all(rows.map((r) => toWaiting(brand, lang, r))),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: Number(count?.n ?? 0),
        currency: brand.settings.currency,
      };
    },

    /** Tries a waiting payout now; the audit entry is written in the same transaction. */
    /** Approves a held run (decision 1120): the platform pays its top agents; audited with the reason. */
    async approveRun(brand: Brand, id: number, reason: string, acting: Acting): Promise<TPayoutRun> {
      const entry = { brandId: brand.id, action: 'agent_payout.run_approve', reason, ...acting };
      audit.check(entry);
      await db.transaction(async (tx) => {
        const before = await payouts.approveRun(tx, brand, id, acting.actor.name);
        if (!before) throw new AppError('agent.payout.run.not.found');
        if (before.approval !== 'held') throw new AppError('agent.payout.run.not.held');
        await audit.record(tx, {
          ...entry,
          target: { kind: 'agent_payout_run', id },
          before: { approval: 'held', platformGross: before.platformGross },
          after: { approval: 'approved', platformGross: before.platformGross },
        });
      });
      const [run] = await runRows(brand, sql`r.id = ${id}`, 1, 0);
      if (!run) throw new AppError('agent.payout.run.not.found');
      return run;
    },

    async retry(brand: Brand, lang: Language, id: number, reason: string, acting: Acting): Promise<TWaitingPayout> {
      const entry = { brandId: brand.id, action: 'agent_payout.retry', reason, ...acting };
      audit.check(entry);
      await db.transaction(async (tx) => {
        const [before] = await rowsOf<{ status: string; attempts: number }>(
          tx,
          sql`SELECT status, attempts FROM agent_payouts WHERE id = ${id} AND brand_id = ${brand.id} FOR UPDATE`,
        );
        if (!before) throw new AppError('agent.payout.not.found');
        if (before.status !== 'waiting') throw new AppError('agent.payout.not.waiting');
        const outcome = await payouts.payById(tx, brand, id);
        await audit.record(tx, {
          ...entry,
          target: { kind: 'agent_payout', id },
          before: { status: before.status },
          after: { status: outcome === 'paid' ? 'paid' : 'waiting' },
        });
      });
      const [row] = await rowsOf<WaitingRow>(db, sql`${waitingSelect} WHERE p.id = ${id}`);
      if (!row) throw new AppError('agent.payout.not.found');
      return toWaiting(brand, lang, row);
    },
  };
}
