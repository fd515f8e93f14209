import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id, 19 MiB, 2 iterations (DECISIONS "Accounts and security"). @node-rs/argon2
 * runs on the libuv thread pool, so the event loop stays free; a small semaphore caps how many hashes
 * run at once so sign-in storms queue instead of taking every pool thread (file and DNS work share it)
 * and every core.
 */
export const ARGON2_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
  /** The same work as a verify, for callers that found no account (no timing difference). */
  dummyVerify(password: string): Promise<void>;
  /** Hashes running and queued now (for tests and the bench). */
  load(): { running: number; queued: number };
}

export function createPasswordHasher(maxConcurrent: number): PasswordHasher {
  let running = 0;
  const queue: (() => void)[] = [];
  let dummy: Promise<string> | undefined;

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrent) await new Promise<void>((resolve) => queue.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = queue.shift();
      if (next) next();
      else running--;
    }
  }

  const hasher: PasswordHasher = {
    hash: (password) => slot(() => hash(password, ARGON2_OPTIONS)),
    verify: (stored, password) =>
      slot(async () => {
        try {
          return await verify(stored, password);
        } catch {
          return false;
        }
      }),
    async dummyVerify(password) {
      dummy ??= hash('no-such-account-placeholder', ARGON2_OPTIONS);
      await hasher.verify(await dummy, password);
    },
    load: () => ({ running, queued: queue.length }),
  };
  return hasher;
}
