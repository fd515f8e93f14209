/**
 * The app icon, drawn here from one set of shapes: as SVG (the favicon and the manifest's scalable
 * icon) and as PNG (the sizes browsers want for install and home screens), rasterised and encoded
 * without any outside tool. The shapes are our own: a gold star on the dark plate of the favicon.
 */
import { deflateSync } from 'node:zlib';

const PLATE = '#141a2e';
const GOLD_FROM = [0xff, 0xd3, 0x6b] as const;
const GOLD_TO = [0xf0, 0x8a, 0x24] as const;

/** The star on a 64-unit square (the favicon's geometry). */
const STAR: [number, number][] = [
  [32, 9],
  [38.6, 23.2],
  [54, 25],
  [42.6, 35.6],
  [45.6, 50.9],
  [32, 43.3],
  [18.4, 50.9],
  [21.4, 35.6],
  [10, 25],
  [25.4, 23.2],
];

export interface IconStyle {
  /** Rounded plate (the usual icon) or a full square with the star inside the safe zone (maskable). */
  maskable: boolean;
}

function hex(c: readonly number[]): string {
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** The star's scale and offset within the 64-unit square: smaller for maskable icons (80 % safe zone). */
function starFrame(style: IconStyle): { k: number; d: number } {
  const k = style.maskable ? 0.72 : 1;
  return { k, d: 32 - 32 * k };
}

export function iconSvg(style: IconStyle): string {
  const { k, d } = starFrame(style);
  const pts = STAR.map(([x, y]) => `${+(x * k + d).toFixed(2)},${+(y * k + d).toFixed(2)}`).join(' ');
  const rx = style.maskable ? 0 : 14;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hex(GOLD_FROM)}"/><stop offset="1" stop-color="${hex(GOLD_TO)}"/></linearGradient></defs><rect width="64" height="64" rx="${rx}" fill="${PLATE}"/><polygon points="${pts}" fill="url(#g)"/></svg>`;
}

function insidePolygon(x: number, y: number, poly: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as [number, number];
    const [xj, yj] = poly[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, r: number): boolean {
  if (r === 0) return x >= 0 && x < 64 && y >= 0 && y < 64;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** RGBA pixels of the icon at size x size, 4x4 samples per pixel. */
export function iconPixels(size: number, style: IconStyle): Uint8Array {
  const { k, d } = starFrame(style);
  const star = STAR.map(([x, y]) => [x * k + d, y * k + d] as [number, number]);
  const plate = [0x14, 0x1a, 0x2e];
  const r = style.maskable ? 0 : 14;
  const out = new Uint8Array(size * size * 4);
  const N = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let cr = 0;
      let cg = 0;
      let cb = 0;
      let ca = 0;
      for (let sy = 0; sy < N; sy++) {
        for (let sx = 0; sx < N; sx++) {
          const x = ((px + (sx + 0.5) / N) * 64) / size;
          const y = ((py + (sy + 0.5) / N) * 64) / size;
          if (!insideRoundedSquare(x, y, r)) continue;
          let c = plate;
          if (insidePolygon(x, y, star)) {
            const t = Math.min(1, Math.max(0, (x + y) / 128));
            c = GOLD_FROM.map((f, i) => f + ((GOLD_TO[i] as number) - f) * t);
          }
          cr += c[0] as number;
          cg += c[1] as number;
          cb += c[2] as number;
          ca += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (ca > 0) {
        out[o] = Math.round(cr / ca);
        out[o + 1] = Math.round(cg / ca);
        out[o + 2] = Math.round(cb / ca);
      }
      out[o + 3] = Math.round((255 * ca) / (N * N));
    }
  }
  return out;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG file (8-bit RGBA, no filtering) of the pixels. */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The icon files the build writes under /icons (the manifest and index.html name them). */
export function iconFiles(): { fileName: string; source: string | Buffer }[] {
  return [
    { fileName: 'icons/icon.svg', source: iconSvg({ maskable: false }) },
    { fileName: 'icons/icon-maskable.svg', source: iconSvg({ maskable: true }) },
    ...[192, 512].map((s) => ({
      fileName: `icons/icon-${s}.png`,
      source: encodePng(s, iconPixels(s, { maskable: false })),
    })),
    { fileName: 'icons/icon-maskable-512.png', source: encodePng(512, iconPixels(512, { maskable: true })) },
    { fileName: 'icons/apple-touch-icon.png', source: encodePng(180, iconPixels(180, { maskable: true })) },
  ];
}
