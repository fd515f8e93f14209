import { esc, hashOf } from './art.ts';
import { prng } from './catalogue.ts';

/**
 * Game tiles drawn from the game's title: a palette from its theme words, a scene for its category,
 * a motif for its subject, and the title lettered across the bottom, like a vendor's tile. Everything
 * is generated here (no copied artwork) and the same game always gets the same tile.
 */

export interface TileInput {
  nodeId: string;
  /** The English title (lettered on the tile and read for theme words). */
  title: string;
  /** The game's category (RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, DS88). */
  gameType: string;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${s}% ${l}%)`;

/** Base hues of theme words; a title without one gets a hue from its hash. */
const THEME_HUES: readonly [RegExp, number][] = [
  [/golden|gold|fortune|treasure|pharaoh|sun|sunny|vault|riches|coin|lucky/i, 42],
  [/ruby|fiery|blazing|volcano|phoenix|rose|red|dragon/i, 356],
  [/jade|emerald|jungle|garden|lotus|leaf|panda|koi/i, 140],
  [/frozen|crystal|silver|ice|ocean|pearl|reef|shark|whale|mermaid|turtle/i, 198],
  [/midnight|cosmic|galaxy|mystic|moon|star|neon|secret|magic|genie|owl/i, 268],
  [/wild|tiger|wolf|buffalo|eagle|horse|fox|monkey|samurai|pirate|thunder|stormy/i, 24],
  [/candy|fruit|happy|party|unicorn/i, 320],
];

type Motif = (fill: string, dark: string, light: string) => string;

/** A five-pointed star, also the motif of a title nothing else matches. */
const starMotif: Motif = (f, d) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 56 : 24;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${pts}" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/>`;
};

