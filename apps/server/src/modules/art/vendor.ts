import { doc, el, esc, FONT, hash, hsl, linear, star } from './svg.ts';

const GLYPHS: ((fill: string) => string)[] = [
  (f) => el('path', { d: star(0, 0, 16), fill: f }),
  (f) => el('path', { d: 'M0 -16 L 14 0 L 0 16 L -14 0Z', fill: f }),
  (f) => el('circle', { r: 14, fill: 'none', stroke: f, 'stroke-width': 5 }),
  (f) => el('path', { d: 'M-14 10 L 0 -14 L 14 10Z', fill: f }),
  (f) => el('path', { d: 'M-12 -12 h 24 v 24 h -24Z', fill: f, transform: 'rotate(12)' }),
  (f) => el('path', { d: 'M0 14 C -24 -2 -14 -20 0 -8 C 14 -20 24 -2 0 14Z', fill: f }),
  (f) => el('path', { d: 'M-6 -16 h 12 v 10 h 10 v 12 h -10 v 10 h -12 v -10 h -10 v -12 h 10Z', fill: f }),
  (f) => el('path', { d: 'M-16 4 A 16 16 0 0 1 16 4 L 8 4 A 8 8 0 0 0 -8 4Z M-3 6 h 6 v 10 h -6Z', fill: f }),
];

/** A readable label for a vendor code: underscores become spaces, at most 14 characters. */
function label(code: string): string {
  return code.replace(/_/g, ' ').toUpperCase().slice(0, 14);
}

/**
 * A vendor's menu logo (SPEC §2 lobby vendor icons): a glyph chosen by the code and the code as a
 * word mark. WHITE is all white for dark menus; COLOR is the vendor's own colours for hover.
 */
export function vendorSvg(code: string, variant: 'WHITE' | 'COLOR'): string {
  const h = hash(code);
  const hue = h % 360;
  const glyph = GLYPHS[h % GLYPHS.length] ?? GLYPHS[0];
  const text = label(code);
  const textW = Math.min(104, Math.max(36, text.length * 14));
  const colour = variant === 'COLOR';
  return doc(
    168,
    56,
    `${text} logo`,
    el('defs', {}, linear('vc', [hsl(hue, 95, 62), hsl(hue + 40, 90, 48)], 1, 1)),
    el(
      'g',
      { transform: 'translate(26 28)' },
      colour
        ? el('circle', { r: 22, fill: 'url(#vc)' })
        : el('circle', { r: 22, fill: 'none', stroke: '#fff', 'stroke-width': 3 }),
      glyph?.(colour ? '#fff' : '#fff') ?? '',
    ),
    el(
      'text',
      {
        x: 56,
        y: 37,
        'font-family': FONT,
        'font-size': 24,
        'font-weight': 900,
        fill: colour ? 'url(#vc)' : '#fff',
        textLength: textW,
        lengthAdjust: 'spacingAndGlyphs',
      },
      esc(text),
    ),
  );
}
