/**
 * What a period's contracts pay (docs/decisions/1120): every contract holder's team sums in one
 * aggregate over the valid-bet record, the tier rate each reaches, the gross, and what each agent
 * passes down to the downlines it pays.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentContracts, type StoredTier } from '../../db/schema/index.ts';
import type { ContractKind, PayoutPeriod, Span } from './periods.ts';

/** A contract that pays for a period. */
export interface PayingContract {
  id: number;
  holderId: number;
  /** null: the platform pays it. */
  offeredById: number | null;
  tiers: StoredTier[];
}

export interface TeamSums {
  validBet: number;
  /** stake - win over the period (may be negative: the team won). */
  loss: number;
  activeMembers: number;
}

export interface ComputedPayout {
  contractId: number;
  agentId: number;
  payerId: number | null;
  base: number;
  validBet: number;
  activeMembers: number;
  rate: number;
  gross: number;
  toDownlines: number;
}

/** Contract statuses that still pay the periods they cover (a terminated one pays up to its end). */
export const PAYING_STATUSES = ['active', 'terminationRequested', 'terminated'] as const;

/**
 * The best rate (basis points) of the tiers whose every minimum the sums reach; 0 when none. The loss
 * counts from 0 (a team that won has lost 0), so a minimum of 0 is always reached.
 */
export function rateOf(tiers: readonly StoredTier[], s: TeamSums): number {
  let best = 0;
  const loss = Math.max(0, s.loss);
  for (const t of tiers) {
    if (s.validBet >= t.minValidBet && s.activeMembers >= t.minActiveMembers && loss >= t.minLoss && t.rate > best) {
      best = t.rate;
    }
  }
  return best;
}

/** rate x base rounded down to the minor unit (BigInt: base x rate may pass 2^53). */
export function grossOf(base: number, rate: number): number {
  return Number((BigInt(base) * BigInt(rate)) / 10_000n);
}

/** The contracts of a kind and period type that cover the whole span. */
export async function payingContracts(
  exec: DbOrTx,
  brandId: number,
  kind: ContractKind,
  period: PayoutPeriod,
  span: Span,
): Promise<PayingContract[]> {
  return exec
    .select({
      id: agentContracts.id,
      holderId: agentContracts.holderId,
      offeredById: agentContracts.offeredById,
      tiers: agentContracts.tiers,
    })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.brandId, brandId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.period, period),
        inArray(agentContracts.status, [...PAYING_STATUSES]),
        lte(agentContracts.effectiveFrom, span.start),
        or(isNull(agentContracts.endedAt), gte(agentContracts.endedAt, span.end)),
      ),
    );
}

/**
 * Team sums of the given agents over the span, in one aggregate: each valid-bet row counts for its
 * member and every upline on its path (an agent's team includes the agent's own bets).
 */
export async function teamSums(
  exec: DbOrTx,
  brandId: number,
  agents: readonly number[],
  span: Span,
): Promise<Map<number, TeamSums>> {
  const out = new Map<number, TeamSums>();
  if (agents.length === 0) return out;
  const rows = await rowsOf<{
    agent: string | number;
    valid: string | number;
    loss: string | number;
    active: string | number;
  }>(
    exec,
    sql`SELECT a.agent, sum(v.valid_amount) AS valid, sum(v.stake) - sum(v.win) AS loss,
               count(DISTINCT v.member_id) FILTER (WHERE v.seq = 0 AND v.valid_amount > 0) AS active
          FROM valid_bets v CROSS JOIN LATERAL unnest(v.upline_path || v.member_id) a(agent)
         WHERE v.brand_id = ${brandId}
           AND v.settled_at >= ${span.start.toISOString()}::timestamptz
           AND v.settled_at < ${span.end.toISOString()}::timestamptz
           AND a.agent = ANY(${`{${agents.join(',')}}`}::bigint[])
         GROUP BY a.agent`,
  );
  for (const r of rows) {
    out.set(Number(r.agent), { validBet: Number(r.valid), loss: Number(r.loss), activeMembers: Number(r.active) });
  }
  return out;
}

/** Every contract's payout for the span: base, rate, gross, and the gross of the downlines it pays. */
export async function computePayouts(
  exec: DbOrTx,
  brandId: number,
  kind: ContractKind,
  contracts: readonly PayingContract[],
  span: Span,
): Promise<ComputedPayout[]> {
  const sums = await teamSums(
    exec,
    brandId,
    contracts.map((c) => c.holderId),
    span,
  );
  const rows = contracts.map((c): ComputedPayout => {
    const s = sums.get(c.holderId) ?? { validBet: 0, loss: 0, activeMembers: 0 };
    const base = kind === 'dividend' ? Math.max(0, s.loss) : Math.max(0, s.validBet);
    const rate = rateOf(c.tiers, s);
    return {
      contractId: c.id,
      agentId: c.holderId,
      payerId: c.offeredById,
      base,
      validBet: s.validBet,
      activeMembers: s.activeMembers,
      rate,
      gross: grossOf(base, rate),
      toDownlines: 0,
    };
  });
  const byAgent = new Map(rows.map((r) => [r.agentId, r]));
  for (const r of rows) {
    const payer = r.payerId === null ? undefined : byAgent.get(r.payerId);
    if (payer) payer.toDownlines += r.gross;
  }
  return rows;
}
