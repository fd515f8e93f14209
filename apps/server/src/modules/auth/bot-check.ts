import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { zeroBits } from '@app/contracts/bot-check';
import type { TBotCheckAction } from '@app/contracts/calls/auth';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';

/**
 * The bot check (docs/decisions/0204-bot-check.md): sign-in, register and the SMS-code calls carry a
 * token from the brand's widget; the server verifies it for the call's action and spends it (a token
 * works once, also for two calls at the same moment: the spend is one atomic step in the shared store).
 */

/** Why a token was refused. */
export type BotRefusal = 'missing' | 'invalid' | 'expired' | 'replayed' | 'action' | 'unavailable';
export type BotVerdict = { ok: true } | { ok: false; reason: BotRefusal };

/** One way of checking: the site's own stand-in or a provider's siteverify. */
export interface BotCheck {
  verify(token: string, ctx: { action: TBotCheckAction; ip: string; brand: Brand }): Promise<BotVerdict>;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** How long a token from the widget may wait before its call (the providers' tokens last 300 s). */
export const BOT_TOKEN_TTL_MS = 5 * 60_000;
const CHALLENGE_TTL_MS = 2 * 60_000;
/** Leading zero bits of SHA-256(challenge:nonce): about 4,000 tries, a moment for a browser. */
export const LOCAL_BITS = 12;
const KEY_NAME = 'botcheck:key';
const KEY_TTL_MS = 400 * 86_400_000;

/** Tries nonces until SHA-256(challenge:nonce) has `bits` leading zero bits (what the browser widget does). */
export function solvePuzzle(challenge: string, bits: number): string {
  for (let i = 0; ; i++) {
    const nonce = i.toString(36);
    if (zeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= bits) return nonce;
  }
}

interface Signed {
  /** Brand id. */
  b: number;
  /** Action. */
  a: TBotCheckAction;
  /** Expiry, epoch ms. */
  e: number;
  /** Random id. */
  n: string;
}

/**
 * The site's own stand-in: a signed puzzle the widget solves (a small proof of work after the person
 * ticks the box), traded once for a signed token of the same brand and action. The signing key is kept
 * in the shared store, so every process of the site (Redis) signs and checks with the same key.
 */
export function createLocalBotCheck(deps: Pick<Deps, 'store' | 'now'>) {
  let key: { value: Buffer; at: number } | null = null;
  async function signingKey(): Promise<Buffer> {
    const t = Date.now();
    if (key && t - key.at < 3_600_000) return key.value;
    await deps.store.setIfAbsent(KEY_NAME, randomBytes(32).toString('hex'), KEY_TTL_MS);
    const hex = await deps.store.get(KEY_NAME);
    if (!hex) throw new Error('bot check key missing from the store');
    key = { value: Buffer.from(hex, 'hex'), at: t };
    return key.value;
  }

  async function sign(kind: 'c' | 't', body: Signed): Promise<string> {
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    const mac = createHmac('sha256', await signingKey())
      .update(`${kind}.${payload}`)
      .digest('base64url');
    return `${kind}1.${payload}.${mac}`;
  }

  async function open(kind: 'c' | 't', text: string): Promise<Signed | null> {
    const parts = text.split('.');
    if (parts.length !== 3 || parts[0] !== `${kind}1`) return null;
    const [, payload = '', mac = ''] = parts;
    const want = createHmac('sha256', await signingKey())
      .update(`${kind}.${payload}`)
      .digest();
    const got = Buffer.from(mac, 'base64url');
    if (got.length !== want.length || !timingSafeEqual(got, want)) return null;
    try {
      const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Signed;
      return typeof v.b === 'number' && typeof v.a === 'string' && typeof v.e === 'number' ? v : null;
    } catch {
      return null;
    }
  }

  const nowMs = () => deps.now().getTime();

  return {
    /** A puzzle for one brand and action. */
    async challenge(brand: Brand, action: TBotCheckAction) {
      const challenge = await sign('c', {
        b: brand.id,
        a: action,
        e: nowMs() + CHALLENGE_TTL_MS,
        n: randomBytes(12).toString('base64url'),
      });
      return { challenge, bits: LOCAL_BITS, expiresIn: CHALLENGE_TTL_MS / 1000 };
    },

    /** A solved puzzle, used once, gives a token for its action; anything else is botcheck.failed. */
    async solve(brand: Brand, challenge: string, nonce: string) {
      const c = await open('c', challenge);
      if (!c || c.b !== brand.id || c.e <= nowMs()) throw new AppError('botcheck.failed');
      const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
      if (zeroBits(digest) < LOCAL_BITS) throw new AppError('botcheck.failed');
      const fresh = await deps.store.setIfAbsent(`botcheck:solved:${sha(challenge)}`, '1', CHALLENGE_TTL_MS);
      if (!fresh) throw new AppError('botcheck.failed');
      const token = await sign('t', {
        b: brand.id,
        a: c.a,
        e: nowMs() + BOT_TOKEN_TTL_MS,
        n: randomBytes(12).toString('base64url'),
      });
      return { token, expiresIn: BOT_TOKEN_TTL_MS / 1000 };
    },

    check: {
      async verify(token, ctx) {
        const t = await open('t', token);
        if (!t || t.b !== ctx.brand.id) return { ok: false, reason: 'invalid' };
        if (t.e <= nowMs()) return { ok: false, reason: 'expired' };
        if (t.a !== ctx.action) return { ok: false, reason: 'action' };
        return { ok: true };
      },
    } satisfies BotCheck,
  };
}
export type LocalBotCheck = ReturnType<typeof createLocalBotCheck>;

type Poster = (url: string, form: URLSearchParams) => Promise<{ status: number; body: unknown }>;

async function postForm(url: string, form: URLSearchParams) {
  const res = await fetch(url, {
    method: 'POST',
    body: form,
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(8000),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

/**
 * The real adapter: a provider's siteverify (Cloudflare Turnstile, Google reCAPTCHA): an HTTP POST of
 * the brand's secret, the token and the client address; the answer's `success`, `action` and
 * `error-codes` decide. The provider cannot be reached: `unavailable` (the call answers 503).
 */
export function createSiteVerifyBotCheck(url: string, opts: { post?: Poster } = {}): BotCheck {
  const post = opts.post ?? postForm;
  return {
    async verify(token, ctx) {
      const secret = ctx.brand.settings.botCheckSecret;
      if (!secret) return { ok: false, reason: 'unavailable' };
      const form = new URLSearchParams({ secret, response: token, remoteip: ctx.ip });
      let answer: { status: number; body: unknown };
      try {
        answer = await post(url, form);
      } catch {
        return { ok: false, reason: 'unavailable' };
      }
      const body = answer.body as {
        success?: unknown;
        action?: unknown;
        'error-codes'?: unknown;
      } | null;
      if (answer.status >= 500 || !body || typeof body !== 'object') return { ok: false, reason: 'unavailable' };
      const errors = Array.isArray(body['error-codes']) ? (body['error-codes'] as unknown[]).map(String) : [];
      if (body.success !== true) {
        if (errors.includes('timeout-or-duplicate')) return { ok: false, reason: 'replayed' };
        if (errors.some((e) => e.includes('secret') || e === 'internal-error'))
          return { ok: false, reason: 'unavailable' };
        return { ok: false, reason: 'invalid' };
      }
      // Both providers echo the action the widget was rendered for; a token for another call is refused.
      if (typeof body.action === 'string' && body.action !== '' && body.action !== ctx.action) {
        return { ok: false, reason: 'action' };
      }
      return { ok: true };
    },
  };
}

/**
 * The check the guarded calls run: the brand's provider verifies the token, then it is spent once in the
 * shared store (memory, or Redis across processes). Throws botcheck.required (no token),
 * botcheck.failed (bad, expired, used, another action) or botcheck.unavailable (the provider is down).
 */
export function createBotChecks(
  deps: Pick<Deps, 'store' | 'now' | 'log'>,
  providers: { local: LocalBotCheck; turnstile: BotCheck; recaptcha: BotCheck },
) {
  return {
    local: providers.local,
    on: (brand: Brand) => brand.settings.botCheck !== 'off',
    async check(brand: Brand, action: TBotCheckAction, token: string | undefined, ip: string): Promise<void> {
      const p = brand.settings.botCheck;
      if (p === 'off') return;
      if (!token) throw new AppError('botcheck.required');
      const checker = p === 'local' ? providers.local.check : providers[p];
      const v = await checker.verify(token, { action, ip, brand });
      if (v.ok) {
        const spent = await deps.store.setIfAbsent(`botcheck:spent:${brand.id}:${sha(token)}`, '1', BOT_TOKEN_TTL_MS);
        if (spent) return;
      }
      const reason = v.ok ? 'replayed' : v.reason;
      deps.log.info({ brandId: brand.id, action, reason }, 'bot check refused');
      throw new AppError(reason === 'unavailable' ? 'botcheck.unavailable' : 'botcheck.failed');
    },
  };
}
export type BotChecks = ReturnType<typeof createBotChecks>;
