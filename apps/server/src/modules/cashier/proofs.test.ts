import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@app/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { jpeg, png } from '../../../test/images.ts';
import { paidWithdrawal, uploadedProof, uploadProof } from '../../../test/proofs.ts';
import type { Brand } from '../system/brand-types.ts';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp({ PROOF_DIR: mkdtempSync(path.join(tmpdir(), 'proofs-')) });
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());

const store = () => t.app.services.cashier.proofStore;

const confirm = (token: string, orderNo: string, proofIds: string[]) =>
  call(t.app, {
    method: 'POST',
    url: '/wps/cashier/withdraw/confirm',
    token,
    payload: { orderNo, outcome: 'not_received', proofIds },
  });

describe('proof image uploads', () => {
  it('take PNG and JPG images by their content, up to 5 MB, whatever type the browser claims', async () => {
    const { token } = await signedInMember(t.app);
    const asPng = await uploadProof(t.app, token, png(), 'application/octet-stream');
    expect(asPng.body.value).toMatchObject({ contentType: 'image/png' });
    const asJpeg = await uploadProof(t.app, token, jpeg(), 'image/png');
    expect(asJpeg.body.value).toMatchObject({ contentType: 'image/jpeg' });
    const largest = png(4, 4, UPLOAD_MAX_BYTES);
    expect(largest.length).toBe(UPLOAD_MAX_BYTES);
    const big = await uploadProof(t.app, token, largest);
    expect(big.body.value).toMatchObject({ contentType: 'image/png', size: UPLOAD_MAX_BYTES });
    const stored = await store().get((big.body.value as { proofId: string }).proofId);
    expect(stored?.equals(largest)).toBe(true);
  });

  it('refuse anything else with a clear code and store nothing', async () => {
    const { token } = await signedInMember(t.app);
    const before = await snapshot(t.database);
    const header = png().subarray(0, 33);
    const badCrc = Buffer.from(header);
    badCrc[32] = (badCrc[32] ?? 0) ^ 0xff;
    const zeroWide = png(1, 1).subarray(0, 33);
    zeroWide.writeUInt32BE(0, 16);
    const refused: [string, Buffer, string][] = [
      ['text named png', Buffer.from('not an image, named proof.png'), 'image/png'],
      ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/png'],
      ['PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), 'application/octet-stream'],
      [
        'PNG signature then junk',
        Buffer.concat([header.subarray(0, 8), Buffer.from('junk junk junk junk junk junk')]),
        'image/png',
      ],
      ['PNG header with a broken checksum', badCrc, 'image/png'],
      ['PNG zero pixels wide', zeroWide, 'image/png'],
      ['JPEG marker then junk', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x41, 0x42, 0x43, 0x44]), 'image/jpeg'],
      ['JPEG without a frame header', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg'],
      ['empty', Buffer.alloc(0), 'image/png'],
    ];
    for (const [what, bytes, type] of refused) {
      const res = await uploadProof(t.app, token, bytes, type);
      expect([what, res.res.statusCode, res.body.errorCode]).toEqual([what, 400, 'cashier.proof.invalid']);
    }
    const tooBig = await uploadProof(t.app, token, png(4, 4, UPLOAD_MAX_BYTES + 1));
    expect([tooBig.res.statusCode, tooBig.body.errorCode]).toEqual([413, 'cashier.proof.too.large']);
    expect(tooBig.body.message).toMatch(/5 MB/);
    const otherType = await uploadProof(t.app, token, png(), 'text/plain');
    expect(otherType.body.errorCode).toBe('cashier.proof.invalid');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('answer the codes in the member language', async () => {
    const { token } = await signedInMember(t.app);
    const res = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/withdraw/proof',
      token,
      lang: 'CN',
      headers: { 'content-type': 'image/png' },
      payload: png(4, 4, UPLOAD_MAX_BYTES + 1),
    });
    expect(res.body.errorCode).toBe('cashier.proof.too.large');
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('proofs on a confirmation', () => {
  it('take at most 3 images, each an unattached upload of the member', async () => {
    const { member, token } = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const orderNo = await paidWithdrawal(t.app, brand, member.id);
    const mine = [];
    for (let i = 0; i < 4; i++) mine.push(await uploadedProof(t.app, token, png(i + 1, 1)));
    const theirs = await uploadedProof(t.app, other.token, png());
    const before = await snapshot(t.database);

    const four = await confirm(token, orderNo, mine);
    expect(four.body.errorCode).toBe('request_param_err');
    expect(four.body.value).toMatchObject({ fields: [expect.objectContaining({ field: 'proofIds' })] });
    const borrowed = await confirm(token, orderNo, [mine[0] ?? '', theirs]);
    expect(borrowed.body.errorCode).toBe('cashier.proof.not.found');
    const unknown = await confirm(token, orderNo, ['0'.repeat(32)]);
    expect(unknown.body.errorCode).toBe('cashier.proof.not.found');
    expect(await snapshot(t.database)).toBe(before);

    const three = await confirm(token, orderNo, mine.slice(0, 3));
    expect(three.body.value).toMatchObject({ status: 'not_received', proofCount: 3 });
  });
});
