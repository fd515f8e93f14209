import { z } from 'zod';

/**
 * The seamless wallet API that game vendors call (DECISIONS "Games"; docs/vendor-api.md). It is a
 * server-to-server API, not a browser call: no Merchant header and no session token. Every request is
 * a JSON POST signed with HMAC-SHA256 over its exact raw body with the vendor's secret; the vendor
 * names itself in a header. These schemas are the wire contract; the server documents them in /docs.
 *
 * Amounts and balances are integers in the currency's minor units (PHP 12.50 is 1250).
 */

/** Header naming the calling vendor (its vendor code, e.g. `HOUSE`). */
export const VENDOR_CODE_HEADER = 'x-vendor-code';
/** Header carrying the signature: lower-case hex of HMAC-SHA256(vendor secret, raw request body). */
export const VENDOR_SIGNATURE_HEADER = 'x-signature';
/** How far a request's `timestamp` may be from the server's clock (either way). */
export const VENDOR_MAX_SKEW_MS = 5 * 60_000;
/** How long an authenticated game session accepts bets. Wins and rollbacks are accepted at any time. */
export const VENDOR_SESSION_TTL_MS = 24 * 3_600_000;
/** Play money a trial account starts with, minor units (DECISIONS "Bounds": 2,000.00); free-play sessions spend it. */
export const FREE_PLAY_START_MINOR = 200_000;

export const VENDOR_PATHS = {
  authenticate: '/vendor/authenticate',
  balance: '/vendor/balance',
  bet: '/vendor/bet',
  win: '/vendor/win',
  rollback: '/vendor/rollback',
} as const;
export type VendorAction = keyof typeof VENDOR_PATHS;

/** Largest amount one movement may carry (minor units); the wallet's own bound. */
export const VENDOR_MAX_AMOUNT = 1_000_000_000_000;

/** Milliseconds since the epoch when the vendor sent the request; checked against VENDOR_MAX_SKEW_MS. */
const ZTimestamp = z.number().int().positive();
/** The vendor's own id of one money movement: unique per vendor, the idempotency key. */
export const ZVendorTransactionId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'use 1-64 letters, digits, _ . : or -');
/** The vendor's id of one game round (one spin, one hand); bets and wins of a round share it. */
export const ZVendorRoundId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'use 1-64 letters, digits, _ . : or -');
const ZSessionId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a session id from authenticate');
const ZPlayerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a player id from authenticate');
const ZCurrency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');
const ZGameCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game code');
const ZAmount = z.number().int().min(0).max(VENDOR_MAX_AMOUNT);

/** What a game session plays with: the member's wallet, or play money (trial accounts). */
export const VENDOR_MODES = ['real', 'free'] as const;
export type VendorMode = (typeof VENDOR_MODES)[number];

// ---- requests ----

export const ZVendorAuthenticateRequest = z.object({
  timestamp: ZTimestamp,
  /** The one-time launch token the launch URL carried (`{token}` in the vendor's URL template). */
  token: z.string().min(16).max(128),
});
export type TVendorAuthenticateRequest = z.infer<typeof ZVendorAuthenticateRequest>;

const ZSessionRef = z.object({
  timestamp: ZTimestamp,
  /** From authenticate. */
  sessionId: ZSessionId,
  /** From authenticate; must belong to the session. */
  playerId: ZPlayerId,
});

export const ZVendorBalanceRequest = ZSessionRef;
export type TVendorBalanceRequest = z.infer<typeof ZVendorBalanceRequest>;

export const ZVendorBetRequest = ZSessionRef.extend({
  transactionId: ZVendorTransactionId,
  roundId: ZVendorRoundId,
  /** The vendor's game code; when absent or unknown the round is booked on the launched game. */
  gameCode: ZGameCode.optional(),
  /** Stake, minor units, at least 1. */
  amount: ZAmount.min(1),
  currency: ZCurrency,
});
export type TVendorBetRequest = z.infer<typeof ZVendorBetRequest>;

export const ZVendorWinRequest = ZSessionRef.extend({
  transactionId: ZVendorTransactionId,
  roundId: ZVendorRoundId,
  gameCode: ZGameCode.optional(),
  /** Payout, minor units; 0 settles a lost round without moving money. */
  amount: ZAmount,
  currency: ZCurrency,
  /**
   * True (default) when this win closes the round: the betting record shows it settled and later wins
   * of the round are refused. False for one of several wins of a round still running.
   */
  roundEnded: z.boolean().default(true),
});
export type TVendorWinRequest = z.input<typeof ZVendorWinRequest>;

export const ZVendorRollbackRequest = ZSessionRef.extend({
  /** This rollback's own transaction id. */
  transactionId: ZVendorTransactionId,
  /** The bet being cancelled. If it is not known yet, it is refused when it arrives later. */
  betTransactionId: ZVendorTransactionId,
  roundId: ZVendorRoundId,
  gameCode: ZGameCode.optional(),
  currency: ZCurrency,
});
export type TVendorRollbackRequest = z.infer<typeof ZVendorRollbackRequest>;

// ---- answers (the `value` of the success envelope) ----

/** Carried by every answer, success or refusal, once the player is known. */
const ZBalanceFields = z.object({
  /** What the player can spend now, minor units. */
  balance: z.number().int(),
  currency: ZCurrency,
});

export const ZVendorAuthenticateResponse = ZBalanceFields.extend({
  sessionId: ZSessionId,
  playerId: ZPlayerId,
  /** The member's user name (display only). */
  username: z.string(),
  mode: z.enum(VENDOR_MODES),
  /** The game that was launched. */
  gameCode: z.string(),
  nodeId: z.string(),
  /** The player's language: EN, CN, VI, JA, TH, TY or ID. */
  language: z.string(),
  /** The brand the player belongs to. */
  merchantCode: z.string(),
});
export type TVendorAuthenticateResponse = z.infer<typeof ZVendorAuthenticateResponse>;

