import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, HASHING_NICE } from './passwords.ts';

describe('password hasher', () => {
  it('hashes with argon2id on threads, verifies the right password only, and never runs more than its cap', async () => {
    const hasher = createPasswordHasher(2);
    const stored = await hasher.hash('Harbour2025x');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'Harbour2025x')).toBe(true);
    expect(await hasher.verify(stored, 'Harbour2025y')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'Harbour2025x')).toBe(false);

    const peaks: number[] = [];
    const work = Array.from({ length: 5 }, (_, i) => {
      const p = hasher.verify(stored, i % 2 ? 'Harbour2025x' : 'wrong');
      peaks.push(hasher.load().running);
      return p;
    });
    expect(hasher.load()).toEqual({ running: 2, queued: 3 });
    expect(await Promise.all(work)).toEqual([false, true, false, true, false]);
    expect(Math.max(...peaks)).toBe(2);
    expect(hasher.load()).toEqual({ running: 0, queued: 0 });
  });

  // Linux keeps a nice value per thread (the servers we run on); the event loop's thread keeps its own.
  it('runs the hashing threads at a lower priority than the event loop', async () => {
    const hasher = createPasswordHasher(2);
    await Promise.all([hasher.hash('a'), hasher.hash('b')]);
    expect(await hasher.threadPriorities()).toEqual([HASHING_NICE, HASHING_NICE]);
    expect(os.getPriority(0)).toBe(0);
  });
});
