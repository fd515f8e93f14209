import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { admin } from '../../../test/games.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { createVendorClient, type VendorClient } from '../vendor-api/client.ts';
import { launchToken, playerWithSession, vendorSetup } from '../vendor-api/test-helpers.ts';

let t: TestApp;
let brand: Brand;
let stf: VendorClient;
let vlv: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  const setup = await vendorSetup(t);
  stf = setup.client;
  await admin(t, 'vendor', 'launch', 'VLV', '--secret', 'velvet-live-secret-000000');
  vlv = createVendorClient({
    baseUrl: setup.baseUrl,
    vendorCode: 'VLV',
    secret: 'velvet-live-secret-000000',
    now: () => t.clock.now().getTime(),
  });
});
afterAll(() => t.close());

type Page = {
  list: {
    roundId: string;
    vassalage: string;
    gameType: string;
    betAmount: number;
    winAmount: number;
    profit: number;
    status: string;
    gameName: string;
  }[];
  total: number;
  totalPages: number;
  totals: { rounds: number; betAmount: number; winAmount: number; profit: number };
};

const records = async (token: string, q: string, lang?: string) =>
  call(t.app, { method: 'GET', url: `/wps/relay/ODSFE2_MemBetRecord?${q}`, token, ...(lang ? { lang } : {}) });
const pnl = (token: string, q: string) =>
  call(t.app, { method: 'GET', url: `/wps/relay/ODSFE2_MemProfitLoss?${q}`, token });

