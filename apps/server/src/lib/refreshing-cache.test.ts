import { describe, expect, it } from 'vitest';
import { createRefreshingCache } from './refreshing-cache.ts';

/** A load whose answers the test hands out one by one. */
function loader() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  let calls = 0;
  return {
    load: () =>
      new Promise<string>((resolve, reject) => {
        calls++;
        pending.push({ resolve, reject });
      }),
    calls: () => calls,
    answer: (v: string) => pending.shift()?.resolve(v),
    fail: () => pending.shift()?.reject(new Error('down')),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

function setup(opts: { max?: number } = {}) {
  let t = 0;
  const errors: unknown[] = [];
  const cache = createRefreshingCache<string, string>({
    ttlMs: 1_000,
    maxStaleMs: 10_000,
    now: () => t,
    onReloadError: (e) => errors.push(e),
    ...opts,
  });
  return { cache, errors, advance: (ms: number) => (t += ms) };
}

describe('refreshing cache', () => {
  it('shares one load between concurrent first reads and keeps the value while fresh', async () => {
    const { cache, advance } = setup();
    const l = loader();
    const reads = [cache.get('k', l.load), cache.get('k', l.load), cache.get('k', l.load)];
    expect(l.calls()).toBe(1);
    l.answer('one');
    expect(await Promise.all(reads)).toEqual(['one', 'one', 'one']);
    advance(999);
    expect(await cache.get('k', l.load)).toBe('one');
    expect(l.calls()).toBe(1);
  });

  it('serves the kept value once expired, reloads once in the background and then serves the new one', async () => {
    const { cache, advance } = setup();
    const l = loader();
    const first = cache.get('k', l.load);
    l.answer('old');
    await first;
    advance(1_000);
    expect(await cache.get('k', l.load)).toBe('old');
    expect(await cache.get('k', l.load)).toBe('old');
    expect(l.calls()).toBe(2);
    l.answer('new');
    await tick();
    expect(await cache.get('k', l.load)).toBe('new');
    expect(l.calls()).toBe(2);
  });

  it('keeps the old value when a background reload fails, and reports it', async () => {
    const { cache, errors, advance } = setup();
    const l = loader();
    const first = cache.get('k', l.load);
    l.answer('old');
    await first;
    advance(1_500);
    expect(await cache.get('k', l.load)).toBe('old');
    l.fail();
    await tick();
    expect(errors).toHaveLength(1);
    expect(await cache.get('k', l.load)).toBe('old');
    expect(l.calls()).toBe(3);
  });

  it('waits for a fresh load when the kept value is too old to serve', async () => {
    const { cache, advance } = setup();
    const l = loader();
    const first = cache.get('k', l.load);
    l.answer('old');
    await first;
    advance(10_000);
    const read = cache.get('k', l.load);
    l.answer('new');
    expect(await read).toBe('new');
  });

  it('after clear() or delete(), waits for a fresh load and throws away reloads started before', async () => {
    const { cache, advance } = setup();
    const l = loader();
    const first = cache.get('k', l.load);
    l.answer('v1');
    await first;
    advance(2_000);
    expect(await cache.get('k', l.load)).toBe('v1'); // starts a background reload
    cache.clear();
    const fresh = cache.get('k', l.load);
    l.answer('stale reload'); // the reload started before clear()
    l.answer('v2');
    expect(await fresh).toBe('v2');
    await tick();
    expect(await cache.get('k', l.load)).toBe('v2');
    cache.delete('k');
    const again = cache.get('k', l.load);
    l.answer('v3');
    expect(await again).toBe('v3');
  });

  it('does not keep a failed first load, and drops the oldest key when full', async () => {
    const { cache } = setup({ max: 2 });
    const l = loader();
    const failing = cache.get('k', l.load);
    l.fail();
    await expect(failing).rejects.toThrow('down');
    const retry = cache.get('k', l.load);
    l.answer('ok');
    expect(await retry).toBe('ok');
    for (const key of ['x', 'y']) {
      const p = cache.get(key, l.load);
      l.answer(key);
      await p;
    }
    const calls = l.calls();
    const k = cache.get('k', l.load); // 'k' was the oldest and went when 'y' came
    expect(l.calls()).toBe(calls + 1);
    l.answer('k again');
    expect(await k).toBe('k again');
  });
});
