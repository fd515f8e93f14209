import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import type { memberBankAccounts } from '../src/db/schema/index.ts';
import type { MoneyActor } from '../src/modules/backoffice/backoffice-service.ts';
import type { Brand } from '../src/modules/system/brand-types.ts';
import type { Services } from '../src/services.ts';
import { sqlRows } from './sql.ts';

/**
 * A simple model of the money of a few members (minor units), and commands that act on the real
 * services and on the model alike; after every command the database must agree with the model.
 */
export interface Model {
  acct: Map<number, { main: number; held: number; sub: number }>;
  /** Withdrawal requests each member made today (the brand allows withdrawalDailyCount). */
  today: Map<number, number>;
  deposits: { orderNo: string; member: number; amount: number; status: 'pending' | 'paid' | 'rejected' }[];
  withdrawals: { orderNo: string; member: number; amount: number; status: 'pending' | 'paid' | 'rejected' }[];
  /** Posted movements that may be reversed: each member-side change, by member and wallet. */
  txs: { id: number; deltas: { member: number; wallet: 'main' | 'sub'; amount: number }[]; reversed: boolean }[];
}

export interface Real {
  s: Services;
  brand: Brand;
  database: Database;
  members: number[];
  usernames: Map<number, string>;
  banks: Map<number, typeof memberBankAccounts.$inferSelect>;
}

export const SUB = 'SLOTX';
const key = () => randomUUID().replaceAll('-', '');
const major = (minor: number) => (minor / 100).toFixed(2);

/** The model's adjustments go through the back office as an operator at the CLI would. */
const MODEL_ACTOR: MoneyActor = { kind: 'cli', staffId: null, name: 'model', role: 'operator', ip: '', channel: 'cli' };

async function agree(m: Model, r: Real): Promise<void> {
  const rows = await sqlRows<{ member_id: number; kind: string; balance: number; held: number }>(
    r.database,
    sql`SELECT member_id, kind, balance, held FROM wallet_accounts WHERE member_id = ANY(${`{${r.members.join(',')}}`}::bigint[])`,
  );
  for (const id of r.members) {
    const main = rows.find((x) => Number(x.member_id) === id && x.kind === 'main');
    const sub = rows.find((x) => Number(x.member_id) === id && x.kind === 'vendor');
    const want = m.acct.get(id);
    expect(
      { main: Number(main?.balance ?? 0), held: Number(main?.held ?? 0), sub: Number(sub?.balance ?? 0) },
      `member ${id}`,
    ).toEqual(want);
  }
}

function acct(m: Model, id: number) {
  const a = m.acct.get(id);
  if (!a) throw new Error(`no member ${id} in the model`);
  return a;
}

/** Runs an action that the model says must succeed or must be refused with a code. */
async function expectOutcome<T>(ok: boolean, run: () => Promise<T>, refusal: string): Promise<T | undefined> {
  if (ok) return run();
  await expect(run()).rejects.toMatchObject({ code: refusal });
  return undefined;
}

type Cmd = fc.AsyncCommand<Model, Real, false>;

const cmd = (label: string, run: (m: Model, r: Real) => Promise<void>): Cmd => ({
  check: () => true,
  async run(m, r) {
    await run(m, r);
    await agree(m, r);
  },
  toString: () => label,
});

export const deposit = (who: number, amount: number): Cmd =>
  cmd(`deposit(${who}, ${amount})`, async (m, r) => {
    const member = r.members[who] ?? 0;
    const o = await r.s.cashier.deposits.create(
      r.brand,
      member,
      { channelId: 'bank', amount: major(amount), reference: 'REF', requestId: key() },
      'http://localhost',
    );
    m.deposits.push({ orderNo: o.orderNo, member, amount, status: 'pending' });
  });

export const settleDeposit = (pick: number, approve: boolean): Cmd =>
  cmd(`${approve ? 'approve' : 'reject'}Deposit(${pick})`, async (m, r) => {
    const d = m.deposits[pick % Math.max(1, m.deposits.length)];
    if (!d) return;
    const want = approve ? 'paid' : 'rejected';
    const ok = d.status === 'pending' || d.status === want;
    const o = await expectOutcome(
      ok,
      () =>
        r.s.cashier.deposits.settle(d.orderNo, {
          outcome: approve ? 'paid' : 'rejected',
          reason: 'model',
          brandId: r.brand.id,
        }),
      'cashier.order.state',
    );
    if (o && d.status === 'pending') {
      d.status = want;
      if (approve && o.transactionId !== null) {
        acct(m, d.member).main += d.amount;
        m.txs.push({
          id: o.transactionId,
          deltas: [{ member: d.member, wallet: 'main', amount: d.amount }],
          reversed: false,
        });
      }
    }
  });

export const withdraw = (who: number, amount: number): Cmd =>
  cmd(`withdraw(${who}, ${amount})`, async (m, r) => {
    const member = r.members[who] ?? 0;
    const a = acct(m, member);
    const bank = r.banks.get(member);
    if (!bank) throw new Error('no bank');
    const used = m.today.get(member) ?? 0;
    const limited = used >= r.brand.settings.withdrawalDailyCount;
    const w = await expectOutcome(
      !limited && a.main - a.held >= amount,
      () => r.s.cashier.withdrawals.requestChecked(r.brand, member, { amount, requestId: key() }, bank),
      limited ? 'cashier.withdraw.daily.limit' : 'wallet.insufficient.funds',
    );
    if (w) {
      m.today.set(member, used + 1);
      a.held += amount;
      m.withdrawals.push({ orderNo: w.orderNo, member, amount, status: 'pending' });
    }
  });

