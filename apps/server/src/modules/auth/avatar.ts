import { AVATAR_COUNT } from './member-info.ts';

const PALETTE = [
  ['#f4b400', '#7a4f01'],
  ['#4f8df5', '#17386e'],
  ['#34a853', '#0f4a22'],
  ['#ea4335', '#6b1510'],
  ['#9c6ade', '#3f2166'],
  ['#00acc1', '#004f58'],
  ['#ff7043', '#74260d'],
  ['#8d6e63', '#3b2a24'],
  ['#ec407a', '#6a1235'],
  ['#7cb342', '#2e4a12'],
  ['#5c6bc0', '#1f2659'],
  ['#26a69a', '#0c4741'],
] as const;

/** A member avatar of our own: a round face on a coloured disc, varied by index. */
export function avatarSvg(n: number): string | null {
  if (!Number.isInteger(n) || n < 0 || n >= AVATAR_COUNT) return null;
  const [bg, ink] = PALETTE[n] ?? PALETTE[0];
  const eyeY = 42 + (n % 3) * 2;
  const smile = n % 2 === 0 ? 'M38 66 Q50 76 62 66' : 'M38 68 Q50 74 62 68';
  const hair =
    n % 4 === 0
      ? `<path d="M24 40 Q50 8 76 40 Q64 26 50 26 Q36 26 24 40Z" fill="${ink}"/>`
      : n % 4 === 1
        ? `<circle cx="50" cy="20" r="8" fill="${ink}"/>`
        : n % 4 === 2
          ? `<path d="M26 36 L34 22 L42 32 L50 18 L58 32 L66 22 L74 36Z" fill="${ink}"/>`
          : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="avatar">
<circle cx="50" cy="50" r="50" fill="${bg}"/>
<circle cx="50" cy="54" r="28" fill="#fff3e0"/>
${hair}
<circle cx="40" cy="${eyeY + 8}" r="3.5" fill="${ink}"/><circle cx="60" cy="${eyeY + 8}" r="3.5" fill="${ink}"/>
<path d="${smile}" stroke="${ink}" stroke-width="3.5" fill="none" stroke-linecap="round"/>
</svg>`;
}
