import type { TBoRedemption } from '@app/contracts/calls/backoffice-points';
import type { TMallItem, TPointBalance, TPointEntry, TRedemption } from '@app/contracts/calls/points';
import { MESSAGES } from '@app/contracts/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { auditLog, mallItems } from '../../db/schema/index.ts';
import { recordEvents } from '../../events/record.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { creditPoints, PointsError, postPoints } from './ledger.ts';
import { convertCall, makeItem, pointsMember, redeemCall, staffCalls } from './test-kit.ts';

// Points and the points mall (issue 19 item 1; docs/decisions/1510-points.md): the ledger's discipline,
// earning from bet events exactly once with remainders carried, the mall's redeem with every bad input
// of the issue (nothing changed, a clear error in the member's language), staff decisions, conversions.
// The races (50 members for the last 5 items; racing conversions) are meaningful on PostgreSQL.

let t: TestApp;
let brand: Brand;
let editor: ReturnType<typeof staffCalls>;
let decider: ReturnType<typeof staffCalls>;
let finance: ReturnType<typeof staffCalls>;

beforeAll(async () => {
  // The races send dozens of payment-password checks from one test address at once.
  t = await createTestApp({ AUTH_CHECKS_PER_IP: '128', AUTH_CHECKS_PER_ACCOUNT: '16', ARGON2_MAX_QUEUED: '256' });
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  editor = staffCalls(t, await signInStaff(t, await makeStaff(t, { role: 'content' })));
  decider = staffCalls(t, await signInStaff(t, await makeStaff(t, { role: 'support' })));
  finance = staffCalls(t, await signInStaff(t, await makeStaff(t, { role: 'finance' })));
}, 60_000);
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

/** A snapshot without the sign-ins' last-seen times (every call moves them). */
const unseen = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:') && !l.startsWith('sessions:'))
    .join('\n');

const get = async <T>(url: string, token?: string) => {
  const r = await call(t.app, { method: 'GET', url, token });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.value as T;
};
const balanceOf = (token: string) => get<TPointBalance>('/wps/relay/MCS2_getPointBalance', token);
const stockOf = async (itemId: number) =>
  Number((await sqlRows<{ stock: number }>(t, sql`SELECT stock FROM mall_items WHERE id = ${itemId}`))[0]?.stock);

async function walletOf(memberId: number): Promise<number> {
  const [row] = await sqlRows<{ b: string | number | null }>(
    t,
    sql`SELECT sum(balance) AS b FROM wallet_accounts WHERE member_id = ${memberId}`,
  );
  return Number(row?.b ?? 0);
}

async function betEvent(memberId: number, type: 'bet.settled' | 'bet.corrected', validAmount: number, betId = rid()) {
  await t.app.deps.db.transaction((tx) =>
    recordEvents(tx, [
      {
        type,
        brandId: brand.id,
        subject: String(memberId),
        payload: { memberId, vendor: 'TEST', gameCode: 'G1', betId, stake: validAmount, validAmount, win: 0 },
        at: t.clock.now(),
      },
    ]),
  );
}

describe('the points ledger', () => {
  it('creditPoints books once per key; a debit below zero and a key of another member are refused, nothing written', async () => {
    const a = await pointsMember(t, brand.id);
    const b = await pointsMember(t, brand.id);
    const at = t.clock.now();
    const key = `mission:${rid()}`;
    const credit = (memberId: number) =>
      t.app.deps.db.transaction((tx) =>
        creditPoints(tx, { brandId: brand.id, memberId, points: 40, source: 'mission', key, at }),
      );
    expect(await credit(a.member.id)).toBe(true);
    expect(await credit(a.member.id)).toBe(false);
    expect((await balanceOf(a.token)).points).toBe(40);

    const before = await unseen();
    await expect(credit(b.member.id)).rejects.toMatchObject({ code: 'key_reused' });
    await expect(
      postPoints(t.app.deps.db, { brandId: brand.id, memberId: a.member.id, points: -41, source: 'x', key: rid(), at }),
    ).rejects.toBeInstanceOf(PointsError);
    await expect(
      t.app.deps.db.transaction((tx) =>
        creditPoints(tx, { brandId: brand.id, memberId: a.member.id, points: 0, source: 'mission', key: rid(), at }),
      ),
    ).rejects.toMatchObject({ code: 'bad_points' });
    expect(await unseen()).toBe(before);
    expect((await balanceOf(a.token)).points).toBe(40);
  });
});

