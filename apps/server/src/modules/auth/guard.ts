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

/** How a try is made: the client's address, its captcha key (device id or address; null: none) and answer. */
export interface TryOptions {
  ip: string;
  client: string | null;
  captcha?: string;
  /** How long the lock lasts once the failures reach the limit. */
  lockMs: number;
}

/** A counted try: `check` runs the check once and settles the try by its result. */
export interface Try {
  check(run: () => Promise<boolean>): Promise<{ ok: boolean; captcha: boolean; lock: boolean }>;
}

/** Who a sign-in attempt is about: the typed name (or number), and the member's lock epoch when known. */
export interface Subject {
  key: string;
  epoch: number;
}

/**
 * Sign-in tries, captcha and lockout (DECISIONS "Accounts and security"): windows of tries in the
 * shared store (memory or Redis) per typed name, counted before each check (decision 0203), and
 * failures per client address; after 3 failures in 30 minutes a captcha is needed; after 10 in an
 * hour the account is locked (the caller records the lock on the member row). Unknown names are
 * counted and locked the same way, so the answers never tell whether a name exists.
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

    /**
     * Counts a try at a name's password (or SMS code) before it is checked (decision 0203): first the
     * 30-minute window (past 3 tries held or failed, or 3 failures from the address, a captcha is
     * needed and spent), then the hour's window (past 10, refused as locked without a check). Each is
     * taken in one atomic step, so a burst of any size gets exactly the checks a slow attacker would.
     * `client: null` is a way in without a captcha (a signed-in member's password change): only the
     * hour's window applies. Run the check through the returned try's `check`.
     */
    async begin(brand: Brand, s: Subject, o: TryOptions): Promise<Try> {
      const lockKey = `auth:t60:${nameKey(brand, s)}`;
      const captchaKey = `auth:t30:${nameKey(brand, s)}`;
      const fipKey = `auth:fip:${ipKey(brand, o.ip)}`;
      const giveBack = (key: string) => store.settleTry(key, { held: true, failed: false, windowMs: 0, limit: 0 });
      const free = o.client === null || (await store.takeTry(captchaKey, CAPTCHA_AFTER_FAILURES, CAPTCHA_WINDOW_MS));
      if (o.client !== null && (!free || Number((await store.get(fipKey)) ?? 0) >= CAPTCHA_AFTER_FAILURES)) {
        try {
          await guard.checkCaptcha(brand, o.client, o.captcha);
        } catch (e) {
          if (free) await giveBack(captchaKey);
          throw e;
        }
      }
      if (!(await store.takeTry(lockKey, LOCK_AFTER_FAILURES, LOCK_WINDOW_MS))) {
        if (o.client !== null && free) await giveBack(captchaKey);
        const left = await store.ttl(lockKey);
        throw AppError.retryLater('account.locked', Math.ceil(Math.max(left, 1000) / 1000), { captcha: true });
      }
      const settle = async (failed: boolean) => {
        const [f60, f30, fip] = await Promise.all([
          store.settleTry(lockKey, {
            held: true,
            failed,
            windowMs: LOCK_WINDOW_MS,
            limit: LOCK_AFTER_FAILURES,
            lockMs: o.lockMs,
          }),
          o.client === null
            ? 0
            : store.settleTry(captchaKey, {
                held: free,
                failed,
                windowMs: CAPTCHA_WINDOW_MS,
                limit: CAPTCHA_AFTER_FAILURES,
              }),
          failed && o.client !== null ? store.incr(fipKey, CAPTCHA_WINDOW_MS) : 0,
        ]);
        return {
          captcha: f30 >= CAPTCHA_AFTER_FAILURES || fip >= CAPTCHA_AFTER_FAILURES,
          lock: failed && f60 >= LOCK_AFTER_FAILURES,
        };
      };
      return {
        async check(run) {
          let ok: boolean;
          try {
            ok = await run();
          } catch (e) {
            // Refused before or during the check (busy, gone): only this try's hold is given back.
            await settle(false);
            throw e;
          }
          return { ok, ...(await settle(!ok)) };
        },
      };
    },

    /** Seconds an unknown name stays locked (known members keep their lock on the row), or 0. */
    async unknownLocked(brand: Brand, s: Subject): Promise<number> {
      const t = await store.ttl(`auth:lock:${nameKey(brand, s)}`);
      return t > 0 ? Math.ceil(t / 1000) : 0;
    },

    /** Locks an unknown name for `ms` (known members are locked on their row by the caller). */
    async lockUnknown(brand: Brand, s: Subject, ms: number): Promise<void> {
      await store.set(`auth:lock:${nameKey(brand, s)}`, '1', ms);
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
      // Read and spent in one step, so one solved captcha lets one try through however many race.
      const want = await store.getDel(`auth:cap:${brand.id}:${client}`);
      if (!want || want !== sha(given)) throw new AppError('captcha.invalid', { captcha: true });
    },
  };
  return guard;
}
export type Guard = ReturnType<typeof createGuard>;
