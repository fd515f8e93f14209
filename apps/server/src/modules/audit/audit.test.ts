import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { registerAdminEndpoint } from '../../cli/admin-endpoint.ts';
import { operatorName } from '../../cli/run.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditEntry, AuditRow } from './audit-service.ts';
import { GENESIS_HASH, rowHash } from './canonical.ts';

const ADMIN_SECRET = 'audit-test-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { extend: (app) => registerAdminEndpoint(app, ADMIN_SECRET) });
});
afterAll(() => t.close());

const audit = () => t.app.services.audit;
const admin = (...argv: string[]) => runAdmin(t, ...argv);
const staff = { kind: 'staff' as const, id: '7', name: 'fiona', role: 'finance' };
const brandId = async () => (await t.app.brands.defaultBrand())?.id ?? 0;

async function entries(): Promise<AuditRow[]> {
  return (await audit().list({ limit: 1000 })).reverse();
}

/** Runs a statement with the append-only trigger off (a superuser's tampering), then turns it on again. */
async function tamper(statement: ReturnType<typeof sql>) {
  await sqlRows(t, sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
  try {
    await sqlRows(t, statement);
  } finally {
    await sqlRows(t, sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
  }
}

describe('the audit log', () => {
  it('appends entries that link into one chain, and verify walks it', async () => {
    const b = await brandId();
    const first = await audit().recordAlone({
      brandId: b,
      actor: staff,
      action: 'deposit.approve',
      target: { kind: 'deposit', id: 'D1' },
      before: { status: 'pending', amount: 10000 },
      after: { amount: 10000, status: 'paid' },
      reason: '  transfer seen  ',
      ip: '203.0.113.9',
      channel: 'Mozilla/5.0',
    });
    const second = await audit().recordAlone({
      brandId: null,
      actor: staff,
      action: 'brand.settings',
      after: { x: 1 },
    });
    expect(first).toMatchObject({
      brandId: b,
      actorKind: 'staff',
      actorId: '7',
      actorName: 'fiona',
      role: 'finance',
      action: 'deposit.approve',
      targetKind: 'deposit',
      targetId: 'D1',
      before: { status: 'pending', amount: 10000 },
      after: { status: 'paid', amount: 10000 },
      reason: 'transfer seen',
      ip: '203.0.113.9',
      channel: 'Mozilla/5.0',
    });
    expect(second.id).toBe(first.id + 1);
    expect(second.prevHash).toBe(first.hash);
    expect(second.hash).toBe(rowHash(second));
    const all = await entries();
    expect(all[0]?.prevHash).toBe(GENESIS_HASH);
    expect(await audit().verify()).toEqual({ ok: true, count: all.length, head: second.hash });
  });

  it('writes in the caller transaction and rolls back with it', async () => {
    const before = await entries();
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await audit().record(tx, { brandId: null, actor: staff, action: 'brand.settings', after: { y: 2 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entries()).toEqual(before);
    const next = await t.app.deps.db.transaction((tx) =>
      audit().record(tx, { brandId: null, actor: staff, action: 'brand.settings', after: { y: 3 } }),
    );
    expect(next.id).toBe((before.at(-1)?.id ?? 0) + 1);
    expect((await audit().verify()).ok).toBe(true);
  });

  it.each([
    'balance.adjust',
    'deposit.approve',
    'deposit.reject',
    'withdrawal.approve',
    'withdrawal.reject',
    'withdrawal.resolve',
    'staff.create',
    'staff.role',
    'staff.lock',
    'staff.2fa_reset',
    'member.lock',
    'member.unlock',
    'member.password_reset_link',
  ])('refuses %s without a reason, writing nothing', async (action) => {
    const before = await snapshot(t.database);
    for (const reason of [undefined, '', '   ']) {
      const entry: AuditEntry = { brandId: null, actor: staff, action, reason };
      const refusal = await audit()
        .recordAlone(entry)
        .catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).code).toBe('audit.reason.required');
    }
    expect(await snapshot(t.database)).toBe(before);
  });

  it('refuses a reason that is too long and an action that is not a name', async () => {
    const long = await audit()
      .recordAlone({ brandId: null, actor: staff, action: 'member.lock', reason: 'x'.repeat(1001) })
      .catch((e: unknown) => e);
    expect((long as AppError).code).toBe('request_param_err');
    await expect(audit().recordAlone({ brandId: null, actor: staff, action: 'DROP TABLE' })).rejects.toThrow(
      /not an action name/,
    );
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    const before = await snapshot(t.database);
    await expect(sqlRows(t, sql`UPDATE audit_log SET reason = 'changed'`)).rejects.toThrow(/append-only: UPDATE/);
    await expect(sqlRows(t, sql`DELETE FROM audit_log`)).rejects.toThrow(/append-only: DELETE/);
    await expect(sqlRows(t, sql`TRUNCATE audit_log`)).rejects.toThrow(/append-only: TRUNCATE/);
    expect(await snapshot(t.database)).toBe(before);
  });

  it('keeps one unbroken chain when many record at once', async () => {
    const start = await entries();
    const n = 24;
    await Promise.all(
      Array.from({ length: n }, (_, i) =>
        i % 2 === 0
          ? audit().recordAlone({
              brandId: null,
              actor: staff,
              action: 'race.alone',
              target: { kind: 'n', id: i },
            })
          : t.app.deps.db.transaction(async (tx) => {
              await audit().record(tx, {
                brandId: null,
                actor: staff,
                action: 'race.in_tx',
                target: { kind: 'n', id: i },
              });
            }),
      ),
    );
    const all = await entries();
    expect(all.length).toBe(start.length + n);
    all.forEach((r, i) => {
      expect(r.id).toBe(i + 1);
      expect(r.prevHash).toBe(i === 0 ? GENESIS_HASH : all[i - 1]?.hash);
    });
    expect(await audit().verify()).toMatchObject({ ok: true, count: all.length });
  });
});

describe('search and export', () => {
  it('filters by brand, actor, action, target, time, and limits', async () => {
    const b = await brandId();
    t.clock.set(new Date('2030-05-01T10:00:00Z'));
    const e1 = await audit().recordAlone({
      brandId: b,
      actor: { kind: 'staff', id: '41', name: 'sam', role: 'support' },
      action: 'member.lock',
      target: { kind: 'member', id: 'alice01' },
      reason: 'fraud check',
    });
    t.clock.set(new Date('2030-05-02T10:00:00Z'));
    const e2 = await audit().recordAlone({
      brandId: b,
      actor: { kind: 'staff', id: '41', name: 'sam', role: 'support' },
      action: 'member.unlock',
      target: { kind: 'member', id: 'alice01' },
      reason: 'cleared',
    });
    const e3 = await audit().recordAlone({
      brandId: null,
      actor: { kind: 'system', id: 'job', name: 'nightly', role: 'system' },
      action: 'brand.create',
      target: { kind: 'brand', id: 'zz' },
    });
    const ids = (rows: AuditRow[]) => rows.map((r) => r.id);
    expect(ids(await audit().list({ actor: 'sam' }))).toEqual([e2.id, e1.id]);
    expect(ids(await audit().list({ actor: '41', action: 'member.lock' }))).toEqual([e1.id]);
    expect(ids(await audit().list({ action: 'member.*', targetKind: 'member', targetId: 'alice01' }))).toEqual([
      e2.id,
      e1.id,
    ]);
    expect(ids(await audit().list({ brandId: null, action: 'brand.c*' }))).toEqual([e3.id]);
    expect(ids(await audit().list({ brandId: b, actor: 'nightly' }))).toEqual([]);
    expect(
      ids(
        await audit().list({
          actor: 'sam',
          from: new Date('2030-05-01T00:00:00Z'),
          to: new Date('2030-05-02T00:00:00Z'),
        }),
      ),
    ).toEqual([e1.id]);
    expect(ids(await audit().list({ actor: 'sam', limit: 1 }))).toEqual([e2.id]);
    // A '%' or '_' in a prefix is a character, not a pattern.
    expect(await audit().list({ action: 'member_%*' })).toEqual([]);

    const listed = await admin('audit', 'list', '--actor', 'sam', '--action', 'member.*', '--target', 'member:alice01');
    expect(listed.code).toBe(0);
    expect(listed.out.split('\n')).toHaveLength(2);
    expect(listed.out).toContain(
      `${e1.id}  2030-05-01T10:00:00.000Z  brand ${b}  staff:sam (support)  member.lock  member:alice01`,
    );
    expect(listed.out).toContain('reason "fraud check"');
    expect((await admin('audit', 'list', '--brand', 'platform', '--action', 'brand.create')).out).toContain('nightly');
    expect((await admin('audit', 'list', '--actor', 'nobody-here')).out).toBe('no entries');
  });

  it.each([
    [['audit', 'list', '--action', "x'; drop"], /--action must be/],
    [['audit', 'list', '--from', '2030-05-02T00:00:00Z', '--to', '2030-05-01T00:00:00Z'], /--from must be before --to/],
    [['audit', 'list', '--from', 'yesterday'], /--from must be an ISO time/],
    [['audit', 'list', '--limit', '0'], /--limit must be/],
    [['audit', 'list', '--limit', '1001'], /--limit must be a whole number 1-1000/],
    [['audit', 'list', '--brand', 'nobody'], /no brand with merchant code/],
    [['audit', 'list', 'extra'], /unexpected argument/],
    [['audit', 'export'], /--csv is required/],
  ])('refuses %j with a clear message', async (argv, message) => {
    const before = await snapshot(t.database);
    const r = await admin(...argv);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(message);
    expect(await snapshot(t.database)).toBe(before);
  });

  it('exports matching entries as CSV, oldest first, formula-safe', async () => {
    const made = await audit().recordAlone({
      brandId: null,
      actor: { kind: 'staff', id: '9', name: '=cmd|calc', role: 'admin' },
      action: 'content.banner',
      target: { kind: 'banner', id: 5 },
      before: { title: 'Old, "quoted"' },
      after: { title: 'new\nline' },
      reason: '@mention, "quoted"',
    });
    const printed = await admin('audit', 'export', '--csv', '--action', 'content.banner');
    expect(printed.code).toBe(0);
    const lines = printed.out.split('\n');
    expect(lines[0]).toBe(
      'id,at,brand_id,actor_kind,actor_id,actor_name,role,action,target_kind,target_id,before,after,reason,ip,channel,prev_hash,hash',
    );
    expect(lines).toHaveLength(2);

    const dir = mkdtempSync(path.join(tmpdir(), 'audit-csv-'));
    const file = path.join(dir, 'out.csv');
    const written = await admin('audit', 'export', '--csv', '--out', file, '--action', 'content.banner');
    expect(written).toEqual({ code: 0, out: `1 entries written to ${file}` });
    const csv = readFileSync(file, 'utf8');
    expect(csv).toBe(
      `${lines[0]}\r\n${made.id},${made.at.toISOString()},,staff,9,'=cmd|calc,admin,content.banner,banner,5,` +
        `"{""title"":""Old, \\""quoted\\""""}","{""title"":""new\\nline""}","'@mention, ""quoted""",,,${made.prevHash},${made.hash}\r\n`,
    );
    // Never overwrites a file.
    writeFileSync(file, 'keep');
    expect((await admin('audit', 'export', '--csv', '--out', file)).code).toBe(2);
    expect(readFileSync(file, 'utf8')).toBe('keep');
    expect(existsSync(path.join(dir, 'missing', 'x.csv'))).toBe(false);
    expect((await admin('audit', 'export', '--csv', '--out', path.join(dir, 'missing', 'x.csv'))).code).toBe(2);
  });
});

describe('operator commands are recorded as cli acts', () => {
  it('records a deposit approval, a balance adjustment and a member lock with who ran them', async () => {
    t.clock.set(new Date(Date.now()));
    const { member, token } = await signedInMember(t.app);
    const order = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token,
      payload: { channelId: 'bank', amount: '321.00', reference: 'AUD1', requestId: rid() },
    });
    const orderNo = (order.body.value as { orderNo: string }).orderNo;
    expect(order.body, JSON.stringify(order.body)).toMatchObject({ success: true });

    // Without a reason: refused, nothing changed, nothing recorded.
    const before = await snapshot(t.database);
    expect(await admin('deposit', 'approve', orderNo)).toMatchObject({
      code: 2,
      out: expect.stringMatching(/--reason is required/),
    });
    expect(await admin('adjust', member.username, 'credit', '5')).toMatchObject({ code: 2 });
    expect(await admin('member', 'lock', member.username)).toMatchObject({ code: 2 });
    expect(await snapshot(t.database)).toBe(before);

    expect((await admin('deposit', 'approve', orderNo, '--reason', 'transfer seen')).code).toBe(0);
    // A repeat changes nothing and records nothing.
    expect((await admin('deposit', 'approve', orderNo, '--reason', 'transfer seen')).code).toBe(0);
    expect((await admin('adjust', member.username, 'credit', '5', '--reason', 'goodwill')).code).toBe(0);
    expect((await admin('member', 'lock', member.username, '--minutes', '15', '--reason', 'chargeback')).code).toBe(0);
    expect((await admin('member', 'unlock', member.username, '--reason', 'resolved')).code).toBe(0);

    const who = operatorName();
    const rows = await audit().list({ actor: who, limit: 10 });
    const acts = rows.map((r) => r.action).reverse();
    expect(acts.slice(-4)).toEqual(['deposit.approve', 'balance.adjust', 'member.lock', 'member.unlock']);
    const [unlock, lock, adjust, approve] = rows;
    for (const r of rows.slice(0, 4)) {
      expect(r).toMatchObject({ actorKind: 'cli', actorId: who, actorName: who, role: 'operator', channel: 'cli' });
      expect(r.brandId).toBe(await brandId());
    }
    expect(approve).toMatchObject({
      targetKind: 'deposit',
      targetId: orderNo,
      reason: 'transfer seen',
      before: { status: 'pending', amount: 32100, reason: '' },
      after: { status: 'paid', amount: 32100, reason: '' },
    });
    expect(adjust).toMatchObject({
      targetKind: 'member',
      targetId: member.username,
      reason: 'goodwill',
      before: null,
      after: { direction: 'credit', amount: 500, state: 'done', transactionId: expect.any(Number) },
    });
    expect(lock?.before).toEqual({ status: 'active', lockedUntil: null, lockEpoch: expect.any(Number) });
    expect(lock?.after).toMatchObject({ minutes: 15, lockedUntil: expect.any(String) });
    expect(unlock?.after).toEqual({
      status: 'active',
      lockedUntil: null,
      lockEpoch: ((lock?.before ?? {}) as { lockEpoch: number }).lockEpoch + 1,
    });
    expect((await audit().verify()).ok).toBe(true);
  });
});

