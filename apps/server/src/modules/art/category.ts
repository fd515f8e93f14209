import type { GAME_CATEGORIES } from '@app/contracts/constants';
import { doc, el, FONT, star } from './svg.ts';

type Category = (typeof GAME_CATEGORIES)[number];

/**
 * Category icons, one shape each in black on transparent: the site paints them with its theme colour
 * through a CSS mask, so one file serves both themes.
 */
const ICONS: Record<Category, string> = {
  RNG: [
    el('rect', { x: 4, y: 8, width: 40, height: 32, rx: 6, fill: 'none', stroke: '#000', 'stroke-width': 4 }),
    el('text', { x: 24, y: 33, 'text-anchor': 'middle', 'font-family': FONT, 'font-size': 22, fill: '#000' }, '7'),
    el('path', { d: 'M16 8 v32 M32 8 v32', stroke: '#000', 'stroke-width': 2 }),
  ].join(''),
  LIVE: [
    el('rect', { x: 6, y: 6, width: 24, height: 34, rx: 4, fill: '#000', transform: 'rotate(-12 18 23)' }),
    el('circle', { cx: 33, cy: 31, r: 11, fill: 'none', stroke: '#000', 'stroke-width': 4 }),
    el('circle', { cx: 33, cy: 31, r: 4, fill: '#000' }),
  ].join(''),
  FISH: el('path', {
    d: 'M4 24 C 12 10 30 10 36 24 C 30 38 12 38 4 24Z M34 24 L 46 14 L 43 24 L 46 34Z',
    fill: '#000',
  }),
  PVP: [
    el('path', { d: 'M24 6 C 38 18 40 26 30 28 L 32 34 L 16 34 L 18 28 C 8 26 10 18 24 6Z', fill: '#000' }),
    el('rect', { x: 12, y: 36, width: 24, height: 6, rx: 2, fill: '#000' }),
  ].join(''),
  SPORTS: [
    el('circle', { cx: 24, cy: 24, r: 19, fill: 'none', stroke: '#000', 'stroke-width': 4 }),
    el('path', { d: 'M24 15 L 32 21 L 29 30 L 19 30 L 16 21Z', fill: '#000' }),
    el('path', {
      d: 'M24 15 V 6 M32 21 L 41 18 M29 30 L 34 38 M19 30 L 14 38 M16 21 L 7 18',
      stroke: '#000',
      'stroke-width': 3,
    }),
  ].join(''),
  ESPORTS: el('path', {
    d: 'M8 16 C 10 10 16 10 18 12 H 30 C 32 10 38 10 40 16 L 45 32 C 46 38 40 40 37 36 L 33 31 H 15 L 11 36 C 8 40 2 38 3 32Z M12 20 v 3 h -3 v 4 h 3 v 3 h 4 v -3 h 3 v -4 h -3 v -3Z M33 20 a 2.5 2.5 0 1 0 0.1 0Z M37 25 a 2.5 2.5 0 1 0 0.1 0Z',
    fill: '#000',
    'fill-rule': 'evenodd',
  }),
  ELOTT: [
    el('circle', { cx: 17, cy: 28, r: 12, fill: '#000' }),
    el('circle', { cx: 32, cy: 18, r: 10, fill: 'none', stroke: '#000', 'stroke-width': 4 }),
    el('path', { d: 'M36 34 l 4 -6 l 4 6 l -4 6Z', fill: '#000' }),
  ].join(''),
  LOTT: [
    el('circle', { cx: 14, cy: 30, r: 10, fill: '#000' }),
    el('circle', { cx: 34, cy: 30, r: 10, fill: '#000' }),
    el('circle', { cx: 24, cy: 13, r: 10, fill: '#000' }),
  ].join(''),
  DS88: el('path', {
    d: 'M16 8 c 2 -5 8 -5 9 -1 c 3 -2 6 0 4 3 c 4 1 4 5 0 6 l 2 6 c 8 -4 12 -10 14 -16 c 3 10 0 24 -10 29 l 2 8 h -4 l -2 -7 h -6 l -2 7 h -4 l 2 -8 c -10 -3 -13 -13 -8 -21 l -4 -1z',
    fill: '#000',
  }),
};

/** A category icon, or null for an unknown category. */
export function categorySvg(category: string): string | null {
  const icon = ICONS[category as Category];
  return icon === undefined ? null : doc(48, 48, category, icon);
}

/** The "hot" flame used beside hot vendors (painted through a mask too). */
export function hotSvg(): string {
  return doc(
    24,
    24,
    'hot',
    el('path', {
      d: 'M12 2 C 14 7 19 9 19 15 A 7 7 0 0 1 5 15 C 5 11 8 9 8 6 C 10 8 10 10 11 11 C 12 8 12 5 12 2Z',
      fill: '#000',
    }),
    el('path', { d: star(12, 16, 3.5), fill: '#fff' }),
  );
}
