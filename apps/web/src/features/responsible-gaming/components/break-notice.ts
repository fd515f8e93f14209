import type { TRgState } from '@app/contracts/calls/rg';
import { useSyncExternalStore } from 'react';

/** A break in force (cooling-off or self-exclusion; until null: for good). */
export type RgBlock = NonNullable<TRgState['block']>;

// Kept outside React: the notice must outlive the member centre, which closes as the member is signed out.
let current: RgBlock | null = null;
const listeners = new Set<() => void>();

function set(next: RgBlock | null): void {
  current = next;
  for (const l of listeners) l();
}

/** Shows, over whatever page follows, that the break started and until when. */
export function showBreakNotice(block: RgBlock): void {
  set(block);
}

/** Closes the notice. */
export function closeBreakNotice(): void {
  set(null);
}

/** The break the notice is about, or null when it is closed. */
export function useBreakNotice(): RgBlock | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
