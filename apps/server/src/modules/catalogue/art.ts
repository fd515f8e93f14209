import { prng } from './catalogue.ts';

/** Deterministic SVG artwork: game tiles, vendor logos and category icons, all drawn from ids. */

export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

/** Emblems drawn at the centre of a tile, each in a 100x100 box around (0,0). */
const EMBLEMS: readonly ((fill: string, stroke: string) => string)[] = [
  // star
  (f, s) => {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 === 0 ? 40 : 17;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${pts}" fill="${f}" stroke="${s}" stroke-width="3"/>`;
  },
  // gem
  (f, s) =>
    `<polygon points="-30,-12 -14,-32 14,-32 30,-12 0,36" fill="${f}" stroke="${s}" stroke-width="3"/><path d="M-30,-12 H30 M-14,-32 L-6,-12 L0,36 L6,-12 L14,-32" fill="none" stroke="${s}" stroke-width="2"/>`,
  // crown
  (f, s) =>
    `<path d="M-34,22 L-38,-22 L-16,0 L0,-32 L16,0 L38,-22 L34,22 Z" fill="${f}" stroke="${s}" stroke-width="3"/><rect x="-34" y="22" width="68" height="10" fill="${s}"/>`,
  // coin
  (f, s) =>
    `<circle r="36" fill="${f}" stroke="${s}" stroke-width="4"/><circle r="26" fill="none" stroke="${s}" stroke-width="2"/><path d="M-8,-14 H8 V14 H-8 Z" fill="${s}"/>`,
  // flame
  (f, s) =>
    `<path d="M0,-38 C20,-14 32,0 26,18 C20,34 -20,34 -26,18 C-32,0 -14,-6 -6,-20 C-2,-8 6,-6 0,-38 Z" fill="${f}" stroke="${s}" stroke-width="3"/>`,
  // moon
  (f, s) => `<path d="M10,-36 A36,36 0 1 0 10,36 A28,28 0 1 1 10,-36 Z" fill="${f}" stroke="${s}" stroke-width="3"/>`,
  // leaf
  (f, s) =>
    `<path d="M-30,30 C-30,-20 10,-36 34,-34 C36,-10 20,30 -30,30 Z" fill="${f}" stroke="${s}" stroke-width="3"/><path d="M-30,30 L20,-20" stroke="${s}" stroke-width="2"/>`,
  // spade
  (f, s) =>
    `<path d="M0,-36 C20,-14 34,-4 30,12 C26,26 8,24 4,14 L10,34 H-10 L-4,14 C-8,24 -26,26 -30,12 C-34,-4 -20,-14 0,-36 Z" fill="${f}" stroke="${s}" stroke-width="3"/>`,
  // clover
  (f, s) =>
    `<g fill="${f}" stroke="${s}" stroke-width="3"><circle cx="0" cy="-16" r="14"/><circle cx="-16" cy="4" r="14"/><circle cx="16" cy="4" r="14"/></g><path d="M0,4 L4,34" stroke="${s}" stroke-width="4"/>`,
  // seven
  (f, s) => `<path d="M-24,-30 H26 L-4,34 H-18 L8,-16 H-24 Z" fill="${f}" stroke="${s}" stroke-width="3"/>`,
];

/** A game tile (4:3) drawn from the game's node id. */
export function gameArt(nodeId: string): string {
  const rand = prng(hashOf(`game:${nodeId}`));
  const hue = rand() * 360;
  const hue2 = hue + 30 + rand() * 120;
  const emblem = EMBLEMS[Math.floor(rand() * EMBLEMS.length)] ?? EMBLEMS[0];
  const rays = 6 + Math.floor(rand() * 10);
  const pattern = Math.floor(rand() * 3);
  const deco: string[] = [];
  if (pattern === 0) {
    for (let i = 0; i < rays; i++) {
      const a = ((Math.PI * 2) / rays) * i;
      deco.push(
        `<polygon points="160,120 ${(160 + 260 * Math.cos(a)).toFixed(0)},${(120 + 260 * Math.sin(a)).toFixed(0)} ${(160 + 260 * Math.cos(a + 0.18)).toFixed(0)},${(120 + 260 * Math.sin(a + 0.18)).toFixed(0)}" fill="#fff" opacity="0.08"/>`,
      );
    }
  } else {
    for (let i = 0; i < 14; i++) {
      const x = (rand() * 320).toFixed(0);
      const y = (rand() * 240).toFixed(0);
      const r = (6 + rand() * 26).toFixed(0);
      deco.push(
        pattern === 1
          ? `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="0.09"/>`
          : `<rect x="${x}" y="${y}" width="${r}" height="${r}" transform="rotate(45 ${x} ${y})" fill="#fff" opacity="0.08"/>`,
      );
    }
  }
  const fill = hsl(hue2 + 180, 85, 62);
  const stroke = hsl(hue2 + 180, 70, 22);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-hidden="true">',
    `<defs><radialGradient id="g" cx="50%" cy="45%" r="75%"><stop offset="0" stop-color="${hsl(hue, 70, 52)}"/><stop offset="1" stop-color="${hsl(hue2, 65, 20)}"/></radialGradient></defs>`,
    '<rect width="320" height="240" fill="url(#g)"/>',
    ...deco,
    `<circle cx="160" cy="120" r="70" fill="${hsl(hue, 60, 15)}" opacity="0.35"/>`,
    `<g transform="translate(160 120) scale(1.35)">${emblem?.(fill, stroke) ?? ''}</g>`,
    `<rect x="6" y="6" width="308" height="228" rx="14" fill="none" stroke="${hsl(hue2 + 180, 80, 75)}" stroke-width="3" opacity="0.6"/>`,
    '</svg>',
  ].join('');
}

/** A vendor logo: emblem plus name. WHITE is for the dark menu; COLOR is shown on hover. */
export function vendorLogo(vassalage: string, name: string, variant: 'WHITE' | 'COLOR'): string {
  const rand = prng(hashOf(`vendor:${vassalage}`));
  const hue = rand() * 360;
  const emblem = EMBLEMS[Math.floor(rand() * EMBLEMS.length)] ?? EMBLEMS[0];
  const white = variant === 'WHITE';
  const fill = white ? '#ffffff' : hsl(hue, 80, 55);
  const stroke = white ? '#ffffff' : hsl(hue + 40, 70, 30);
  const text = white ? '#ffffff' : hsl(hue, 75, 45);
  const label = esc(name.length > 18 ? `${name.slice(0, 17)}…` : name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" role="img">',
    `<title>${esc(name)}</title>`,
    `<g transform="translate(34 40) scale(0.55)">${emblem?.(white ? 'none' : fill, stroke) ?? ''}</g>`,
    `<text x="70" y="47" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="${text}">${label}</text>`,
    '</svg>',
  ].join('');
}

const CATEGORY_EMBLEM: Record<string, number> = {
  ELOTT: 3,
  LOTT: 8,
  LIVE: 7,
  SPORTS: 3,
  ESPORTS: 9,
  FISH: 6,
  RNG: 9,
  PVP: 7,
  DS88: 4,
};

/** A category icon: the category's emblem in gold, readable on both themes. */
export function categoryIcon(category: string): string {
  const emblem = EMBLEMS[CATEGORY_EMBLEM[category] ?? 0] ?? EMBLEMS[0];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-50 -50 100 100" role="img" aria-hidden="true">',
    `<g>${emblem?.('#f5c542', '#7a4b00') ?? ''}</g>`,
    '</svg>',
  ].join('');
}
