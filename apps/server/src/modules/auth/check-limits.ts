import type { Config } from '../../config.ts';
import { hashingBusy, type PasswordHasher, sharedHasher } from './passwords.ts';

/** Who a password hash is for: the client's address, and the account (typed name or member) it is about. */
export interface Who {
  ip: string;
  account: string;
}

export interface CheckLimits {
  /**
   * Counts a sealed call (each carries a password to hash) of an address from its arrival to its
   * answer; false, counting nothing, when the address already has its cap in flight. Counting the
   * whole call, not only its hash, keeps one client's queued calls from holding the database and the
   * key unwrapping up too. Call `leaveCall` exactly once for each true.
   */
  enterCall(ip: string): boolean;
  leaveCall(ip: string): void;
  verify(who: Who, stored: string, password: string): Promise<boolean>;
  dummyVerify(who: Who, password: string): Promise<void>;
  hash(who: Who, password: string): Promise<string>;
}

/**
 * Caps on password checks in flight per client address (sealed calls, and hashes queued or running)
 * and per account (hashes), in this process (decision 0203): the checks spend this process's CPU and
 * its database connection, so the caps protect it. Past a cap, or with the hashing queue full, the
 * answer is an immediate 429 `password.check.busy` with Retry-After, and nothing is queued.
 */
export function createCheckLimits(hasher: PasswordHasher, limits: { perIp: number; perAccount: number }): CheckLimits {
  const byIp = new Map<string, number>();
  const byAccount = new Map<string, number>();
  const callsByIp = new Map<string, number>();
  const down = (map: Map<string, number>, key: string) => {
    const n = (map.get(key) ?? 1) - 1;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };

  async function run<T>(who: Who, work: (lane: string) => Promise<T>): Promise<T> {
    const ip = byIp.get(who.ip) ?? 0;
    const account = byAccount.get(who.account) ?? 0;
    if (ip >= limits.perIp || account >= limits.perAccount) throw hashingBusy();
    byIp.set(who.ip, ip + 1);
    byAccount.set(who.account, account + 1);
    try {
      return await work(who.ip);
    } finally {
      down(byIp, who.ip);
      down(byAccount, who.account);
    }
  }

  return {
    enterCall(ip) {
      const n = callsByIp.get(ip) ?? 0;
      if (n >= limits.perIp) return false;
      callsByIp.set(ip, n + 1);
      return true;
    },
    leaveCall: (ip) => down(callsByIp, ip),
    verify: (who, stored, password) => run(who, (lane) => hasher.verify(stored, password, lane)),
    dummyVerify: (who, password) => run(who, (lane) => hasher.dummyVerify(password, lane)),
    hash: (who, password) => run(who, (lane) => hasher.hash(password, lane)),
  };
}

/** One set of caps per process and configuration: sign-in and the payment password count together. */
const shared = new Map<string, CheckLimits>();

export function sharedCheckLimits(config: Config): CheckLimits {
  const { argon2MaxConcurrent: threads, argon2MaxQueued: queued, authChecksPerIp: perIp } = config;
  const key = `${threads}:${queued}:${perIp}:${config.authChecksPerAccount}`;
  let limits = shared.get(key);
  if (!limits) {
    limits = createCheckLimits(sharedHasher(threads, queued), { perIp, perAccount: config.authChecksPerAccount });
    shared.set(key, limits);
  }
  return limits;
}
