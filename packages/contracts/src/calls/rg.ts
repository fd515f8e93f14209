import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZAmountInput } from './wallet.ts';

// Responsible gaming as the member sees it (issue 20; docs/decisions/1400-responsible-gaming.md): limits
// on deposits, losses (stakes net of wins) and wagers per brand-local day, week (from Monday) and
// month; cooling-off and self-exclusion. A lower limit applies at once; a higher one (or none) waits
// 24 hours and then needs the member's confirmation.

export const ZRgKind = z.enum(['deposit', 'loss', 'wager']);
export type TRgKind = z.infer<typeof ZRgKind>;
export const ZRgPeriod = z.enum(['day', 'week', 'month']);
export type TRgPeriod = z.infer<typeof ZRgPeriod>;

export const ZRgLimit = z.object({
  kind: ZRgKind,
  period: ZRgPeriod,
  /** null: no limit. */
  amount: ZMajor.nullable(),
  /** What the period has used so far (deposits, net loss or wagers; a net win shows as 0 loss). */
  used: ZMajor,
  /** amount - used, never below 0; null without a limit. */
  remaining: ZMajor.nullable(),
  /** A raise (or removal: amount null) waiting: it may be confirmed from `from` on. */
  pending: z.object({ amount: ZMajor.nullable(), from: z.number() }).nullable(),
  /** When the current period ends (ms). */
  periodEndsAt: z.number(),
});
export type TRgLimit = z.infer<typeof ZRgLimit>;

export const ZRgBlockKind = z.enum(['cooloff', 'exclusion']);
export const ZRgDuration = z.enum(['24h', '7d', '30d', '6m', '12m', '24m', '60m', 'forever']);
export type TRgDuration = z.infer<typeof ZRgDuration>;
/** The durations each kind offers. */
export const RG_DURATIONS = {
  cooloff: ['24h', '7d', '30d'],
  exclusion: ['6m', '12m', '24m', '60m', 'forever'],
} as const satisfies Record<z.infer<typeof ZRgBlockKind>, readonly TRgDuration[]>;

/** Minutes of play between reality checks (the member chooses; null: none). */
export const ZRealityMinutes = z.union([z.literal(15), z.literal(30), z.literal(60)]);
export const REALITY_MINUTES = [15, 30, 60] as const;

export const ZRgState = z.object({
  /** Nine lines: each kind by day, week and month. */
  limits: z.array(ZRgLimit),
  /** A cooling-off or self-exclusion in force (until null: for good). */
  block: z.object({ kind: ZRgBlockKind, since: z.number(), until: z.number().nullable() }).nullable(),
  /** The reality check's interval, or null when the member chose none. */
  realityCheckMinutes: ZRealityMinutes.nullable(),
});
export type TRgState = z.infer<typeof ZRgState>;

export const limits = defineCall({
  id: 'rg.limits',
  method: 'GET',
  path: '/wps/member/rg/limits',
  auth: 'token',
  allowTrial: false,
  summary: "The member's limits with what each period has used and what remains, raises waiting, and any block",
  request: z.object({}),
  response: ZRgState,
});

const ZLimitInput = ZAmountInput.nullable();

export const setLimits = defineCall({
  id: 'rg.setLimits',
  method: 'POST',
  path: '/wps/member/rg/limits',
  auth: 'token',
  allowTrial: false,
  summary:
    'Sets one kind of limit for day, week and month (null: none; day <= week <= month). Lower ones apply at once; a raise waits 24 hours for confirmation',
  request: z.object({ kind: ZRgKind, day: ZLimitInput, week: ZLimitInput, month: ZLimitInput }),
  response: ZRgState,
});

export const confirmLimit = defineCall({
  id: 'rg.confirmLimit',
  method: 'POST',
  path: '/wps/member/rg/limits/confirm',
  auth: 'token',
  allowTrial: false,
  summary: 'Confirms a raise whose 24 hours have passed (or cancels it: confirm false)',
  request: z.object({ kind: ZRgKind, period: ZRgPeriod, confirm: z.boolean() }),
  response: ZRgState,
});

export const exclusion = defineCall({
  id: 'rg.exclusion',
  method: 'POST',
  path: '/wps/member/rg/exclusion',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary:
    'Takes a cooling-off (24h, 7d, 30d) or a self-exclusion (6, 12, 24, 60 months or forever) with the sign-in password. It signs the member out, forfeits a bonus being wagered and cannot be lifted before its end',
  request: z.object({ kind: ZRgBlockKind, duration: ZRgDuration, password: z.string().min(1).max(128) }),
  response: ZRgState,
});

export const reality = defineCall({
  id: 'rg.reality',
  method: 'POST',
  path: '/wps/member/rg/reality',
  auth: 'token',
  allowTrial: false,
  summary: 'Chooses the reality check: every 15, 30 or 60 minutes of a sign-in, or none (null)',
  request: z.object({ minutes: ZRealityMinutes.nullable() }),
  response: ZRgState,
});

export const session = defineCall({
  id: 'rg.session',
  method: 'GET',
  path: '/wps/member/rg/session',
  auth: 'token',
  allowTrial: false,
  summary:
    "The reality check's figures: when this sign-in began, minutes since, and the stakes, wins and net result of the rounds played in it",
  request: z.object({}),
  response: z.object({
    startedAt: z.number(),
    minutes: z.number().int(),
    stake: ZMajor,
    win: ZMajor,
    /** win - stake: negative when the member is behind. */
    net: ZMajor,
    realityCheckMinutes: ZRealityMinutes.nullable(),
  }),
});

export const reauth = defineCall({
  id: 'rg.reauth',
  method: 'POST',
  path: '/wps/member/reauth',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary:
    'Confirms the sign-in password again: withdrawals, payment details and confirming a raised limit need it within 15 minutes (auth.reauth.required)',
  request: z.object({ password: z.string().min(1).max(128) }),
  response: z.object({ until: z.number() }),
});
