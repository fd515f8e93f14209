import type { TContractTier } from '@app/contracts/calls/agent-contracts';
import type { ContractKind } from '@app/contracts/calls/agents';
import { expect } from 'vitest';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { call, type TestApp } from '../../../test/helpers.ts';
import type { Brand } from '../system/brand-types.ts';

/** Tiers from rates alone: one tier per rate, each needing more valid bet than the one before. */
export function tiers(...rates: number[]): TContractTier[] {
  return rates.map((rate, i) => ({ minValidBet: i * 1000, minActiveMembers: i, minLoss: 0, rate }));
}

export async function demoBrand(t: TestApp): Promise<Brand> {
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  return b;
}

/** An agent with a session: a top agent (no upline) or a sub-agent under `upline`. */
export async function agent(t: TestApp, upline: { id: number } | null, accountType = upline ? 2 : 1) {
  const member = await createMember(t.app, { accountType, uplineId: upline?.id ?? null });
  return { ...member, token: await sessionFor(t.app, member) };
}

/** The platform offers a top agent a contract and the agent accepts it (service path). */
export async function platformContract(t: TestApp, holder: { id: number }, kind: ContractKind, rates: TContractTier[]) {
  const s = t.app.services.agentContracts;
  const brand = await demoBrand(t);
  const period =
    kind === 'dividend' ? 'monthly' : kind === 'dailyWage' ? 'daily' : kind === 'hourSalary' ? 'hourly' : 'realtime';
  const offered = await s.offer(brand, null, { id: holder.id }, kind, period, rates);
  return s.respond(brand, { memberId: holder.id }, offered.id, true);
}

/** An agent offers its direct downline a contract over HTTP; answers the envelope. */
export async function offerOver(
  t: TestApp,
  from: { token: string },
  to: { username: string },
  kind: ContractKind,
  rates: TContractTier[],
  opts: { period?: string; lang?: string } = {},
) {
  const period =
    opts.period ??
    (kind === 'dividend' ? 'monthly' : kind === 'dailyWage' ? 'daily' : kind === 'hourSalary' ? 'hourly' : 'realtime');
  return call(t.app, {
    method: 'POST',
    url: '/wps/agent/contracts/offer',
    token: from.token,
    payload: { username: to.username, kind, period, tiers: rates },
    ...(opts.lang ? { lang: opts.lang } : {}),
  });
}

export async function respondOver(t: TestApp, who: { token: string }, id: number, accept: boolean) {
  return call(t.app, {
    method: 'POST',
    url: '/wps/agent/contracts/respond',
    token: who.token,
    payload: { id, accept },
  });
}

/** An offer over HTTP that must succeed, then its acceptance by the holder; answers the accepted contract. */
export async function contractOver(
  t: TestApp,
  from: { token: string },
  to: { username: string; token: string },
  kind: ContractKind,
  rates: TContractTier[],
) {
  const o = await offerOver(t, from, to, kind, rates);
  expect(o.body.success, JSON.stringify(o.body)).toBe(true);
  const id = (o.body.value as { id: number }).id;
  const a = await respondOver(t, to, id, true);
  expect(a.body.success, JSON.stringify(a.body)).toBe(true);
  return a.body.value as { id: number; status: string; effectiveFrom: number };
}
