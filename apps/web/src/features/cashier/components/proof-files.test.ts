import { UPLOAD_MAX_BYTES } from '@app/contracts/constants';
import { describe, expect, it } from 'vitest';
import { checkProofFiles, proofFileKind, proofFilesProblem } from './proof-files.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const png = (size = 100) => ({ size, type: 'image/png' });

describe('proof image limits in the browser', () => {
  it('match the server: at most 3 images of at most 5 MB, PNG or JPG', () => {
    expect(proofFilesProblem([png(), png(), { size: UPLOAD_MAX_BYTES, type: 'image/jpeg' }])).toBeUndefined();
    expect(proofFilesProblem([png(), png(), png(), png()])).toBe('err_cashier_proof_too_many');
    expect(proofFilesProblem([png(UPLOAD_MAX_BYTES + 1)])).toBe('err_cashier_proof_too_large');
    expect(proofFilesProblem([{ size: 100, type: 'image/gif' }])).toBe('err_cashier_proof_invalid');
    expect(proofFilesProblem([png(0)])).toBe('err_cashier_proof_invalid');
  });

  it('tell PNG and JPEG apart by their first bytes', () => {
    expect(proofFileKind(new Uint8Array(PNG_HEAD))).toBe('png');
    expect(proofFileKind(new Uint8Array(JPEG_HEAD))).toBe('jpeg');
    expect(proofFileKind(new TextEncoder().encode('GIF89a..'))).toBeUndefined();
    expect(proofFileKind(new Uint8Array(PNG_HEAD.slice(0, 7)))).toBeUndefined();
  });

  it('refuse a file named .png whose bytes are not an image', async () => {
    const real = new File([new Uint8Array(PNG_HEAD)], 'a.png', { type: 'image/png' });
    const photo = new File([new Uint8Array(JPEG_HEAD)], 'b.jpg', { type: 'image/jpeg' });
    const fake = new File(['just some text'], 'c.png', { type: 'image/png' });
    expect(await checkProofFiles([real, photo])).toBeUndefined();
    expect(await checkProofFiles([real, fake])).toBe('err_cashier_proof_invalid');
  });
});