describe('a vendor secret change', () => {
  it('is recorded without the secret', async () => {
    const secret = 'audit-secret-value-0000001';
    expect((await admin('vendor', 'secret', 'PXP', '--set', secret, '--reason', 'rotation')).code).toBe(0);
    const [row] = await audit().list({ action: 'vendor.secret' });
    expect(row).toMatchObject({
      brandId: null,
      actorKind: 'cli',
      targetKind: 'vendor',
      targetId: 'PXP',
      reason: 'rotation',
      after: { secret: 'set to a given value' },
    });
    expect(JSON.stringify(row)).not.toContain(secret);
  });
});

describe('who ran a command', () => {
  it('is the operating-system user named by a remote admin run, or unknown when the name is not a user name', async () => {
    const { member } = await signedInMember(t.app);
    const viaServer = async (operator: unknown, ...argv: string[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/cli',
        headers: { 'x-admin-secret': ADMIN_SECRET },
        payload: { argv, operator },
      });
      return (res.json() as { value: { code: number } }).value.code;
    };
    expect(await viaServer('ops.jane', 'member', 'lock', member.username, '--reason', 'ticket 12')).toBe(0);
    expect(await viaServer('x; rm -rf /', 'member', 'unlock', member.username, '--reason', 'ticket 12')).toBe(0);
    const [unlock, lock] = await audit().list({ targetKind: 'member', targetId: member.username });
    expect(lock).toMatchObject({ action: 'member.lock', actorKind: 'cli', actorName: 'ops.jane', actorId: 'ops.jane' });
    expect(unlock).toMatchObject({ action: 'member.unlock', actorKind: 'cli', actorName: 'unknown' });
    expect(operatorName('')).toBe('unknown');
    expect(operatorName('a'.repeat(65))).toBe('unknown');
  });
});

