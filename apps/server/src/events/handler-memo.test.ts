import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/client.ts';
import { oncePerTx } from './handler-memo.ts';

// Transactions stand in as plain objects: the memo keys on the object alone.
const txA = {} as Tx;
const txB = {} as Tx;

describe('oncePerTx', () => {
  it('reads once per transaction and key, again in another transaction or under another key', async () => {
    let reads = 0;
    const read = async () => ++reads;
    expect(await oncePerTx(txA, 'k', read)).toBe(1);
    expect(await oncePerTx(txA, 'k', read)).toBe(1);
    expect(await oncePerTx(txA, 'other', read)).toBe(2);
    expect(await oncePerTx(txB, 'k', read)).toBe(3);
    expect(reads).toBe(3);
  });

  it("runs a lazy query (a thenable that queries on every then, like Drizzle's) once", async () => {
    const tx = {} as Tx;
    let runs = 0;
    // biome-ignore lint/suspicious/noThenProperty: the point of the test is a lazy thenable, like a Drizzle query
    const lazy = { then: (ok: (v: number) => void) => ok(++runs) } as unknown as Promise<number>;
    expect(await oncePerTx(tx, 'q', () => lazy)).toBe(1);
    expect(await oncePerTx(tx, 'q', () => lazy)).toBe(1);
    expect(runs).toBe(1);
  });

  it('forgets a read that failed, so the next delivery reads again', async () => {
    const tx = {} as Tx;
    await expect(oncePerTx(tx, 'k', async () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(await oncePerTx(tx, 'k', async () => 'read again')).toBe('read again');
  });
});
