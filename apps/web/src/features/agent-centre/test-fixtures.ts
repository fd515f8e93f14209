import type { TContract } from '@app/contracts/calls/agent-contracts';
import type { TDownline, TInvitationLink, TTeamPeriod } from '@app/contracts/calls/agents';

// Answers the agent centre's calls give, as the contract shapes them (for the component tests).

export const centreAnswer = (over: Record<string, unknown> = {}) => ({
  type: 1,
  canCreateAgents: true,
  contractKinds: ['dividend', 'dailyWage'],
  pending: { dividend: 0, dailyWage: 2, hourSalary: 0, realtimeSalary: 0 },
  ...over,
});

export const link = (id: number, over: Partial<TInvitationLink> = {}): TInvitationLink => ({
  id,
  code: `CODE${id}`,
  kind: 'member',
  label: `Link ${id}`,
  url: `https://demo.example/register?affiliateCode=CODE${id}`,
  signUps: id * 3,
  firstDeposits: id,
  createdAt: Date.UTC(2026, 10, 20, 8),
  ...over,
});

export const downline = (id: number, over: Partial<TDownline> = {}): TDownline => ({
  id,
  username: `player${id}`,
  nickname: '',
  type: 0,
  level: 1,
  parentUsername: 'agent1',
  balance: 1_250.5,
  lastLoginAt: Date.UTC(2026, 10, 26, 12),
  status: 'active',
  createdAt: Date.UTC(2026, 10, 1),
  teamSize: 0,
  ...over,
});

export const period = (over: Partial<TTeamPeriod> = {}): TTeamPeriod => ({
  newMembers: 3,
  activeMembers: 12,
  depositAmount: 5_000,
  depositCount: 7,
  withdrawAmount: 1_200,
  validBet: 48_000.25,
  profitLoss: -2_300,
  ...over,
});

export const contract = (id: number, over: Partial<TContract> = {}): TContract => ({
  id,
  kind: 'dailyWage',
  period: 'daily',
  status: 'active',
  holder: 'agent1',
  offeredBy: 'boss',
  tiers: [
    { minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 0.5 },
    { minValidBet: 100_000, minActiveMembers: 10, minLoss: 0, rate: 1.2 },
  ],
  offeredAt: Date.UTC(2026, 10, 1),
  decidedAt: Date.UTC(2026, 10, 2),
  effectiveFrom: Date.UTC(2026, 10, 3),
  endedAt: null,
  note: '',
  awaiting: '',
  ...over,
});

export const transferInfoAnswer = (over: Record<string, unknown> = {}) => ({
  uplineUsername: 'boss',
  toUpline: false,
  toDownline: true,
  min: 10,
  max: 50_000,
  available: 9_000,
  ...over,
});