describe('earning from valid bets', () => {
  it('1 point per 30.00 of valid bet, remainders carried, exactly once however often deliveries run', async () => {
    const m = await pointsMember(t, brand.id);
    await betEvent(m.member.id, 'bet.settled', 1_500); // 15.00: no point yet, 15.00 carried
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(0);
    await betEvent(m.member.id, 'bet.settled', 1_600); // 31.00: 1 point, 1.00 carried
    await betEvent(m.member.id, 'bet.settled', 9_000); // 91.00: 3 points, 1.00 carried
    await t.app.services.platform.events.drain();
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(4);
    const [carry] = await sqlRows<{ bet_carry: string | number }>(
      t,
      sql`SELECT bet_carry FROM point_balances WHERE member_id = ${m.member.id}`,
    );
    expect(Number(carry?.bet_carry)).toBe(100);
    const details = await get<{ list: TPointEntry[]; total: number }>('/wps/relay/MCS2_getPointDetails', m.token);
    expect(details.list.map((e) => [e.points, e.balance, e.source])).toEqual([
      [3, 4, 'bet'],
      [1, 1, 'bet'],
    ]);
  });

  it('a negative correction takes points back by a correcting entry, never below zero; the rest is owed', async () => {
    const m = await pointsMember(t, brand.id);
    await betEvent(m.member.id, 'bet.settled', 6_000); // 2 points
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(2);
    await betEvent(m.member.id, 'bet.corrected', -3_000); // back to 30.00: 1 point
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(1);
    await betEvent(m.member.id, 'bet.corrected', -9_000); // 3 more points away: 1 taken, 2 owed
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(0);
    await betEvent(m.member.id, 'bet.settled', 7_500); // 75.00 pays the 60.00 owed first: 0 points, 15.00 carried
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(0);
    await betEvent(m.member.id, 'bet.settled', 1_500); // 30.00 carried: 1 point
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(1);
    const entries = await sqlRows<{ points: string | number; source: string }>(
      t,
      sql`SELECT points, source FROM point_entries WHERE member_id = ${m.member.id} ORDER BY id`,
    );
    expect(entries.map((e) => [Number(e.points), e.source])).toEqual([
      [2, 'bet'],
      [-1, 'bet_reversal'],
      [-1, 'bet_reversal'],
      [1, 'bet'],
    ]);
  });

  it('a brand with points off earns nothing; its ratio counts in the currency major units', async () => {
    const saved = await editor.post('/backoffice/api/points/settings', {
      enabled: true,
      earnBetPerPoint: 10,
      convertPoints: 100,
      convertAmount: '1',
      convertMinPoints: 100,
    });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const m = await pointsMember(t, brand.id);
    await betEvent(m.member.id, 'bet.settled', 2_500); // 25.00 at 1 per 10.00: 2 points
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(2);
    await editor.post('/backoffice/api/points/settings', {
      ...(saved.body.value as object),
      convertAmount: '1',
      enabled: false,
    });
    await betEvent(m.member.id, 'bet.settled', 5_000);
    await t.app.services.platform.events.drain();
    expect((await balanceOf(m.token)).points).toBe(2);
    const restored = await editor.post('/backoffice/api/points/settings', {
      enabled: true,
      earnBetPerPoint: 30,
      convertPoints: 100,
      convertAmount: '1',
      convertMinPoints: 100,
    });
    expect(restored.body.value).toMatchObject({ earnBetPerPoint: 30, enabled: true });
    expect(
      await t.app.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, 'points.settings_set'))),
    ).toHaveLength(3);
  });
});

