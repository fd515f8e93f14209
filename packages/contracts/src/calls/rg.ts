import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZAmountInput } from './wallet.ts';

// Responsible gaming as the member sees it (issue 20; docs/decisions/1400-responsible-gaming.md): limits
// on deposits, losses (stakes net of wins), wagers and time signed in per brand-local day, week (from
// Monday) and month; cooling-off and self-exclusion. A lower limit applies at once; a higher one (or
// none) waits 24 hours and then needs the member's confirmation.

/**
 * What a limit limits. deposit, loss and wager are money (major units); time is whole minutes signed in
 * (docs/decisions/1550-play-time-limits.md): its amount, used and remaining are minutes, not money.
 */
export const ZRgKind = z.enum(['deposit', 'loss', 'wager', 'time']);
export type TRgKind = z.infer<typeof ZRgKind>;
export const ZRgPeriod = z.enum(['day', 'week', 'month']);
export type TRgPeriod = z.infer<typeof ZRgPeriod>;
/** The longest time limit each period can hold, in minutes (a day, 7 days, 31 days). */
export const RG_TIME_MAX_MINUTES = { day: 1440, week: 10_080, month: 44_640 } as const satisfies Record<
  TRgPeriod,
  number
>;

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
/** A one-time code sent by `rg.confirmCode` (members without a password confirm who they are with it). */
export const ZConfirmCode = z.string().regex(/^\d{6}$/, 'six digits');
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
  /** Twelve lines: each kind by day, week and month. */
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
  // The sign-in password; a member who has none (social sign-in) sends the code of `rg.confirmCode`.
  request: z.object({
    kind: ZRgBlockKind,
    duration: ZRgDuration,
    password: z.string().min(1).max(128).optional(),
    code: ZConfirmCode.optional(),
  }),
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
    /**
     * When a time limit ends play if the member stays signed in (ms; at or before now: it has ended
     * play until `playResumesAt`); null without a time limit.
     */
    playEndsAt: z.number().nullable(),
    /** When the period whose time limit ended play is over (ms); null while play is open. */
    playResumesAt: z.number().nullable(),
  }),
});

/**
 * How a member confirms who they are again (in `auth.reauth.required`'s value): the sign-in password; a
 * one-time code to the bound mobile or e-mail for a member without a password; or, with neither, a fresh
 * sign-in (which counts as the confirmation for 15 minutes).
 */
export const REAUTH_METHODS = ['password', 'code', 'signin'] as const;
export const ZReauthMethod = z.enum(REAUTH_METHODS);
export type TReauthMethod = z.infer<typeof ZReauthMethod>;

export const reauth = defineCall({
  id: 'rg.reauth',
  method: 'POST',
  path: '/wps/member/reauth',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary:
    'Confirms who the member is again, with the sign-in password or (a member without one) the code of rg.confirmCode: withdrawals, payment details, a first password and confirming a raised limit need it within 15 minutes (auth.reauth.required)',
  request: z.object({ password: z.string().min(1).max(128).optional(), code: ZConfirmCode.optional() }),
  response: z.object({ until: z.number() }),
});

export const confirmCode = defineCall({
  id: 'rg.confirmCode',
  method: 'POST',
  path: '/wps/member/reauth/code',
  auth: 'token',
  allowTrial: false,
  summary:
    'Sends a member who has no password a one-time code to the bound mobile (else e-mail), to confirm a sensitive act or a break with (rg.reauth, rg.exclusion)',
  request: z.object({}),
  response: z.object({ to: z.string(), expiredMinutes: z.number().int() }),
});

export const devAgeSession = defineCall({
  id: 'rg.devAgeSession',
  method: 'POST',
  path: '/wps/dev/session/age',
  auth: 'token',
  allowTrial: false,
  summary:
    "Development only (absent in production, this machine only): moves the caller's sign-in back by some minutes, as if it had begun and last confirmed the password that long ago (browser tests of re-authentication and play-time limits)",
  request: z.object({ minutes: z.number().int().min(1).max(1440) }),
  response: z.object({ startedAt: z.number() }),
});
