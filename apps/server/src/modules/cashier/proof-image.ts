import { crc32 } from 'node:zlib';

/** A proof image's type and size as its own header states them. */
export interface ImageHeader {
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** Largest side we accept: a phone screenshot or photo, never a decompression bomb for the viewer. */
export const IMAGE_MAX_SIDE = 20_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour type -> the bit depths it allows. */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const sideOk = (n: number) => n >= 1 && n <= IMAGE_MAX_SIDE;

/** A PNG: the signature, then an IHDR chunk of 13 bytes with sane fields and a matching checksum. */
function readPng(b: Buffer): ImageHeader | undefined {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  const [depth = -1, colour = -1, compression, filter, interlace = -1] = b.subarray(24, 29);
  if (!sideOk(width) || !sideOk(height) || !PNG_DEPTHS[colour]?.includes(depth)) return undefined;
  if (compression !== 0 || filter !== 0 || interlace > 1) return undefined;
  if (crc32(b.subarray(12, 29)) !== b.readUInt32BE(29)) return undefined;
  return { type: 'image/png', width, height };
}

/** Start-of-frame markers (C0-CF but DHT C4, JPG C8 and DAC CC): they carry the image size. */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * A JPEG: SOI, then well-formed segments up to a frame header (SOFn) with its size and 1, 3 or 4
 * components. Scan data or the end before a frame header means it is not an image we can show.
 */
function readJpeg(b: Buffer): ImageHeader | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return undefined;
    const length = b.readUInt16BE(i + 2);
    if (length < 2 || i + 2 + length > b.length) return undefined;
    if (isFrame(marker)) {
      if (length < 8) return undefined;
      const height = b.readUInt16BE(i + 5);
      const width = b.readUInt16BE(i + 7);
      const components = b[i + 9] ?? 0;
      if (![1, 3, 4].includes(components) || length !== 8 + 3 * components) return undefined;
      if (!sideOk(width) || !sideOk(height)) return undefined;
      return { type: 'image/jpeg', width, height };
    }
    i += 2 + length;
  }
  return undefined;
}

/**
 * The image type by its content (never by a file name or a Content-Type): a PNG or JPEG whose header
 * parses, else undefined.
 */
export function readImageHeader(bytes: Buffer): ImageHeader | undefined {
  return readPng(bytes) ?? readJpeg(bytes);
}
