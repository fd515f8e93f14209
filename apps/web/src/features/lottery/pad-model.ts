import type { PadGroup, Selection } from '@app/contracts/lottery/types';

/** Picks an option, or drops it when picked; a group at its maximum takes no more (single picks swap). */
export function toggleOption(sel: Selection, group: PadGroup, value: string): Selection {
  const mine = sel[group.key] ?? [];
  if (mine.includes(value)) return { ...sel, [group.key]: mine.filter((v) => v !== value) };
  if (group.max === 1) return { ...sel, [group.key]: [value] };
  if (mine.length >= group.max) return sel;
  return { ...sel, [group.key]: [...mine, value] };
}

/** Why a typed number cannot be added to a digits group, or null when it can. */
export function digitsProblem(sel: Selection, group: PadGroup, typed: string): 'length' | 'duplicate' | 'full' | null {
  if (group.kind !== 'digits') return 'length';
  if (!new RegExp(`^[0-9]{${group.digits}}$`).test(typed)) return 'length';
  const mine = sel[group.key] ?? [];
  if (mine.includes(typed)) return 'duplicate';
  if (mine.length >= group.max) return 'full';
  return null;
}

/** Adds a typed number to a digits group (callers check digitsProblem first). */
export function addDigits(sel: Selection, group: PadGroup, typed: string): Selection {
  return { ...sel, [group.key]: [...(sel[group.key] ?? []), typed] };
}

/** True when every group has between its minimum and maximum picks. */
export function isComplete(groups: readonly PadGroup[], sel: Selection): boolean {
  return groups.every((g) => {
    const n = (sel[g.key] ?? []).length;
    return n >= g.min && n <= g.max;
  });
}

/** A random valid selection: each group gets its minimum (at least one) of distinct values. */
export function quickPick(groups: readonly PadGroup[], random: () => number = Math.random): Selection {
  const out: Selection = {};
  for (const g of groups) {
    const want = Math.max(1, g.min);
    const picked: string[] = [];
    const pool = g.kind === 'options' ? [...g.options] : null;
    while (picked.length < want) {
      let v: string;
      if (pool) {
        if (pool.length === 0) break;
        v = pool.splice(Math.floor(random() * pool.length), 1)[0] as string;
      } else {
        const digits = g.kind === 'digits' ? g.digits : 1;
        v = String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
      }
      if (!picked.includes(v)) picked.push(v);
    }
    out[g.key] = picked;
  }
  return out;
}

/** How many picks the selection has in all (what the units fall back to when the rules cannot say). */
export function pickCount(sel: Selection): number {
  return Object.values(sel).reduce((n, l) => n + l.length, 0);
}
