/**
 * Values per key, loaded on first use and kept `ttlMs`. A read after that gets the kept value at once
 * and starts one reload in the background, so a busy server never has every request wait for the
 * same query when a value expires (a value older than `maxStaleMs` is not served: the read waits for
 * a fresh load). `clear()` and `delete()` are for changes: the next read waits for a fresh load, and
 * reloads started before are thrown away. Concurrent first reads share one load.
 */
export interface RefreshingCache<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  delete(key: K): void;
  clear(): void;
}

interface Entry<V> {
  at: number;
  value: Promise<V>;
  settled: boolean;
  reloading: boolean;
}

export function createRefreshingCache<K, V>(opts: {
  ttlMs: number;
  /** How old a kept value may be and still be served while it reloads; default 12 × ttlMs. */
  maxStaleMs?: number;
  /** Most keys kept; the oldest goes first. Default 10,000. */
  max?: number;
  /** Told about a background reload that failed (the kept value stays). */
  onReloadError?: (e: unknown) => void;
  now?: () => number;
}): RefreshingCache<K, V> {
  const { ttlMs, maxStaleMs = ttlMs * 12, max = 10_000, now = Date.now } = opts;
  const entries = new Map<K, Entry<V>>();
  let generation = 0;

  function put(key: K, entry: Entry<V>): void {
    entries.delete(key);
    if (entries.size >= max) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, entry);
  }

  function loadNow(key: K, load: () => Promise<V>): Promise<V> {
    const entry: Entry<V> = { at: now(), value: load(), settled: false, reloading: false };
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    put(key, entry);
    return entry.value;
  }

  function reload(key: K, entry: Entry<V>, load: () => Promise<V>): void {
    entry.reloading = true;
    const gen = generation;
    load().then(
      (v) => {
        if (gen === generation && entries.get(key) === entry) {
          put(key, { at: now(), value: Promise.resolve(v), settled: true, reloading: false });
        }
      },
      (e: unknown) => {
        entry.reloading = false;
        opts.onReloadError?.(e);
      },
    );
  }

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (!entry) return loadNow(key, load);
      const age = now() - entry.at;
      if (age < ttlMs || !entry.settled) return entry.value;
      if (age >= maxStaleMs) return loadNow(key, load);
      if (!entry.reloading) reload(key, entry, load);
      return entry.value;
    },
    delete(key) {
      generation++;
      entries.delete(key);
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
