import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot as fullSnapshot, type TestApp } from '../../../test/helpers.ts';
import { rid, sealedCall } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';

let t: TestApp;
let brand: Brand;
/** Staff tokens by name: two finance members, a risk member, an owner, a support member. */
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
const names: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
  for (const [name, role] of [
    ['fin1', 'finance'],
    ['fin2', 'finance'],
    ['risk', 'risk'],
    ['owner', 'owner'],
    ['support', 'support'],
  ] as const) {
    const s = await makeStaff(t, { role });
    tok[name] = await signInStaff(t, s);
    ids[name] = s.staff.id;
    names[name] = s.username;
  }
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

/** Every table but the staff sessions (each staff call moves its session's last-seen time). */
const snapshot = async (database: TestApp['database']) =>
  (await fullSnapshot(database))
    .split('\n')
    .filter((line) => !line.startsWith('staff_sessions:'))
    .join('\n');

/** Major units at the brand's second-approval threshold (default 10,000). */
const LIMIT = () => brand.settings.secondApprovalThreshold;

const staffCall = (who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  call(t.app, {
    method,
    url,
    token: tok[who],
    ...(method === 'GET' ? {} : { payload }),
    headers: { 'user-agent': `test-${who}` },
  });
const post = (who: string, path: string, payload: Record<string, unknown>) =>
  staffCall(who, 'POST', `/backoffice/api/${path}`, payload);
const get = (who: string, path: string) => staffCall(who, 'GET', `/backoffice/api/${path}`);

async function fund(memberId: number, minor: number) {
  await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
    memberId,
    brandAccount: 'deposit_clearing',
    amount: minor,
    kind: 'deposit',
    idempotencyKey: `seed:${memberId}:${rid()}`,
    referenceType: 'test',
    referenceId: 'seed',
  });
}

/** A member with `major` in the wallet, a bank account and the payment password 123456. */
async function readyMember(major: number) {
  const { member, token } = await signedInMember(t.app);
  await fund(member.id, major * 100);
  const bank = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/security/bank',
    token,
    payload: { bankName: 'Test Bank', accountName: 'Juan Dela Cruz', accountNumber: '1234-5678-9012' },
  });
  expect(bank.body.success).toBe(true);
  const pw = await sealedCall(t.app, {
    url: '/wps/cashier/security/payment-password',
    token,
    payload: { newPassword: '123456', confirmPassword: '123456' },
  });
  expect(pw.body.success).toBe(true);
  const bankAccountId = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id ?? 0;
  return { member, token, bankAccountId };
}

async function withdrawal(m: { token: string; bankAccountId: number }, amount: number): Promise<string> {
  const w = await sealedCall(t.app, {
    url: '/wps/cashier/withdraw',
    token: m.token,
    payload: { paymentPassword: '123456', requestId: rid(), amount, bankAccountId: m.bankAccountId },
  });
  expect(w.body.success, JSON.stringify(w.body)).toBe(true);
  return (w.body.value as { orderNo: string }).orderNo;
}

async function bankDeposit(token: string, amount: number): Promise<string> {
  const d = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/deposit',
    token,
    payload: { channelId: 'bank', amount, reference: 'REF-1', requestId: rid() },
  });
  expect(d.body.success, JSON.stringify(d.body)).toBe(true);
  return (d.body.value as { orderNo: string }).orderNo;
}

