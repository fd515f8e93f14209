import type { Tx } from '../db/client.ts';

const memos = new WeakMap<Tx, Map<string, Promise<unknown>>>();

/**
 * A read an event handler makes of something its events do not change (a brand's settings, its live
 * missions or boards, a game's category), done once per delivery transaction instead of once per
 * event: the dispatcher runs a batch of up to 200 deliveries in one transaction, and most of them read
 * the same few rows. Kept by the transaction object, so it ends with it (a batch that fails is run
 * again one delivery per transaction, each with its own). The caller must not change the value.
 */
export function oncePerTx<T>(tx: Tx, key: string, read: () => Promise<T>): Promise<T> {
  let memo = memos.get(tx);
  if (!memo) {
    memo = new Map();
    memos.set(tx, memo);
  }
  const known = memo.get(key);
  if (known) return known as Promise<T>;
  // Promise.resolve runs the read once: a Drizzle query is a lazy thenable that would query again on
  // every await if it were kept as it is.
  const p = Promise.resolve(read());
  memo.set(key, p);
  const m = memo;
  p.catch(() => m.delete(key));
  return p;
}
