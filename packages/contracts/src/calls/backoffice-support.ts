import { z } from 'zod';
import { defineCall } from '../define.ts';
import { SUPPORT_MESSAGE_MAX, ZSupportMessage } from './content.ts';

/**
 * Back office: the support conversations queue (issue 15 item 4, docs/decisions/1040-backoffice-members.md).
 * Conversations of the brand's support pages; claim (atomic: of two claims at once exactly one wins),
 * assign, reply and close, every write audited.
 */

export const SUPPORT_QUEUE_STATUSES = ['open', 'closed'] as const;
const ZConversation = z.string().trim().min(1).max(100);

export const ZSupportConversation = z.object({
  conversation: z.string(),
  channel: z.string(),
  status: z.enum(SUPPORT_QUEUE_STATUSES),
  /** The staff member it is assigned to, or null. */
  assignee: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  messages: z.number().int(),
  /** First message time (ISO); the age is now minus this. */
  startedAt: z.string(),
  /** Seconds since the first message. */
  ageSeconds: z.number().int(),
  /** Whether the last message is the visitor's (waits for an answer). */
  waiting: z.boolean(),
  last: ZSupportMessage,
});
export type TSupportConversation = z.infer<typeof ZSupportConversation>;

export const conversations = defineCall({
  id: 'backofficeSupport.conversations',
  method: 'GET',
  path: '/backoffice/api/support/conversations',
  auth: 'staff',
  open: true,
  summary: 'Support conversations of the brand, oldest waiting first, with age and assignee',
  request: z.object({
    status: z.enum(SUPPORT_QUEUE_STATUSES).default('open'),
    mine: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(ZSupportConversation),
});

export const conversation = defineCall({
  id: 'backofficeSupport.conversation',
  method: 'GET',
  path: '/backoffice/api/support/conversation',
  auth: 'staff',
  open: true,
  summary: 'One support conversation: its state and every message',
  request: z.object({ conversation: ZConversation }),
  response: z.object({ summary: ZSupportConversation, messages: z.array(ZSupportMessage) }),
});

export const claim = defineCall({
  id: 'backofficeSupport.claim',
  method: 'POST',
  path: '/backoffice/api/support/claim',
  auth: 'staff',
  open: true,
  summary: 'Claims an unassigned open conversation for the caller (exactly one of two claims at once wins); audited',
  request: z.object({ conversation: ZConversation }),
  response: ZSupportConversation,
});

export const assign = defineCall({
  id: 'backofficeSupport.assign',
  method: 'POST',
  path: '/backoffice/api/support/assign',
  auth: 'staff',
  open: true,
  summary: 'Assigns an open conversation to a staff member of the brand who may answer it; audited',
  request: z.object({ conversation: ZConversation, staffId: z.number().int().min(1) }),
  response: ZSupportConversation,
});

export const reply = defineCall({
  id: 'backofficeSupport.reply',
  method: 'POST',
  path: '/backoffice/api/support/reply',
  auth: 'staff',
  open: true,
  summary: 'Answers an open conversation (claims it when unassigned; refused when another has it); audited',
  request: z.object({ conversation: ZConversation, text: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX) }),
  response: ZSupportMessage,
});

export const close = defineCall({
  id: 'backofficeSupport.close',
  method: 'POST',
  path: '/backoffice/api/support/close',
  auth: 'staff',
  open: true,
  summary: 'Closes a conversation (a visitor message afterwards opens it again); audited',
  request: z.object({ conversation: ZConversation }),
  response: ZSupportConversation,
});
