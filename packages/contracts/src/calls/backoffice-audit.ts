import { z } from 'zod';
import { defineCall } from '../define.ts';

/**
 * The back-office audit log (issue 15 item 3, docs/decisions/1010): search, CSV export and the chain
 * check, for the acting brand (the Merchant header's). Roles: owner, admin, risk, read-only (decision 1020).
 */

/** An action ('staff.lock') or a prefix ending in '*' ('staff.*'). */
const ZActionFilter = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]+(\.[a-z0-9_]+)*(\.\*|\*)?$/);
const ZInstant = z.iso.datetime({ offset: true });

/** The filters both the list and the CSV take; all optional. */
export const ZAuditFilters = z.object({
  /** The actor's name or id, exactly. */
  actor: z.string().trim().min(1).max(200).optional(),
  action: ZActionFilter.max(100).optional(),
  targetKind: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
  /** From this instant (inclusive). */
  from: ZInstant.optional(),
  /** Before this instant. */
  to: ZInstant.optional(),
});
export type TAuditFilters = z.infer<typeof ZAuditFilters>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorKind: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  role: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  ip: z.string(),
  channel: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

export const auditList = defineCall({
  id: 'backofficeAudit.list',
  method: 'GET',
  path: '/backoffice/api/audit',
  auth: 'staff',
  open: true,
  summary: "The acting brand's audit log entries matching the filters, newest first, a page at a time",
  request: ZAuditFilters.extend({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ rows: z.array(ZAuditEntry), page: z.number().int(), hasNext: z.boolean() }),
});

export const auditCsv = defineCall({
  id: 'backofficeAudit.csv',
  method: 'GET',
  path: '/backoffice/api/audit/csv',
  auth: 'staff',
  open: true,
  summary:
    "The acting brand's audit log entries matching the filters as an RFC 4180 CSV download (text/csv, oldest first); not an envelope",
  request: ZAuditFilters,
  response: z.string(),
});

export const auditVerify = defineCall({
  id: 'backofficeAudit.verify',
  method: 'GET',
  path: '/backoffice/api/audit/verify',
  auth: 'staff',
  open: true,
  summary: 'Walks the whole hash chain of the audit log and reports the first broken link, or that it is intact',
  request: z.object({}),
  response: z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), count: z.number().int(), head: z.string() }),
    z.object({
      ok: z.literal(false),
      count: z.number().int(),
      id: z.number().int(),
      problem: z.enum(['hash', 'link', 'missing', 'head']),
      expected: z.string(),
      found: z.string(),
    }),
  ]),
});
