import { z } from 'zod';
import { TOP_AGENT_TYPES } from '../agent-types.ts';
import { defineCall } from '../define.ts';
import { ZDate } from './shapes.ts';

/**
 * Back office: agents and teams (issue 16 items 1 and 5, docs/decisions/1100-agents-and-teams.md). The
 * agent list with search and its tree, making a top agent, a report by agent, and the announcements
 * agents see in the agent centre. Amounts are major units of the brand's currency.
 */

const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const ZTreeNode = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Account type: 0 member, or an agent type (1, 2, 41, 42). */
  type: z.number().int(),
  parentUsername: z.string(),
  /** Uplines above it (0 for a top agent). */
  depth: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
  /** Every member below it, at any depth. */
  teamSize: z.number().int(),
  /** Its direct downlines. */
  directCount: z.number().int(),
});
export type TTreeNode = z.infer<typeof ZTreeNode>;

export const list = defineCall({
  id: 'backofficeAgents.list',
  method: 'GET',
  path: '/backoffice/api/agents',
  auth: 'staff',
  summary: "The brand's agents (top agents first), searched by username prefix and type",
  request: z.object({
    q: z.string().trim().max(40).optional(),
    type: z.coerce.number().int().min(1).max(99).optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: paged(ZTreeNode),
});

export const children = defineCall({
  id: 'backofficeAgents.children',
  method: 'GET',
  path: '/backoffice/api/agents/children',
  auth: 'staff',
  summary: "One node of the tree: an agent's direct downlines (agents first) with their team sizes",
  request: z.object({ parentId: ZId, pageNo: ZPageNo, pageSize: ZPageSize }),
  response: paged(ZTreeNode),
});

/** A top agent's type: one of TOP_AGENT_TYPES (agent-types.ts). */
export const ZTopAgentType = z
  .number()
  .int()
  .refine((t) => (TOP_AGENT_TYPES as readonly number[]).includes(t), { message: 'err_agent_type' });

export const create = defineCall({
  id: 'backofficeAgents.create',
  method: 'POST',
  path: '/backoffice/api/agents',
  auth: 'staff',
  summary: 'Make a top agent (type 1, 41 or 42) with a password; the username and password follow the register rules',
  request: z.object({
    username: z.string().trim().min(1).max(40),
    password: z.string().min(1).max(128),
    type: ZTopAgentType,
    nickname: z.string().trim().max(40).optional(),
    reason: z.string().trim().max(1000).optional(),
  }),
  response: ZTreeNode,
});

export const ZAgentReportRow = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  teamSize: z.number().int(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  depositCount: z.number().int(),
  depositAmount: z.number(),
  withdrawAmount: z.number(),
  validBet: z.number(),
  /** The team's win less stake (negative: the team lost, the house won). */
  profitLoss: z.number(),
});
export type TAgentReportRow = z.infer<typeof ZAgentReportRow>;

export const report = defineCall({
  id: 'backofficeAgents.report',
  method: 'GET',
  path: '/backoffice/api/agents/report',
  auth: 'staff',
  summary:
    "Team figures over brand-local days from..to (at most 92): per top agent, or per direct downline of a chosen agent (a row sums the downline's whole team and its own play)",
  request: z.object({ from: ZDate, to: ZDate, parentId: ZId.optional(), pageNo: ZPageNo, pageSize: ZPageSize }),
  response: paged(ZAgentReportRow).extend({
    currency: z.string(),
    minorUnits: z.number().int(),
    totals: ZAgentReportRow.omit({ id: true, username: true, type: true }),
  }),
});

export const ZAgentNoticeRow = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const notices = defineCall({
  id: 'backofficeAgents.notices',
  method: 'GET',
  path: '/backoffice/api/agents/notices',
  auth: 'staff',
  summary: 'The announcements agents see in the agent centre, newest first',
  request: z.object({}),
  response: z.object({ list: z.array(ZAgentNoticeRow) }),
});

export const noticeCreate = defineCall({
  id: 'backofficeAgents.noticeCreate',
  method: 'POST',
  path: '/backoffice/api/agents/notices',
  auth: 'staff',
  summary: 'Publish an announcement for agents',
  request: z.object({ title: z.string().trim().min(1).max(120), body: z.string().trim().min(1).max(4000) }),
  response: ZAgentNoticeRow,
});

export const noticeRetire = defineCall({
  id: 'backofficeAgents.noticeRetire',
  method: 'POST',
  path: '/backoffice/api/agents/notices/retire',
  auth: 'staff',
  summary: 'Take an announcement down',
  request: z.object({ id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  response: z.object({ id: z.number().int() }),
});
