import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, DEMO, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid, sealedCall } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';

// The reports agree to the cent with a seeded set: bets either side of the brand's midnight (the demo
// brand's clock is UTC+8, so a local day starts at 16:00 UTC the day before), a void as a correcting
// row, a bonus, an adjustment and its reversal, deposits and withdrawals asked for before midnight and
// credited or paid after it.

let t: TestApp;
let brand: Brand;
let other: Brand;
let token: string;
let vendorA: { id: number; code: string; name: string };
let vendorB: { id: number; code: string; name: string };

const D1 = '2026-03-01';
const D2 = '2026-03-02';
/** Local 2026-03-01 00:00 and 2026-03-02 00:00 in UTC. */
const START1 = Date.parse('2026-02-28T16:00:00Z');
const START2 = Date.parse('2026-03-01T16:00:00Z');

let seq = 0;
async function bet(
  b: Brand,
  memberId: number,
  at: number,
  v: { id: number },
  category: string,
  stake: number,
  win: number,
  opts: { seq?: number; sourceId?: number; valid?: number } = {},
) {
  const sourceId = opts.sourceId ?? 900_000 + seq++;
  await sqlRows(
    t,
    sql`INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, category, vendor_id, game_id, round_id,
                                stake, valid_amount, win, settled_at)
        VALUES ('vendor', ${sourceId}, ${opts.seq ?? 0}, ${b.id}, ${memberId}, ${category}, ${v.id}, 1, ${`r${sourceId}`},
                ${stake}, ${opts.valid ?? stake}, ${win}, ${new Date(at).toISOString()}::timestamptz)`,
  );
  return sourceId;
}

const get = (url: string, tok = token) => call(t.app, { method: 'GET', url, token: tok });
/** A CSV download (not JSON). */
const download = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { merchant: DEMO, authorization: token } });

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant(DEMO);
  if (!b) throw new Error('no demo brand');
  brand = b;
  expect(brand.settings.timezoneOffsetMinutes).toBe(480);
  other = await t.app.brands.create({ merchantCode: `rep${Date.now().toString(36)}`, name: 'Other brand' });
  const vendors = await t.app.services.vendors.vendors(brand);
  const [va, vb] = vendors;
  if (!va || !vb) throw new Error('the seed has fewer than two vendors');
  vendorA = { id: va.id, code: va.vassalage, name: va.name };
  vendorB = { id: vb.id, code: vb.vassalage, name: vb.name };
  token = await signInStaff(t, await makeStaff(t, { role: 'finance' }));

  const a = await createMember(t.app);
  const bm = await createMember(t.app);
  const c = await createMember(t.app);
  // Day 1: A 10.00 lost, at the first moment of the day; B 25.50 won 50.00, at its last millisecond.
  const voided = await bet(brand, a.id, START1, vendorA, 'RNG', 1000, 0);
  await bet(brand, bm.id, START2 - 1, vendorB, 'LIVE', 2550, 5000);
  // Day 2: A 7.00 paid 3.00 at the first moment; A's day-1 bet voided later (a correcting row, seq 1).
  await bet(brand, a.id, START2, vendorA, 'RNG', 700, 300);
  await bet(brand, a.id, START2 + 3_600_000, vendorA, 'RNG', -1000, 0, { seq: 1, sourceId: voided, valid: -1000 });
  // Outside: the last millisecond before day 1, the first of day 3, and another brand's bet on day 1.
  await bet(brand, c.id, START1 - 1, vendorA, 'RNG', 99_999, 0);
  await bet(brand, c.id, START2 + 86_400_000, vendorA, 'RNG', 88_888, 0);
  await bet(other, c.id, START1 + 1000, vendorA, 'RNG', 77_777, 0);
});
afterAll(() => t.close());