export const settleWithdrawal = (pick: number, approve: boolean): Cmd =>
  cmd(`${approve ? 'approve' : 'reject'}Withdrawal(${pick})`, async (m, r) => {
    const w = m.withdrawals[pick % Math.max(1, m.withdrawals.length)];
    if (!w) return;
    const want = approve ? 'paid' : 'rejected';
    const ok = w.status === 'pending' || w.status === want;
    const row = await expectOutcome(
      ok,
      () =>
        approve
          ? r.s.cashier.withdrawals.approve(r.brand, w.orderNo, null)
          : r.s.cashier.withdrawals.reject(r.brand, w.orderNo, null, 'model'),
      'cashier.order.state',
    );
    if (row && w.status === 'pending') {
      w.status = want;
      const a = acct(m, w.member);
      a.held -= w.amount;
      if (approve && row.transactionId !== null) {
        a.main -= w.amount;
        m.txs.push({
          id: row.transactionId,
          deltas: [{ member: w.member, wallet: 'main', amount: -w.amount }],
          reversed: false,
        });
      }
    }
  });

export const transfer = (from: number, to: number, amount: number): Cmd =>
  cmd(`transfer(${from} -> ${to}, ${amount})`, async (m, r) => {
    const a = r.members[from] ?? 0;
    const b = r.members[to] ?? 0;
    if (a === b) return;
    const { book } = r.s.wallet;
    const db = r.s.wallet;
    const fromAcc = await book.member(r.database.db, r.brand.id, a, 'PHP');
    const toAcc = await book.member(r.database.db, r.brand.id, b, 'PHP');
    const src = acct(m, a);
    const posted = await expectOutcome(
      src.main - src.held >= amount,
      () =>
        db.post(r.database.db, {
          brandId: r.brand.id,
          idempotencyKey: key(),
          kind: 'transfer_upline',
          lines: [
            { accountId: fromAcc, amount: -amount },
            { accountId: toAcc, amount },
          ],
        }),
      'insufficient_funds',
    );
    if (posted) {
      src.main -= amount;
      acct(m, b).main += amount;
      m.txs.push({
        id: posted.transactionId,
        deltas: [
          { member: a, wallet: 'main', amount: -amount },
          { member: b, wallet: 'main', amount },
        ],
        reversed: false,
      });
    }
  });

export const walletTransfer = (who: number, out: boolean, amount: number): Cmd =>
  cmd(`walletTransfer(${who}, ${out ? 'main->sub' : 'sub->main'}, ${amount})`, async (m, r) => {
    const member = r.members[who] ?? 0;
    const a = acct(m, member);
    const enough = out ? a.main - a.held >= amount : a.sub >= amount;
    const posted = await expectOutcome(
      enough,
      () =>
        r.s.wallet.moveBetweenOwnAccounts(r.brand, {
          memberId: member,
          fromVendor: out ? '' : SUB,
          toVendor: out ? SUB : '',
          amount,
          idempotencyKey: key(),
        }),
      'insufficient_funds',
    );
    if (posted) {
      const d = out ? amount : -amount;
      a.main -= d;
      a.sub += d;
      m.txs.push({
        id: posted.transactionId,
        deltas: [
          { member, wallet: 'main', amount: -d },
          { member, wallet: 'sub', amount: d },
        ],
        reversed: false,
      });
    }
  });

export const adjust = (who: number, amount: number): Cmd =>
  cmd(`adjust(${who}, ${amount})`, async (m, r) => {
    const member = r.members[who] ?? 0;
    const a = acct(m, member);
    const res = await expectOutcome(
      amount > 0 || a.main - a.held + amount >= 0,
      () =>
        r.s.backoffice.adjust(MODEL_ACTOR, r.brand, {
          username: r.usernames.get(member) ?? '',
          direction: amount > 0 ? 'credit' : 'debit',
          amount: major(Math.abs(amount)),
          reason: 'model',
          requestId: key(),
        }),
      'wallet.insufficient.funds',
    );
    if (res) {
      if (res.transactionId === null) throw new Error(`adjustment not posted: ${res.state}`);
      a.main += amount;
      m.txs.push({ id: res.transactionId, deltas: [{ member, wallet: 'main', amount }], reversed: false });
    }
  });

export const reverse = (pick: number): Cmd =>
  cmd(`reverse(${pick})`, async (m, r) => {
    const tx = m.txs[pick % Math.max(1, m.txs.length)];
    if (!tx) return;
    const fits = tx.deltas.every((d) => {
      const a = acct(m, d.member);
      return d.wallet === 'main' ? a.main - a.held - d.amount >= 0 : a.sub - d.amount >= 0;
    });
    const res = await expectOutcome(
      !tx.reversed && fits,
      () => r.s.wallet.reverse(r.brand, { transactionId: tx.id, idempotencyKey: key() }),
      tx.reversed ? 'already_reversed' : 'insufficient_funds',
    );
    if (res) {
      tx.reversed = true;
      for (const d of tx.deltas) acct(m, d.member)[d.wallet] -= d.amount;
    }
  });