const balance = async (token: string) =>
  ((await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value as { sumBalance: number })
    .sumBalance;

/** Audit entries of a target, oldest first. */
const auditOf = (kind: string, id: string | number) =>
  sqlRows<{ action: string; actor_kind: string; actor_name: string; role: string; reason: string; channel: string }>(
    t.database,
    sql`SELECT action, actor_kind, actor_name, role, reason, channel FROM audit_log
         WHERE target_kind = ${kind} AND target_id = ${String(id)} ORDER BY id`,
  );

/** Ledger transactions posted for a withdrawal (the payout moves money once). */
const payouts = (orderNo: string) =>
  sqlRows(t.database, sql`SELECT id FROM ledger_transactions WHERE idempotency_key = ${`withdrawal:${orderNo}`}`);

describe('the deposit queue', () => {
  it('lists a pending transfer with its reference; approval credits once and is audited with the staff member', async () => {
    const { token, member } = await signedInMember(t.app);
    const orderNo = await bankDeposit(token, 120);
    const list = await get('support', 'deposits');
    expect(list.body.value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNo, username: member.username, reference: 'REF-1', amount: 120, claim: null }),
      ]),
    );
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => post('fin1', 'deposits/approve', { orderNo, reason: 'transfer seen' })),
    );
    for (const r of runs) expect(r.body.value, JSON.stringify(r.body)).toMatchObject({ status: 'paid' });
    expect(await balance(token)).toBe(120);
    expect(await auditOf('deposit', orderNo)).toEqual([
      {
        action: 'deposit.approve',
        actor_kind: 'staff',
        actor_name: names.fin1,
        role: 'finance',
        reason: 'transfer seen',
        channel: 'test-fin1',
      },
    ]);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const { token } = await signedInMember(t.app);
    const orderNo = await bankDeposit(token, 150);
    const before = await snapshot(t.database);
    const noReason = await post('fin1', 'deposits/approve', { orderNo });
    expect(noReason.res.statusCode).toBe(400);
    expect(noReason.body.errorCode).toBe('request_param_err');
    expect((await post('fin1', 'deposits/approve', { orderNo, reason: '  ' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect((await post('fin1', 'deposits/approve', { orderNo: 'D-none', reason: 'ok ok' })).body.errorCode).toBe(
      'cashier.order.not.found',
    );
    expect((await post('support', 'deposits/approve', { orderNo, reason: 'ok ok' })).body.errorCode).toBe(
      'staff.role.forbidden',
    );
    expect((await post('risk', 'deposits/reject', { orderNo, reason: 'ok ok' })).res.statusCode).toBe(403);
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('claims', () => {
  it('one staff member at a time: racing claims give one holder; others cannot act; release and assign', async () => {
    const { token } = await signedInMember(t.app);
    const orderNo = await bankDeposit(token, 170);
    const claims = await Promise.all([
      post('fin1', 'queue/claim', { kind: 'deposit', orderNo }),
      post('fin2', 'queue/claim', { kind: 'deposit', orderNo }),
      post('owner', 'queue/claim', { kind: 'deposit', orderNo }),
    ]);
    const won = claims.filter((c) => c.body.success);
    expect(won).toHaveLength(1);
    for (const c of claims.filter((x) => !x.body.success)) expect(c.body.errorCode).toBe('queue.claimed');
    const holder = (won[0]?.body.value as { claim: { name: string } } | undefined)?.claim.name;
    const other = ['fin1', 'fin2', 'owner'].find((n) => names[n] !== holder) ?? '';
    const before = await snapshot(t.database);
    expect((await post(other, 'deposits/approve', { orderNo, reason: 'mine now' })).body.errorCode).toBe(
      'queue.claimed',
    );
    if (other !== 'owner') {
      expect((await post(other, 'queue/release', { kind: 'deposit', orderNo })).body.errorCode).toBe(
        'queue.not.claimed',
      );
    }
    expect(await snapshot(t.database)).toBe(before);

    // The owner assigns it to fin2; a support member cannot hold money work.
    const bad = await post('owner', 'queue/assign', { kind: 'deposit', orderNo, staffId: ids.support });
    expect(bad.body.errorCode).toBe('queue.assignee.invalid');
    expect((await post('fin1', 'queue/assign', { kind: 'deposit', orderNo, staffId: ids.fin2 })).res.statusCode).toBe(
      403,
    );
    const assigned = await post('owner', 'queue/assign', { kind: 'deposit', orderNo, staffId: ids.fin2 });
    expect(assigned.body.value).toMatchObject({ claim: { staffId: ids.fin2, name: names.fin2 } });
    expect((await get('fin1', 'deposits')).body.value).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNo, claim: expect.objectContaining({ staffId: ids.fin2 }) }),
      ]),
    );
    expect((await post('fin2', 'queue/release', { kind: 'deposit', orderNo })).body.value).toEqual({ claim: null });
    expect((await post('fin1', 'deposits/approve', { orderNo, reason: 'now free' })).body.value).toMatchObject({
      status: 'paid',
      claim: null,
    });
    expect((await auditOf('deposit', orderNo)).map((a) => a.action)).toEqual([
      'deposit.claim',
      'deposit.assign',
      'deposit.release',
      'deposit.approve',
    ]);
  });
});

