import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signedInMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { png } from '../../../test/images.ts';
import { uploadProof } from '../../../test/proofs.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';

/**
 * The daily proof quota is counted before anything is stored, so a burst stops exactly at it. PGlite
 * has one connection, so the race is only proven by the PostgreSQL run.
 */
let t: TestApp;
let brand: Brand;
const dir = mkdtempSync(path.join(tmpdir(), 'proofs-'));
beforeAll(async () => {
  t = await createTestApp({ PROOF_DIR: dir });
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());
afterEach(async () => {
  await t.app.brands.updateSettings(brand.id, { proofDailyUploads: 20, proofDailyMegabytes: 30 });
});

const MB = 1024 * 1024;
const rowsOf = async (memberId: number) =>
  (
    await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM withdrawal_proofs WHERE member_id = ${memberId}`)
  )[0]?.n;
const filesOnDisk = () => readdirSync(dir, { recursive: true }).filter((f) => /[a-f0-9]{32}$/.test(String(f))).length;

describe('the daily proof quota', () => {
  it('defaults to 20 images and 30 MB a member a day', async () => {
    const fresh = await t.app.brands.byMerchant('demo');
    expect(fresh?.settings).toMatchObject({ proofDailyUploads: 20, proofDailyMegabytes: 30 });
  });

  it('lets exactly the quota through a burst of 20 concurrent uploads', async () => {
    await t.app.brands.updateSettings(brand.id, { proofDailyUploads: 5 });
    const { member, token } = await signedInMember(t.app);
    const files = filesOnDisk();
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => uploadProof(t.app, token, png(i + 1, 1))));
    const codes = burst.map((r) => r.body.errorCode ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c === 'cashier.proof.quota')).toHaveLength(15);
    expect(burst.find((r) => r.body.errorCode)?.res.statusCode).toBe(429);
    expect(await rowsOf(member.id)).toBe(5);
    expect(filesOnDisk() - files).toBe(5);

    const other = await signedInMember(t.app);
    expect((await uploadProof(t.app, other.token, png())).body.success).toBe(true);
    t.clock.advance(24 * 60 * 60_000);
    const nextDay = await uploadProof(t.app, await sessionFor(t.app, member), png());
    expect(nextDay.body.errorCode).toBeUndefined();
  });

  it('counts bytes too: an image that would pass the day megabytes is refused, a smaller one fits', async () => {
    await t.app.brands.updateSettings(brand.id, { proofDailyMegabytes: 6 });
    const { member, token } = await signedInMember(t.app);
    expect((await uploadProof(t.app, token, png(2, 2, 4 * MB))).body.success).toBe(true);
    const over = await uploadProof(t.app, token, png(2, 2, 3 * MB));
    expect([over.res.statusCode, over.body.errorCode]).toEqual([429, 'cashier.proof.quota']);
    expect((await uploadProof(t.app, token, png(2, 2, 2 * MB))).body.success).toBe(true);
    expect(await rowsOf(member.id)).toBe(2);
  });

  it('refuses settings below one full-size image', async () => {
    await expect(t.app.brands.updateSettings(brand.id, { proofDailyMegabytes: 4 })).rejects.toThrow();
    await expect(t.app.brands.updateSettings(brand.id, { proofDailyUploads: 0 })).rejects.toThrow();
  });
});
