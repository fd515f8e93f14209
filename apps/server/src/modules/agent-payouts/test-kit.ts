/**
 * Arranging agent payouts in tests: agents in an upline chain, contracts as the contracts module would
 * leave them (status 'active', effective_from set), valid-bet rows, and running the job runner dry.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { DbOrTx } from '../../db/client.ts';
import { agentContracts, type StoredTier, validBets } from '../../db/schema/index.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { Brand } from '../system/brand-types.ts';
import type { ContractKind, PayoutPeriod } from './periods.ts';

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}${++seq}`;

export interface Agent {
  id: number;
  brandId: number;
  username: string;
  /** Uplines, top first. */
  path: number[];
}

/** An agent (account type 1) under `upline`, with a session. */
export async function agent(app: FastifyInstance, brand: Brand, upline?: Agent, accountType = 1): Promise<Agent> {
  const m = await createMember(app, {
    brandId: brand.id,
    username: `ag${uniq()}`,
    accountType,
    uplineId: upline?.id ?? null,
  });
  return {
    id: m.id,
    brandId: brand.id,
    username: m.username,
    path: upline ? [...upline.path, upline.id] : [],
  };
}

/** A session opened now (the test clock moves across days: open it just before the call). */
export const tokenOf = (app: FastifyInstance, a: Agent) => sessionFor(app, { id: a.id, brandId: a.brandId });

/** A chain of `n` agents, each under the last. */
export async function chain(app: FastifyInstance, brand: Brand, n: number, top?: Agent): Promise<Agent[]> {
  const out: Agent[] = [];
  let up = top;
  for (let i = 0; i < n; i++) {
    up = await agent(app, brand, up);
    out.push(up);
  }
  return out;
}

/** An active contract held by `holder`, offered by `payer` (undefined: the platform). */
export async function contract(
  exec: DbOrTx,
  brand: Brand,
  c: {
    holder: Agent;
    payer?: Agent;
    kind: ContractKind;
    period: PayoutPeriod;
    tiers: StoredTier[];
    effectiveFrom: Date;
    status?: 'active' | 'terminationRequested' | 'terminated';
    endedAt?: Date | null;
  },
): Promise<number> {
  const [row] = await exec
    .insert(agentContracts)
    .values({
      brandId: brand.id,
      kind: c.kind,
      period: c.period,
      holderId: c.holder.id,
      offeredById: c.payer?.id ?? null,
      status: c.status ?? 'active',
      tiers: c.tiers,
      maxRate: Math.max(0, ...c.tiers.map((t) => t.rate)),
      offeredAt: c.effectiveFrom,
      decidedAt: c.effectiveFrom,
      effectiveFrom: c.effectiveFrom,
      endedAt: c.endedAt ?? null,
    })
    .returning({ id: agentContracts.id });
  if (!row) throw new Error('contract insert returned nothing');
  return row.id;
}

export const tier = (rate: number, minValidBet = 0, minActiveMembers = 0, minLoss = 0): StoredTier => ({
  minValidBet,
  minActiveMembers,
  minLoss,
  rate,
});

let sourceId = 1_000_000;

/** A settled bet of `member` (under `path`) at `at`, as the valid-bet record holds it. */
export async function bet(
  exec: DbOrTx,
  brand: Brand,
  member: { id: number; path: number[] },
  at: Date,
  amounts: { stake: number; valid?: number; win?: number },
): Promise<void> {
  await exec.insert(validBets).values({
    source: 'vendor',
    sourceId: ++sourceId + Math.floor(Math.random() * 1_000_000) * 1000,
    seq: 0,
    brandId: brand.id,
    memberId: member.id,
    uplinePath: member.path,
    category: 'slots',
    vendorId: 1,
    gameId: 1,
    roundId: `r${uniq()}`,
    stake: amounts.stake,
    validAmount: amounts.valid ?? amounts.stake,
    win: amounts.win ?? 0,
    settledAt: at,
  });
}

/** A player (account type 0) under `upline`. */
export async function player(app: FastifyInstance, brand: Brand, upline: Agent) {
  const m = await createMember(app, { brandId: brand.id, username: `pl${uniq()}`, uplineId: upline.id });
  return { id: m.id, path: [...upline.path, upline.id] };
}

/** Ticks the runner until nothing is due (at most `max` ticks). */
export async function drain(jobs: Pick<JobRunner, 'tick'>, max = 50): Promise<number> {
  let total = 0;
  for (let i = 0; i < max; i++) {
    const n = await jobs.tick();
    total += n;
    if (n === 0) return total;
  }
  throw new Error('the job runner did not settle');
}

/** A member's main balance in minor units (0 without an account). */
export async function mainBalance(exec: DbOrTx, memberId: number): Promise<number> {
  const [row] = await sqlRows<{ balance: string | number }>(
    exec,
    sql`SELECT balance FROM wallet_accounts WHERE member_id = ${memberId} AND kind = 'main'`,
  );
  return Number(row?.balance ?? 0);
}

/** Every ledger transaction balances, and the members' balances are the sums of their lines. */
export async function ledgerBalanced(exec: DbOrTx): Promise<{ unbalanced: number; drift: number }> {
  const [u] = await sqlRows<{ n: string | number }>(
    exec,
    sql`SELECT count(*) AS n FROM (SELECT transaction_id FROM ledger_lines GROUP BY transaction_id HAVING sum(amount) <> 0) x`,
  );
  const [d] = await sqlRows<{ n: string | number }>(
    exec,
    sql`SELECT count(*) AS n FROM wallet_accounts a
         WHERE a.member_id IS NOT NULL AND a.balance <> coalesce((SELECT sum(l.amount) FROM ledger_lines l WHERE l.account_id = a.id), 0)`,
  );
  return { unbalanced: Number(u?.n ?? 0), drift: Number(d?.n ?? 0) };
}
