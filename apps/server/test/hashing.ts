import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { sharedHasher } from '../src/modules/auth/passwords.ts';

/**
 * Watches the process's password hasher (the one sign-in and the payment password use) for checks
 * against some stored hashes: how many ran, and optionally holds the checks of chosen passwords until
 * released, so a test can line up a burst at the hasher and see what else gets through meanwhile.
 */
export function watchChecks(
  app: FastifyInstance,
  stored: string | string[],
  hold: (password: string) => boolean = () => false,
) {
  const watched = new Set(typeof stored === 'string' ? [stored] : stored);
  const hasher = sharedHasher(app.deps.config.argon2MaxConcurrent, app.deps.config.argon2MaxQueued);
  const real = hasher.verify.bind(hasher);
  let checked = 0;
  let waiting = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((r) => {
    open = r;
  });
  const spy = vi.spyOn(hasher, 'verify').mockImplementation(async (hash, password, ...rest) => {
    if (!watched.has(hash)) return real(hash, password, ...rest);
    checked++;
    if (hold(password)) {
      waiting++;
      await gate;
    }
    return real(hash, password, ...rest);
  });
  return {
    checked: () => checked,
    waiting: () => waiting,
    release: () => open(),
    /** Waits (up to 10 s) until `n` held checks are waiting at the gate. */
    async untilWaiting(n: number) {
      for (let i = 0; i < 1000 && waiting < n; i++) await new Promise((r) => setTimeout(r, 10));
      if (waiting < n) throw new Error(`only ${waiting} of ${n} checks reached the hasher`);
    },
    stop: () => {
      open();
      spy.mockRestore();
    },
  };
}
