import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const ZBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: ZBool.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1200),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(24),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  PUBLIC_URL: z.url().optional(),
  PAYMENT_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_GATEWAY_MERCHANT_ID: z.string().min(1).max(100).optional(),
  PAYMENT_GATEWAY_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  PROOF_DIR: z.string().min(1).optional(),
  HOUSE_WALLET_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Accounts: SMS, e-mail, social sign-in keys, password hashing.
  SMS_HTTP_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).max(500).optional(),
  SMS_SENDER_ID: z.string().min(1).max(20).default('LUCKY'),
  SMTP_HOST: z.string().min(1).max(253).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: ZBool.default(false),
  SMTP_USER: z.string().min(1).max(200).optional(),
  SMTP_PASS: z.string().min(1).max(500).optional(),
  MAIL_FROM: z.string().min(3).max(200).default('no-reply@localhost'),
  SOCIAL_GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  SOCIAL_FACEBOOK_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://limited.facebook.com/.well-known/oauth/openid/jwks/'),
  // Bot check providers' siteverify endpoints and Firebase phone sign-in keys (docs/decisions/0204-bot-check.md).
  BOT_CHECK_TURNSTILE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  BOT_CHECK_RECAPTCHA_URL: z.url({ protocol: /^https?$/ }).default('https://www.google.com/recaptcha/api/siteverify'),
  FIREBASE_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  /** Outside production the Firebase stand-in plays the provider unless this is false; never in production. */
  FIREBASE_STAND_IN: ZBool.default(true),
  ARGON2_MAX_CONCURRENT: z.coerce.number().int().min(1).max(64).optional(),
  AUTH_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(60),
  ARGON2_MAX_QUEUED: z.coerce.number().int().min(1).max(10_000).default(64),
  AUTH_CHECKS_PER_IP: z.coerce.number().int().min(1).max(1000).default(4),
  AUTH_CHECKS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(2),
});

export type Env = z.input<typeof ZEnv>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  rateLimit: { max: number; windowMs: number };
  session: { idleMinutes: number; maxHours: number };
  webDist: string | undefined;
  /** The built back office (apps/admin/dist), served at /backoffice. */
  adminDist: string | undefined;
  publicUrl: string | undefined;
  /** Validate every answer against its contract schema (on in tests and development). */
  validateResponses: boolean;
  /** The online payment provider (all three set, or the HTTP gateway is off). */
  paymentGateway: { url: string; merchantId: string; secret: string } | undefined;
  /** Where withdrawal proof images are stored. */
  proofDir: string;
  /** Origin of the seamless wallet API the house vendor calls; unset: this process's own address. */
  houseWalletUrl: string | undefined;
  /** The SMS gateway (HTTP adapter); without it codes go to the development outbox. */
  sms: { url: string; token: string | undefined; senderId: string } | undefined;
  /** The SMTP server; without it e-mails go to the development outbox. */
  smtp:
    | { host: string; port: number; secure: boolean; user: string | undefined; pass: string | undefined; from: string }
    | undefined;
  mailFrom: string;
  /** Where the social providers publish their ID-token signing keys. */
  socialJwks: { google: string; facebook: string };
  /** Bot check providers' siteverify endpoints. */
  botCheckUrls: { turnstile: string; recaptcha: string };
  /** Firebase phone sign-in: the provider's keys, or the development stand-in (never in production). */
  firebase: { jwksUrl: string; standIn: boolean };
  /** Password hashes running at once (more queue). */
  argon2MaxConcurrent: number;
  /** Sign-in, register and reset attempts one address may make per 5 minutes before 429. */
  authAttemptsPerIp: number;
  /** Password hashes that may wait for a thread; past that, 429 at once (decision 0203). */
  argon2MaxQueued: number;
  /** Password hashes one address, and one account, may have in flight in this process (decision 0203). */
  authChecksPerIp: number;
  authChecksPerAccount: number;
}

/** Thrown for an invalid environment; the message names each bad variable. */
export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Outside production the site (with its development helpers) is this machine's alone unless HOST says otherwise.
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    webDist: e.WEB_DIST,
    adminDist: e.ADMIN_DIST,
    publicUrl: e.PUBLIC_URL,
    validateResponses: e.NODE_ENV !== 'production',
    paymentGateway:
      e.PAYMENT_GATEWAY_URL && e.PAYMENT_GATEWAY_MERCHANT_ID && e.PAYMENT_GATEWAY_SECRET
        ? { url: e.PAYMENT_GATEWAY_URL, merchantId: e.PAYMENT_GATEWAY_MERCHANT_ID, secret: e.PAYMENT_GATEWAY_SECRET }
        : undefined,
    proofDir: path.resolve(e.PROOF_DIR ?? path.join(e.DATA_DIR, 'proofs')),
    houseWalletUrl: e.HOUSE_WALLET_URL,
    sms: e.SMS_HTTP_URL ? { url: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN, senderId: e.SMS_SENDER_ID } : undefined,
    smtp: e.SMTP_HOST
      ? {
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          secure: e.SMTP_SECURE,
          user: e.SMTP_USER,
          pass: e.SMTP_PASS,
          from: e.MAIL_FROM,
        }
      : undefined,
    mailFrom: e.MAIL_FROM,
    socialJwks: { google: e.SOCIAL_GOOGLE_JWKS_URL, facebook: e.SOCIAL_FACEBOOK_JWKS_URL },
    botCheckUrls: { turnstile: e.BOT_CHECK_TURNSTILE_URL, recaptcha: e.BOT_CHECK_RECAPTCHA_URL },
    firebase: { jwksUrl: e.FIREBASE_JWKS_URL, standIn: e.NODE_ENV !== 'production' && e.FIREBASE_STAND_IN },
    // One core stays free for the event loop: hashing is CPU work on the thread pool.
    argon2MaxConcurrent: e.ARGON2_MAX_CONCURRENT ?? Math.max(1, os.availableParallelism() - 1),
    authAttemptsPerIp: e.AUTH_ATTEMPTS_PER_IP,
    argon2MaxQueued: e.ARGON2_MAX_QUEUED,
    authChecksPerIp: e.AUTH_CHECKS_PER_IP,
    authChecksPerAccount: e.AUTH_CHECKS_PER_ACCOUNT,
  };
}
