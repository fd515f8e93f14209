import { boot } from '../../lib/boot.ts';
import { formatMinor } from '../../lib/money.ts';

/** Minor units with the brand's symbol, as every amount of the house games is shown. */
export function money(minor: number): string {
  return `${boot.symbol} ${formatMinor(minor, boot.minorUnits)}`;
}

/** True when the player asked the system for less motion: animations end at once. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** Client seeds the server accepts (calls/house.ts). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
