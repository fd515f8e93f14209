import { z } from 'zod';
import { defineCall } from '../define.ts';
import { CONTRACT_STATUSES, ZContract, ZContractPeriod, ZContractTier, ZRatePercent } from './agent-contracts.ts';
import { ZContractKind } from './agents.ts';
import { ZReason } from './backoffice-members.ts';

/**
 * Back office: agent contracts (issue 16 item 5, docs/decisions/1110-agent-contracts.md). Contract
 * templates and rate limits per brand, the contracts list, and the platform's contracts with top
 * agents: offer (from a template or tiers), lower, terminate. Every write is audited with a reason.
 */

const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ZTiers = z.array(ZContractTier).min(1).max(10);
const ZUsername = z.string().trim().min(1).max(40);

export const ZContractTemplate = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  name: z.string(),
  period: ZContractPeriod,
  tiers: z.array(ZContractTier),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;

export const ZContractLimit = z.object({
  kind: ZContractKind,
  /** Percent. */
  maxRate: z.number(),
  /** True when the brand has set none and the platform default applies. */
  isDefault: z.boolean(),
});

export const list = defineCall({
  id: 'backofficeAgentContracts.list',
  method: 'GET',
  path: '/backoffice/api/agent-contracts',
  auth: 'staff',
  open: true,
  summary:
    "The brand's agent contracts, newest first, filtered by kind, status and holder (username), a page at a time",
  request: z.object({
    kind: ZContractKind.optional(),
    status: z.enum(CONTRACT_STATUSES).optional(),
    holder: z.string().trim().max(40).optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({
    list: z.array(ZContract),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

export const offer = defineCall({
  id: 'backofficeAgentContracts.offer',
  method: 'POST',
  path: '/backoffice/api/agent-contracts/offer',
  auth: 'staff',
  open: true,
  summary:
    'Offers a platform contract to a top agent, from a template or given tiers; the agent accepts in its agent centre; audited',
  request: z
    .object({
      username: ZUsername,
      kind: ZContractKind,
      templateId: ZId.optional(),
      period: ZContractPeriod.optional(),
      tiers: ZTiers.optional(),
      reason: ZReason,
    })
    .refine((v) => v.templateId !== undefined || (v.period !== undefined && v.tiers !== undefined), {
      message: 'a template, or a period and tiers',
      path: ['tiers'],
    }),
  response: ZContract,
});

export const lower = defineCall({
  id: 'backofficeAgentContracts.lower',
  method: 'POST',
  path: '/backoffice/api/agent-contracts/lower',
  auth: 'staff',
  open: true,
  summary:
    "Lowers a top agent's live platform contract (no tier may pay more); the downline's contracts above it are capped and told; audited",
  request: z.object({ username: ZUsername, kind: ZContractKind, tiers: ZTiers, reason: ZReason }),
  response: z.object({ contract: ZContract, lowered: z.number().int() }),
});

export const terminate = defineCall({
  id: 'backofficeAgentContracts.terminate',
  method: 'POST',
  path: '/backoffice/api/agent-contracts/terminate',
  auth: 'staff',
  open: true,
  summary:
    "Ends a platform contract: accepts the top agent's termination request, or asks the agent to end an active one; audited",
  request: z.object({ id: ZId, reason: ZReason }),
  response: ZContract,
});

export const templates = defineCall({
  id: 'backofficeAgentContracts.templates',
  method: 'GET',
  path: '/backoffice/api/agent-contracts/templates',
  auth: 'staff',
  open: true,
  summary: "The brand's contract templates by kind and name",
  request: z.object({ kind: ZContractKind.optional() }),
  response: z.object({ list: z.array(ZContractTemplate) }),
});

export const saveTemplate = defineCall({
  id: 'backofficeAgentContracts.saveTemplate',
  method: 'POST',
  path: '/backoffice/api/agent-contracts/templates/save',
  auth: 'staff',
  open: true,
  summary:
    'Adds a contract template, or changes one (id); checked like an offer (period, monotonic tiers, limit); audited',
  request: z.object({
    id: ZId.optional(),
    kind: ZContractKind,
    name: z.string().trim().min(1).max(60),
    period: ZContractPeriod,
    tiers: ZTiers,
  }),
  response: ZContractTemplate,
});

export const deleteTemplate = defineCall({
  id: 'backofficeAgentContracts.deleteTemplate',
  method: 'POST',
  path: '/backoffice/api/agent-contracts/templates/delete',
  auth: 'staff',
  open: true,
  summary: 'Deletes a contract template (contracts made from it keep their tiers); audited',
  request: z.object({ id: ZId }),
  response: z.object({ id: z.number().int() }),
});

export const limits = defineCall({
  id: 'backofficeAgentContracts.limits',
  method: 'GET',
  path: '/backoffice/api/agent-contracts/limits',
  auth: 'staff',
  open: true,
  summary: 'The highest rate a contract of each kind may have in this brand (percent)',
  request: z.object({}),
  response: z.object({ list: z.array(ZContractLimit) }),
});

export const setLimit = defineCall({
  id: 'backofficeAgentContracts.setLimit',
  method: 'POST',
  path: '/backoffice/api/agent-contracts/limits/set',
  auth: 'staff',
  open: true,
  summary: 'Sets the highest rate of a kind (percent) for new offers and templates; audited with a reason',
  request: z.object({ kind: ZContractKind, maxRate: ZRatePercent, reason: ZReason }),
  response: z.object({ list: z.array(ZContractLimit) }),
});