describe('withdrawals and the second approver', () => {
  it('a small withdrawal is paid on one approval; the detail shows payout details and recent activity', async () => {
    const m = await readyMember(1_000);
    const orderNo = await withdrawal(m, 300);
    const detail = await get('risk', `withdrawals/detail?orderNo=${orderNo}`);
    expect(detail.body.value).toMatchObject({
      withdrawal: { orderNo, accountNumber: '123456789012', approval: { needsSecond: false, state: 'none' } },
      accountName: 'Juan Dela Cruz',
      threshold: LIMIT(),
      recent: { withdrawals: [expect.objectContaining({ orderNo, amount: 300, status: 'pending' })] },
    });
    expect((await get('support', `withdrawals/detail?orderNo=${orderNo}`)).res.statusCode).toBe(403);
    const listed = (await get('support', 'withdrawals')).body.value as { orderNo: string; accountNumber: string }[];
    expect(listed.find((w) => w.orderNo === orderNo)?.accountNumber).toBe('****9012');
    const paid = await post('fin1', 'withdrawals/approve', { orderNo, reason: 'checked' });
    expect(paid.body.value).toMatchObject({ status: 'paid' });
    expect(await payouts(orderNo)).toHaveLength(1);
    expect(
      (await post('fin1', 'withdrawals/confirm', { orderNo: await withdrawal(m, 100), reason: 'x y' })).body.errorCode,
    ).toBe('approval.not.pending');
  });

  it('at the threshold: the first approval waits, the same staff member is refused, another confirms; money moves once', async () => {
    const m = await readyMember(LIMIT() + 500);
    const orderNo = await withdrawal(m, LIMIT());
    expect((await post('risk', 'withdrawals/confirm', { orderNo, reason: 'too early' })).body.errorCode).toBe(
      'approval.first.needed',
    );
    const first = await post('fin1', 'withdrawals/approve', { orderNo, reason: 'looks right' });
    expect(first.body.value).toMatchObject({
      status: 'pending',
      approval: { needsSecond: true, state: 'pending_second', firstBy: names.fin1 },
    });
    expect(await payouts(orderNo)).toHaveLength(0);
    const before = await snapshot(t.database);
    for (const path of ['withdrawals/approve', 'withdrawals/confirm']) {
      const again = await post('fin1', path, { orderNo, reason: 'me again' });
      expect(again.res.statusCode).toBe(409);
      expect(again.body.errorCode).toBe('approval.same.staff');
    }
    expect(await snapshot(t.database)).toBe(before);
    // Two different second approvers at once: one pays, the other sees it paid; the payout posts once.
    const [a, b] = await Promise.all([
      post('risk', 'withdrawals/confirm', { orderNo, reason: 'second look' }),
      post('fin2', 'withdrawals/confirm', { orderNo, reason: 'second look' }),
    ]);
    expect(a.body.value).toMatchObject({ status: 'paid' });
    expect(b.body.value).toMatchObject({ status: 'paid' });
    expect(await payouts(orderNo)).toHaveLength(1);
    expect((await auditOf('withdrawal', orderNo)).map((x) => x.action)).toEqual([
      'withdrawal.approve',
      'withdrawal.confirm',
    ]);
  });

  it('two approvals at once by different staff: a first and a second, paid once; by the same staff: one waits', async () => {
    const m = await readyMember(3 * LIMIT());
    const orderNo = await withdrawal(m, LIMIT());
    const both = await Promise.all([
      post('fin1', 'withdrawals/approve', { orderNo, reason: 'race' }),
      post('fin2', 'withdrawals/approve', { orderNo, reason: 'race' }),
    ]);
    expect(both.map((r) => (r.body.value as { status: string }).status).sort()).toEqual(['paid', 'pending']);
    expect(await payouts(orderNo)).toHaveLength(1);

    const mine = await withdrawal(m, LIMIT());
    const same = await Promise.all([
      post('fin1', 'withdrawals/approve', { orderNo: mine, reason: 'race' }),
      post('fin1', 'withdrawals/approve', { orderNo: mine, reason: 'race' }),
    ]);
    expect(
      same.map((r) => r.body.errorCode ?? (r.body.value as { approval: { state: string } }).approval.state).sort(),
    ).toEqual(['approval.same.staff', 'pending_second']);
    expect(await payouts(mine)).toHaveLength(0);
  });

  it('approve and reject at once: exactly one outcome, and a rejection releases the hold', async () => {
    const m = await readyMember(2 * LIMIT());
    const orderNo = await withdrawal(m, LIMIT());
    await post('fin1', 'withdrawals/approve', { orderNo, reason: 'first' });
    const [confirm, reject] = await Promise.all([
      post('risk', 'withdrawals/confirm', { orderNo, reason: 'second' }),
      post('fin2', 'withdrawals/reject', { orderNo, reason: 'name mismatch' }),
    ]);
    const paid = confirm.body.success;
    expect(paid !== reject.body.success).toBe(true);
    expect((paid ? reject : confirm).body.errorCode).toBe('cashier.order.state');
    expect(await payouts(orderNo)).toHaveLength(paid ? 1 : 0);
    expect(await balance(m.token)).toBe(paid ? LIMIT() : 2 * LIMIT());
  });
});

