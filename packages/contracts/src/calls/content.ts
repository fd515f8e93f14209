import { z } from 'zod';
import { NOTICES_PER_PAGE } from '../constants.ts';
import { BANNER_GROUPS, LINKAGE_TYPES, NOTICE_TYPES, SUPPORT_CHANNELS } from '../content.ts';
import { defineCall } from '../define.ts';

/** A banner of a route's group (SPEC §3 "Banner"); the title and subtitle are in the request's language. */
export const ZBanner = z.object({
  bannerId: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  /** The image: a site path (our SVG artwork) or an https URL. */
  url: z.string(),
  /** Empty when the banner is not clickable. */
  linkageType: z.enum(['', ...LINKAGE_TYPES]),
  /** The target: a site path (ROUTE), an https URL (URL), a promotion id (PROMO), CATEGORY:VENDOR (LOBBY). */
  linkageValue: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const banners = defineCall({
  id: 'content.banners',
  method: 'GET',
  path: '/wps/relay/MCSFE_getBanners',
  auth: 'none',
  summary: "The banners of a route's group (w_home, w_rng, …) that are live now, in display order",
  request: z.object({ groupName: z.enum(BANNER_GROUPS) }),
  response: z.array(ZBanner),
});

/** A notice in the request's language; `content` is sanitised HTML. */
export const ZNotice = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  content: z.string(),
  /** Image for banner notices (B); empty otherwise. */
  imageUrl: z.string(),
  /** Publication time, epoch ms. */
  time: z.number().int(),
});
export type TNotice = z.infer<typeof ZNotice>;

export const ZNoticesResponse = z.object({
  player: z.array(ZNotice),
  banners: z.array(ZNotice),
  popup: z.array(ZNotice),
  promotion: z.array(ZNotice),
});
export type TNoticesResponse = z.infer<typeof ZNoticesResponse>;

/** A comma-separated list of notice types, e.g. "PL,PU"; all types when absent. */
const ZTypeList = z
  .string()
  .max(40)
  .regex(/^[A-Z]{1,2}(,[A-Z]{1,2})*$/, 'a comma-separated list of notice types')
  .refine((s) => s.split(',').every((t) => (NOTICE_TYPES as readonly string[]).includes(t)), {
    message: `each type must be one of ${NOTICE_TYPES.join(', ')}`,
  });

export const notices = defineCall({
  id: 'content.notices',
  method: 'GET',
  path: '/wps/relay/MCSFE_getNotices',
  auth: 'optional',
  summary: 'Live notices by kind: player (marquee), banners, popup and promotion',
  request: z.object({
    types: ZTypeList.optional(),
    platform: z.literal('W').default('W'),
    execution: z.literal('B').default('B'),
  }),
  response: ZNoticesResponse,
});

export const ZAnnouncementsResponse = z.object({
  list: z.array(ZNotice),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TAnnouncementsResponse = z.infer<typeof ZAnnouncementsResponse>;

export const announcements = defineCall({
  id: 'content.announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  auth: 'none',
  summary: 'The announcements page: live text notices, newest first, a page at a time',
  request: z.object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(NOTICES_PER_PAGE),
  }),
  response: ZAnnouncementsResponse,
});

export const ZHelpItem = z.object({
  tag: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
});
export type THelpItem = z.infer<typeof ZHelpItem>;

export const helpCenter = defineCall({
  id: 'content.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: 'none',
  open: true,
  summary: "The help centre's items (title, tag, HTML content) in the request's language",
  request: z.object({ device: z.enum(['WEB', 'H5']).default('WEB') }),
  response: z.array(ZHelpItem),
});

/** A visitor's conversation id: 22-64 URL-safe characters the browser makes at random and keeps. */
export const ZConversationId = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'a random conversation id');

export const ZSupportMessage = z.object({
  id: z.number().int(),
  /** visitor: written by the visitor; agent: written by customer service. */
  from: z.enum(['visitor', 'agent']),
  text: z.string(),
  time: z.number().int(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const SUPPORT_MESSAGE_MAX = 1000;

export const supportMessages = defineCall({
  id: 'content.supportMessages',
  method: 'GET',
  path: '/wps/relay/CSP_getMessages',
  auth: 'optional',
  open: true,
  summary: 'The messages of a customer-service conversation after a given message id',
  request: z.object({
    conversation: ZConversationId,
    channel: z.enum(SUPPORT_CHANNELS),
    after: z.coerce.number().int().min(0).default(0),
  }),
  response: z.array(ZSupportMessage),
});

export const supportSend = defineCall({
  id: 'content.supportSend',
  method: 'POST',
  path: '/wps/relay/CSP_sendMessage',
  auth: 'optional',
  open: true,
  summary: 'Sends a visitor message to customer service',
  request: z.object({
    conversation: ZConversationId,
    channel: z.enum(SUPPORT_CHANNELS),
    text: z.string().trim().min(1).max(SUPPORT_MESSAGE_MAX),
  }),
  response: ZSupportMessage,
});
