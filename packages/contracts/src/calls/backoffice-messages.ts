import { z } from 'zod';
import { defineCall } from '../define.ts';
import { LANGUAGES } from '../languages.ts';
import { ZFeedback, ZFeedbackQuestion, ZMessageCategory } from './messages.ts';
import { ZDate } from './shapes.ts';
import { ZRequestId } from './wallet.ts';

/**
 * Back office: messages to a segment of members and the feedback queue (issue 19 items 4-6;
 * docs/decisions/1540-messages.md). A campaign is fanned out once; promotional ones skip members in a
 * cooling-off or self-exclusion. Every write needs a reason and is audited.
 */

const ZReason = z.string().trim().min(2).max(1000);

/** Who a campaign reaches: every condition given must hold (none: every member of the brand). */
export const ZSegment = z.object({
  /** members.club_rank at least this (VIP level). */
  vipLevelMin: z.number().int().min(0).max(100).optional(),
  /** Members holding any of these labels. */
  labels: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  /** Registered on or after / on or before these brand-local days. */
  registeredFrom: ZDate.optional(),
  registeredTo: ZDate.optional(),
  /** Agents only, members (non-agents) only, or both. */
  audience: z.enum(['all', 'agents', 'members']).default('all'),
  /** Exactly these usernames (with the other conditions). */
  usernames: z.array(z.string().trim().min(1).max(40)).max(1000).optional(),
});
export type TSegment = z.infer<typeof ZSegment>;

export const ZCampaignText = z.object({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(5000),
});
export const ZCampaignTexts = z
  .partialRecord(z.enum(LANGUAGES), ZCampaignText)
  .refine((t) => Object.keys(t).length > 0, { message: 'at least one language' });

export const ZCampaign = z.object({
  id: z.number().int(),
  category: ZMessageCategory,
  title: z.string(),
  languages: z.array(z.string()),
  segment: ZSegment,
  recipients: z.number().int(),
  reason: z.string(),
  by: z.string(),
  at: z.number(),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const preview = defineCall({
  id: 'backofficeMessages.preview',
  method: 'POST',
  path: '/backoffice/api/messages/preview',
  auth: 'staff',
  open: true,
  summary:
    'How many members a segment reaches now (promotional messages leave out self-excluded and cooling-off members)',
  request: z.object({ category: ZMessageCategory, segment: ZSegment }),
  response: z.object({ count: z.number().int() }),
});

export const send = defineCall({
  id: 'backofficeMessages.send',
  method: 'POST',
  path: '/backoffice/api/messages/campaigns',
  auth: 'staff',
  open: true,
  summary: 'Sends a message to a segment of members, once per request id; with a reason, audited',
  request: z.object({
    category: ZMessageCategory,
    texts: ZCampaignTexts,
    segment: ZSegment,
    reason: ZReason,
    requestId: ZRequestId,
  }),
  response: ZCampaign,
});

export const campaigns = defineCall({
  id: 'backofficeMessages.campaigns',
  method: 'GET',
  path: '/backoffice/api/messages/campaigns',
  auth: 'staff',
  open: true,
  summary: 'Messages sent to segments, newest first',
  request: z.object({}),
  response: z.object({ list: z.array(ZCampaign) }),
});

export const ZFeedbackItem = ZFeedback.extend({
  username: z.string(),
  repliedBy: z.string().nullable(),
  /** Where staff read each image (GET with the staff token). */
  imageUrls: z.array(z.string()),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;

/** Where staff read a feedback image: GET <path>/<image id>. */
export const FEEDBACK_IMAGE_PATH = '/backoffice/api/feedback/images';

export const feedbackQueue = defineCall({
  id: 'backofficeMessages.feedbackQueue',
  method: 'GET',
  path: '/backoffice/api/feedback',
  auth: 'staff',
  open: true,
  summary: 'Feedback by state (open first-come first-served, or replied newest first)',
  request: z.object({
    status: z.enum(['open', 'replied']).default('open'),
    question: ZFeedbackQuestion.optional(),
  }),
  response: z.object({ list: z.array(ZFeedbackItem) }),
});

export const feedbackReply = defineCall({
  id: 'backofficeMessages.feedbackReply',
  method: 'POST',
  path: '/backoffice/api/feedback/reply',
  auth: 'staff',
  open: true,
  summary: 'Replies to a feedback once; the reply reaches the member as a message. Audited',
  request: z.object({ id: z.number().int().positive(), reply: z.string().trim().min(2).max(2000) }),
  response: ZFeedbackItem,
});
