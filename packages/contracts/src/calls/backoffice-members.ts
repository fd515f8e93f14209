import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZBetRecord, ZBetTotals } from './bets.ts';
import { ZDate } from './shapes.ts';
import { RECORD_TYPES, ZRecord } from './wallet.ts';

/**
 * Back office: members (issue 15 item 5, docs/decisions/1040-backoffice-members.md). Search, profile,
 * balances, ledger, bets, sign-ins, lock and unlock, password reset link, notes and tags. Every call
 * acts on the Merchant header's brand; a member of another brand is not found.
 */

export const MEMBER_SEARCH_BY = ['username', 'mobile', 'email', 'id', 'ip'] as const;
export type MemberSearchBy = (typeof MEMBER_SEARCH_BY)[number];

/** A reason for a security-relevant act (recorded in the audit log). */
export const ZReason = z.string().trim().min(2).max(1000);
/** A member's id: from the query string of a read (coerced), or a JSON number in a write's body. */
const ZMemberId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ZMemberIdBody = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
/** A tag: letters, digits, space, _ or -, 1-32 characters. */
export const ZMemberTag = z
  .string()
  .trim()
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]{0,31}$/u);
export const MEMBER_NOTE_MAX = 2000;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageNo: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

/** Lock state: 'active', 'locked' (by staff, until unlocked) or 'locked_until' (a timed lock). */
export const MEMBER_LOCKS = ['active', 'locked', 'locked_until'] as const;

export const ZMemberSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** Masked for roles that do not see contact fields in full. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  lock: z.enum(MEMBER_LOCKS),
  lockedUntil: z.string().nullable(),
  registeredAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type TMemberSummary = z.infer<typeof ZMemberSummary>;

export const ZMemberProfile = ZMemberSummary.extend({
  accountType: z.number().int(),
  registerIp: z.string(),
  registerDevice: z.string(),
  lastSignInIp: z.string().nullable(),
  vip: z.object({ label: z.string().nullable(), rank: z.number().int() }),
  labels: z.array(z.string()),
  /** Other contact fields (line, whatsapp, ...), masked like mobile and e-mail. */
  contact: z.record(z.string(), z.string()),
  tags: z.array(z.string()),
  /** Whether the caller sees contact fields in full. */
  contactVisible: z.boolean(),
});
export type TMemberProfile = z.infer<typeof ZMemberProfile>;

const ZMemberRef = z.object({ memberId: ZMemberId });
const ZMemberBody = z.object({ memberId: ZMemberIdBody });

