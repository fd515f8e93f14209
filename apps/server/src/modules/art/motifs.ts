import { el, FONT, linear, star } from './svg.ts';

/** Gradients the motifs share; every banner includes them once. */
export const MOTIF_DEFS = [
  linear('gold', ['#fff3b0', '#f8c44a', '#d4861a'], 0, 1),
  linear('goldEdge', ['#a8620c', '#f3b33d'], 0, 1),
  linear('silver', ['#ffffff', '#cfd8ea', '#8d9bb8'], 0, 1),
  linear('ruby', ['#ff7a8a', '#e0283f', '#8c0f22'], 0, 1),
  linear('emerald', ['#8af5c4', '#1fbf7a', '#0b6b43'], 0, 1),
  linear('sapphire', ['#9cc8ff', '#2f7cf6', '#123f9c'], 0, 1),
  linear('violet', ['#d4b8ff', '#8d5cf6', '#4a1f9c'], 0, 1),
  linear('card', ['#ffffff', '#eef1f8'], 0, 1),
].join('');

const g = (x: number, y: number, s: number, ...children: string[]) =>
  el('g', { transform: `translate(${x} ${y}) scale(${s})` }, ...children);

function coin(x: number, y: number, r: number, tilt = 1): string {
  return el(
    'g',
    { transform: `translate(${x} ${y}) scale(1 ${tilt})` },
    el('circle', { r, fill: 'url(#goldEdge)' }),
    el('circle', { r: r * 0.86, fill: 'url(#gold)' }),
    el('path', { d: star(0, 0, r * 0.5), fill: '#fff6c9', opacity: 0.85 }),
  );
}

/** Three slot reels showing 7, a cherry and a bar, with coins. */
export function slots(): string {
  const reel = (x: number, symbol: string) =>
    el(
      'g',
      { transform: `translate(${x} 0)` },
      el('rect', { x: -62, y: -95, width: 124, height: 190, rx: 18, fill: 'url(#card)' }),
      el('rect', { x: -62, y: -95, width: 124, height: 40, rx: 18, fill: '#000', opacity: 0.12 }),
      el('rect', { x: -62, y: 55, width: 124, height: 40, rx: 18, fill: '#000', opacity: 0.12 }),
      symbol,
    );
  const seven = el(
    'text',
    { x: 0, y: 38, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 110, fill: 'url(#ruby)' },
    '7',
  );
  const cherry = el(
    'g',
    {},
    el('path', {
      d: 'M-4 -40 C 10 -20 20 -5 22 15 M-4 -40 C -15 -15 -22 0 -24 18',
      stroke: '#1f8a4c',
      'stroke-width': 7,
      fill: 'none',
    }),
    el('circle', { cx: -24, cy: 32, r: 26, fill: 'url(#ruby)' }),
    el('circle', { cx: 24, cy: 30, r: 26, fill: 'url(#ruby)' }),
    el('circle', { cx: -32, cy: 24, r: 7, fill: '#fff', opacity: 0.6 }),
  );
  const bar = el(
    'g',
    {},
    el('rect', { x: -48, y: -26, width: 96, height: 52, rx: 10, fill: '#1b1f3b' }),
    el(
      'text',
      { x: 0, y: 16, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 38, fill: 'url(#gold)' },
      'BAR',
    ),
  );
  return g(
    900,
    205,
    1,
    el('rect', { x: -225, y: -125, width: 450, height: 250, rx: 34, fill: 'url(#gold)' }),
    el('rect', { x: -210, y: -110, width: 420, height: 220, rx: 26, fill: '#2a1446' }),
    reel(-135, seven),
    reel(0, cherry),
    reel(135, bar),
    coin(-230, 120, 34, 0.9),
    coin(220, -120, 26),
    coin(250, 110, 40, 0.8),
  );
}

function playingCard(x: number, y: number, rot: number, suit: string, color: string, rank: string): string {
  return el(
    'g',
    { transform: `translate(${x} ${y}) rotate(${rot})` },
    el('rect', {
      x: -70,
      y: -100,
      width: 140,
      height: 200,
      rx: 14,
      fill: 'url(#card)',
      stroke: '#c9d1e6',
      'stroke-width': 2,
    }),
    el('text', { x: -50, y: -60, 'font-family': FONT, 'font-size': 40, fill: color }, rank),
    el('path', { d: suit, fill: color, transform: 'translate(0 20) scale(1.6)' }),
  );
}

