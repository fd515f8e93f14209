import type { LaunchTarget } from './types.ts';

/** What the overlays show: the game popup frame, or a VASSALAGE entry's sub-game list. */
export type Overlay = { kind: 'frame'; target: LaunchTarget } | { kind: 'subGames'; target: LaunchTarget } | null;

let overlay: Overlay = null;
let hosts = 0;
const listeners = new Set<() => void>();

/** A tiny shared store, so any feature's launch reaches the overlays mounted by the game pages. */
export const launchStore = {
  get: (): Overlay => overlay,
  set(next: Overlay): void {
    overlay = next;
    for (const l of listeners) l();
  },
  subscribe(l: () => void): () => void {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Overlays register while mounted; without them a popup launch opens the /game page instead. */
  mountHost(): () => void {
    hosts++;
    return () => {
      hosts--;
    };
  },
  hasHost: (): boolean => hosts > 0,
};

/** Closes the game popup (or the sub-game list) wherever it is open: the reality check's "Stop playing". */
export function closeGameOverlays(): void {
  launchStore.set(null);
}
