import { createHash } from 'node:crypto';
import { CAPTCHA_AFTER_FAILURES, CAPTCHA_WINDOW_MS, LOCK_AFTER_FAILURES, LOCK_WINDOW_MS } from '@app/contracts/auth';
import { CAPTCHA_REFRESH_MIN_MS, TOO_MANY_REQUESTS_RETRY_S } from '@app/contracts/constants';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { captchaPng, captchaText } from './captcha-art.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
const ATTEMPT_WINDOW_MS = 5 * 60_000;

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

/** Who a sign-in attempt is about: the typed name (or number), and the member's lock epoch when known. */
export interface Subject {
  key: string;
  epoch: number;
}

/**
 * Failed sign-ins, captcha and lockout (DECISIONS "Accounts and security"): counters in the shared store
 * (memory or Redis) per typed name and per client address; after 3 failures in 30 minutes a captcha is
 * needed; after 10 in an hour the account is locked (the caller records the lock on the member row).
 * Unknown names are counted and locked the same way, so the answers never tell whether a name exists.
 */
export function createGuard(deps: Deps) {
  const { store } = deps;
  const nameKey = (brand: Brand, s: Subject) => `${brand.id}:${sha(s.key.toLowerCase())}:${s.epoch}`;
  const ipKey = (brand: Brand, ip: string) => `${brand.id}:${ip}`;

  const guard = {
    /** Refuses a client address that made too many sign-in attempts (429, Retry-After 5 minutes). */
    async attempt(brand: Brand, ip: string): Promise<void> {
      const blocked = await store.ttl(`auth:ipblock:${ipKey(brand, ip)}`);
      if (blocked > 0) {
        const s = Math.ceil(blocked / 1000);
        throw AppError.retryLater('TOO_MANY_REQUESTS', s);
      }
      const n = await store.incr(`auth:ipn:${ipKey(brand, ip)}`, ATTEMPT_WINDOW_MS);
      if (n > deps.config.authAttemptsPerIp) {
        await store.set(`auth:ipblock:${ipKey(brand, ip)}`, '1', TOO_MANY_REQUESTS_RETRY_S * 1000);
        throw AppError.retryLater('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_RETRY_S);
      }
    },

    /** True once the name or the address has 3 failures within 30 minutes. */
    async captchaNeeded(brand: Brand, s: Subject, ip: string): Promise<boolean> {
      const [byName, byIp] = await Promise.all([
        store.get(`auth:f30:${nameKey(brand, s)}`),
        store.get(`auth:fip:${ipKey(brand, ip)}`),
      ]);
      return Number(byName ?? 0) >= CAPTCHA_AFTER_FAILURES || Number(byIp ?? 0) >= CAPTCHA_AFTER_FAILURES;
    },

    /** Seconds an unknown name stays locked (known members keep their lock on the row), or 0. */
    async unknownLocked(brand: Brand, s: Subject): Promise<number> {
      const t = await store.ttl(`auth:lock:${nameKey(brand, s)}`);
      return t > 0 ? Math.ceil(t / 1000) : 0;
    },

    /** Counts a failure; answers whether a captcha is now needed and whether the name must be locked. */
    async failed(brand: Brand, s: Subject, ip: string): Promise<{ captcha: boolean; lock: boolean }> {
      const [f30, f60, fip] = await Promise.all([
        store.incr(`auth:f30:${nameKey(brand, s)}`, CAPTCHA_WINDOW_MS),
        store.incr(`auth:f60:${nameKey(brand, s)}`, LOCK_WINDOW_MS),
        store.incr(`auth:fip:${ipKey(brand, ip)}`, CAPTCHA_WINDOW_MS),
      ]);
      return {
        captcha: f30 >= CAPTCHA_AFTER_FAILURES || fip >= CAPTCHA_AFTER_FAILURES,
        lock: f60 >= LOCK_AFTER_FAILURES,
      };
    },

    /** Locks an unknown name for `ms` (known members are locked on their row by the caller). */
    async lockUnknown(brand: Brand, s: Subject, ms: number): Promise<void> {
      await store.set(`auth:lock:${nameKey(brand, s)}`, '1', ms);
    },

    /** A successful sign-in clears the name's counters. */
    async succeeded(brand: Brand, s: Subject): Promise<void> {
      await Promise.all([store.del(`auth:f30:${nameKey(brand, s)}`), store.del(`auth:f60:${nameKey(brand, s)}`)]);
    },

    /** A new captcha for a client (device id or address), at most one per second; the PNG as base64. */
    async newCaptcha(brand: Brand, client: string): Promise<string> {
      const fresh = await store.setIfAbsent(`auth:capr:${brand.id}:${client}`, '1', CAPTCHA_REFRESH_MIN_MS);
      if (!fresh) throw AppError.retryLater('captcha.too.frequent', 1);
      const text = captchaText();
      await store.set(`auth:cap:${brand.id}:${client}`, sha(text), CAPTCHA_TTL_MS);
      return captchaPng(text).toString('base64');
    },

    /** Checks (and spends) the client's captcha; a missing or wrong answer throws with value.captcha. */
    async checkCaptcha(brand: Brand, client: string, answer: string | undefined): Promise<void> {
      const given = (answer ?? '').trim().toUpperCase();
      if (!given) throw new AppError('captcha.required', { captcha: true });
      const key = `auth:cap:${brand.id}:${client}`;
      const want = await store.get(key);
      await store.del(key);
      if (!want || want !== sha(given)) throw new AppError('captcha.invalid', { captcha: true });
    },
  };
  return guard;
}
export type Guard = ReturnType<typeof createGuard>;
