import { randomInt } from 'node:crypto';
import { Raster } from './png.ts';

/** Characters a captcha uses: no 0/O, 1/I/L, B/8, S or G look-alikes. */
export const CAPTCHA_ALPHABET = '2345679ACDEFHKMNPRTWXY';

/** A 5x7 bitmap font of our own for the captcha alphabet ('#' = ink). */
const GLYPHS: Record<string, readonly string[]> = {
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  C: [' ### ', '#   #', '#    ', '#    ', '#    ', '#   #', ' ### '],
  D: ['#### ', '#   #', '#   #', '#   #', '#   #', '#   #', '#### '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  F: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#    '],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '##  #', '# # #', '#  ##', '#   #', '#   #', '#   #'],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '## ##', '#   #'],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
};

/** A random captcha text of `length` characters. */
export function captchaText(length = 5): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return s;
}

const rand = (min: number, max: number) => min + (randomInt(1_000_000) / 1_000_000) * (max - min);

/**
 * Draws the text as a 150x50 PNG: each character scaled, rotated and sheared on its own, the whole
 * line bent by a sine wave, with noise lines and dots in colours close to the ink.
 */
export function captchaPng(text: string): Buffer {
  const W = 150;
  const H = 50;
  const img = new Raster(W, H, [236 + randomInt(16), 240 + randomInt(12), 246 + randomInt(8)]);
  for (let i = 0; i < 5; i++) {
    const c: [number, number, number] = [120 + randomInt(100), 120 + randomInt(100), 120 + randomInt(100)];
    img.line(rand(0, W), rand(0, H), rand(0, W), rand(0, H), c, 1);
  }
  const phase = rand(0, Math.PI * 2);
  const amp = rand(2, 4);
  const slot = (W - 20) / text.length;
  for (const [i, ch] of [...text].entries()) {
    const glyph = GLYPHS[ch];
    if (!glyph) continue;
    const ink: [number, number, number] = [randomInt(90), randomInt(90), 40 + randomInt(110)];
    const scale = rand(3.6, 4.6);
    const angle = rand(-0.35, 0.35);
    const shear = rand(-0.25, 0.25);
    const cx = 10 + slot * i + slot / 2 + rand(-2, 2);
    const cy = H / 2 + rand(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    for (let gy = 0; gy < 7; gy++) {
      for (let gx = 0; gx < 5; gx++) {
        if (glyph[gy]?.[gx] !== '#') continue;
        // Fill the cell with sub-pixel samples so rotated cells stay solid.
        for (let sy = 0; sy < 1; sy += 0.2) {
          for (let sx = 0; sx < 1; sx += 0.2) {
            const lx = (gx + sx - 2.5 + shear * (gy + sy - 3.5)) * scale * 0.9;
            const ly = (gy + sy - 3.5) * scale * 0.8;
            const x = cx + lx * cos - ly * sin;
            const y = cy + lx * sin + ly * cos;
            img.plot(x, y + amp * Math.sin(phase + x / 14), ink);
          }
        }
      }
    }
  }
  for (let i = 0; i < 2; i++) {
    const c: [number, number, number] = [randomInt(120), randomInt(120), randomInt(160)];
    const y0 = rand(10, H - 10);
    let px = 0;
    let py = y0;
    for (let x = 4; x <= W; x += 4) {
      const y = y0 + 6 * Math.sin(phase + i + x / 20);
      img.line(px, py, x, y, c, 1);
      px = x;
      py = y;
    }
  }
  for (let i = 0; i < 160; i++) {
    img.plot(rand(0, W), rand(0, H), [randomInt(200), randomInt(200), randomInt(200)], 0.8);
  }
  return img.toPng();
}
