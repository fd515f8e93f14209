import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZReportRange } from './backoffice-reports.ts';
import { ZGrant } from './bonus.ts';
import { ZMajor } from './cashier-shapes.ts';
import {
  ZApplicationStatus,
  ZContact,
  ZEligibility,
  ZGrantStatus,
  ZLocalized,
  ZPromotionArt,
  ZPromotionCategory,
  ZPromotionKind,
  ZPromotionRules,
  ZPromotionStatus,
  ZRewardSource,
  ZRewardStatus,
} from './promotion-shapes.ts';
import { ZAmountInput } from './wallet.ts';

/**
 * Back office: promotions (issue 18 item 4; docs/decisions/1300-promotions.md "Back office"). Create,
 * edit, preview and schedule promotions of every kind; review applications; grant or revoke a bonus
 * with a reason; a cost and conversion report per promotion. Amounts major units; times epoch ms.
 * Every write is audited with the values before and after.
 */

const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZReason = z.string().trim().min(2).max(1000);
const ZId = z.coerce.number().int().positive();

/** What staff write; the server sanitises `body` (rich text) and checks the default language is given. */
export const ZPromotionInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, '2-40 letters, digits, - or _'),
  category: ZPromotionCategory,
  title: ZLocalized,
  summary: ZLocalized,
  body: ZLocalized,
  art: ZPromotionArt,
  startsAt: z.number().int(),
  endsAt: z.number().int().nullable(),
  eligibility: ZEligibility,
  rules: ZPromotionRules,
  /** Lower first in lists. */
  sort: z.number().int().min(0).max(100_000).default(100),
});
export type TPromotionInput = z.infer<typeof ZPromotionInput>;

export const ZPromotionRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: ZPromotionKind,
  category: ZPromotionCategory,
  /** In the staff member's language (or the brand's default). */
  title: z.string(),
  status: ZPromotionStatus,
  startsAt: z.number(),
  endsAt: z.number().nullable(),
  sort: z.number().int(),
  /** Bonuses and rewards paid so far, and members who took part. */
  cost: ZMajor,
  participants: z.number().int(),
  pendingApplications: z.number().int(),
  updatedAt: z.number(),
  updatedBy: z.string(),
});
export type TPromotionRow = z.infer<typeof ZPromotionRow>;

export const list = defineCall({
  id: 'backofficePromotions.list',
  method: 'GET',
  path: '/backoffice/api/promotions',
  auth: 'staff',
  open: true,
  summary: "The brand's promotions with status, period, cost and participants; filter by status or kind",
  request: z.object({
    status: ZPromotionStatus.optional(),
    kind: ZPromotionKind.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ list: z.array(ZPromotionRow), total: z.number().int(), currency: z.string() }),
});

export const ZPromotionFull = ZPromotionInput.extend({
  id: z.number().int(),
  kind: ZPromotionKind,
  status: ZPromotionStatus,
  /** Raffles: the seed hash published from the start (the seed once drawn). */
  seedHash: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.number(),
  updatedBy: z.string(),
});
export type TPromotionFull = z.infer<typeof ZPromotionFull>;

export const get = defineCall({
  id: 'backofficePromotions.get',
  method: 'GET',
  path: '/backoffice/api/promotions/one',
  auth: 'staff',
  open: true,
  summary: 'One promotion with every field as stored (texts in every language)',
  request: z.object({ id: ZId }),
  response: ZPromotionFull,
});

export const create = defineCall({
  id: 'backofficePromotions.create',
  method: 'POST',
  path: '/backoffice/api/promotions',
  auth: 'staff',
  open: true,
  summary: 'Creates a promotion as a draft (`promotions.invalid` naming the field when a rule does not hold); audited',
  request: ZPromotionInput,
  response: ZPromotionFull,
});

export const update = defineCall({
  id: 'backofficePromotions.update',
  method: 'POST',
  path: '/backoffice/api/promotions/update',
  auth: 'staff',
  open: true,
  summary:
    'Edits a promotion (the kind never changes; once live, rules that members already hold stay as granted); `version` must match (`promotions.stale`); with a reason, audited',
  request: ZPromotionInput.extend({ id: ZId, version: z.number().int(), reason: ZReason }),
  response: ZPromotionFull,
});

export const schedule = defineCall({
  id: 'backofficePromotions.schedule',
  method: 'POST',
  path: '/backoffice/api/promotions/schedule',
  auth: 'staff',
  open: true,
  summary:
    'Publishes a draft (live from startsAt: scheduled until then), ends a live one now, or archives an ended one; with a reason, audited',
  request: z.object({ id: ZId, action: z.enum(['publish', 'end', 'archive']), reason: ZReason }),
  response: ZPromotionFull,
});

export const preview = defineCall({
  id: 'backofficePromotions.preview',
  method: 'POST',
  path: '/backoffice/api/promotions/preview',
  auth: 'staff',
  open: true,
  summary:
    'Renders a promotion as a player would see it in one language (the sanitised body, the terms in words), saved or not',
  request: z.object({ promotion: ZPromotionInput, language: z.string().max(10) }),
  response: z.object({ title: z.string(), summary: z.string(), bodyHtml: z.string(), terms: z.array(z.string()) }),
});

