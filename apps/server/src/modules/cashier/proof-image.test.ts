import { describe, expect, it } from 'vitest';
import { jpeg, png } from '../../../test/images.ts';
import { IMAGE_MAX_SIDE, readImageHeader } from './proof-image.ts';

const withByte = (b: Buffer, at: number, value: number) => {
  const copy = Buffer.from(b);
  copy[at] = value;
  return copy;
};

describe('readImageHeader', () => {
  it('reads the type and size of PNG and JPEG images', () => {
    expect(readImageHeader(png(3, 7))).toEqual({ type: 'image/png', width: 3, height: 7 });
    expect(readImageHeader(jpeg(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
  });

  it('walks JPEG segments and fill bytes up to the frame header', () => {
    const j = jpeg(10, 20);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x06]), Buffer.from('hiya')]);
    const padded = Buffer.concat([j.subarray(0, 2), comment, Buffer.from([0xff]), j.subarray(2)]);
    expect(readImageHeader(padded)).toEqual({ type: 'image/jpeg', width: 10, height: 20 });
  });

  it('refuses PNG headers that do not parse', () => {
    const p = png(2, 2);
    expect(readImageHeader(p.subarray(0, 32))).toBeUndefined();
    expect(readImageHeader(withByte(p, 11, 14))).toBeUndefined(); // IHDR length
    expect(readImageHeader(withByte(p, 12, 0x69))).toBeUndefined(); // chunk type
    expect(readImageHeader(withByte(p, 24, 3))).toBeUndefined(); // bit depth 3
    expect(readImageHeader(withByte(p, 25, 5))).toBeUndefined(); // colour type 5
    expect(readImageHeader(withByte(p, 26, 1))).toBeUndefined(); // compression (checksum kept)
    expect(readImageHeader(withByte(p, 31, (p[31] ?? 0) ^ 1))).toBeUndefined(); // checksum
    expect(readImageHeader(png(IMAGE_MAX_SIDE + 1, 1))).toBeUndefined();
  });

  it('refuses JPEG data without a sound frame header', () => {
    const j = jpeg(16, 16);
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeUndefined(); // scan first
    expect(readImageHeader(j.subarray(0, 25))).toBeUndefined(); // frame cut short
    expect(readImageHeader(jpeg(0, 16))).toBeUndefined();
    expect(readImageHeader(withByte(j, 29, 2))).toBeUndefined(); // 2 components
    expect(readImageHeader(withByte(j, 4, 0xff))).toBeUndefined(); // segment longer than the file
    expect(readImageHeader(withByte(j, 2, 0x00))).toBeUndefined(); // not a marker
  });

  it('refuses other formats, and never throws on noise after a JPEG marker', () => {
    expect(readImageHeader(Buffer.alloc(0))).toBeUndefined();
    expect(readImageHeader(Buffer.from('GIF89a\x02\x00\x02\x00', 'latin1'))).toBeUndefined();
    expect(readImageHeader(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBeUndefined();
    expect(readImageHeader(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    for (let seed = 1; seed <= 200; seed++) {
      const noise = Buffer.from(Array.from({ length: 64 }, (_, i) => (seed * 7919 + i * 104_729) % 256));
      noise[0] = 0xff;
      noise[1] = 0xd8;
      expect(() => readImageHeader(noise)).not.toThrow();
    }
  });
});
