import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZDate } from './shapes.ts';

// The agent centre's calls (SPEC §2 agent centre, §6 agents; docs/decisions/1100). Contracts are in
// agent-contracts.ts, income and payouts in agent-payouts.ts. Every call here is for agent types only.

const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZPaging = { pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() };

/** A username as typed into a search or a form (the server looks it up inside the caller's team). */
export const ZTeamUsername = z.string().trim().min(1).max(40);

/** The four contract entries of the agent centre (SPEC §2): the agent-menu type of each. */
export const AGENT_CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourSalary', 'realtimeSalary'] as const;
export const ZContractKind = z.enum(AGENT_CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ZContractKind>;

export const centre = defineCall({
  id: 'agents.centre',
  method: 'GET',
  path: '/wps/agent/centre',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary:
    "The agent centre for this agent: its type, what it may do, and which contract entries the brand's switches and its type allow",
  request: z.object({}),
  response: z.object({
    type: z.number().int(),
    /** Whether this agent may make sub-agents (not only members). */
    canCreateAgents: z.boolean(),
    /** Contract kinds shown (brand switch on and the agent's type allows it), in menu order. */
    contractKinds: z.array(ZContractKind),
    /** Requests awaiting this agent's answer, per contract kind (offers and termination requests). */
    pending: z.record(ZContractKind, z.number().int()),
  }),
});

export const ZAgentNotice = z.object({ id: z.number().int(), title: z.string(), body: z.string(), time: z.number() });

export const notices = defineCall({
  id: 'agents.notices',
  method: 'GET',
  path: '/wps/agent/notices',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: 'Announcements for agents, newest first',
  request: z.object({}),
  response: z.object({ list: z.array(ZAgentNotice) }),
});

/** One period of the team overview. Amounts in major units; profitLoss is the team's win less stake. */
export const ZTeamPeriod = z.object({
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  depositAmount: ZMajor,
  depositCount: z.number().int(),
  withdrawAmount: ZMajor,
  validBet: ZMajor,
  profitLoss: ZMajor,
});
export type TTeamPeriod = z.infer<typeof ZTeamPeriod>;

export const teamOverview = defineCall({
  id: 'agents.teamOverview',
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary:
    "The whole team's size and business today, yesterday and this month (brand-local days), and the last 30 days for charts",
  request: z.object({}),
  response: z.object({
    teamSize: z.number().int(),
    directMembers: z.number().int(),
    directAgents: z.number().int(),
    today: ZTeamPeriod,
    yesterday: ZTeamPeriod,
    month: ZTeamPeriod,
    days: z.array(ZTeamPeriod.extend({ date: ZDate })),
  }),
});

export const ZDownline = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Account type: 0 member, or an agent type. */
  type: z.number().int(),
  /** 1 for a direct downline, 2 below that, and so on. */
  level: z.number().int(),
  parentUsername: z.string(),
  balance: ZMajor,
  lastLoginAt: z.number().nullable(),
  status: z.string(),
  createdAt: z.number(),
  /** Members below this one (0 for a member). */
  teamSize: z.number().int(),
});
export type TDownline = z.infer<typeof ZDownline>;

export const downlines = defineCall({
  id: 'agents.downlines',
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary:
    "The team's members: a downline's direct members (the caller's by default), or a search by username across the whole team",
  request: z.object({
    /** Whose direct downlines to list (someone in the caller's team); empty: the caller's. */
    parent: z.string().trim().max(40).optional(),
    /** Search the whole team by username prefix. */
    username: z.string().trim().max(40).optional(),
    type: z.enum(['all', 'member', 'agent']).default('all'),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ list: z.array(ZDownline), ...ZPaging }),
});

/** Bounds of a new account's username and password are the brand's register rules. */
export const createDownline = defineCall({
  id: 'agents.createDownline',
  method: 'POST',
  path: '/wps/agent/team/create',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  agentOnly: true,
  summary: 'Make a member or a sub-agent directly under the caller',
  request: z.object({
    kind: z.enum(['member', 'agent']),
    username: z.string().trim().max(40),
    password: z.string().max(128),
    nickname: z.string().trim().max(40).optional(),
  }),
  response: z.object({ id: z.number().int(), username: z.string(), type: z.number().int() }),
});