export const search = defineCall({
  id: 'backofficeMembers.search',
  method: 'GET',
  path: '/backoffice/api/members',
  auth: 'staff',
  open: true,
  summary:
    'Member search by username (prefix), mobile number, e-mail, id or sign-in address (exact), newest first, a page at a time',
  request: z.object({
    by: z.enum(MEMBER_SEARCH_BY).default('username'),
    q: z.string().trim().min(1).max(100),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: paged(ZMemberSummary),
});

export const profile = defineCall({
  id: 'backofficeMembers.profile',
  method: 'GET',
  path: '/backoffice/api/members/profile',
  auth: 'staff',
  open: true,
  summary: "A member's profile: status, registration, last sign-in, VIP and labels, contact fields, tags",
  request: ZMemberRef,
  response: ZMemberProfile,
});

export const ZMemberAccount = z.object({
  /** '' for the main wallet, else the vendor code. */
  wallet: z.string(),
  /** Minor units. */
  balance: z.number().int(),
  held: z.number().int(),
});

export const balances = defineCall({
  id: 'backofficeMembers.balances',
  method: 'GET',
  path: '/backoffice/api/members/balances',
  auth: 'staff',
  open: true,
  summary: "A member's wallet accounts (main and sub-wallets), balance and held, in minor units",
  request: ZMemberRef,
  response: z.object({
    currency: z.string(),
    minorUnits: z.number().int(),
    accounts: z.array(ZMemberAccount),
  }),
});

export const ledger = defineCall({
  id: 'backofficeMembers.ledger',
  method: 'GET',
  path: '/backoffice/api/members/ledger',
  auth: 'staff',
  open: true,
  summary: "A member's ledger lines, newest first, by type and date, a page at a time (amounts in major units)",
  request: ZMemberRef.extend({
    type: z.enum(RECORD_TYPES).optional(),
    startDate: ZDate.optional(),
    endDate: ZDate.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: paged(ZRecord).extend({ currency: z.string() }),
});

export const bets = defineCall({
  id: 'backofficeMembers.bets',
  method: 'GET',
  path: '/backoffice/api/members/bets',
  auth: 'staff',
  open: true,
  summary: "A member's betting record (rounds), newest first, in a date range, with totals (major units)",
  request: ZMemberRef.extend({
    startDate: ZDate.optional(),
    endDate: ZDate.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: paged(ZBetRecord).extend({ totals: ZBetTotals, currency: z.string() }),
});

export const ZSignIn = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string(),
  device: z.string(),
  loginType: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
});

export const signIns = defineCall({
  id: 'backofficeMembers.signIns',
  method: 'GET',
  path: '/backoffice/api/members/sign-ins',
  auth: 'staff',
  open: true,
  summary: "A member's sign-ins (sessions): time, address, device, how, and when and why each ended",
  request: ZMemberRef.extend({ pageNo: ZPageNo, pageSize: ZPageSize }),
  response: paged(ZSignIn),
});

export const lock = defineCall({
  id: 'backofficeMembers.lock',
  method: 'POST',
  path: '/backoffice/api/members/lock',
  auth: 'staff',
  open: true,
  summary:
    'Locks a member (until unlocked, or for some minutes) with a reason; ends every session and remember token; audited',
  request: ZMemberBody.extend({
    reason: ZReason,
    minutes: z.number().int().min(1).max(525_600).optional(),
  }),
  response: ZMemberProfile,
});

export const unlock = defineCall({
  id: 'backofficeMembers.unlock',
  method: 'POST',
  path: '/backoffice/api/members/unlock',
  auth: 'staff',
  open: true,
  summary: "Lifts a member's lock with a reason and starts the sign-in failure count afresh; audited",
  request: ZMemberBody.extend({ reason: ZReason }),
  response: ZMemberProfile,
});

export const resetLink = defineCall({
  id: 'backofficeMembers.resetLink',
  method: 'POST',
  path: '/backoffice/api/members/reset-link',
  auth: 'staff',
  open: true,
  summary:
    'Makes a one-time password reset link (30 minutes) for staff to give the member; never shows a password; audited',
  request: ZMemberBody.extend({ reason: ZReason }),
  response: z.object({ link: z.string(), expiresAt: z.string() }),
});

export const ZMemberNote = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  at: z.string(),
});

export const notes = defineCall({
  id: 'backofficeMembers.notes',
  method: 'GET',
  path: '/backoffice/api/members/notes',
  auth: 'staff',
  open: true,
  summary: 'Staff notes on a member, newest first (append-only)',
  request: ZMemberRef.extend({ pageNo: ZPageNo, pageSize: ZPageSize }),
  response: paged(ZMemberNote),
});

export const addNote = defineCall({
  id: 'backofficeMembers.addNote',
  method: 'POST',
  path: '/backoffice/api/members/notes',
  auth: 'staff',
  open: true,
  summary: 'Adds a staff note to a member (notes are never edited or deleted); audited',
  request: ZMemberBody.extend({ text: z.string().trim().min(1).max(MEMBER_NOTE_MAX) }),
  response: ZMemberNote,
});

export const tagSet = defineCall({
  id: 'backofficeMembers.tagSet',
  method: 'GET',
  path: '/backoffice/api/members/tags',
  auth: 'staff',
  open: true,
  summary: "The brand's tag set: every tag its members carry, with how many carry it",
  request: z.object({}),
  response: z.array(z.object({ tag: z.string(), members: z.number().int() })),
});

export const addTag = defineCall({
  id: 'backofficeMembers.addTag',
  method: 'POST',
  path: '/backoffice/api/members/tags',
  auth: 'staff',
  open: true,
  summary: 'Tags a member (a new tag joins the brand tag set); audited',
  request: ZMemberBody.extend({ tag: ZMemberTag }),
  response: z.object({ tags: z.array(z.string()) }),
});

export const removeTag = defineCall({
  id: 'backofficeMembers.removeTag',
  method: 'POST',
  path: '/backoffice/api/members/tags/remove',
  auth: 'staff',
  open: true,
  summary: 'Takes a tag off a member; audited',
  request: ZMemberBody.extend({ tag: ZMemberTag }),
  response: z.object({ tags: z.array(z.string()) }),
});