export const ZApplicationRow = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  username: z.string(),
  comment: z.string(),
  /** Image URLs the staff member may open (back-office only). */
  images: z.array(z.string()),
  contact: ZContact.nullable(),
  status: ZApplicationStatus,
  reason: z.string(),
  amount: ZMajor.nullable(),
  /** The promotion's default reward: the most staff may grant. */
  maxAmount: ZMajor,
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
  reviewedBy: z.string(),
});

export const applications = defineCall({
  id: 'backofficePromotions.applications',
  method: 'GET',
  path: '/backoffice/api/promotions/applications',
  auth: 'staff',
  open: true,
  summary: 'Applications to review (oldest first) or reviewed, optionally for one promotion',
  request: z.object({
    status: ZApplicationStatus.default('applying'),
    promotionId: ZId.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ list: z.array(ZApplicationRow), total: z.number().int() }),
});

export const review = defineCall({
  id: 'backofficePromotions.review',
  method: 'POST',
  path: '/backoffice/api/promotions/applications/review',
  auth: 'staff',
  open: true,
  summary:
    'Approves an application (its reward goes to the reward centre; at most the promotion’s reward) or rejects it with a reason the member sees; once (`promotions.application.reviewed`), audited',
  request: z.object({
    id: ZId,
    decision: z.enum(['approve', 'reject']),
    amount: ZAmountInput.optional(),
    reason: ZReason,
  }),
  response: ZApplicationRow,
});

export const ZGrantRow = ZGrant.extend({ username: z.string(), actor: z.string() });

export const grants = defineCall({
  id: 'backofficePromotions.grants',
  method: 'GET',
  path: '/backoffice/api/promotions/grants',
  auth: 'staff',
  open: true,
  summary: "Bonus grants, newest first: a member's, a promotion's, or all, by status",
  request: z.object({
    username: z.string().trim().max(64).optional(),
    promotionId: ZId.optional(),
    status: ZGrantStatus.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ list: z.array(ZGrantRow), total: z.number().int() }),
});

export const grantBonus = defineCall({
  id: 'backofficePromotions.grantBonus',
  method: 'POST',
  path: '/backoffice/api/promotions/grants',
  auth: 'staff',
  open: true,
  summary:
    'Grants a member a bonus by hand: to the reward centre (to claim) with a wagering multiple, under a promotion or none; with a reason, audited',
  request: z.object({
    username: z.string().trim().min(1).max(64),
    amount: ZAmountInput,
    wageringMultiple: z.number().int().min(0).max(100),
    promotionId: ZId.nullable().default(null),
    /** The title the member sees for a manual grant. */
    title: z.string().trim().min(2).max(120),
    reason: ZReason,
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  }),
  response: z.object({ rewardId: z.number().int() }),
});

export const revokeGrant = defineCall({
  id: 'backofficePromotions.revokeGrant',
  method: 'POST',
  path: '/backoffice/api/promotions/grants/revoke',
  auth: 'staff',
  open: true,
  summary:
    'Revokes an active bonus (its bonus money is removed; real money stays) or an unclaimed reward; with a reason the member sees, audited',
  request: z.object({
    target: z.enum(['grant', 'reward']),
    id: ZId,
    reason: ZReason,
  }),
  response: z.object({ status: z.union([ZGrantStatus, ZRewardStatus]) }),
});

export const ZPromotionReportRow = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: ZPromotionKind,
  /** Members who took part (applied, joined, claimed or were granted). */
  participants: z.number().int(),
  rewardsIssued: z.number().int(),
  rewardsClaimed: z.number().int(),
  grants: z.number().int(),
  /** Grants that completed their wagering, and the share of them (basis points). */
  completed: z.number().int(),
  conversionBp: z.number().int(),
  /** Cash paid (rewards claimed as cash + bonuses converted), bonus granted, forfeited. */
  cashPaid: ZMajor,
  bonusGranted: ZMajor,
  converted: ZMajor,
  forfeited: ZMajor,
  /** What it cost the brand: cashPaid (converted included). */
  cost: ZMajor,
  /** Deposits that chose its bonus, and their sum. */
  deposits: z.number().int(),
  depositAmount: ZMajor,
  /** Valid bets of participants during the period (the valid-bet record). */
  validBet: ZMajor,
});
export type TPromotionReportRow = z.infer<typeof ZPromotionReportRow>;

export const report = defineCall({
  id: 'backofficePromotions.report',
  method: 'GET',
  path: '/backoffice/api/promotions/report',
  auth: 'staff',
  open: true,
  summary: 'Cost and conversion per promotion over a date range (brand time zone)',
  request: ZReportRange,
  response: z.object({ list: z.array(ZPromotionReportRow), currency: z.string() }),
});

export const rewardsList = defineCall({
  id: 'backofficePromotions.rewards',
  method: 'GET',
  path: '/backoffice/api/promotions/rewards',
  auth: 'staff',
  open: true,
  summary: 'Reward centre entries of the brand (rebates, cashback, raffle prizes, envelopes, referrals, manual)',
  request: z.object({
    username: z.string().trim().max(64).optional(),
    promotionId: ZId.optional(),
    source: ZRewardSource.optional(),
    status: ZRewardStatus.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({
    list: z.array(
      z.object({
        id: z.number().int(),
        username: z.string(),
        promotionId: z.number().int().nullable(),
        title: z.string(),
        source: ZRewardSource,
        amount: ZMajor,
        wageringMultiple: z.number().int(),
        status: ZRewardStatus,
        createdAt: z.number(),
        claimedAt: z.number().nullable(),
      }),
    ),
    total: z.number().int(),
  }),
});