const HEART = 'M0 18 C -30 -4 -22 -26 0 -12 C 22 -26 30 -4 0 18Z';
const SPADE = 'M0 -22 C 26 0 26 14 6 14 L 10 24 L -10 24 L -6 14 C -26 14 -26 0 0 -22Z';
const CLUB =
  'M0 -22 A 9 9 0 1 1 0 -4 A 9 9 0 1 1 10 10 A 9 9 0 1 1 -10 10 A 9 9 0 1 1 0 -4Z M -5 8 L 5 8 L 8 24 L -8 24Z';

/** A fan of cards over a roulette wheel. */
export function live(): string {
  const pockets = Array.from({ length: 18 }, (_, i) =>
    el('path', {
      d: 'M0 0 L 0 -150 A 150 150 0 0 1 51.3 -141 Z',
      transform: `rotate(${i * 20})`,
      fill: i % 2 ? '#c3142d' : '#14141e',
    }),
  );
  return el(
    'g',
    {},
    g(
      960,
      210,
      1,
      el('circle', { r: 170, fill: 'url(#goldEdge)' }),
      el('circle', { r: 158, fill: '#3b1d0c' }),
      ...pockets,
      el('circle', { r: 95, fill: '#0f5a35' }),
      el('circle', { r: 40, fill: 'url(#gold)' }),
      el('circle', { cx: 0, cy: -122, r: 10, fill: '#fff' }),
    ),
    playingCard(760, 230, -18, SPADE, '#1b1f3b', 'A'),
    playingCard(830, 215, -4, HEART, '#d2203b', 'K'),
    coin(1120, 330, 34, 0.85),
  );
}

