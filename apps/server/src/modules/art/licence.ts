import { doc, el, FONT, linear } from './svg.ts';

/** Each regulator's initials and two colours; the footer writes the translated name beside the badge. */
const LICENCES: Record<string, [string, string]> = {
  MGA: ['#f1f1f4', '#c8102e'],
  BVI: ['#3b78d8', '#2f9e6a'],
  PAGCOR: ['#2f6bd8', '#f2b705'],
};

/**
 * A licence badge for the footer (SPEC §1): our own drawing of a shield with the regulator's
 * initials, not the regulator's artwork.
 */
export function licenceSvg(code: string): string | null {
  const colours = LICENCES[code];
  if (!colours) return null;
  return doc(
    120,
    48,
    code,
    el('defs', {}, linear('lc', colours, 1, 1)),
    el('rect', { x: 1, y: 1, width: 118, height: 46, rx: 10, fill: '#10131f', stroke: 'url(#lc)', 'stroke-width': 2 }),
    el('path', { d: 'M10 8 h 26 v 14 c 0 11 -7 16 -13 19 c -6 -3 -13 -8 -13 -19Z', fill: 'url(#lc)' }),
    el('path', {
      d: 'M16 22 l 5 5 l 9 -10',
      stroke: '#10131f',
      'stroke-width': 3.5,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    el(
      'text',
      {
        x: 44,
        y: 31,
        'font-family': FONT,
        'font-size': 17,
        'font-weight': 900,
        fill: '#fff',
        textLength: Math.min(68, code.length * 13),
        lengthAdjust: 'spacingAndGlyphs',
      },
      code,
    ),
  );
}
