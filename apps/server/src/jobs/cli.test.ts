import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../test/admin.ts';
import { signedInMember } from '../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../test/helpers.ts';
import { rid, sealedCall } from '../../test/money-calls.ts';
import { sqlRows } from '../../test/sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdmin(t, ...argv);

/** A withdrawal the operator paid out, not yet confirmed by the member. */
async function paidWithdrawal(): Promise<string> {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  const { member, token } = await signedInMember(t.app);
  await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
    memberId: member.id,
    brandAccount: 'deposit_clearing',
    amount: 50_000,
    kind: 'deposit',
    idempotencyKey: `seed:${member.id}`,
    referenceType: 'test',
    referenceId: 'seed',
  });
  const bank = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/security/bank',
    token,
    payload: { bankName: 'Test Bank', accountName: 'Juan Dela Cruz', accountNumber: '1234-5678-9012' },
  });
  await sealedCall(t.app, {
    url: '/wps/cashier/security/payment-password',
    token,
    payload: { newPassword: '123456', confirmPassword: '123456' },
  });
  const bankAccountId = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id ?? 0;
  const w = await sealedCall(t.app, {
    url: '/wps/cashier/withdraw',
    token,
    payload: { paymentPassword: '123456', requestId: rid(), amount: 150, bankAccountId },
  });
  const orderNo = (w.body.value as { orderNo: string }).orderNo;
  const paid = await admin('withdrawal', 'approve', orderNo, '--reason', 'checked');
  expect(paid).toMatchObject({ code: 0, out: `${orderNo}: paid` });
  return orderNo;
}

describe('jobs and events commands', () => {
  it('list the jobs the server runs', async () => {
    const { code, out } = await admin('jobs', 'list');
    expect(code).toBe(0);
    for (const type of ['withdrawal.auto_receive', 'house.round_recovery', 'platform.prune'])
      expect(out).toContain(type);
    expect(out).toContain('never run');
  });

  it('preview the auto-receive of an unconfirmed payout, run it once, and show the run record', async () => {
    t.clock.set(new Date('2030-01-01T00:00:10Z'));
    const orderNo = await paidWithdrawal();
    expect((await admin('jobs', 'preview', 'withdrawal.auto_receive')).out).toContain('0 paid withdrawal(s)');
    t.clock.advance(31 * 60_000);
    const preview = await admin('jobs', 'preview', 'withdrawal.auto_receive');
    expect(preview.out).toContain('1 paid withdrawal(s) would be counted as received');
    expect(preview.out).toContain(orderNo);

    const run = await admin('jobs', 'run', 'withdrawal.auto_receive');
    expect(run).toMatchObject({
      code: 0,
      out: expect.stringMatching(/2030-01-01T00:31:00.000Z done attempts 1 .*\{"received":1\}/),
    });
    const [row] = await sqlRows<{ status: string }>(t, sql`SELECT status FROM withdrawals WHERE order_no = ${orderNo}`);
    expect(row?.status).toBe('auto_received');

    const again = await admin('jobs', 'run', 'withdrawal.auto_receive');
    expect(again).toMatchObject({ code: 2, out: expect.stringContaining('not run: the period is done') });
    const runs = await admin('jobs', 'runs', 'withdrawal.auto_receive');
    expect(runs.out.split('\n')).toHaveLength(1);
    expect(runs.out).toContain('{"received":1}');
    expect((await admin('jobs', 'list')).out).toMatch(/withdrawal\.auto_receive[\s\S]*last: #\d+ .* done/);
  });

  it('run the house round recovery through the runner', async () => {
    expect((await admin('jobs', 'preview', 'house.round_recovery')).out).toContain('0 unfinished house round(s)');
    const run = await admin('jobs', 'run', 'house.round_recovery');
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('{"finished":0}') });
    expect((await admin('jobs', 'runs', '--status', 'parked')).out).toBe('no runs');
    expect((await admin('events', 'parked')).out).toBe('no parked deliveries');
  });

  it.each([
    [['jobs', 'run', 'nope'], /no job "nope"; jobs: .*withdrawal\.auto_receive/],
    [['jobs', 'preview'], /<type> is required/],
    [['jobs', 'runs', '--status', 'weird'], /--status must be one of pending, running, done, parked/],
    [['jobs', 'runs', '--limit', '0'], /--limit must be a whole number 1-500/],
    [['jobs', 'runs', '--limit', 'lots'], /--limit must be a whole number 1-500/],
    [['jobs', 'run', 'house.round_recovery', '--subject', 'demo'], /has no subjects: leave out --subject/],
    [['jobs', 'run', 'house.round_recovery', '--period', ' '], /--period must be 1-100 characters/],
    [['events', 'retry'], /<eventId> must be an event number or "all"/],
    [['events', 'retry', 'x1'], /<eventId> must be an event number or "all"/],
    [['events', 'retry', '99999'], /nothing parked matched/],
    [['events', 'retry', 'all', '--handler', 'nobody'], /no handler "nobody"/],
    [['events', 'parked', '--limit', '501'], /--limit must be a whole number 1-500/],
  ])('refuse %j with a clear message and change nothing', async (argv, message) => {
    const before = await snapshot(t.database);
    const { code, out } = await admin(...argv);
    expect(code).toBe(2);
    expect(out).toMatch(message);
    expect(await snapshot(t.database)).toBe(before);
  });
});