/** Fish, bubbles and seaweed. */
export function fish(): string {
  const fishShape = (x: number, y: number, s: number, fill: string, flip = false) =>
    el(
      'g',
      { transform: `translate(${x} ${y}) scale(${flip ? -s : s} ${s})` },
      el('path', { d: 'M-80 0 C -40 -55 40 -55 70 0 C 40 55 -40 55 -80 0Z', fill }),
      el('path', { d: 'M66 0 L 120 -40 L 108 0 L 120 40Z', fill }),
      el('path', { d: 'M-20 -38 C 0 -70 30 -60 40 -32Z', fill, opacity: 0.8 }),
      el('circle', { cx: -48, cy: -8, r: 10, fill: '#fff' }),
      el('circle', { cx: -50, cy: -8, r: 5, fill: '#111' }),
      el('path', {
        d: 'M-10 -30 C 0 -10 0 10 -10 30',
        stroke: '#fff',
        'stroke-opacity': 0.35,
        'stroke-width': 5,
        fill: 'none',
      }),
    );
  const bubbles = [
    [760, 90, 12],
    [790, 60, 7],
    [1080, 80, 14],
    [1110, 130, 8],
    [700, 300, 9],
  ].map(([x, y, r]) =>
    el('circle', { cx: x, cy: y, r, fill: 'none', stroke: '#d8f4ff', 'stroke-width': 3, opacity: 0.7 }),
  );
  const weed = (x: number) =>
    el('path', {
      d: `M${x} 400 C ${x - 30} 340 ${x + 30} 300 ${x} 240`,
      stroke: '#1fbf7a',
      'stroke-width': 12,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  return el(
    'g',
    {},
    weed(680),
    weed(1150),
    weed(1180),
    fishShape(900, 200, 1.5, 'url(#gold)'),
    fishShape(1060, 300, 0.8, 'url(#ruby)', true),
    fishShape(760, 150, 0.6, 'url(#sapphire)', true),
    ...bubbles,
  );
}

function chip(x: number, y: number, r: number, fill: string): string {
  const notches = Array.from({ length: 8 }, (_, i) =>
    el('rect', { x: -6, y: -r, width: 12, height: r * 0.28, fill: '#fff', transform: `rotate(${i * 45})` }),
  );
  return el(
    'g',
    { transform: `translate(${x} ${y})` },
    el('circle', { r, fill }),
    ...notches,
    el('circle', { r: r * 0.62, fill: 'none', stroke: '#fff', 'stroke-width': 3, 'stroke-dasharray': '6 6' }),
  );
}

/** Poker chips and a pair of cards. */
export function pvp(): string {
  const stack = (x: number, y: number, n: number, fill: string) =>
    el(
      'g',
      {},
      ...Array.from({ length: n }, (_, i) =>
        el('ellipse', {
          cx: x,
          cy: y - i * 14,
          rx: 60,
          ry: 20,
          fill,
          stroke: '#fff',
          'stroke-width': 3,
          'stroke-dasharray': '10 8',
        }),
      ),
    );
  return el(
    'g',
    {},
    stack(760, 330, 7, 'url(#ruby)'),
    stack(880, 340, 10, 'url(#sapphire)'),
    playingCard(1010, 200, 10, SPADE, '#1b1f3b', 'A'),
    playingCard(1080, 210, 22, CLUB, '#1b1f3b', 'A'),
    chip(1140, 320, 46, 'url(#emerald)'),
  );
}

/** A football over pitch lines. */
export function sports(): string {
  const pentagon = (x: number, y: number, r: number) => {
    const pts = Array.from({ length: 5 }, (_, i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
    });
    return el('path', { d: `M${pts.join('L')}Z`, fill: '#14141e' });
  };
  return el(
    'g',
    {},
    el('path', { d: 'M620 400 L 760 150 L 1200 150 L 1200 400Z', fill: '#1f8a4c', opacity: 0.55 }),
    el('path', {
      d: 'M700 400 L 800 200 M 980 150 L 980 400',
      stroke: '#fff',
      'stroke-opacity': 0.5,
      'stroke-width': 4,
    }),
    el('ellipse', {
      cx: 980,
      cy: 280,
      rx: 110,
      ry: 40,
      fill: 'none',
      stroke: '#fff',
      'stroke-opacity': 0.5,
      'stroke-width': 4,
    }),
    el('circle', { cx: 920, cy: 190, r: 120, fill: 'url(#silver)' }),
    pentagon(920, 190, 38),
    pentagon(920, 90, 26),
    pentagon(1015, 160, 26),
    pentagon(985, 275, 26),
    pentagon(855, 275, 26),
    pentagon(825, 160, 26),
    el('circle', { cx: 880, cy: 140, r: 30, fill: '#fff', opacity: 0.35 }),
  );
}

/** A game controller on a neon grid. */
export function esports(): string {
  const grid = Array.from({ length: 9 }, (_, i) =>
    el('path', {
      d: `M${620 + i * 70} 400 L ${860 + i * 30} 250`,
      stroke: '#ff4fd8',
      'stroke-opacity': 0.35,
      'stroke-width': 2,
    }),
  );
  return el(
    'g',
    {},
    ...grid,
    el('path', {
      d: 'M620 330 L1200 330 M 660 290 L 1200 290 M 700 265 L 1200 265',
      stroke: '#ff4fd8',
      'stroke-opacity': 0.3,
      'stroke-width': 2,
    }),
    g(
      910,
      190,
      1,
      el('path', {
        d: 'M-150 -40 C -150 -90 -90 -100 -60 -80 L 60 -80 C 90 -100 150 -90 150 -40 L 175 70 C 185 120 120 135 95 90 L 70 50 L -70 50 L -95 90 C -120 135 -185 120 -175 70Z',
        fill: 'url(#violet)',
        stroke: '#f3e9ff',
        'stroke-width': 4,
      }),
      el('path', { d: 'M-100 -20 h 20 v -20 h 20 v 20 h 20 v 20 h -20 v 20 h -20 v -20 h -20Z', fill: '#1b1f3b' }),
      el('circle', { cx: 80, cy: -30, r: 13, fill: '#3ddc97' }),
      el('circle', { cx: 110, cy: -2, r: 13, fill: '#ff6b7a' }),
      el('circle', { cx: 50, cy: -2, r: 13, fill: '#5fb4ff' }),
      el('circle', { cx: 80, cy: 26, r: 13, fill: '#ffd46b' }),
    ),
  );
}

/** Numbered lottery balls. */
export function lottery(): string {
  const ball = (x: number, y: number, r: number, fill: string, n: number) =>
    el(
      'g',
      { transform: `translate(${x} ${y})` },
      el('circle', { r, fill }),
      el('circle', { r: r * 0.55, fill: '#fff' }),
      el(
        'text',
        { y: r * 0.2, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': r * 0.6, fill: '#1b1f3b' },
        String(n),
      ),
      el('ellipse', { cx: -r * 0.35, cy: -r * 0.5, rx: r * 0.3, ry: r * 0.16, fill: '#fff', opacity: 0.5 }),
    );
  return el(
    'g',
    {},
    ball(760, 250, 70, 'url(#ruby)', 7),
    ball(900, 170, 90, 'url(#gold)', 88),
    ball(1050, 260, 75, 'url(#sapphire)', 18),
    ball(1140, 120, 45, 'url(#emerald)', 3),
    ball(700, 110, 40, 'url(#violet)', 21),
  );
}

/** A phone showing the app, with a download arrow. */
export function download(): string {
  return el(
    'g',
    {},
    g(
      900,
      200,
      1,
      el('rect', {
        x: -95,
        y: -175,
        width: 190,
        height: 350,
        rx: 30,
        fill: '#10131f',
        stroke: 'url(#silver)',
        'stroke-width': 8,
      }),
      el('rect', { x: -80, y: -150, width: 160, height: 300, rx: 14, fill: 'url(#violet)' }),
      el('path', { d: star(0, -70, 40), fill: 'url(#gold)' }),
      ...[0, 1, 2].map((i) =>
        el('rect', { x: -60, y: -5 + i * 42, width: 120, height: 28, rx: 8, fill: '#fff', opacity: 0.85 - i * 0.2 }),
      ),
    ),
    g(
      1090,
      230,
      1,
      el('circle', { r: 64, fill: 'url(#emerald)' }),
      el('path', { d: 'M-12 -36 h 24 v 34 h 20 l -32 36 l -32 -36 h 20Z', fill: '#fff' }),
    ),
  );
}

/** A gift box with confetti. */
export function gift(): string {
  return el(
    'g',
    {},
    g(
      920,
      220,
      1,
      el('rect', { x: -130, y: -40, width: 260, height: 170, rx: 12, fill: 'url(#ruby)' }),
      el('rect', { x: -150, y: -90, width: 300, height: 60, rx: 12, fill: 'url(#ruby)' }),
      el('rect', { x: -22, y: -90, width: 44, height: 220, fill: 'url(#gold)' }),
      el('path', { d: 'M0 -90 C -40 -170 -130 -150 -90 -95Z M0 -90 C 40 -170 130 -150 90 -95Z', fill: 'url(#gold)' }),
    ),
    el('path', { d: star(720, 110, 24), fill: 'url(#gold)' }),
    el('path', { d: star(1130, 90, 30), fill: 'url(#gold)' }),
    el('path', { d: star(1150, 330, 18), fill: '#fff', opacity: 0.8 }),
    coin(740, 320, 30, 0.9),
  );
}

/** A shopping bag with a points star and coins. */
export function shop(): string {
  return el(
    'g',
    {},
    g(
      920,
      220,
      1,
      el('path', { d: 'M-60 -90 C -60 -170 60 -170 60 -90', stroke: 'url(#gold)', 'stroke-width': 16, fill: 'none' }),
      el('path', { d: 'M-140 -90 L 140 -90 L 165 140 L -165 140Z', fill: 'url(#sapphire)' }),
      el('path', { d: star(0, 25, 70), fill: 'url(#gold)' }),
    ),
    coin(740, 300, 40, 0.85),
    coin(1110, 310, 34, 0.85),
    coin(1140, 140, 24),
  );
}

/** A lifebuoy and chat bubbles. */
export function help(): string {
  const bands = [0, 90, 180, 270].map((r) =>
    el('path', {
      d: 'M-40 -110 A 117 117 0 0 1 40 -110 L 25 -60 A 65 65 0 0 0 -25 -60Z',
      fill: '#e0283f',
      transform: `rotate(${r})`,
    }),
  );
  return el(
    'g',
    {},
    g(870, 210, 1, el('circle', { r: 120, fill: '#fff' }), el('circle', { r: 62, fill: '#1b1f3b' }), ...bands),
    g(
      1080,
      130,
      1,
      el('path', {
        d: 'M-80 -50 h 160 a 20 20 0 0 1 20 20 v 70 a 20 20 0 0 1 -20 20 h -100 l -40 30 v -30 h -20 a 20 20 0 0 1 -20 -20 v -70 a 20 20 0 0 1 20 -20Z',
        fill: 'url(#emerald)',
      }),
      ...[-40, 0, 40].map((x) => el('circle', { cx: x, cy: 5, r: 10, fill: '#fff' })),
    ),
  );
}

/** A trophy with stars. */
export function trophy(): string {
  return el(
    'g',
    {},
    g(
      920,
      210,
      1,
      el('path', {
        d: 'M-110 -140 h 220 v 40 c 0 90 -60 140 -110 140 c -50 0 -110 -50 -110 -140Z',
        fill: 'url(#gold)',
      }),
      el('path', {
        d: 'M-110 -110 c -70 0 -70 90 10 100 M 110 -110 c 70 0 70 90 -10 100',
        stroke: 'url(#gold)',
        'stroke-width': 16,
        fill: 'none',
      }),
      el('rect', { x: -20, y: 40, width: 40, height: 50, fill: 'url(#goldEdge)' }),
      el('rect', { x: -80, y: 90, width: 160, height: 40, rx: 8, fill: 'url(#goldEdge)' }),
      el('path', { d: star(0, -60, 44), fill: '#fff6c9' }),
    ),
    el('path', { d: star(720, 120, 26), fill: 'url(#gold)' }),
    el('path', { d: star(1120, 110, 34), fill: 'url(#gold)' }),
    el('path', { d: star(1130, 320, 20), fill: '#fff', opacity: 0.8 }),
  );
}

/** A crown over a pile of coins: the jackpot scene of the home page. */
export function jackpot(): string {
  return el(
    'g',
    {},
    coin(760, 330, 48, 0.55),
    coin(850, 345, 52, 0.55),
    coin(950, 340, 56, 0.55),
    coin(1050, 345, 50, 0.55),
    coin(1130, 330, 42, 0.55),
    coin(900, 300, 50, 0.55),
    coin(1000, 300, 50, 0.55),
    g(
      950,
      170,
      1,
      el('path', {
        d: 'M-150 80 L -170 -70 L -80 0 L 0 -110 L 80 0 L 170 -70 L 150 80Z',
        fill: 'url(#gold)',
        stroke: '#a8620c',
        'stroke-width': 4,
      }),
      el('rect', { x: -150, y: 70, width: 300, height: 36, rx: 8, fill: 'url(#goldEdge)' }),
      el('circle', { cx: 0, cy: 20, r: 20, fill: 'url(#ruby)' }),
      el('circle', { cx: -90, cy: 40, r: 14, fill: 'url(#sapphire)' }),
      el('circle', { cx: 90, cy: 40, r: 14, fill: 'url(#emerald)' }),
      el('circle', { cx: 0, cy: -110, r: 14, fill: '#fff6c9' }),
    ),
  );
}

/** A rooster silhouette in a ring (cockfight). */
export function rooster(): string {
  return g(
    920,
    210,
    1,
    el('circle', { r: 150, fill: 'none', stroke: 'url(#gold)', 'stroke-width': 10 }),
    el('path', {
      d: 'M-40 -90 c 10 -30 40 -30 45 -5 c 15 -10 30 0 20 15 c 20 5 20 25 0 30 l 10 30 c 40 -20 80 -60 90 -100 c 20 60 0 150 -60 180 l 10 50 h -20 l -10 -45 h -30 l -10 45 h -20 l 10 -50 c -60 -20 -80 -80 -50 -130 l -20 -5 z',
      fill: 'url(#ruby)',
    }),
    el('circle', { cx: -10, cy: -62, r: 6, fill: '#fff' }),
  );
}

/** A red envelope with a gold seal and coins spilling out (promotions' red envelope). */
export function envelope(): string {
  return el(
    'g',
    {},
    g(
      920,
      215,
      1,
      el('rect', { x: -120, y: -150, width: 240, height: 300, rx: 18, fill: 'url(#ruby)' }),
      el('path', { d: 'M-120 -132 Q 0 -30 120 -132 L 120 -150 L -120 -150Z', fill: '#b3122b' }),
      el('circle', { cx: 0, cy: -62, r: 40, fill: 'url(#gold)' }),
      el('path', { d: star(0, -62, 22), fill: '#c0392b' }),
    ),
    coin(760, 300, 34, 0.9),
    coin(1090, 320, 28, 0.8),
    el('path', { d: star(1130, 100, 26), fill: 'url(#gold)' }),
    el('path', { d: star(730, 120, 18), fill: '#fff', opacity: 0.8 }),
  );
}

/** Two raffle tickets with a punched edge and a number (promotions' raffle). */
export function ticket(): string {
  const one = (fill: string, label: string) =>
    el(
      'g',
      {},
      el('path', {
        d: 'M-150 -70 h 300 v 44 a 26 26 0 0 0 0 52 v 44 h -300 v -44 a 26 26 0 0 0 0 -52Z',
        fill,
      }),
      el('path', { d: 'M60 -62 v 124', stroke: '#fff', 'stroke-width': 4, 'stroke-dasharray': '8 8', opacity: 0.7 }),
      el('text', { x: -40, y: 18, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 52, fill: '#fff' }, label),
      el('path', { d: star(106, 0, 24), fill: '#fff6c9' }),
    );
  return el(
    'g',
    {},
    el('g', { transform: 'translate(890 160) rotate(-12)' }, one('url(#violet)', '07')),
    el('g', { transform: 'translate(950 270) rotate(6)' }, one('url(#gold)', '21')),
    el('path', { d: star(1140, 90, 28), fill: 'url(#gold)' }),
    el('path', { d: star(720, 330, 20), fill: '#fff', opacity: 0.8 }),
  );
}

/** A rocket climbing with a trail of sparks (a boost or level-up promotion). */
export function rocket(): string {
  return el(
    'g',
    {},
    el(
      'g',
      { transform: 'translate(930 210) rotate(35)' },
      el('path', { d: 'M0 -160 C 60 -100 60 40 40 90 L -40 90 C -60 40 -60 -100 0 -160Z', fill: 'url(#silver)' }),
      el('circle', { cx: 0, cy: -50, r: 28, fill: 'url(#sapphire)', stroke: '#fff', 'stroke-width': 6 }),
      el('path', { d: 'M-40 40 L -90 110 L -40 90Z M40 40 L 90 110 L 40 90Z', fill: 'url(#ruby)' }),
      el('path', { d: 'M-30 95 Q 0 200 30 95Z', fill: 'url(#gold)' }),
    ),
    el('path', { d: star(740, 330, 22), fill: 'url(#gold)' }),
    el('path', { d: star(790, 280, 14), fill: '#fff', opacity: 0.8 }),
    el('path', { d: star(1130, 100, 30), fill: 'url(#gold)' }),
  );
}

/** A large gold star ringed by small ones (a VIP or special event promotion). */
export function bigStar(): string {
  return el(
    'g',
    {},
    g(
      920,
      210,
      1,
      el('path', { d: star(0, 0, 150, 0.48), fill: 'url(#gold)' }),
      el('path', { d: star(0, 0, 70, 0.48), fill: '#fff6c9', opacity: 0.8 }),
    ),
    ...[0, 1, 2, 3, 4, 5].map((i) =>
      el('path', {
        d: star(920 + Math.cos((i * Math.PI) / 3) * 220, 210 + Math.sin((i * Math.PI) / 3) * 160, 16),
        fill: '#fff',
        opacity: 0.85,
      }),
    ),
  );
}
