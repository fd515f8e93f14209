import { Redis } from 'ioredis';
import { parseTries, SETTLE_TRY_LUA, type SettleTry, TAKE_TRY_LUA } from './tries.ts';

/**
 * Shared short-lived state: counters, caches, one-time markers and pub/sub. In memory for one process;
 * Redis when REDIS_URL is set, so several server copies share it.
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** Adds 1 and returns the new count; the window starts with the first increment. */
  incr(key: string, ttlMs: number): Promise<number>;
  get(key: string): Promise<string | null>;
  /** Reads and deletes in one step (a one-time answer that two requests must not both spend). */
  getDel(key: string): Promise<string | null>;
  /** Holds a try when held + failed tries are below `limit` (one atomic step; lib/tries.ts). */
  takeTry(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** Ends a try, counting a failure or not; answers the failures in the window (lib/tries.ts). */
  settleTry(key: string, opts: SettleTry): Promise<number>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Milliseconds until the key expires, or -1 when absent. */
  ttl(key: string): Promise<number>;
  del(key: string): Promise<void>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/** The in-process store; expired entries are dropped on read and by a periodic sweep. */
export function createMemoryStore(now: () => number = Date.now): SharedStore {
  const map = new Map<string, Entry>();
  const handlers = new Map<string, Set<(m: string) => void>>();
  const live = (key: string): Entry | undefined => {
    const e = map.get(key);
    if (e && e.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = setInterval(() => {
    const t = now();
    for (const [k, e] of map) if (e.expiresAt <= t) map.delete(k);
  }, 30_000);
  sweep.unref();
  return {
    kind: 'memory',
    async incr(key, ttlMs) {
      const e = live(key);
      if (e) {
        e.value = String(Number(e.value) + 1);
        return Number(e.value);
      }
      map.set(key, { value: '1', expiresAt: now() + ttlMs });
      return 1;
    },
    async get(key) {
      return live(key)?.value ?? null;
    },
    async getDel(key) {
      const value = live(key)?.value ?? null;
      map.delete(key);
      return value;
    },
    async takeTry(key, limit, windowMs) {
      const e = live(key);
      const t = parseTries(e?.value);
      if (t.held + t.failed >= limit) return false;
      const value = `${t.held + 1}:${t.failed}`;
      if (e) e.value = value;
      else map.set(key, { value, expiresAt: now() + windowMs });
      return true;
    },
    async settleTry(key, o) {
      const e = live(key);
      const t = parseTries(e?.value);
      const held = o.held && t.held > 0 ? t.held - 1 : t.held;
      if (!o.failed) {
        if (e) e.value = `${held}:${t.failed}`;
        return t.failed;
      }
      const failed = t.failed + 1;
      const lock = o.lockMs && failed >= o.limit ? now() + o.lockMs : undefined;
      map.set(key, { value: `${held}:${failed}`, expiresAt: lock ?? e?.expiresAt ?? now() + o.windowMs });
      return failed;
    },
    async set(key, value, ttlMs) {
      map.set(key, { value, expiresAt: now() + ttlMs });
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key)) return false;
      map.set(key, { value, expiresAt: now() + ttlMs });
      return true;
    },
    async ttl(key) {
      const e = live(key);
      return e ? e.expiresAt - now() : -1;
    },
    async del(key) {
      map.delete(key);
    },
    async publish(channel, message) {
      for (const h of handlers.get(channel) ?? []) h(message);
    },
    async subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return async () => {
        set.delete(handler);
      };
    },
    async ping() {
      return true;
    },
    async close() {
      clearInterval(sweep);
      map.clear();
      handlers.clear();
    },
  };
}

/** The Redis store; keys are prefixed so tests and brands of several deployments can share a server. */
export async function createRedisStore(url: string, prefix = 'lp:'): Promise<SharedStore> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
  let sub: Redis | undefined;
  const handlers = new Map<string, Set<(m: string) => void>>();
  const k = (key: string) => prefix + key;
  const subscriber = async (): Promise<Redis> => {
    if (sub) return sub;
    const s = client.duplicate();
    s.on('message', (channel: string, message: string) => {
      for (const h of handlers.get(channel.slice(prefix.length)) ?? []) h(message);
    });
    sub = s;
    return s;
  };
  return {
    kind: 'redis',
    async incr(key, ttlMs) {
      const [[, count]] = (await client.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec()) as [
        [unknown, number],
      ];
      return count;
    },
    get: (key) => client.get(k(key)),
    getDel: (key) => client.getdel(k(key)),
    async takeTry(key, limit, windowMs) {
      return (await client.eval(TAKE_TRY_LUA, 1, k(key), limit, windowMs)) === 1;
    },
    async settleTry(key, o) {
      const args = [o.held ? 1 : 0, o.failed ? 1 : 0, o.windowMs, o.limit, o.lockMs ?? 0];
      return Number(await client.eval(SETTLE_TRY_LUA, 1, k(key), ...args));
    },
    async set(key, value, ttlMs) {
      await client.set(k(key), value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await client.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async ttl(key) {
      const t = await client.pttl(k(key));
      return t < 0 ? -1 : t;
    },
    async del(key) {
      await client.del(k(key));
    },
    async publish(channel, message) {
      await client.publish(k(channel), message);
    },
    async subscribe(channel, handler) {
      const s = await subscriber();
      const set = handlers.get(channel) ?? new Set();
      if (set.size === 0) await s.subscribe(k(channel));
      set.add(handler);
      handlers.set(channel, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0) await s.unsubscribe(k(channel));
      };
    },
    async ping() {
      return (await client.ping()) === 'PONG';
    },
    async close() {
      await sub?.quit();
      await client.quit();
    },
  };
}
