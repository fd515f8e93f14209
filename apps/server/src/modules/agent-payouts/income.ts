/**
 * My income (SPEC §2 agent centre, docs/decisions/1120): the payouts an agent received and paid to its
 * downlines over brand-local days, and what the current period would pay so far.
 */
import type { TIncomeRow } from '@app/contracts/calls/agent-payouts';
import { isErrorCode } from '@app/contracts/errors';
import type { Language } from '@app/contracts/languages';
import { errorMessage } from '@app/contracts/messages';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { agentContracts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart, major } from '../wallet/money.ts';
import { computePayouts, type PayingContract } from './compute.ts';
import { type ContractKind, type PayoutPeriod, PERIODS_OF, periodAt } from './periods.ts';

/** The longest range of days one income query may cover. */
export const INCOME_MAX_DAYS = 92;

export interface IncomeQuery {
  start: string;
  end: string;
  kind?: ContractKind;
  direction?: 'in' | 'out';
  pageNo: number;
  pageSize: number;
}

interface Row {
  id: number | string;
  kind: ContractKind;
  direction: 'in' | 'out';
  counterparty: string | null;
  period_start: string | Date;
  period_end: string | Date;
  base: number | string;
  active_members: number;
  rate: number;
  amount: number | string;
  status: 'pending' | 'waiting' | 'paid';
  paid_at: string | Date | null;
  last_error: string;
}

const ms = (v: string | Date) => new Date(v).getTime();

export function createIncome(deps: Deps) {
  const { db } = deps;

  return {
    async income(brand: Brand, memberId: number, q: IncomeQuery, lang: Language) {
      const from = dayStart(brand, q.start);
      const to = new Date(dayStart(brand, q.end).getTime() + 86_400_000);
      if (to <= from) throw new AppError('agent.income.range.reversed');
      if (to.getTime() - from.getTime() > INCOME_MAX_DAYS * 86_400_000)
        throw new AppError('agent.income.range.too.long');
      const side =
        q.direction === 'in'
          ? sql`p.agent_id = ${memberId}`
          : q.direction === 'out'
            ? sql`p.payer_id = ${memberId}`
            : sql`(p.agent_id = ${memberId} OR p.payer_id = ${memberId})`;
      const where = sql`p.brand_id = ${brand.id} AND ${side} AND p.amount > 0
        AND p.period_start >= ${from.toISOString()}::timestamptz AND p.period_start < ${to.toISOString()}::timestamptz
        ${q.kind ? sql`AND p.kind = ${q.kind}` : sql``}`;
      const [totals] = await rowsOf<{ total: number | string; received: number | string; paid_out: number | string }>(
        db,
        sql`SELECT count(*) AS total,
                   coalesce(sum(p.amount) FILTER (WHERE p.agent_id = ${memberId} AND p.status = 'paid'), 0) AS received,
                   coalesce(sum(p.amount) FILTER (WHERE p.payer_id = ${memberId} AND p.status = 'paid'), 0) AS paid_out
              FROM agent_payouts p WHERE ${where}`,
      );
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT p.id, p.kind, CASE WHEN p.agent_id = ${memberId} THEN 'in' ELSE 'out' END AS direction,
                   CASE WHEN p.agent_id = ${memberId} THEN coalesce(payer.username, '') ELSE agent.username END AS counterparty,
                   p.period_start, p.period_end, p.base, p.active_members, p.rate, p.amount, p.status, p.paid_at, p.last_error
              FROM agent_payouts p
              JOIN members agent ON agent.id = p.agent_id
              LEFT JOIN members payer ON payer.id = p.payer_id
             WHERE ${where}
             ORDER BY p.period_start DESC, p.id DESC
             LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      const list = rows.map(
        (r): TIncomeRow => ({
          id: Number(r.id),
          kind: r.kind,
          direction: r.direction,
          counterparty: r.counterparty ?? '',
          periodStart: ms(r.period_start),
          periodEnd: ms(r.period_end),
          base: major(brand, Number(r.base)),
          activeMembers: Number(r.active_members),
          rate: Number(r.rate) / 100,
          amount: major(brand, Number(r.amount)),
          status: r.status,
          paidAt: r.paid_at === null ? null : ms(r.paid_at),
          error: r.status === 'waiting' && isErrorCode(r.last_error) ? errorMessage(r.last_error, lang) : '',
        }),
      );
      return {
        list,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: Number(totals?.total ?? 0),
        received: major(brand, Number(totals?.received ?? 0)),
        paidOut: major(brand, Number(totals?.paid_out ?? 0)),
      };
    },

    /** What the caller's live contract of a kind would pay for the current period so far. */
    async preview(brand: Brand, memberId: number, kind: ContractKind) {
      const now = deps.now();
      const off = brand.settings.timezoneOffsetMinutes;
      const live = sql`${agentContracts.status} IN ('active', 'terminationRequested')`;
      const [mine] = await db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.brandId, brand.id),
            eq(agentContracts.holderId, memberId),
            eq(agentContracts.kind, kind),
            live,
          ),
        )
        .limit(1);
      const period: PayoutPeriod = mine?.period ?? PERIODS_OF[kind][0] ?? 'daily';
      const span = periodAt(period, off, now);
      const empty = {
        active: false,
        periodStart: span.start.getTime(),
        periodEnd: span.end.getTime(),
        base: 0,
        validBet: 0,
        activeMembers: 0,
        rate: 0,
        gross: 0,
        toDownlines: 0,
        net: 0,
      };
      if (!mine?.effectiveFrom || mine.effectiveFrom > span.start) return empty;
      const downlines = await db
        .select({
          id: agentContracts.id,
          holderId: agentContracts.holderId,
          offeredById: agentContracts.offeredById,
          tiers: agentContracts.tiers,
        })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.brandId, brand.id),
            eq(agentContracts.offeredById, memberId),
            eq(agentContracts.kind, kind),
            eq(agentContracts.period, period),
            inArray(agentContracts.status, ['active', 'terminationRequested']),
            lte(agentContracts.effectiveFrom, span.start),
          ),
        );
      const contracts: PayingContract[] = [
        { id: mine.id, holderId: mine.holderId, offeredById: mine.offeredById, tiers: mine.tiers },
        ...downlines,
      ];
      const rows = await computePayouts(db, brand.id, kind, contracts, span);
      const me = rows.find((r) => r.agentId === memberId);
      if (!me) return empty;
      const m = (minor: number) => major(brand, minor);
      return {
        active: true,
        periodStart: span.start.getTime(),
        periodEnd: span.end.getTime(),
        base: m(me.base),
        validBet: m(me.validBet),
        activeMembers: me.activeMembers,
        rate: me.rate / 100,
        gross: m(me.gross),
        toDownlines: m(me.toDownlines),
        net: m(me.gross - me.toDownlines),
      };
    },
  };
}