describe('verify finds tampering', () => {
  it('names the first changed row, and a rewritten row by the broken link after it', async () => {
    expect(await admin('audit', 'verify')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^audit chain ok: \d+ entries, head [0-9a-f]{64}$/),
    });
    const all = await entries();
    const victim = all[2];
    if (!victim) throw new Error('expected entries');

    await tamper(sql`UPDATE audit_log SET reason = 'nothing to see' WHERE id = ${victim.id}`);
    const broken = await audit().verify();
    expect(broken).toEqual({
      ok: false,
      count: 2,
      id: victim.id,
      problem: 'hash',
      expected: expect.any(String),
      found: victim.hash,
    });
    const cli = await admin('audit', 'verify');
    expect(cli.code).toBe(2);
    expect(cli.out).toContain(`audit chain BROKEN at entry ${victim.id} (hash); 2 entries sound before it`);

    // The row rewritten with a hash that matches its new content: the next row's link no longer does.
    const changed = { ...victim, reason: 'nothing to see' };
    await tamper(sql`UPDATE audit_log SET hash = ${rowHash(changed)} WHERE id = ${victim.id}`);
    expect(await audit().verify()).toMatchObject({
      ok: false,
      id: victim.id + 1,
      problem: 'link',
      expected: rowHash(changed),
    });

    // Put back as it was: sound again.
    await tamper(sql`UPDATE audit_log SET reason = ${victim.reason}, hash = ${victim.hash} WHERE id = ${victim.id}`);
    expect((await audit().verify()).ok).toBe(true);

    // A row gone (deleted with the trigger off): the gap is named.
    const last = all.at(-1);
    const middle = all[4];
    if (!last || !middle) throw new Error('expected entries');
    await tamper(sql`DELETE FROM audit_log WHERE id = ${middle.id}`);
    expect(await audit().verify()).toMatchObject({ ok: false, id: middle.id, problem: 'missing' });
    expect(last.id).toBeGreaterThan(middle.id);
  });
});