describe('the mall', () => {
  it('visitors see the items and the rules; the balance needs a sign-in', async () => {
    const item = await makeItem(editor, { names: { EN: 'Visible voucher' } });
    const list = await get<{ list: TMallItem[] }>('/wps/relay/MCS2_getPointReward');
    expect(list.list.find((i) => i.id === item.id)).toMatchObject({
      name: 'Visible voucher',
      points: 100,
      amount: 10,
      redeemed: 0,
      art: `/art/points/${item.id}.svg`,
    });
    expect(await get('/wps/relay/MCS2_getPointConfig')).toMatchObject({
      earnBetPerPoint: 30,
      convertMinPoints: 100,
      currency: brand.settings.currency,
    });
    const noToken = await call(t.app, { method: 'GET', url: '/wps/relay/MCS2_getPointBalance' });
    expect(noToken.body.success).toBe(false);
    const art = await t.app.inject({ method: 'GET', url: `/art/points/${item.id}.svg` });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('<svg');
  });

  it('redeems a voucher: points and stock taken, in process, in the history; a repeat answers the first', async () => {
    const item = await makeItem(editor, { stock: 3 });
    const m = await pointsMember(t, brand.id, 250);
    const requestId = rid();
    const r = await redeemCall(t, m.token, { itemId: item.id, quantity: 2, requestId });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const made = r.body.value as { redemption: TRedemption; balance: TPointBalance };
    expect(made.redemption).toMatchObject({ status: 'in_process', quantity: 2, points: 200, amount: 20 });
    expect(made.balance.points).toBe(50);
    const again = await redeemCall(t, m.token, { itemId: item.id, quantity: 2, requestId });
    expect((again.body.value as { redemption: TRedemption }).redemption.id).toBe(made.redemption.id);
    expect(await stockOf(item.id)).toBe(1);
    expect((await balanceOf(m.token)).points).toBe(50);
    const history = await get<{ list: TRedemption[]; total: number }>('/wps/relay/MCS2_getRedeemPointList', m.token);
    expect(history).toMatchObject({ total: 1, list: [{ id: made.redemption.id, status: 'in_process' }] });
  });

  describe('bad input: a clear error in the member language, nothing changed', () => {
    const cases: [string, string, (m: { token: string }, ids: Record<string, number>) => Promise<unknown>][] = [
      ['too few points', 'points.insufficient', (m, ids) => redeemCall(t, m.token, { itemId: ids.dear }, 'CN')],
      ['out of stock', 'points.item.out.of.stock', (m, ids) => redeemCall(t, m.token, { itemId: ids.none }, 'CN')],
      [
        'over the per-member limit',
        'points.item.limit',
        (m, ids) => redeemCall(t, m.token, { itemId: ids.limited, quantity: 2 }, 'CN'),
      ],
      [
        'a wrong payment password',
        'cashier.payment.password.wrong',
        (m, ids) => redeemCall(t, m.token, { itemId: ids.plain, paymentPassword: '654321' }, 'CN'),
      ],
      [
        'goods without a delivery address',
        'points.address.required',
        (m, ids) => redeemCall(t, m.token, { itemId: ids.goods }, 'CN'),
      ],
      ['an item not in the mall', 'points.item.not.found', (m) => redeemCall(t, m.token, { itemId: 99_999_999 }, 'CN')],
      [
        'converting below the minimum',
        'points.convert.below.min',
        (m) => convertCall(t, m.token, { points: 99 }, 'CN'),
      ],
      ['converting more than held', 'points.insufficient', (m) => convertCall(t, m.token, { points: 400 }, 'CN')],
      [
        'converting with a wrong payment password',
        'cashier.payment.password.wrong',
        (m) => convertCall(t, m.token, { points: 100, paymentPassword: '000000' }, 'CN'),
      ],
    ];
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      ids.dear = (await makeItem(editor, { points: 1_000 })).id;
      ids.none = (await makeItem(editor, { stock: 0 })).id;
      ids.limited = (await makeItem(editor, { perMemberLimit: 1 })).id;
      ids.plain = (await makeItem(editor)).id;
      ids.goods = (await makeItem(editor, { kind: 'goods', amount: 0, names: { EN: 'Mug' } })).id;
    });
    for (const [what, code, act] of cases) {
      it(`${what}: ${code}`, async () => {
        const m = await pointsMember(t, brand.id, 300);
        const before = await unseen();
        const r = (await act(m, ids)) as Awaited<ReturnType<typeof redeemCall>>;
        expect(r.body).toMatchObject({ success: false, errorCode: code });
        expect(r.res.statusCode).toBeLessThan(500);
        const key = (await import('@app/contracts/errors')).ERRORS[code as 'points.insufficient'].key;
        expect(r.body.message).toBe(MESSAGES.CN[key]);
        expect(await unseen()).toBe(before);
      });
    }
  });

  it('staff approve a voucher: the reward centre gets it (source mall) once, with the decision event and audit', async () => {
    const item = await makeItem(editor);
    const m = await pointsMember(t, brand.id, 100);
    const r = await redeemCall(t, m.token, { itemId: item.id });
    const id = (r.body.value as { redemption: TRedemption }).redemption.id;
    const queue = await decider.get('/backoffice/api/points/redemptions?status=in_process&size=100');
    expect((queue.body.value as { list: TBoRedemption[] }).list.map((x) => x.id)).toContain(id);
    const ok = await decider.post('/backoffice/api/points/redemptions/approve', { id });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(ok.body.value).toMatchObject({ status: 'approved', amount: 10 });
    const twice = await decider.post('/backoffice/api/points/redemptions/approve', { id });
    expect(twice.body).toMatchObject({ success: false, errorCode: 'points.redemption.decided' });
    const rewards = await sqlRows<{ source: string; amount: string | number }>(
      t,
      sql`SELECT source, amount FROM promotion_rewards WHERE source_key = ${`mall:${id}`}`,
    );
    expect(rewards.map((x) => [x.source, Number(x.amount)])).toEqual([['mall', 1_000]]);
    const events = await sqlRows<{ payload: { status: string; redemptionId: number } }>(
      t,
      sql`SELECT payload FROM domain_events WHERE type = 'points.redeem_decided' AND subject = ${String(m.member.id)}`,
    );
    expect(events.map((e) => [e.payload.redemptionId, e.payload.status])).toEqual([[id, 'approved']]);
    const [audit] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'points.redeem_approve'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetId: String(id), role: 'support' });
  });

  it('staff reject goods with a reason: points come back by reversal, stock too; no reason is refused', async () => {
    const item = await makeItem(editor, { kind: 'goods', amount: 0, points: 120, stock: 2, names: { EN: 'Cap' } });
    const m = await pointsMember(t, brand.id, 200);
    const r = await redeemCall(t, m.token, {
      itemId: item.id,
      address: { name: 'Juan', phone: '09171234567', address: '1 Rizal St, Manila' },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const id = (r.body.value as { redemption: TRedemption }).redemption.id;
    expect(await stockOf(item.id)).toBe(1);
    const bare = await decider.post('/backoffice/api/points/redemptions/reject', { id, reason: '' });
    expect(bare.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    const no = await decider.post('/backoffice/api/points/redemptions/reject', { id, reason: 'address not served' });
    expect(no.body.success, JSON.stringify(no.body)).toBe(true);
    expect(no.body.value).toMatchObject({
      status: 'rejected',
      reason: 'address not served',
      address: { name: 'Juan' },
    });
    expect(await stockOf(item.id)).toBe(2);
    expect((await balanceOf(m.token)).points).toBe(200);
    const entries = await sqlRows<{ points: string | number; source: string; reverses_id: string | number | null }>(
      t,
      sql`SELECT points, source, reverses_id FROM point_entries WHERE member_id = ${m.member.id} ORDER BY id`,
    );
    expect(entries.slice(1).map((e) => [Number(e.points), e.source, e.reverses_id !== null])).toEqual([
      [-120, 'redeem', false],
      [120, 'redeem_return', true],
    ]);
    const history = await get<{ list: TRedemption[] }>('/wps/relay/MCS2_getRedeemPointList', m.token);
    expect(history.list[0]).toMatchObject({ status: 'rejected', remark: 'address not served' });
  });

  it('converts points to cash in the main wallet at the ratio; a repeat of the request pays once', async () => {
    const m = await pointsMember(t, brand.id, 250);
    const requestId = rid();
    const r = await convertCall(t, m.token, { points: 250, requestId });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect(r.body.value).toMatchObject({ points: 250, amount: 2.5, balance: { points: 0 } });
    const again = await convertCall(t, m.token, { points: 250, requestId });
    expect(again.body).toMatchObject({ success: true, value: { amount: 2.5 } });
    expect(await walletOf(m.member.id)).toBe(250);
  });

  it('staff adjust points with a reason (audited), never below zero; roles are checked on the server', async () => {
    const m = await pointsMember(t, brand.id, 10);
    const username = m.member.username;
    const over = await finance.post('/backoffice/api/points/adjust', {
      username,
      points: -11,
      reason: 'wrong credit',
      requestId: rid(),
    });
    expect(over.body).toMatchObject({ success: false, errorCode: 'points.insufficient' });
    const ok = await finance.post('/backoffice/api/points/adjust', {
      username,
      points: 90,
      reason: 'goodwill',
      requestId: rid(),
    });
    expect(ok.body).toMatchObject({ success: true, value: { points: 100 } });
    const support = await decider.post('/backoffice/api/points/adjust', {
      username,
      points: 5,
      reason: 'x',
      requestId: rid(),
    });
    expect(support.body.success).toBe(false);
    const [audit] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'points.adjust'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ reason: 'goodwill', targetId: String(m.member.id) });
  });

  it('an item needs an EN name, and an amount unless it is goods', async () => {
    const noName = await editor.post('/backoffice/api/points/items', {
      kind: 'voucher',
      names: { CN: '券' },
      points: 10,
      amount: 1,
      stock: 1,
    });
    expect(noName.body).toMatchObject({ success: false, errorCode: 'points.item.invalid' });
    const noAmount = await editor.post('/backoffice/api/points/items', {
      kind: 'bonus',
      names: { EN: 'Bonus' },
      points: 10,
      amount: 0,
      stock: 1,
    });
    expect(noAmount.body.success).toBe(false);
  });
});