describe('revenue', () => {
  it('sums by day in the brand time zone: stake, valid, payout, GGR, bets and active players', async () => {
    const r = await get(`/backoffice/api/reports/revenue?from=${D1}&to=${D2}`);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const v = r.body.value as { rows: Record<string, unknown>[]; total: Record<string, unknown> };
    expect(v.rows).toEqual([
      expect.objectContaining({ key: D1, bets: 2, players: 2, stake: 35.5, valid: 35.5, payout: 50, ggr: -14.5 }),
      expect.objectContaining({ key: D2, bets: 1, players: 1, stake: -3, valid: -3, payout: 3, ggr: -6 }),
    ]);
    expect(v.total).toMatchObject({ bets: 3, players: 2, stake: 32.5, valid: 32.5, payout: 53, ggr: -20.5 });
    // The brand's local day now (the presets of the admin forms count from it).
    expect(r.body.value).toMatchObject({
      today: new Date(t.clock.now().getTime() + 480 * 60_000).toISOString().slice(0, 10),
    });
  });

  it('groups by vendor (code and name) and by category; NGR deductions belong to no vendor', async () => {
    const byVendor = (await get(`/backoffice/api/reports/revenue?from=${D1}&to=${D1}&by=vendor`)).body.value as {
      rows: Record<string, unknown>[];
    };
    expect(byVendor.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: vendorA.code, label: vendorA.name, stake: 10, ggr: 10, ngr: null }),
        expect.objectContaining({ key: vendorB.code, label: vendorB.name, stake: 25.5, ggr: -24.5, ngr: null }),
      ]),
    );
    const byCategory = (await get(`/backoffice/api/reports/revenue?from=${D1}&to=${D2}&by=category`)).body.value as {
      rows: Record<string, unknown>[];
    };
    expect(byCategory.rows).toEqual([
      expect.objectContaining({ key: 'LIVE', bets: 1, stake: 25.5, payout: 50 }),
      expect.objectContaining({ key: 'RNG', bets: 2, stake: 7, payout: 3, ggr: 4 }),
    ]);
  });

  it('answers the brand breakdown to a platform owner only', async () => {
    const refused = await get(`/backoffice/api/reports/revenue?from=${D1}&to=${D2}&by=brand`);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body.errorCode).toBe('reports.brands.forbidden');
    const platform = await signInStaff(t, await makeStaff(t, { role: 'owner', brand: null }));
    const r = await get(`/backoffice/api/reports/revenue?from=${D1}&to=${D1}&by=brand`, platform);
    const rows = (r.body.value as { rows: Record<string, unknown>[] }).rows;
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: DEMO, stake: 35.5 }),
        expect.objectContaining({ key: other.merchantCode, stake: 777.77, ggr: 777.77 }),
      ]),
    );
  });

  it('refuses a reversed or too long range, and an impossible day, changing nothing', async () => {
    // Reading moves the staff session's last call, nothing else.
    const state = async () =>
      (await snapshot(t.database))
        .split('\n')
        .filter((l) => !l.startsWith('staff_sessions:'))
        .join('\n');
    const before = await state();
    const reversed = await get(`/backoffice/api/reports/revenue?from=${D2}&to=${D1}`);
    expect(reversed.res.statusCode).toBe(400);
    expect(reversed.body.errorCode).toBe('reports.range.reversed');
    const long = await get('/backoffice/api/reports/cashier?from=2026-01-01&to=2026-04-03');
    expect(long.body.errorCode).toBe('reports.range.too.long');
    const longest = await get('/backoffice/api/reports/players?from=2026-01-01&to=2026-04-03');
    expect(longest.body.errorCode).toBe('reports.range.too.long');
    const ok = await get('/backoffice/api/reports/players?from=2026-01-01&to=2026-04-02');
    expect((ok.body.value as { days: unknown[] }).days).toHaveLength(92);
    const impossible = await get('/backoffice/api/reports/revenue?from=2026-02-30&to=2026-03-01');
    expect(impossible.body.errorCode).toBe('request_param_err');
    const badGroup = await get(`/backoffice/api/reports/revenue?from=${D1}&to=${D2}&by=member`);
    expect(badGroup.body.errorCode).toBe('request_param_err');
    const csv = await get(`/backoffice/api/reports/revenue/csv?from=${D2}&to=${D1}`);
    expect(csv.body.errorCode).toBe('reports.range.reversed');
    const cn = await call(t.app, {
      method: 'GET',
      url: `/backoffice/api/reports/revenue?from=${D2}&to=${D1}`,
      token,
      lang: 'CN',
    });
    expect(cn.body.message).toContain('结束日期');
    expect(await state()).toBe(before);
  });
});

