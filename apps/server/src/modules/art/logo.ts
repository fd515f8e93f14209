import { doc, el, esc, FONT, linear, star } from './svg.ts';

/** The brand logo: a gold star emblem and the brand's name in a gold gradient (readable on both headers). */
export function logoSvg(name: string): string {
  const text = name.trim().slice(0, 24) || 'Brand';
  const textW = Math.round(text.length * 21 + 8);
  const w = 64 + textW;
  return doc(
    w,
    56,
    text,
    el('defs', {}, linear('lg', ['#fff3b0', '#f8c44a', '#e08a1c'], 0, 1), linear('lr', ['#ff8a3d', '#d6246e'], 1, 1)),
    el('circle', { cx: 28, cy: 28, r: 25, fill: 'url(#lr)' }),
    el('circle', { cx: 28, cy: 28, r: 25, fill: 'none', stroke: 'url(#lg)', 'stroke-width': 3 }),
    el('path', { d: star(28, 29, 15, 0.45), fill: 'url(#lg)' }),
    el(
      'text',
      {
        x: 62,
        y: 39,
        'font-family': FONT,
        'font-size': 30,
        'font-weight': 900,
        fill: 'url(#lg)',
        textLength: textW,
        lengthAdjust: 'spacingAndGlyphs',
      },
      esc(text),
    ),
  );
}
