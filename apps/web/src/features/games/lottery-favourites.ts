import { LOTTERY_VENDORS } from '@app/contracts/constants';
import { useCallback, useSyncExternalStore } from 'react';
import { localKeys, readLocal, readSession, sessionKeys, writeLocal } from '../../lib/storage.ts';

/** True for games of the lottery vendors, whose favourites stay in this browser (SPEC §3 LOTTFAV). */
export function isLotteryVendor(vassalage: string): boolean {
  return (LOTTERY_VENDORS as readonly string[]).includes(vassalage);
}

type Store = Record<string, string[]>;

const listeners = new Set<() => void>();
let snapshot = '';

function read(): Store {
  try {
    const parsed: unknown = JSON.parse(readLocal(localKeys.lottFav) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {};
  } catch {
    return {};
  }
}

const owner = () => readSession(sessionKeys.username) ?? readSession(sessionKeys.account) ?? '';

/** The signed-in player's lottery favourites: game ids kept under LOTTFAV, one list per username. */
export function lotteryFavourites(): string[] {
  const list = read()[owner()];
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/** Adds or removes a lottery favourite for the signed-in player. */
export function toggleLotteryFavourite(nodeId: string): void {
  const all = read();
  const mine = lotteryFavourites();
  all[owner()] = mine.includes(nodeId) ? mine.filter((x) => x !== nodeId) : [...mine, nodeId];
  writeLocal(localKeys.lottFav, JSON.stringify(all));
  for (const l of listeners) l();
}

/** The lottery favourites, re-read whenever one is toggled. */
export function useLotteryFavourites(): string[] {
  const key = useSyncExternalStore(
    useCallback((l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    }, []),
    () => {
      const next = JSON.stringify(lotteryFavourites());
      if (next !== snapshot) snapshot = next;
      return snapshot;
    },
  );
  return JSON.parse(key || '[]') as string[];
}
