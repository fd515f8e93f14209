/** Small helpers to write SVG as strings: escaping, elements, a stable hash and colour helpers. */

type Attrs = Record<string, string | number | undefined>;

export function esc(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** One element; children are already-built SVG strings. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(String(v))}"`)
    .join('');
  return children.length ? `<${tag}${a}>${children.join('')}</${tag}>` : `<${tag}${a}/>`;
}

/** A whole document with a title for assistive technology. */
export function doc(width: number, height: number, title: string, ...body: string[]): string {
  return el(
    'svg',
    { xmlns: 'http://www.w3.org/2000/svg', viewBox: `0 0 ${width} ${height}`, width, height, role: 'img' },
    el('title', {}, esc(title)),
    ...body,
  );
}

/** A linear gradient definition. */
export function linear(id: string, stops: readonly string[], x2 = 1, y2 = 1): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2, y2 },
    ...stops.map((c, i) => el('stop', { offset: stops.length === 1 ? 0 : i / (stops.length - 1), 'stop-color': c })),
  );
}

/** A radial gradient from a colour to transparent. */
export function glow(id: string, color: string, opacity = 0.8): string {
  return el(
    'radialGradient',
    { id },
    el('stop', { offset: 0, 'stop-color': color, 'stop-opacity': opacity }),
    el('stop', { offset: 1, 'stop-color': color, 'stop-opacity': 0 }),
  );
}

/** FNV-1a: a stable number from a text, to vary generated art per code. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A colour from hue, saturation and lightness. */
export function hsl(h: number, s: number, l: number, a = 1): string {
  return a === 1 ? `hsl(${Math.round(h) % 360} ${s}% ${l}%)` : `hsl(${Math.round(h) % 360} ${s}% ${l}% / ${a})`;
}

/** A deterministic pseudo-random sequence (mulberry32) for scattering decorations. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A five-pointed star path centred on (cx, cy). */
export function star(cx: number, cy: number, r: number, inner = 0.45): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const ang = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rad * Math.cos(ang)).toFixed(1)},${(cy + rad * Math.sin(ang)).toFixed(1)}`);
  }
  return `M${pts.join('L')}Z`;
}

export const FONT = "'Arial Black', 'Helvetica Neue', Arial, sans-serif";