describe('balance adjustments and reversals', () => {
  it('below the threshold: posted at once, idempotent by request id under a race, never negative, audited', async () => {
    const { member, token } = await signedInMember(t.app);
    const requestId = rid();
    const body = { username: member.username, direction: 'credit', amount: '25.50', reason: 'goodwill', requestId };
    const runs = await Promise.all(Array.from({ length: 5 }, () => post('fin1', 'adjustments', body)));
    for (const r of runs) expect(r.body.value, JSON.stringify(r.body)).toMatchObject({ state: 'done', amount: 25.5 });
    const txIds = new Set(runs.map((r) => (r.body.value as { transactionId: number }).transactionId));
    expect(txIds.size).toBe(1);
    expect(await balance(token)).toBe(25.5);
    expect((await auditOf('member', member.username)).map((a) => [a.action, a.reason])).toEqual([
      ['balance.adjust', 'goodwill'],
    ]);
    const before = await snapshot(t.database);
    const tooMuch = await post('fin1', 'adjustments', { ...body, direction: 'debit', amount: 30, requestId: rid() });
    expect(tooMuch.body.errorCode).toBe('wallet.insufficient.funds');
    const otherBody = await post('fin1', 'adjustments', { ...body, amount: 99 });
    expect(otherBody.body.errorCode).toBe('wallet.duplicate.request');
    expect(
      (await post('fin1', 'adjustments', { ...body, username: 'nobody-here', requestId: rid() })).body.errorCode,
    ).toBe('queue.member.not.found');
    expect((await post('fin1', 'adjustments', { ...body, amount: -5, requestId: rid() })).res.statusCode).toBe(400);
    expect((await post('risk', 'adjustments', { ...body, requestId: rid() })).body.errorCode).toBe(
      'staff.role.forbidden',
    );
    expect(await snapshot(t.database)).toBe(before);

    const txId = [...txIds][0];
    const rev = await post('owner', 'reversals', { transactionId: txId, reason: 'mistake' });
    expect(rev.body.value).toMatchObject({ kind: 'reversal', state: 'done', amount: -25.5 });
    expect(await balance(token)).toBe(0);
    expect((await post('owner', 'reversals', { transactionId: 999_999_999, reason: 'none' })).body.errorCode).toBe(
      'queue.transaction.not.found',
    );
  });

  it('at the threshold: waits for a different staff member; double confirmation posts once', async () => {
    const { member, token } = await signedInMember(t.app);
    const req = await post('fin1', 'adjustments', {
      username: member.username,
      direction: 'credit',
      amount: LIMIT(),
      reason: 'big goodwill',
      requestId: rid(),
    });
    expect(req.body.value).toMatchObject({ state: 'pending_second', firstBy: names.fin1, transactionId: null });
    expect(await balance(token)).toBe(0);
    const id = (req.body.value as { id: number }).id;
    const pending = (await get('support', 'balance-requests')).body.value as { id: number }[];
    expect(pending.map((p) => p.id)).toContain(id);
    const same = await post('fin1', 'balance-requests/confirm', { id, reason: 'me again' });
    expect(same.body.errorCode).toBe('approval.same.staff');
    const confirms = await Promise.all([
      post('risk', 'balance-requests/confirm', { id, reason: 'checked' }),
      post('fin2', 'balance-requests/confirm', { id, reason: 'checked' }),
      post('owner', 'balance-requests/confirm', { id, reason: 'checked' }),
    ]);
    for (const c of confirms) expect(c.body.value, JSON.stringify(c.body)).toMatchObject({ state: 'done' });
    expect(new Set(confirms.map((c) => (c.body.value as { transactionId: number }).transactionId)).size).toBe(1);
    expect(await balance(token)).toBe(LIMIT());
    expect((await post('fin2', 'balance-requests/cancel', { id, reason: 'late' })).body.errorCode).toBe(
      'approval.not.pending',
    );
    expect((await auditOf('adjustment', (req.body.value as { ref: string }).ref)).map((a) => a.action)).toEqual([
      'balance.adjust_confirm',
    ]);
  });

  it('a pending request can be cancelled; nothing is posted', async () => {
    const { member, token } = await signedInMember(t.app);
    const req = await post('fin2', 'adjustments', {
      username: member.username,
      direction: 'credit',
      amount: LIMIT() + 1,
      reason: 'typo',
      requestId: rid(),
    });
    const id = (req.body.value as { id: number }).id;
    const [cancel, confirm] = await Promise.all([
      post('fin2', 'balance-requests/cancel', { id, reason: 'wrong amount' }),
      post('risk', 'balance-requests/confirm', { id, reason: 'ok' }),
    ]);
    expect(cancel.body.success !== confirm.body.success).toBe(true);
    expect(await balance(token)).toBe(confirm.body.success ? LIMIT() + 1 : 0);
  });
});