export const ZVendorBalanceResponse = ZBalanceFields;
export type TVendorBalanceResponse = z.infer<typeof ZVendorBalanceResponse>;

export const ZVendorTransactionResponse = ZBalanceFields.extend({
  /** The vendor's transaction id, echoed. */
  transactionId: ZVendorTransactionId,
  /** Our reference for the movement; null when nothing moved (a win of 0, a rollback of an unknown bet). */
  walletTransactionId: z.string().nullable(),
  /** The amount actually moved, minor units (a rollback reports the refunded stake). */
  amount: z.number().int(),
});
export type TVendorTransactionResponse = z.infer<typeof ZVendorTransactionResponse>;

/** The `value` of a refusal once the player is known: the balance, so the game can show it. */
export const ZVendorFailureValue = ZBalanceFields.partial().extend({
  transactionId: ZVendorTransactionId.optional(),
});

/**
 * Error codes the vendor API answers with (the envelope's `errorCode`; HTTP status in errors.ts), with
 * what they mean. `request_param_err` (400, with `value.fields`) and `unknown_error` (500, safe to
 * retry with the same transactionId) can also come back.
 */
export const VENDOR_ERRORS = {
  'vendor.signature.invalid':
    'Missing or wrong signature, or an unknown vendor code (401). Not stored: fix and resend.',
  'vendor.timestamp.stale':
    '`timestamp` is more than 5 minutes from the server clock (401). Not stored: resend with a fresh one.',
  'vendor.token.invalid': 'authenticate: the launch token is unknown, expired, or was issued for another vendor (401).',
  'vendor.player.unknown': 'The session or player is unknown, or they do not belong together (404).',
  'vendor.session.expired': 'A bet more than 24 hours after authenticate (401): the player launches the game again.',
  'vendor.currency.mismatch': "The currency is not the session's (400).",
  'vendor.funds.insufficient': 'A bet above the balance (409).',
  'vendor.player.restricted': 'A bet by a restricted or locked player, or by a trial account outside free play (403).',
  'vendor.bet.rolled.back': 'A bet whose rollback was received first (409).',
  'vendor.round.closed':
    'A bet on a round already settled or rolled back, or the rollback of a bet whose round is settled (409).',
  'vendor.transaction.conflict':
    'A transaction id used before for a different request: another action, amount, round or player (409).',
  'vendor.closed':
    "A bet while the operator has the vendor turned off or under maintenance for the player's brand (503). Wins and rollbacks are still accepted.",
  'vendor.player.excluded':
    'A bet by a player in cooling-off or self-exclusion (403). Wins and rollbacks of earlier bets are still accepted.',
  'vendor.player.limit':
    'A bet that would take the player past their own loss or wager limit for the day, week or month (409).',
  'vendor.win.no.bet':
    'A win for a round that holds no open bet: no bet, its bets rolled back, or the round already settled (409). Nothing moves.',
} as const;
export type VendorErrorCode = keyof typeof VENDOR_ERRORS;

/** One operation of the vendor API, for documentation and clients. */
export interface VendorOperation {
  action: VendorAction;
  path: string;
  summary: string;
  request: z.ZodType;
  response: z.ZodType;
  /** Error codes this operation can answer with (besides the signature, timestamp and parameter ones). */
  errors: readonly VendorErrorCode[];
}

export const VENDOR_OPERATIONS: readonly VendorOperation[] = [
  {
    action: 'authenticate',
    path: VENDOR_PATHS.authenticate,
    summary:
      "Exchanges the launch token for the player's session, identity, mode (real or free play), currency and balance",
    request: ZVendorAuthenticateRequest,
    response: ZVendorAuthenticateResponse,
    errors: ['vendor.token.invalid'],
  },
  {
    action: 'balance',
    path: VENDOR_PATHS.balance,
    summary: "The player's balance for this game session",
    request: ZVendorBalanceRequest,
    response: ZVendorBalanceResponse,
    errors: ['vendor.player.unknown'],
  },
  {
    action: 'bet',
    path: VENDOR_PATHS.bet,
    summary: 'Debits a stake (idempotent on the vendor and transactionId)',
    request: ZVendorBetRequest,
    response: ZVendorTransactionResponse,
    errors: [
      'vendor.player.unknown',
      'vendor.session.expired',
      'vendor.currency.mismatch',
      'vendor.funds.insufficient',
      'vendor.player.restricted',
      'vendor.bet.rolled.back',
      'vendor.round.closed',
      'vendor.transaction.conflict',
      'vendor.closed',
      'vendor.player.excluded',
      'vendor.player.limit',
    ],
  },
  {
    action: 'win',
    path: VENDOR_PATHS.win,
    summary:
      'Credits a payout to a round with an open bet and settles it unless roundEnded is false (idempotent on transactionId)',
    request: ZVendorWinRequest,
    response: ZVendorTransactionResponse,
    errors: ['vendor.player.unknown', 'vendor.currency.mismatch', 'vendor.win.no.bet', 'vendor.transaction.conflict'],
  },
  {
    action: 'rollback',
    path: VENDOR_PATHS.rollback,
    summary: 'Refunds a bet unless its round is settled (a bet rolled back before it arrives is refused later)',
    request: ZVendorRollbackRequest,
    response: ZVendorTransactionResponse,
    errors: ['vendor.player.unknown', 'vendor.currency.mismatch', 'vendor.round.closed', 'vendor.transaction.conflict'],
  },
];