describe('races (meaningful on PostgreSQL)', () => {
  it('fifty members redeem the last five items at once: exactly five succeed and stock ends at zero', async () => {
    const item = await makeItem(editor, { stock: 5, points: 100, names: { EN: 'Last five' } });
    const players = await Promise.all(Array.from({ length: 50 }, () => pointsMember(t, brand.id, 500)));
    const results = await Promise.all(players.map((p) => redeemCall(t, p.token, { itemId: item.id })));
    const codes = results.map((r) => (r.body.success ? 'ok' : r.body.errorCode));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'points.item.out.of.stock')).toBe(true);
    expect(await stockOf(item.id)).toBe(0);
    const taken = await sqlRows<{ n: string | number; pts: string | number }>(
      t,
      sql`SELECT count(*) AS n, sum(points) AS pts FROM mall_redemptions WHERE item_id = ${item.id}`,
    );
    expect([Number(taken[0]?.n), Number(taken[0]?.pts)]).toEqual([5, 500]);
    const balances = await Promise.all(players.map((p) => balanceOf(p.token)));
    expect(balances.map((b) => b.points).sort((a, b) => a - b)).toEqual([
      ...Array(5).fill(400),
      ...Array(45).fill(500),
    ]);
  }, 120_000);

  it('points never go negative under racing conversions, redemptions and adjustments', async () => {
    const item = await makeItem(editor, { stock: 100, points: 150, names: { EN: 'Race voucher' } });
    const m = await pointsMember(t, brand.id, 500);
    const acts = await Promise.all([
      convertCall(t, m.token, { points: 150 }),
      convertCall(t, m.token, { points: 150 }),
      redeemCall(t, m.token, { itemId: item.id }),
      convertCall(t, m.token, { points: 150 }),
      finance.post('/backoffice/api/points/adjust', {
        username: m.member.username,
        points: -150,
        reason: 'race',
        requestId: rid(),
      }),
    ]);
    const oks = acts.filter((r) => r.body.success).length;
    expect(oks).toBe(3);
    expect(
      acts.filter((r) => !r.body.success).every((r) => r.body.errorCode === 'points.insufficient'),
      JSON.stringify(acts.map((r) => r.body.errorCode)),
    ).toBe(true);
    expect((await balanceOf(m.token)).points).toBe(50);
    const [sum] = await sqlRows<{ s: string | number; neg: string | number }>(
      t,
      sql`SELECT sum(points) AS s, count(*) FILTER (WHERE balance_after < 0) AS neg FROM point_entries WHERE member_id = ${m.member.id}`,
    );
    expect([Number(sum?.s), Number(sum?.neg)]).toEqual([50, 0]);
  }, 60_000);

  it('fifty redemption transactions for the last five items meet at the database: five taken, stock zero', async () => {
    const made = await makeItem(editor, { stock: 5, points: 100, names: { EN: 'Database race' } });
    const [item] = await t.app.deps.db.select().from(mallItems).where(eq(mallItems.id, made.id));
    if (!item) throw new Error('item missing');
    const players = await Promise.all(Array.from({ length: 50 }, () => pointsMember(t, brand.id, 500)));
    const { takeRedemption } = t.app.services.points.afterPassword;
    const results = await Promise.allSettled(
      players.map((p) =>
        takeRedemption(brand, p.member.id, 'EN', item, { quantity: 1, requestId: rid(), address: null }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
    expect(new Set(refused)).toEqual(new Set(['points.item.out.of.stock']));
    expect(await stockOf(item.id)).toBe(0);
    const [sum] = await sqlRows<{ n: string | number; pts: string | number }>(
      t,
      sql`SELECT count(*) AS n, sum(-points) AS pts FROM point_entries WHERE source = 'redeem' AND remark = 'Database race'`,
    );
    expect([Number(sum?.n), Number(sum?.pts)]).toEqual([5, 500]);
  }, 120_000);

  it('twenty conversion transactions of one member at once never take the balance below zero', async () => {
    const m = await pointsMember(t, brand.id, 1_000);
    const { takeConversion } = t.app.services.points.afterPassword;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => takeConversion(brand, m.member.id, 150, { points: 150, requestId: rid() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(6);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
    expect(new Set(refused)).toEqual(new Set(['points.insufficient']));
    expect((await balanceOf(m.token)).points).toBe(100);
    expect(await walletOf(m.member.id)).toBe(900);
    const [neg] = await sqlRows<{ n: string | number }>(
      t,
      sql`SELECT count(*) AS n FROM point_entries WHERE member_id = ${m.member.id} AND balance_after < 0`,
    );
    expect(Number(neg?.n)).toBe(0);
  }, 60_000);

  it('the same conversion raced five times pays once', async () => {
    const m = await pointsMember(t, brand.id, 300);
    const requestId = rid();
    const acts = await Promise.all(
      Array.from({ length: 5 }, () => convertCall(t, m.token, { points: 100, requestId })),
    );
    expect(acts.every((r) => r.body.success)).toBe(true);
    expect((await balanceOf(m.token)).points).toBe(200);
    expect(await walletOf(m.member.id)).toBe(100);
  }, 60_000);
});
