import { Redis } from 'ioredis';

/**
 * Shared short-lived state: counters, caches, one-time markers and pub/sub. In memory for one process;
 * Redis when REDIS_URL is set, so several server copies share it.
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** Adds 1 and returns the new count; the window starts with the first increment. */
  incr(key: string, ttlMs: number): Promise<number>;
  get(key: string): Promise<string | null>;
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
