import * as m from '../art/motifs.ts';
import { doc, el, glow, hsl, linear, rng, star } from '../art/svg.ts';

/** Where a mall item's drawn art is served. */
export const mallArtUrl = (id: number) => `/art/points/${id}.svg`;

const MOTIF: Record<string, { motif: () => string; about: string; hue: number }> = {
  voucher: { motif: m.ticket, about: 'voucher tickets', hue: 200 },
  bonus: { motif: m.jackpot, about: 'crown and coins', hue: 40 },
  goods: { motif: m.gift, about: 'gift box', hue: 330 },
};

/**
 * A mall item's card art (400 x 300): the kind's motif (drawn for the banners around (920, 220)) moved
 * to the middle, on a gradient whose hue shifts with the item, with sparkles placed by its id.
 */
export function mallItemSvg(kind: string, id: number): string | null {
  const k = MOTIF[kind];
  if (!k) return null;
  const h = (k.hue + ((id * 47) % 80) - 40 + 360) % 360;
  const rand = rng(id * 7919 + h);
  const sparkles = Array.from({ length: 10 }, () =>
    el('path', {
      d: star(rand() * 400, rand() * 300, 3 + rand() * 6, 0.3),
      fill: '#fff',
      opacity: (0.3 + rand() * 0.6).toFixed(2),
    }),
  );
  return doc(
    400,
    300,
    k.about,
    el(
      'defs',
      {},
      linear('bg', [hsl(h, 70, 14), hsl(h + 20, 70, 26), hsl(h + 40, 72, 36)], 1, 0.6),
      glow('glowA', hsl(h + 60, 100, 70), 0.55),
      m.MOTIF_DEFS,
    ),
    el('rect', { width: 400, height: 300, fill: 'url(#bg)' }),
    el('ellipse', { cx: 200, cy: 150, rx: 190, ry: 140, fill: 'url(#glowA)' }),
    el('g', { transform: 'translate(200 160) scale(0.8) translate(-920 -220)' }, k.motif()),
    ...sparkles,
  );
}
