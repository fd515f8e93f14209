import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchStep, otpauthUri, qrSvg, stepAt, totpAt } from './totp.ts';

// RFC 6238 Appendix B: the seeds are ASCII "1234567890" repeated to 20, 32 and 64 bytes; 8 digits.
const SEED = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  for (const [t, sha1, sha256, sha512] of VECTORS) {
    it(`matches the RFC's test vectors at T=${t}`, () => {
      const step = stepAt(t * 1000);
      expect(hotp(SEED.sha1, step, 8, 'sha1')).toBe(sha1);
      expect(hotp(SEED.sha256, step, 8, 'sha256')).toBe(sha256);
      expect(hotp(SEED.sha512, step, 8, 'sha512')).toBe(sha512);
    });
  }

  it('RFC 4226 HOTP vectors (6 digits) for the first counters', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, i) => hotp(SEED.sha1, i))).toEqual(expected);
  });

  it('base32 round-trips and matches RFC 4648', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('accepts the step before and after, and nothing further', () => {
    const secret = base32Encode(SEED.sha1);
    const at = 1_700_000_000_000;
    const step = stepAt(at);
    expect(matchStep(secret, totpAt(secret, at), at)).toBe(step);
    expect(matchStep(secret, totpAt(secret, at - 30_000), at)).toBe(step - 1);
    expect(matchStep(secret, totpAt(secret, at + 30_000), at)).toBe(step + 1);
    expect(matchStep(secret, totpAt(secret, at - 60_000), at)).toBeNull();
    expect(matchStep(secret, totpAt(secret, at + 60_000), at)).toBeNull();
    expect(matchStep(secret, '12345', at)).toBeNull();
  });

  it('writes the otpauth URI and draws its QR code as SVG', () => {
    const uri = otpauthUri('Demo back office', 'ann', 'JBSWY3DPEHPK3PXP');
    expect(uri).toBe(
      'otpauth://totp/Demo%20back%20office:ann?secret=JBSWY3DPEHPK3PXP&issuer=Demo+back+office&algorithm=SHA1&digits=6&period=30',
    );
    const svg = qrSvg(uri);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('path');
  });
});