describe('balance requests nobody confirms', () => {
  it('are cancelled by the expiry job after 72 hours, recorded as the job, with nothing posted', async () => {
    const { member, token } = await signedInMember(t.app);
    const ask = (amount: number) =>
      post('fin1', 'adjustments', {
        username: member.username,
        direction: 'credit',
        amount,
        reason: 'waits',
        requestId: rid(),
      });
    const old = await ask(LIMIT());
    const oldRef = (old.body.value as { ref: string }).ref;
    const fresh = await ask(LIMIT() + 2);
    const freshId = (fresh.body.value as { id: number }).id;
    // The first approvals were given 73 and 71 hours ago (moving the clock would end the staff sessions).
    await sqlRows(
      t.database,
      sql`UPDATE money_reviews SET first_at = first_at - interval '73 hours' WHERE ref = ${oldRef}`,
    );
    await sqlRows(
      t.database,
      sql`UPDATE money_reviews SET first_at = first_at - interval '71 hours' WHERE id = ${freshId}`,
    );
    const jobs = t.app.services.platform.jobs;
    expect((await jobs.runNow('backoffice.request_expiry')).outcome).toBe('done');
    const pending = (await get('fin2', 'balance-requests')).body.value as { id: number; ref: string }[];
    expect(pending.map((p) => p.ref)).not.toContain(oldRef);
    expect(pending.map((p) => p.id)).toContain(freshId);
    expect(await balance(token)).toBe(0);
    expect(await auditOf('adjustment', oldRef)).toEqual([
      expect.objectContaining({
        action: 'balance.adjust_expire',
        actor_kind: 'system',
        actor_name: 'backoffice.request_expiry',
        channel: 'job',
      }),
    ]);
    // Expired is final: a late confirmation is refused and posts nothing.
    const oldId = (old.body.value as { id: number }).id;
    expect((await post('fin2', 'balance-requests/confirm', { id: oldId, reason: 'late' })).body.errorCode).toBe(
      'approval.not.pending',
    );
    expect(await balance(token)).toBe(0);
  });
});

describe('the CLI goes through the same path', () => {
  it('records its acts as cli inside the change; a large withdrawal needs a second approver', async () => {
    const m = await readyMember(2 * LIMIT());
    const orderNo = await withdrawal(m, LIMIT());
    const first = await runAdmin(t, 'withdrawal', 'approve', orderNo, '--reason', 'cli first');
    expect(first).toMatchObject({ code: 0 });
    expect(first.out).toContain('first approval recorded');
    expect((await runAdmin(t, 'withdrawal', 'approve', orderNo, '--reason', 'cli again')).code).toBe(2);
    const second = await post('fin1', 'withdrawals/confirm', { orderNo, reason: 'staff second' });
    expect(second.body.value).toMatchObject({ status: 'paid' });
    const entries = await auditOf('withdrawal', orderNo);
    expect(entries.map((e) => [e.action, e.actor_kind, e.channel])).toEqual([
      ['withdrawal.approve', 'cli', 'cli'],
      ['withdrawal.confirm', 'staff', 'test-fin1'],
    ]);
  });
});
