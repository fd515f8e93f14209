import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../test/admin.ts';
import { signedInMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { png } from '../../test/images.ts';
import { uploadedProof } from '../../test/proofs.ts';
import { sqlRows } from '../../test/sql.ts';
import { PROOF_CLEANUP_JOB } from './proof-cleanup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PROOF_DIR: mkdtempSync(path.join(tmpdir(), 'proofs-job-')) });
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdmin(t, ...argv);

const rowExists = async (id: string) =>
  (await sqlRows(t, sql`SELECT 1 FROM withdrawal_proofs WHERE id = ${id}`)).length === 1;

describe('the proof cleanup on the job runner', () => {
  it('is listed, previews what it would remove, and removes it when run', async () => {
    expect((await admin('jobs', 'list')).out).toContain(PROOF_CLEANUP_JOB);
    const { token } = await signedInMember(t.app);
    const id = await uploadedProof(t.app, token, png(3, 2));

    expect((await admin('jobs', 'preview', PROOF_CLEANUP_JOB)).out).toContain('0 unattached proof image(s)');
    t.clock.advance(61 * 60_000);
    const preview = await admin('jobs', 'preview', PROOF_CLEANUP_JOB);
    expect(preview.out).toContain('1 unattached proof image(s)');
    expect(preview.out).toContain(id);
    expect(await rowExists(id)).toBe(true);

    const run = await admin('jobs', 'run', PROOF_CLEANUP_JOB);
    expect(run.code).toBe(0);
    expect(await rowExists(id)).toBe(false);
    expect((await admin('jobs', 'preview', PROOF_CLEANUP_JOB)).out).toContain('0 unattached proof image(s)');
  });
});