/** Motifs drawn around (0,0) in a box of about 120x120. */
const MOTIFS: Record<string, Motif> = {
  star: starMotif,
  moon: (f, d, l) =>
    `<circle r="52" fill="${l}" opacity="0.25"/><path d="M14,-50 A52,52 0 1 0 14,50 A40,40 0 1 1 14,-50 Z" fill="${f}" stroke="${d}" stroke-width="4"/><circle cx="34" cy="-30" r="5" fill="${l}"/><circle cx="44" cy="6" r="3" fill="${l}"/>`,
  sun: (f, d) => {
    const rays = Array.from({ length: 12 }, (_, i) => {
      const a = (Math.PI / 6) * i;
      return `<path d="M${(40 * Math.cos(a - 0.14)).toFixed(1)},${(40 * Math.sin(a - 0.14)).toFixed(1)} L${(62 * Math.cos(a)).toFixed(1)},${(62 * Math.sin(a)).toFixed(1)} L${(40 * Math.cos(a + 0.14)).toFixed(1)},${(40 * Math.sin(a + 0.14)).toFixed(1)} Z" fill="${f}" stroke="${d}" stroke-width="2"/>`;
    }).join('');
    return `${rays}<circle r="36" fill="${f}" stroke="${d}" stroke-width="4"/><circle r="24" fill="none" stroke="${d}" stroke-width="2" opacity="0.5"/>`;
  },
  gem: (f, d, l) =>
    `<polygon points="-50,-16 -26,-46 26,-46 50,-16 0,52" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/><path d="M-50,-16 H50 M-26,-46 L-12,-16 L0,52 L12,-16 L26,-46" fill="none" stroke="${d}" stroke-width="2.5"/><polygon points="-12,-16 0,-46 12,-16" fill="${l}" opacity="0.6"/>`,
  crown: (f, d, l) =>
    `<path d="M-52,30 L-58,-30 L-26,0 L0,-48 L26,0 L58,-30 L52,30 Z" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/><rect x="-52" y="30" width="104" height="16" rx="4" fill="${d}"/><circle cx="0" cy="-48" r="7" fill="${l}"/><circle cx="-58" cy="-30" r="6" fill="${l}"/><circle cx="58" cy="-30" r="6" fill="${l}"/><circle cx="0" cy="14" r="9" fill="${l}" stroke="${d}" stroke-width="2"/>`,
  coins: (f, d, l) =>
    [
      [-30, 22],
      [30, 22],
      [0, -14],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><ellipse rx="34" ry="34" fill="${f}" stroke="${d}" stroke-width="4"/><ellipse rx="24" ry="24" fill="none" stroke="${d}" stroke-width="2"/><path d="M-6,-14 H6 M0,-18 V18 M-8,8 C-8,16 10,16 10,8 C10,0 -10,0 -10,-8 C-10,-16 8,-16 8,-8" fill="none" stroke="${d}" stroke-width="3"/><ellipse cx="-12" cy="-16" rx="8" ry="4" fill="${l}" opacity="0.7"/></g>`,
      )
      .join(''),
  flame: (f, d, l) =>
    `<path d="M0,-58 C28,-24 48,-4 40,26 C32,52 -32,52 -40,26 C-48,-4 -20,-12 -10,-32 C-4,-14 8,-10 0,-58 Z" fill="${f}" stroke="${d}" stroke-width="4"/><path d="M0,-8 C14,8 20,20 14,32 C8,42 -10,42 -14,32 C-18,20 -6,12 0,-8 Z" fill="${l}"/>`,
  lotus: (f, d, l) => {
    const petal = (a: number) =>
      `<path transform="rotate(${a})" d="M0,10 C-22,-10 -16,-44 0,-58 C16,-44 22,-10 0,10 Z" fill="${f}" stroke="${d}" stroke-width="3"/>`;
    return `${[-70, 70, -35, 35, 0].map(petal).join('')}<ellipse cx="0" cy="16" rx="44" ry="10" fill="${d}" opacity="0.6"/><circle cx="0" cy="-6" r="8" fill="${l}"/>`;
  },
  fish: (f, d, l) =>
    `<path d="M-52,0 C-30,-36 24,-36 44,0 C24,36 -30,36 -52,0 Z" fill="${f}" stroke="${d}" stroke-width="4"/><path d="M40,0 L64,-24 L60,0 L64,24 Z" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/><circle cx="-28" cy="-6" r="7" fill="${l}" stroke="${d}" stroke-width="3"/><path d="M-8,-22 C0,-8 0,8 -8,22 M8,-24 C16,-8 16,8 8,24" fill="none" stroke="${d}" stroke-width="2.5"/><circle cx="-62" cy="-30" r="5" fill="none" stroke="${l}" stroke-width="2"/><circle cx="-70" cy="-46" r="3" fill="none" stroke="${l}" stroke-width="2"/>`,
  bell: (f, d, l) =>
    `<path d="M-44,30 C-40,-10 -36,-44 0,-48 C36,-44 40,-10 44,30 Z" fill="${f}" stroke="${d}" stroke-width="4"/><rect x="-52" y="28" width="104" height="12" rx="6" fill="${d}"/><circle cx="0" cy="48" r="10" fill="${f}" stroke="${d}" stroke-width="4"/><path d="M-20,-30 C-26,-10 -26,10 -24,22" stroke="${l}" stroke-width="6" fill="none" opacity="0.7"/>`,
  lantern: (f, d, l) =>
    `<rect x="-8" y="-60" width="16" height="10" fill="${d}"/><ellipse cx="0" cy="0" rx="46" ry="48" fill="${f}" stroke="${d}" stroke-width="4"/><path d="M-22,-44 C-32,-14 -32,14 -22,44 M22,-44 C32,-14 32,14 22,44 M0,-48 V48" fill="none" stroke="${d}" stroke-width="2.5"/><rect x="-26" y="-52" width="52" height="10" rx="4" fill="${d}"/><rect x="-26" y="42" width="52" height="10" rx="4" fill="${d}"/><path d="M0,52 V70 M-8,70 H8" stroke="${l}" stroke-width="4"/>`,
  cherry: (f, d, l) =>
    `<path d="M-20,10 C-10,-30 10,-46 30,-52 M24,10 C20,-20 24,-40 30,-52" fill="none" stroke="${d}" stroke-width="5"/><path d="M30,-52 C44,-62 58,-56 60,-44 C46,-42 38,-46 30,-52 Z" fill="${l}" stroke="${d}" stroke-width="3"/><circle cx="-24" cy="28" r="26" fill="${f}" stroke="${d}" stroke-width="4"/><circle cx="26" cy="28" r="26" fill="${f}" stroke="${d}" stroke-width="4"/><circle cx="-32" cy="18" r="6" fill="${l}" opacity="0.8"/><circle cx="18" cy="18" r="6" fill="${l}" opacity="0.8"/>`,
  paw: (f, d) =>
    `<ellipse cx="0" cy="18" rx="34" ry="28" fill="${f}" stroke="${d}" stroke-width="4"/>${[
      [-42, -18],
      [-16, -42],
      [16, -42],
      [42, -18],
    ]
      .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="14" ry="18" fill="${f}" stroke="${d}" stroke-width="4"/>`)
      .join('')}`,
  horseshoe: (f, d, l) =>
    `<path d="M-44,48 L-50,0 C-54,-40 -28,-58 0,-58 C28,-58 54,-40 50,0 L44,48 L24,48 L28,0 C30,-26 16,-36 0,-36 C-16,-36 -30,-26 -28,0 L-24,48 Z" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/>${[
      [-40, 30],
      [-42, -6],
      [-28, -40],
      [28, -40],
      [42, -6],
      [40, 30],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${l}"/>`)
      .join('')}`,
  shield: (f, d, l) =>
    `<path d="M0,-58 L48,-40 C48,10 32,40 0,58 C-32,40 -48,10 -48,-40 Z" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/><path d="M-30,-30 L30,30 M30,-30 L-30,30" stroke="${d}" stroke-width="8" stroke-linecap="round"/><path d="M-30,-30 L30,30 M30,-30 L-30,30" stroke="${l}" stroke-width="3" stroke-linecap="round"/>`,
  cards: (f, d, l) =>
    `<g transform="rotate(-14)"><rect x="-50" y="-50" width="60" height="84" rx="8" fill="${l}" stroke="${d}" stroke-width="3"/><path d="M-20,-22 C-8,-10 2,-4 0,8 C-2,16 -12,16 -16,10 L-12,20 H-28 L-24,10 C-28,16 -38,16 -40,8 C-42,-4 -32,-10 -20,-22 Z" fill="${d}"/></g><g transform="rotate(12)"><rect x="-8" y="-46" width="60" height="84" rx="8" fill="${l}" stroke="${d}" stroke-width="3"/><path d="M22,-16 C16,-26 4,-22 4,-12 C4,-2 16,6 22,14 C28,6 40,-2 40,-12 C40,-22 28,-26 22,-16 Z" fill="${f}"/></g>`,
  wheel: (f, d, l) => {
    const seg = Array.from({ length: 16 }, (_, i) => {
      const a1 = (Math.PI / 8) * i;
      const a2 = a1 + Math.PI / 8;
      return `<path d="M0,0 L${(54 * Math.cos(a1)).toFixed(1)},${(54 * Math.sin(a1)).toFixed(1)} A54,54 0 0 1 ${(54 * Math.cos(a2)).toFixed(1)},${(54 * Math.sin(a2)).toFixed(1)} Z" fill="${i % 2 === 0 ? f : d}"/>`;
    }).join('');
    return `<circle r="60" fill="${d}" stroke="${l}" stroke-width="4"/>${seg}<circle r="22" fill="${l}" stroke="${d}" stroke-width="4"/><circle cx="0" cy="-44" r="6" fill="${l}"/>`;
  },
  dice: (f, d, l) => {
    const pips = (cx: number, cy: number, list: number[][]) =>
      list.map(([x, y]) => `<circle cx="${cx + (x ?? 0)}" cy="${cy + (y ?? 0)}" r="5" fill="${d}"/>`).join('');
    return `<g transform="rotate(-10)"><rect x="-56" y="-30" width="56" height="56" rx="10" fill="${l}" stroke="${d}" stroke-width="3"/>${pips(
      -28,
      -2,
      [
        [-14, -14],
        [0, 0],
        [14, 14],
      ],
    )}</g><g transform="rotate(12)"><rect x="4" y="-36" width="56" height="56" rx="10" fill="${f}" stroke="${d}" stroke-width="3"/>${pips(
      32,
      -8,
      [
        [-14, -14],
        [14, -14],
        [-14, 14],
        [14, 14],
      ],
    )}</g>`;
  },
  ball: (f, d, l) =>
    `<circle r="54" fill="${l}" stroke="${d}" stroke-width="4"/><polygon points="0,-20 19,-6 12,16 -12,16 -19,-6" fill="${d}"/><path d="M0,-20 V-54 M19,-6 L50,-18 M12,16 L32,44 M-12,16 L-32,44 M-19,-6 L-50,-18" stroke="${d}" stroke-width="3"/><circle r="54" fill="none" stroke="${f}" stroke-width="6" opacity="0.6"/>`,
  controller: (f, d, l) =>
    `<path d="M-40,-26 H40 C60,-26 66,0 62,24 C58,46 40,44 30,28 H-30 C-40,44 -58,46 -62,24 C-66,0 -60,-26 -40,-26 Z" fill="${f}" stroke="${d}" stroke-width="4"/><path d="M-36,-6 V14 M-46,4 H-26" stroke="${l}" stroke-width="7" stroke-linecap="round"/><circle cx="30" cy="-2" r="6" fill="${l}"/><circle cx="44" cy="10" r="6" fill="${l}"/>`,
  balls: (f, d, l) =>
    [
      [-34, 14, '7'],
      [0, -18, '3'],
      [34, 14, '8'],
    ]
      .map(
        ([x, y, n]) =>
          `<g transform="translate(${x} ${y})"><circle r="30" fill="${f}" stroke="${d}" stroke-width="4"/><circle r="16" fill="${l}"/><text y="6" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="${d}">${n}</text></g>`,
      )
      .join(''),
  rooster: (f, d, l) =>
    `<path d="M-30,40 C-50,10 -40,-24 -10,-30 C-14,-44 -2,-56 10,-50 C14,-60 26,-58 26,-48 C36,-50 40,-40 32,-34 L44,-26 L30,-20 C40,0 30,36 0,44 Z" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/><path d="M-30,40 C-60,30 -66,-6 -50,-30 C-44,-8 -36,10 -30,40 Z" fill="${l}" stroke="${d}" stroke-width="3"/><circle cx="18" cy="-30" r="4" fill="${d}"/><path d="M-6,44 L-10,60 M8,42 L10,60" stroke="${d}" stroke-width="5"/>`,
  tile: (f, d, l) =>
    `<g transform="rotate(-8)"><rect x="-38" y="-52" width="76" height="104" rx="10" fill="${l}" stroke="${d}" stroke-width="4"/><rect x="-29" y="-43" width="58" height="86" rx="6" fill="none" stroke="${f}" stroke-width="3"/>${[
      [-14, -24],
      [14, -24],
      [0, 0],
      [-14, 24],
      [14, 24],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${f}" stroke="${d}" stroke-width="2.5"/>`)
      .join('')}</g>`,
  bull: (f, d, l) =>
    `<path d="M-26,-26 C-46,-26 -62,-40 -64,-60 C-52,-48 -38,-46 -22,-46 Z M26,-26 C46,-26 62,-40 64,-60 C52,-48 38,-46 22,-46 Z" fill="${l}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/><path d="M-34,-40 H34 L26,24 C20,50 -20,50 -26,24 Z" fill="${f}" stroke="${d}" stroke-width="4" stroke-linejoin="round"/><ellipse cx="0" cy="30" rx="22" ry="14" fill="${l}" stroke="${d}" stroke-width="3"/><circle cx="-8" cy="30" r="3" fill="${d}"/><circle cx="8" cy="30" r="3" fill="${d}"/><circle cx="-16" cy="-10" r="5" fill="${d}"/><circle cx="16" cy="-10" r="5" fill="${d}"/>`,
  wave: (f, d, l) =>
    `<path d="M-60,20 C-40,-40 20,-60 50,-20 C30,-34 6,-28 0,-10 C20,-16 34,0 30,20 Z" fill="${f}" stroke="${d}" stroke-width="4"/><path d="M-60,40 C-40,28 -20,52 0,40 C20,28 40,52 60,40" fill="none" stroke="${l}" stroke-width="5"/>`,
};

/** Subject words and the motif they get (first match wins); the category decides when none matches. */
const SUBJECTS: readonly [RegExp, keyof typeof MOTIFS][] = [
  [/roulette|wheel/i, 'wheel'],
  [/sic bo|dice|fan tan/i, 'dice'],
  [/mahjong/i, 'tile'],
  [/bull bull|buffalo/i, 'bull'],
  [/baccarat|blackjack|hold|poker|patti|pusoy|tongits|rummy|card|bull bull|andar|landlord|mahjong/i, 'cards'],
  [/dragon tiger/i, 'cards'],
  [/esports|moba|shooter|arena cup/i, 'controller'],
  [/football|basketball|sports|tennis|cricket|baseball|volleyball|cup|league|boxing|parlay/i, 'ball'],
  [/racing|speedway|horse|unicorn/i, 'horseshoe'],
  [/arena/i, 'rooster'],
  [/koi|fish|shark|whale|mermaid|octopus|kraken|turtle|crab|lobster|reef/i, 'fish'],
  [/ocean|pearl|pirate/i, 'wave'],
  [/star|galaxy|cosmic/i, 'star'],
  [/moon|owl|midnight|wolf/i, 'moon'],
  [/sun|phoenix|eagle/i, 'sun'],
  [/gem|diamond|crystal|ruby|emerald|jade/i, 'gem'],
  [/crown|empire|castle|pharaoh|royal|kingdom|temple/i, 'crown'],
  [/fortune|treasure|vault|riches|gold/i, 'coins'],
  [/dragon|volcano|fiery|blazing|flame/i, 'flame'],
  [/lotus|rose|garden/i, 'lotus'],
  [/bell/i, 'bell'],
  [/lantern/i, 'lantern'],
  [/fruit|candy|cherry/i, 'cherry'],
  [/tiger|panda|fox|monkey|buffalo|jungle/i, 'paw'],
  [/samurai|genie|pirate/i, 'shield'],
];

const CATEGORY_MOTIF: Record<string, keyof typeof MOTIFS> = {
  LIVE: 'cards',
  PVP: 'cards',
  FISH: 'fish',
  SPORTS: 'ball',
  ESPORTS: 'controller',
  LOTT: 'balls',
  ELOTT: 'balls',
  DS88: 'rooster',
};

/** The scene behind the motif: sun rays, hills, waves, a table's felt or a pitch. */
function scene(kind: string, rand: () => number, hue: number): string {
  const light = hsl(hue + 20, 90, 80);
  switch (kind) {
    case 'FISH':
      return [
        `<path d="M0,170 C50,150 90,190 160,170 C230,150 270,190 320,170 V240 H0 Z" fill="${hsl(hue + 10, 70, 18)}" opacity="0.6"/>`,
        ...Array.from({ length: 9 }, () => {
          const x = (rand() * 320).toFixed(0);
          const y = (20 + rand() * 150).toFixed(0);
          return `<circle cx="${x}" cy="${y}" r="${(3 + rand() * 7).toFixed(0)}" fill="none" stroke="${light}" stroke-width="1.5" opacity="0.45"/>`;
        }),
        `<path d="M30,240 C20,210 40,200 30,170 M290,240 C300,215 280,200 292,178" stroke="${hsl(hue + 120, 60, 40)}" stroke-width="6" fill="none" opacity="0.7"/>`,
      ].join('');
    case 'LIVE':
    case 'PVP':
      return `<ellipse cx="160" cy="230" rx="230" ry="110" fill="${hsl(150, 55, 22)}" opacity="0.85"/><ellipse cx="160" cy="230" rx="210" ry="96" fill="none" stroke="${hsl(45, 80, 60)}" stroke-width="3" opacity="0.7"/>`;
    case 'SPORTS':
    case 'ESPORTS':
      return `<rect y="150" width="320" height="90" fill="${hsl(kind === 'SPORTS' ? 125 : hue, 50, 22)}" opacity="0.75"/><path d="M160,150 V240 M0,195 H320" stroke="${light}" stroke-width="2" opacity="0.35"/><ellipse cx="160" cy="195" rx="36" ry="18" fill="none" stroke="${light}" stroke-width="2" opacity="0.35"/>`;
    case 'DS88':
      return `<circle cx="160" cy="200" r="150" fill="none" stroke="${light}" stroke-width="5" opacity="0.25"/><rect y="175" width="320" height="65" fill="${hsl(30, 45, 22)}" opacity="0.7"/>`;
    default: {
      const pick = Math.floor(rand() * 3);
      if (pick === 0) {
        const rays = 10 + Math.floor(rand() * 8);
        return Array.from({ length: rays }, (_, i) => {
          const a = ((Math.PI * 2) / rays) * i + rand() * 0.1;
          const p = (r: number, t: number) =>
            `${(160 + r * Math.cos(t)).toFixed(0)},${(105 + r * Math.sin(t)).toFixed(0)}`;
          return `<polygon points="160,105 ${p(300, a)} ${p(300, a + 0.16)}" fill="${light}" opacity="0.1"/>`;
        }).join('');
      }
      if (pick === 1) {
        const peaks = Array.from({ length: 6 }, (_, i) => `${i * 64},${(120 + rand() * 50).toFixed(0)}`).join(' L');
        return `<path d="M0,240 L${peaks} L320,150 V240 Z" fill="${hsl(hue + 200, 40, 14)}" opacity="0.55"/>`;
      }
      return Array.from({ length: 16 }, () => {
        const x = (rand() * 320).toFixed(0);
        const y = (rand() * 200).toFixed(0);
        const r = (2 + rand() * 5).toFixed(1);
        return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" opacity="0.45"/>`;
      }).join('');
    }
  }
}

/** Splits a title into at most two lines of similar length. */
function lines(title: string): string[] {
  const words = title.split(' ');
  if (title.length <= 14 || words.length < 2) return [title];
  let best = 1;
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) {
      best = i;
      bestDiff = diff;
    }
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** A game tile (320x240 SVG). */
export function gameTile({ nodeId, title, gameType }: TileInput): string {
  const rand = prng(hashOf(`game:${nodeId}:${title}`));
  const themed = THEME_HUES.find(([re]) => re.test(title))?.[1];
  const hue = (themed ?? hashOf(title) % 360) + (rand() - 0.5) * 24;
  const forced = ['LOTT', 'ELOTT', 'DS88'].includes(gameType) ? CATEGORY_MOTIF[gameType] : undefined;
  const motifName =
    forced ??
    SUBJECTS.find(([re]) => re.test(title))?.[1] ??
    CATEGORY_MOTIF[gameType] ??
    (['star', 'gem', 'coins'] as const)[hashOf(title) % 3];
  const motif: Motif = MOTIFS[motifName ?? 'star'] ?? starMotif;
  const fill = hsl(hue + 180 + (rand() - 0.5) * 60, 85, 62);
  const accent = hsl(hue + 35, 95, 60);
  const dark = hsl(hue, 70, 14);
  const light = hsl(hue + 40, 100, 92);
  const text = lines(title);
  const longest = Math.max(...text.map((l) => l.length));
  // Arial Black is about 0.68 em wide per letter; a line wider than the tile is squeezed to fit.
  const size = Math.max(18, Math.min(34, Math.floor(296 / (Math.max(longest, 6) * 0.68))));
  const baseY = text.length === 2 ? 224 - size : 222;
  const tilt = ((rand() - 0.5) * 16).toFixed(1);
  const lettering = text
    .map(
      (l, i) =>
        `<text x="160" y="${baseY + i * (size + 2)}"${l.length * size * 0.68 > 296 ? ' textLength="296" lengthAdjust="spacingAndGlyphs"' : ''} text-anchor="middle" font-family="'Arial Black', Impact, 'Helvetica Neue', Arial, sans-serif" font-size="${size}" font-weight="900" fill="url(#t${nodeId})" stroke="${dark}" stroke-width="${(size / 6).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${esc(l)}</text>`,
    )
    .join('');
  const sparkles = Array.from({ length: 4 }, () => {
    const x = (20 + rand() * 280).toFixed(0);
    const y = (14 + rand() * 110).toFixed(0);
    const s = (4 + rand() * 6).toFixed(1);
    return `<path transform="translate(${x} ${y})" d="M0,-${s} L1.5,-1.5 L${s},0 L1.5,1.5 L0,${s} L-1.5,1.5 L-${s},0 L-1.5,-1.5 Z" fill="${light}" opacity="0.85"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img" aria-label="${esc(title)}">`,
    '<defs>',
    `<radialGradient id="b${nodeId}" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="${hsl(hue, 75, 52)}"/><stop offset="0.6" stop-color="${hsl(hue + 15, 70, 30)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 12)}"/></radialGradient>`,
    `<linearGradient id="t${nodeId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.5" stop-color="${hsl(hue + 40, 100, 78)}"/><stop offset="1" stop-color="${hsl(hue + 30, 95, 60)}"/></linearGradient>`,
    '</defs>',
    `<rect width="320" height="240" fill="url(#b${nodeId})"/>`,
    scene(gameType, rand, hue),
    `<circle cx="160" cy="${text.length === 2 ? 92 : 100}" r="66" fill="${light}" opacity="0.12"/>`,
    `<g transform="translate(160 ${text.length === 2 ? 92 : 100}) rotate(${tilt}) scale(1.05)">${motif(fill, dark, light)}</g>`,
    sparkles,
    `<rect y="${baseY - size - 14}" width="320" height="${240 - baseY + size + 14}" fill="${dark}" opacity="0.55"/>`,
    lettering,
    `<rect x="4" y="4" width="312" height="232" rx="16" fill="none" stroke="${accent}" stroke-width="3" opacity="0.7"/>`,
    '</svg>',
  ].join('');
}
