import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZAnnouncementsResponse } from './content.ts';
import { ZRequestId } from './wallet.ts';

// Platform messages and feedback as the member sees them (SPEC §2 messageV2, §3, §5, §7; issue 19 items
// 4 and 5; docs/decisions/1540-messages.md). Messages sent by events are rendered in the reader's
// language; operators' messages carry a text per language.

export const MESSAGE_CATEGORIES = ['system', 'promotion', 'account', 'personal'] as const;
export const ZMessageCategory = z.enum(MESSAGE_CATEGORIES);
export type TMessageCategory = z.infer<typeof ZMessageCategory>;

export const ZMessage = z.object({
  id: z.number().int(),
  category: ZMessageCategory,
  title: z.string(),
  /** Plain text (never HTML). */
  body: z.string(),
  read: z.boolean(),
  /** When it was sent, epoch ms. */
  time: z.number(),
});
export type TMessage = z.infer<typeof ZMessage>;

/** Unread messages by category and in all (the messageV2 badge). */
export const ZUnreadCounts = z.object({
  total: z.number().int(),
  system: z.number().int(),
  promotion: z.number().int(),
  account: z.number().int(),
  personal: z.number().int(),
});
export type TUnreadCounts = z.infer<typeof ZUnreadCounts>;

export const unreadCount = defineCall({
  id: 'messages.unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  auth: 'token',
  allowTrial: false,
  summary: "The member's unread messages in all (the header and member-centre badge)",
  request: z.object({}),
  response: z.object({ count: z.number().int() }),
});

export const unread = defineCall({
  id: 'messages.unread',
  method: 'GET',
  path: '/wps/relay/MCSFE_getUnreadMessageV2',
  auth: 'token',
  allowTrial: false,
  summary: "The member's unread messages counted by category (system, promotion, account, personal)",
  request: z.object({}),
  response: ZUnreadCounts,
});

export const ZMessagePage = z.object({
  list: z.array(ZMessage),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const list = defineCall({
  id: 'messages.list',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMessageListV2',
  auth: 'token',
  allowTrial: false,
  summary: "A page of the member's messages of a category (all when absent), newest first, in the request's language",
  request: z.object({
    category: ZMessageCategory.optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(15),
  }),
  response: ZMessagePage,
});

export const read = defineCall({
  id: 'messages.read',
  method: 'POST',
  path: '/wps/relay/MCSFE_readMessageV2',
  auth: 'token',
  allowTrial: false,
  summary: 'Opens one message: marks it read and answers it with the unread counts',
  request: z.object({ id: z.number().int().positive() }),
  response: z.object({ message: ZMessage, unread: ZUnreadCounts }),
});

export const readAll = defineCall({
  id: 'messages.readAll',
  method: 'POST',
  path: '/wps/relay/MCSFE_readAllMessageV2',
  auth: 'token',
  allowTrial: false,
  summary: 'Marks every message read (of one category when given); answers the unread counts',
  request: z.object({ category: ZMessageCategory.optional() }),
  response: ZUnreadCounts,
});

export const remove = defineCall({
  id: 'messages.remove',
  method: 'POST',
  path: '/wps/relay/MCSFE_deleteMessageV2',
  auth: 'token',
  allowTrial: false,
  summary: "Deletes some of the member's messages (they leave the inbox); answers the unread counts",
  request: z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  response: ZUnreadCounts,
});

export const announcementsLogined = defineCall({
  id: 'messages.announcementsLogined',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAnnouncementLogined',
  auth: 'token',
  summary: 'The announcements a signed-in member sees: the public ones and those for members only, newest first',
  request: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(9),
  }),
  response: ZAnnouncementsResponse,
});

// Feedback (SPEC §3 question type and content, §5 length and images; DECISIONS: 10-500 characters).

export const FEEDBACK_LIMITS = {
  contentMin: 10,
  contentMax: 500,
  imagesMax: 3,
  imageBytesMax: 5 * 1024 * 1024,
} as const;
export const FEEDBACK_QUESTIONS = [
  'deposit',
  'withdrawal',
  'account',
  'game',
  'promotion',
  'suggestion',
  'other',
] as const;
export const ZFeedbackQuestion = z.enum(FEEDBACK_QUESTIONS);
export type TFeedbackQuestion = z.infer<typeof ZFeedbackQuestion>;
/** Where the member uploads a feedback image: POST the bytes (image/png or image/jpeg); answers { imageId }. */
export const FEEDBACK_IMAGE_UPLOAD_PATH = '/wps/feedback/images';

export const ZFeedback = z.object({
  id: z.number().int(),
  question: ZFeedbackQuestion,
  content: z.string(),
  images: z.number().int(),
  status: z.enum(['open', 'replied']),
  reply: z.string().nullable(),
  createdAt: z.number(),
  repliedAt: z.number().nullable(),
});
export type TFeedback = z.infer<typeof ZFeedback>;

export const submitFeedback = defineCall({
  id: 'messages.submitFeedback',
  method: 'PUT',
  path: '/wps/feedback',
  auth: 'token',
  allowTrial: false,
  summary: `Sends feedback: a question type, ${FEEDBACK_LIMITS.contentMin}-${FEEDBACK_LIMITS.contentMax} characters and up to ${FEEDBACK_LIMITS.imagesMax} uploaded images; the reply arrives as a message`,
  request: z.object({
    question: ZFeedbackQuestion,
    content: z.string().max(5000),
    imageIds: z.array(z.string().max(64)).max(10).default([]),
    requestId: ZRequestId,
  }),
  response: ZFeedback,
});

export const myFeedback = defineCall({
  id: 'messages.myFeedback',
  method: 'GET',
  path: '/wps/feedback',
  auth: 'token',
  allowTrial: false,
  summary: "The member's feedback with the replies, newest first",
  request: z.object({}),
  response: z.object({ list: z.array(ZFeedback) }),
});
