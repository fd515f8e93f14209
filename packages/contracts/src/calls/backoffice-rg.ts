import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZRgKind, ZRgPeriod, ZRgState } from './rg.ts';
import { ZAmountInput } from './wallet.ts';

/**
 * Back office: responsible gaming and operator controls (issue 20 item 5; docs/decisions/1400). Disable
 * on demand (all gaming of the brand, one vendor, one game or one member) takes effect at the next
 * stake; a member's limits may be lowered by staff, never raised. Every write needs a reason and is
 * audited.
 */

const ZReason = z.string().trim().min(2).max(1000);
export const ZPlayScope = z.enum(['brand', 'vendor', 'game', 'member']);
export type TPlayScope = z.infer<typeof ZPlayScope>;

export const ZPlayStop = z.object({
  id: z.number().int(),
  scope: ZPlayScope,
  /** The vendor code, "VENDOR/GAME" for a game, the member's username; '' for the whole brand. */
  subject: z.string(),
  reason: z.string(),
  /** The staff member who stopped it. */
  by: z.string(),
  at: z.number(),
});
export type TPlayStop = z.infer<typeof ZPlayStop>;

export const stops = defineCall({
  id: 'backofficeRg.stops',
  method: 'GET',
  path: '/backoffice/api/rg/stops',
  auth: 'staff',
  open: true,
  summary: 'Gaming stopped on demand in the brand now: the brand, vendors, games and members',
  request: z.object({}),
  response: z.object({ list: z.array(ZPlayStop) }),
});

export const stop = defineCall({
  id: 'backofficeRg.stop',
  method: 'POST',
  path: '/backoffice/api/rg/stops',
  auth: 'staff',
  open: true,
  summary:
    'Stops gaming on demand: the whole brand, a vendor (its code), a game ("VENDOR/GAME") or a member (username). The next stake is refused; wins and rollbacks still land. With a reason, audited',
  request: z.object({
    scope: ZPlayScope,
    subject: z.string().trim().max(100).default(''),
    reason: ZReason,
  }),
  response: ZPlayStop,
});

export const resume = defineCall({
  id: 'backofficeRg.resume',
  method: 'POST',
  path: '/backoffice/api/rg/stops/resume',
  auth: 'staff',
  open: true,
  summary: 'Lets gaming stopped on demand go on again; with a reason, audited',
  request: z.object({ id: z.number().int().positive(), reason: ZReason }),
  response: z.object({ list: z.array(ZPlayStop) }),
});

export const member = defineCall({
  id: 'backofficeRg.member',
  method: 'GET',
  path: '/backoffice/api/rg/member',
  auth: 'staff',
  open: true,
  summary: "A member's limits (with what is used and what remains), raises waiting, and any break",
  request: z.object({ username: z.string().trim().min(1).max(64) }),
  response: z.object({ memberId: z.number().int(), username: z.string(), state: ZRgState }),
});

export const lowerLimit = defineCall({
  id: 'backofficeRg.lowerLimit',
  method: 'POST',
  path: '/backoffice/api/rg/member/limit',
  auth: 'staff',
  open: true,
  summary:
    "Lowers (or sets, where none is) one of a member's limits at once; staff may never raise one. With a reason, audited",
  request: z.object({
    username: z.string().trim().min(1).max(64),
    kind: ZRgKind,
    period: ZRgPeriod,
    amount: ZAmountInput,
    reason: ZReason,
  }),
  response: z.object({ memberId: z.number().int(), username: z.string(), state: ZRgState }),
});
