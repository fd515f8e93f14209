import type { SyntheticEvent } from 'react';

/** An art image that failed to load leaves its place (the token background) without a broken-image mark. */
export function hideBroken(e: SyntheticEvent<HTMLImageElement>): void {
  e.currentTarget.style.visibility = 'hidden';
}