export const ZTeamBetRow = z.object({
  /** The username, the category or the date, by the grouping asked for. */
  key: z.string(),
  rounds: z.number().int(),
  betAmount: ZMajor,
  validBet: ZMajor,
  winAmount: ZMajor,
  profitLoss: ZMajor,
});

const ZRange = { start: ZDate, end: ZDate };

export const teamBets = defineCall({
  id: 'agents.teamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: "The team's settled bets over brand-local days, by member, category or date (at most 92 days)",
  request: z.object({
    ...ZRange,
    groupBy: z.enum(['member', 'category', 'date']).default('member'),
    username: z.string().trim().max(40).optional(),
    category: z.string().trim().max(20).optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ list: z.array(ZTeamBetRow), totals: ZTeamBetRow.omit({ key: true }), ...ZPaging }),
});

export const ZUserLossRow = z.object({
  username: z.string(),
  type: z.number().int(),
  teamSize: z.number().int(),
  depositAmount: ZMajor,
  withdrawAmount: ZMajor,
  betAmount: ZMajor,
  validBet: ZMajor,
  winAmount: ZMajor,
  profitLoss: ZMajor,
});

export const userLoss = defineCall({
  id: 'agents.userLoss',
  method: 'GET',
  path: '/wps/agent/team/profit-loss',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: "Profit and loss per direct downline (a downline agent's row sums its whole team) over brand-local days",
  request: z.object({
    ...ZRange,
    /** Whose direct downlines (someone in the caller's team); empty: the caller's. */
    parent: z.string().trim().max(40).optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({
    list: z.array(ZUserLossRow),
    totals: ZUserLossRow.omit({ username: true, type: true }),
    ...ZPaging,
  }),
});

export const TEAM_TRANSACTION_KINDS = [
  'deposit',
  'withdraw',
  'transfer',
  'bet',
  'win',
  'bonus',
  'salary',
  'adjustment',
] as const;

export const ZTeamTransaction = z.object({
  id: z.number().int(),
  username: z.string(),
  kind: z.enum(TEAM_TRANSACTION_KINDS),
  /** Signed: money in is positive. */
  amount: ZMajor,
  balanceAfter: ZMajor,
  time: z.number(),
  remark: z.string(),
});

export const accountDetails = defineCall({
  id: 'agents.accountDetails',
  method: 'GET',
  path: '/wps/agent/team/transactions',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: "The team's transactions (downline transaction details) over brand-local days, newest first",
  request: z.object({
    ...ZRange,
    username: z.string().trim().max(40).optional(),
    kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ list: z.array(ZTeamTransaction), ...ZPaging }),
});

/** At most this many active invitation links per agent. */
export const MAX_INVITATION_LINKS = 10;

export const ZInvitationLink = z.object({
  id: z.number().int(),
  code: z.string(),
  /** What the link registers: a member, or a sub-agent of the agent. */
  kind: z.enum(['member', 'agent']),
  label: z.string(),
  /** The register address with the code (`/register?affiliateCode=...` on the site as the agent reached it). */
  url: z.string(),
  signUps: z.number().int(),
  firstDeposits: z.number().int(),
  createdAt: z.number(),
});
export type TInvitationLink = z.infer<typeof ZInvitationLink>;

export const invitationLinks = defineCall({
  id: 'agents.invitationLinks',
  method: 'GET',
  path: '/wps/agent/links',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: "The agent's invitation links with their sign-ups and first deposits",
  request: z.object({}),
  response: z.object({ max: z.number().int(), list: z.array(ZInvitationLink) }),
});

export const createInvitationLink = defineCall({
  id: 'agents.createInvitationLink',
  method: 'POST',
  path: '/wps/agent/links',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: 'Add an invitation link (at most 10); the server makes the code',
  request: z.object({ kind: z.enum(['member', 'agent']), label: z.string().trim().max(40).default('') }),
  response: ZInvitationLink,
});

export const deleteInvitationLink = defineCall({
  id: 'agents.deleteInvitationLink',
  method: 'POST',
  path: '/wps/agent/links/delete',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: 'Retire an invitation link; its code stops working, its figures stay',
  request: z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: z.object({ id: z.number().int() }),
});
