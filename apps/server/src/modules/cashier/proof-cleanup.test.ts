import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { png } from '../../../test/images.ts';
import { paidWithdrawal, uploadedProof } from '../../../test/proofs.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import { PROOF_UNATTACHED_MS, removeUnattachedProofs } from './proof-cleanup.ts';

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
const rowExists = async (id: string) =>
  (await sqlRows(t, sql`SELECT 1 FROM withdrawal_proofs WHERE id = ${id}`)).length === 1;
const unattached = async () =>
  (
    await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM withdrawal_proofs WHERE withdrawal_id IS NULL`)
  )[0]?.n;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms);

describe('removing proofs nobody attached', () => {
  it('removes row and file an hour after upload, and keeps proofs on a confirmation', async () => {
    expect(PROOF_UNATTACHED_MS).toBe(60 * 60_000);
    const { member, token } = await signedInMember(t.app);
    const orderNo = await paidWithdrawal(t.app, brand, member.id);
    const kept = await uploadedProof(t.app, token, png(1, 1));
    const dropped = await uploadedProof(t.app, token, png(2, 1));
    const confirm = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/withdraw/confirm',
      token,
      payload: { orderNo, outcome: 'not_received', proofIds: [kept] },
    });
    expect(confirm.body.success).toBe(true);

    expect(await removeUnattachedProofs(t.app.deps, store(), later(59 * 60_000))).toBe(0);
    expect(await rowExists(dropped)).toBe(true);
    expect(await removeUnattachedProofs(t.app.deps, store(), later(61 * 60_000))).toBe(1);
    expect(await rowExists(dropped)).toBe(false);
    expect(await store().get(dropped)).toBeUndefined();
    expect(await rowExists(kept)).toBe(true);
    expect(await store().get(kept)).toBeDefined();
  });

  it('a removed proof can no longer be attached', async () => {
    const { member, token } = await signedInMember(t.app);
    const orderNo = await paidWithdrawal(t.app, brand, member.id);
    const id = await uploadedProof(t.app, token, png());
    await removeUnattachedProofs(t.app.deps, store(), later(61 * 60_000));
    const res = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/withdraw/confirm',
      token,
      payload: { orderNo, outcome: 'not_received', proofIds: [id] },
    });
    expect(res.body.errorCode).toBe('cashier.proof.not.found');
  });

  it('with several server copies running at once, each proof is removed by exactly one', async () => {
    const { token } = await signedInMember(t.app);
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await uploadedProof(t.app, token, png(i + 1, 2)));
    const at = later(61 * 60_000);
    const runs = await Promise.all([1, 2, 3, 4].map(() => removeUnattachedProofs(t.app.deps, store(), at)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(12);
    expect(await unattached()).toBe(0);
    for (const id of ids) expect(await store().get(id)).toBeUndefined();
  });

  it('removes the row before the file: a failed file removal leaves an orphan file, never a row without one', async () => {
    const { token } = await signedInMember(t.app);
    const id = await uploadedProof(t.app, token, png(3, 3));
    const broken = { ...store(), delete: async () => Promise.reject(new Error('disk unavailable')) };
    expect(await removeUnattachedProofs(t.app.deps, broken, later(61 * 60_000))).toBe(1);
    expect(await rowExists(id)).toBe(false);
    expect(await store().get(id)).toBeDefined();
  });

  // The count's day is the brand's local day, up to a day ahead of UTC: four days on, it is past in any zone.
  it('forgets quota counts of past days', async () => {
    const { token } = await signedInMember(t.app);
    await uploadedProof(t.app, token, png());
    const days = async () => (await sqlRows(t, sql`SELECT 1 FROM proof_upload_days`)).length;
    expect(await days()).toBeGreaterThan(0);
    await removeUnattachedProofs(t.app.deps, store(), later(4 * 24 * 60 * 60_000));
    expect(await days()).toBe(0);
  });
});