describe('betting record and profit and loss', () => {
  it('lists rounds the vendors booked, filtered by category, vendor and dates, paginated, with totals', async () => {
    const p = await playerWithSession(t, stf, brand, { amount: 100_000 });
    const liveAuth = await vlv.authenticate(await launchToken(t, p.token, 'VLV', 'VLV_0001'));
    if (!liveAuth.ok) throw new Error(liveAuth.raw);
    const live = { sessionId: liveAuth.value.sessionId, playerId: liveAuth.value.playerId };
    // 17 slot rounds: bet 1.00, win 2.50 on every third, the last one left open.
    for (let i = 0; i < 17; i++) {
      await stf.bet({
        ...p.session,
        transactionId: `b${p.member.id}-${i}`,
        roundId: `s${i}`,
        amount: 100,
        currency: 'PHP',
      });
      if (i < 16) {
        await stf.win({
          ...p.session,
          transactionId: `w${p.member.id}-${i}`,
          roundId: `s${i}`,
          amount: i % 3 === 0 ? 250 : 0,
          currency: 'PHP',
        });
      }
    }
    // Two live rounds, one rolled back.
    await vlv.bet({ ...live, transactionId: `lb${p.member.id}-1`, roundId: 'l1', amount: 1_000, currency: 'PHP' });
    await vlv.win({ ...live, transactionId: `lw${p.member.id}-1`, roundId: 'l1', amount: 1_950, currency: 'PHP' });
    await vlv.bet({ ...live, transactionId: `lb${p.member.id}-2`, roundId: 'l2', amount: 500, currency: 'PHP' });
    await vlv.rollback({
      ...live,
      transactionId: `lr${p.member.id}-2`,
      betTransactionId: `lb${p.member.id}-2`,
      roundId: 'l2',
      currency: 'PHP',
    });

    const all = await records(p.token, 'pageNo=1&pageSize=15');
    expect(all.res.statusCode).toBe(200);
    const page = all.body.value as Page;
    expect(page.total).toBe(19);
    expect(page.totalPages).toBe(2);
    expect(page.list).toHaveLength(15);
    // Newest first: the rolled-back live round.
    expect(page.list[0]).toMatchObject({
      roundId: 'l2',
      vassalage: 'VLV',
      gameType: 'LIVE',
      status: 'rolled_back',
      betAmount: 0,
    });
    expect(page.list[1]).toMatchObject({
      roundId: 'l1',
      betAmount: 10,
      winAmount: 19.5,
      profit: 9.5,
      status: 'settled',
    });
    // Totals over all 19: bets 17 + 10, wins 6 x 2.50 + 19.50; profit of settled rounds only.
    expect(page.totals).toEqual({ rounds: 19, betAmount: 27, winAmount: 34.5, profit: 8.5 });
    const second = (await records(p.token, 'pageNo=2&pageSize=15')).body.value as Page;
    expect(second.list.map((r) => r.roundId)).toEqual(['s3', 's2', 's1', 's0']);

    const slots = (await records(p.token, 'gameType=RNG')).body.value as Page;
    expect(slots.total).toBe(17);
    expect(slots.list[0]).toMatchObject({ roundId: 's16', status: 'open', profit: 0 });
    const vendor = (await records(p.token, 'vassalage=VLV')).body.value as Page;
    expect(vendor.list.map((r) => r.roundId)).toEqual(['l2', 'l1']);
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(((await records(p.token, `startDate=${today}&endDate=${today}`)).body.value as Page).total).toBe(19);
    expect(((await records(p.token, 'startDate=2020-01-01&endDate=2020-01-31')).body.value as Page).total).toBe(0);
    const cn = (await records(p.token, 'vassalage=VLV', 'CN')).body.value as Page;
    expect(cn.list[0]?.gameName).not.toBe(page.list[0]?.gameName);

    const pl = await pnl(p.token, '');
    expect((pl.body.value as { totals: unknown }).totals).toEqual({
      rounds: 17,
      betAmount: 26,
      winAmount: 34.5,
      profit: 8.5,
    });
    const v = pl.body.value as {
      byCategory: { gameType: string; profit: number; rounds: number }[];
      byVendor: { vassalage: string; profit: number }[];
    };
    expect(Object.fromEntries(v.byCategory.map((c) => [c.gameType, [c.rounds, c.profit]]))).toEqual({
      RNG: [16, -1],
      LIVE: [1, 9.5],
    });
    expect(Object.fromEntries(v.byVendor.map((c) => [c.vassalage, c.profit]))).toEqual({ STF: -1, VLV: 9.5 });
    const onlyLive = (await pnl(p.token, 'gameType=LIVE')).body.value as { totals: { rounds: number } };
    expect(onlyLive.totals.rounds).toBe(1);
  });

  it("shows nobody else's rounds nor free play, and refuses trial accounts, visitors and bad filters", async () => {
    const other = await playerWithSession(t, stf, brand, { amount: 10_000 });
    await stf.bet({
      ...other.session,
      transactionId: `o${other.member.id}`,
      roundId: 'x',
      amount: 100,
      currency: 'PHP',
    });
    const { token } = await signedInMember(t.app);
    expect(((await records(token, '')).body.value as Page).total).toBe(0);

    const trial = await playerWithSession(t, stf, brand, { accountType: 4 });
    await stf.bet({
      ...trial.session,
      transactionId: `t${trial.member.id}`,
      roundId: 'x',
      amount: 100,
      currency: 'PHP',
    });
    const refused = await records(trial.token, '');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body.errorCode).toBe('account.trial.forbidden');
    expect((await pnl(trial.token, '')).res.statusCode).toBe(403);

    const visitor = await call(t.app, { method: 'GET', url: '/wps/relay/ODSFE2_MemBetRecord' });
    expect(visitor.res.statusCode).toBe(401);
    for (const q of [
      'startDate=2026-02-01&endDate=2026-01-01',
      'gameType=CASINO',
      'vassalage=bad code',
      'pageSize=500',
      'startDate=01-01-2026',
    ]) {
      const bad = await records(token, q);
      expect(bad.res.statusCode, q).toBe(400);
      expect(bad.body.errorCode).toBe('request_param_err');
    }
    expect((await pnl(token, 'startDate=2026-02-01&endDate=2026-01-01')).res.statusCode).toBe(400);
  });
});
