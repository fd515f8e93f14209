import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { watchChecks } from '../../../test/hashing.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { rid, sealedCall } from '../../../test/money-calls.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { members, withdrawals } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';

// Wide caps on checks in flight: here the count of tries alone must hold the line (the caps have
// their own tests in auth/check-limits.test.ts).
let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp({ AUTH_CHECKS_PER_IP: '64', AUTH_CHECKS_PER_ACCOUNT: '64' });
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const RIGHT = '123456';
const TRIES = 5;

/** A member with 1,000.00, a bank account and the payment password; its stored payment hash. */
async function readyMember() {
  const { member, token } = await signedInMember(t.app);
  await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
    memberId: member.id,
    brandAccount: 'deposit_clearing',
    amount: 100_000,
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
  const pw = await sealedCall(t.app, {
    url: '/wps/cashier/security/payment-password',
    token,
    payload: { newPassword: RIGHT, confirmPassword: RIGHT },
  });
  expect(pw.body.success).toBe(true);
  const bankAccountId = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id ?? 0;
  const [row] = await t.app.deps.db.select().from(members).where(eq(members.id, member.id));
  if (!row?.paymentPasswordHash) throw new Error('no payment hash');
  return { memberId: member.id, token, bankAccountId, hash: row.paymentPasswordHash };
}

const withdraw = (token: string, bankAccountId: number, paymentPassword: string) =>
  sealedCall(t.app, {
    url: '/wps/cashier/withdraw',
    token,
    payload: { amount: 200, bankAccountId, paymentPassword, requestId: rid() },
  });

const withdrawalsOf = async (memberId: number) =>
  (
    await t.app.deps.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId)))
  ).length;

const tally = (codes: (string | undefined)[]) => {
  const out: Record<string, number> = {};
  for (const c of codes) out[c ?? 'ok'] = (out[c ?? 'ok'] ?? 0) + 1;
  return out;
};

describe('payment password tries are counted before they are checked', () => {
  it('30 concurrent wrong tries, three bursts: exactly 5 are checked each time, and no withdrawal follows', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await readyMember();
      const watch = watchChecks(t.app, m.hash);
      try {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => withdraw(m.token, m.bankAccountId, String(100_000 + round * 100 + i))),
        );
        expect(watch.checked()).toBe(TRIES);
        expect(tally(answers.map((a) => a.body.errorCode))).toEqual({
          'cashier.payment.password.wrong': TRIES,
          'cashier.payment.password.locked': 30 - TRIES,
        });
        const right = await withdraw(m.token, m.bankAccountId, RIGHT);
        expect(right.res.statusCode).toBe(429);
        expect(right.body.errorCode).toBe('cashier.payment.password.locked');
        expect(Number(right.res.headers['retry-after'])).toBeGreaterThan(0);
        expect(watch.checked()).toBe(TRIES);
        expect(await withdrawalsOf(m.memberId)).toBe(0);
      } finally {
        watch.stop();
      }
    }
  });

  it('the right password sent while five wrong ones are being checked is refused, and the lock holds', async () => {
    const m = await readyMember();
    const watch = watchChecks(t.app, m.hash, (password) => password !== RIGHT);
    try {
      const wrong = Array.from({ length: TRIES }, (_, i) => withdraw(m.token, m.bankAccountId, String(200_000 + i)));
      await watch.untilWaiting(TRIES);
      const right = await withdraw(m.token, m.bankAccountId, RIGHT);
      expect(right.res.statusCode).toBe(429);
      expect(right.body.errorCode).toBe('cashier.payment.password.locked');
      watch.release();
      const answers = await Promise.all(wrong);
      expect(tally(answers.map((a) => a.body.errorCode))).toEqual({ 'cashier.payment.password.wrong': TRIES });
      const after = await withdraw(m.token, m.bankAccountId, RIGHT);
      expect(after.body.errorCode).toBe('cashier.payment.password.locked');
      expect(watch.checked()).toBe(TRIES);
      expect(await withdrawalsOf(m.memberId)).toBe(0);
    } finally {
      watch.stop();
    }
  });

  it('a right password does not give back the wrong tries before it', async () => {
    const m = await readyMember();
    for (let i = 0; i < TRIES - 1; i++) {
      expect((await withdraw(m.token, m.bankAccountId, '000000')).body.errorCode).toBe(
        'cashier.payment.password.wrong',
      );
    }
    expect((await withdraw(m.token, m.bankAccountId, RIGHT)).body.success).toBe(true);
    expect((await withdraw(m.token, m.bankAccountId, '000000')).body.errorCode).toBe('cashier.payment.password.wrong');
    const locked = await withdraw(m.token, m.bankAccountId, RIGHT);
    expect(locked.body.errorCode).toBe('cashier.payment.password.locked');
    expect(await withdrawalsOf(m.memberId)).toBe(1);
  });
});