describe('money, players and NGR', () => {
  let member: { id: number };
  let memberToken: string;
  beforeAll(async () => {
    const m = await signedInMember(t.app);
    member = m.member;
    memberToken = m.token;
    const w = t.app.services.wallet;
    const post = (amount: number, kind: 'bonus' | 'adjustment', key: string) =>
      w.memberAndBrand(t.app.deps.db, brand, {
        memberId: member.id,
        brandAccount: kind === 'bonus' ? 'bonus' : 'house',
        amount,
        kind,
        idempotencyKey: key,
        referenceType: 'test',
        referenceId: key,
      });
    // Day 1, 23:30 local: a deposit of 200.00 asked for; credited at 00:10 local on day 2 (first deposit).
    t.clock.set(new Date(START2 - 30 * 60_000));
    const dep = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token: memberToken,
      payload: { channelId: 'bank', amount: '200.00', reference: 'REF1', requestId: rid() },
    });
    expect(dep.body.success, JSON.stringify(dep.body)).toBe(true);
    const orderNo = (dep.body.value as { orderNo: string }).orderNo;
    // A second deposit on day 1 (150.25) that is rejected.
    const dep2 = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token: memberToken,
      payload: { channelId: 'bank', amount: '150.25', reference: 'REF2', requestId: rid() },
    });
    const orderNo2 = (dep2.body.value as { orderNo: string }).orderNo;
    // The money acts go through the back office's service as the CLI does (the test moves the clock,
    // which a staff member's TOTP sign-in would take for a replay).
    const bo = t.app.services.backoffice;
    const actor = { kind: 'cli' as const, staffId: null, name: 'reports-test', role: 'cli', ip: '', channel: 'cli' };
    const rejected = await bo.decideDeposit(actor, brand, orderNo2, 'rejected', 'no money');
    expect(rejected.status).toBe('rejected');
    // Bonus 12.34 on day 1.
    await post(1234, 'bonus', 'bonus-1');
    t.clock.set(new Date(START2 + 10 * 60_000));
    expect((await bo.decideDeposit(actor, brand, orderNo, 'paid', 'transfer seen')).status).toBe('paid');
    // Day 2: an adjustment credit of 5.00 and a debit of 1.01, then the credit reversed.
    const adj = await post(500, 'adjustment', 'adj-1');
    await post(-101, 'adjustment', 'adj-2');
    await bo.reverse(actor, brand, adj.transactionId, 'mistake');
    // A withdrawal of 140.00 asked for and paid on day 2.
    const bank = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/security/bank',
      token: memberToken,
      payload: { bankName: 'Test Bank', accountName: 'Juan Dela Cruz', accountNumber: '1234-5678-9012' },
    });
    const bankAccountId = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id ?? 0;
    await sealedCall(t.app, {
      url: '/wps/cashier/security/payment-password',
      token: memberToken,
      payload: { newPassword: '123456', confirmPassword: '123456' },
    });
    const wd = await sealedCall(t.app, {
      url: '/wps/cashier/withdraw',
      token: memberToken,
      payload: { paymentPassword: '123456', requestId: rid(), amount: 140, bankAccountId },
    });
    expect(wd.body.success, JSON.stringify(wd.body)).toBe(true);
    const wOrder = (wd.body.value as { orderNo: string }).orderNo;
    expect((await bo.approveWithdrawal(actor, brand, wOrder, 'paid out')).status).toBe('paid');
    // Another of 110.00 asked for at 23:50 local on day 2 and paid at 00:05 on day 3 (money put in the
    // wallet without a deposit order, so no cashier figure).
    await w.memberAndBrand(t.app.deps.db, brand, {
      memberId: member.id,
      brandAccount: 'deposit_clearing',
      amount: 50_000,
      kind: 'deposit',
      idempotencyKey: 'fund-1',
      referenceType: 'test',
      referenceId: 'fund-1',
    });
    t.clock.set(new Date(START2 + 86_400_000 - 10 * 60_000));
    const wd2 = await sealedCall(t.app, {
      url: '/wps/cashier/withdraw',
      token: memberToken,
      payload: { paymentPassword: '123456', requestId: rid(), amount: 110, bankAccountId },
    });
    expect(wd2.body.success, JSON.stringify(wd2.body)).toBe(true);
    t.clock.set(new Date(START2 + 86_400_000 + 5 * 60_000));
    const wOrder2 = (wd2.body.value as { orderNo: string }).orderNo;
    expect((await bo.approveWithdrawal(actor, brand, wOrder2, 'paid out')).status).toBe('paid');
    // The member was made on day 2 (the clock of the factory is the database's): place it there.
    await sqlRows(
      t,
      sql`UPDATE members SET created_at = ${new Date(START2 + 5 * 60_000).toISOString()}::timestamptz
                          WHERE id = ${member.id}`,
    );
  });

  it('takes bonuses and net adjustments (reversals included) off GGR on their own day', async () => {
    const v = (await get(`/backoffice/api/reports/revenue?from=${D1}&to=${D2}`)).body.value as {
      rows: Record<string, unknown>[];
      total: Record<string, unknown>;
    };
    expect(v.rows[0]).toMatchObject({ key: D1, ggr: -14.5, bonus: 12.34, adjustments: 0, ngr: -26.84 });
    // Day 2: +5.00 - 1.01 - 5.00 (the reversal) = -1.01 of adjustments.
    expect(v.rows[1]).toMatchObject({ key: D2, ggr: -6, bonus: 0, adjustments: -1.01, ngr: -4.99 });
    expect(v.total).toMatchObject({ ggr: -20.5, bonus: 12.34, adjustments: -1.01, ngr: -31.83 });
  });

  it('counts deposits and withdrawals on the day they were asked for, credited and paid', async () => {
    const r = await get(`/backoffice/api/reports/cashier?from=${D1}&to=${D2}`);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const v = r.body.value as Record<string, unknown>;
    expect(v.days).toEqual([
      {
        day: D1,
        depositsRequested: { count: 2, sum: 350.25 },
        depositsCredited: { count: 0, sum: 0 },
        withdrawalsRequested: { count: 0, sum: 0 },
        withdrawalsPaid: { count: 0, sum: 0 },
      },
      {
        day: D2,
        depositsRequested: { count: 0, sum: 0 },
        depositsCredited: { count: 1, sum: 200 },
        withdrawalsRequested: { count: 2, sum: 250 },
        withdrawalsPaid: { count: 1, sum: 140 },
      },
    ]);
    expect(v.depositStatuses).toEqual([
      { key: 'paid', count: 1, sum: 200 },
      { key: 'rejected', count: 1, sum: 150.25 },
    ]);
    expect(v.withdrawalStatuses).toEqual([{ key: 'paid', count: 2, sum: 250 }]);
    // The second withdrawal was paid after midnight: on day 3.
    const d3 = (await get('/backoffice/api/reports/cashier?from=2026-03-03&to=2026-03-03')).body.value as {
      days: Record<string, unknown>[];
    };
    expect(d3.days[0]).toMatchObject({
      withdrawalsRequested: { count: 0, sum: 0 },
      withdrawalsPaid: { count: 1, sum: 110 },
    });
    expect(v.depositChannels).toEqual([
      expect.objectContaining({ key: expect.stringMatching(/^bank:/), count: 2, credited: { count: 1, sum: 200 } }),
    ]);
  });

  it('counts new members, first deposits and active players by day', async () => {
    const r = await get(`/backoffice/api/reports/players?from=${D1}&to=${D2}`);
    const v = r.body.value as { days: Record<string, unknown>[]; total: Record<string, unknown> };
    expect(v.days[0]).toMatchObject({ day: D1, firstDeposits: 0, activePlayers: 2 });
    expect(v.days[1]).toMatchObject({ day: D2, newMembers: 1, firstDeposits: 1, activePlayers: 1 });
    expect(v.total).toMatchObject({ newMembers: 1, firstDeposits: 1, activePlayers: 2 });
  });

  it('shows today at a glance on the brand clock', async () => {
    t.clock.set(new Date(START2 + 12 * 3_600_000));
    // The jump ended the idle session; a new account's codes start on this clock.
    token = await signInStaff(t, await makeStaff(t, { role: 'finance' }));
    const r = await get('/backoffice/api/reports/glance');
    expect(r.body.value).toEqual({
      day: D2,
      currency: 'PHP',
      minorUnits: 2,
      ggr: -6,
      deposits: { count: 1, sum: 200 },
      withdrawals: { count: 1, sum: 140 },
      newMembers: 1,
      activePlayers: 1,
    });
  });

  it('exports CSV: a download, decimals in major units, a total line, formula-safe text', async () => {
    const r = { res: await download(`/backoffice/api/reports/revenue/csv?from=${D1}&to=${D2}`) };
    expect(r.res.statusCode).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.res.headers['content-disposition']).toBe(`attachment; filename="revenue-by-day-demo-${D1}-${D2}.csv"`);
    const lines = r.res.body.split('\r\n');
    expect(lines[0]).toBe('day,name,currency,bets,players,stake,valid,payout,ggr,bonus,adjustments,ngr');
    expect(lines[1]).toBe(`${D1},${D1},PHP,2,2,35.50,35.50,50.00,-14.50,12.34,0.00,-26.84`);
    expect(lines[2]).toBe(`${D2},${D2},PHP,1,1,-3.00,-3.00,3.00,-6.00,0.00,-1.01,-4.99`);
    expect(lines[3]).toBe('total,total,PHP,3,2,32.50,32.50,53.00,-20.50,12.34,-1.01,-31.83');
    expect(lines[4]).toBe('');
    const cashier = { res: await download(`/backoffice/api/reports/cashier/csv?from=${D1}&to=${D2}`) };
    expect(cashier.res.body.split('\r\n')[3]).toBe('total,PHP,2,350.25,1,200.00,2,250.00,1,140.00');
    const players = { res: await download(`/backoffice/api/reports/players/csv?from=${D1}&to=${D2}`) };
    expect(players.res.body.split('\r\n').slice(0, 2)).toEqual([
      'day,new members,first deposits,active players',
      `${D1},0,0,2`,
    ]);
  });

  it('writes a vendor whose name starts with = as text, never a formula', async () => {
    const { csv: toCsv } = await import('./csv.ts');
    expect(toCsv(['name'], [['=HYPERLINK("x")']])).toBe('name\r\n"\'=HYPERLINK(""x"")"\r\n');
  });
});
