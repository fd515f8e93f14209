import type { TRecallRound } from '@app/contracts/calls/backoffice-rg';
import type { THouseSession } from '@app/contracts/calls/house';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { seedHash } from '../house/fair-node.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { fund, launchToken } from '../vendor-api/test-helpers.ts';
import { localDay } from '../wallet/money.ts';

// Game recall (issue 20 item 5): any round of a member with each move and the balances around it, and
// for a house round the engine's bet, outcome and seeds; read by support, refused to finance. The RTP
// report per game against the published figure.

let t: TestApp;
let brand: Brand;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
  for (const role of ['support', 'finance'] as const) tokens[role] = await signInStaff(t, await makeStaff(t, { role }));
});
afterAll(() => t.close());

const get = (url: string, role = 'support') => call(t.app, { method: 'GET', url, token: tokens[role] });

type Recall = {
  round: TRecallRound;
  moves: { action: string; amount: number; balanceBefore: number | null; balanceAfter: number | null }[];
  house: { kind: string; serverSeed: string | null; serverSeedHash: string; outcome: unknown } | null;
};

describe('game recall', () => {
  it("shows a member's house rounds with each move, the balances around it and the verifiable outcome", async () => {
    const { member, token } = await signedInMember(t.app);
    await fund(t, brand, member.id, 100_000);
    const launch = await launchToken(t, token, 'STF', 'STF_0003');
    const [game] = await sqlRows<{ node_id: string }>(t, sql`SELECT node_id FROM games WHERE game_code = 'STF_0003'`);
    const opened = await call(t.app, {
      method: 'POST',
      url: '/house/session',
      payload: { token: launch, nodeId: game?.node_id },
    });
    const session = opened.body.value as THouseSession;
    const lineBet = session.game.slot?.lineBets[0] ?? 1;
    for (const seed of ['a', 'b']) {
      const spun = await call(t.app, {
        method: 'POST',
        url: '/house/slot/spin',
        payload: { session: session.session, lineBet, clientSeed: seed },
      });
      expect(spun.res.statusCode, JSON.stringify(spun.body)).toBe(200);
    }

    const listed = await get(`/backoffice/api/rg/rounds?username=${member.username}`);
    expect(listed.body.success, JSON.stringify(listed.body)).toBe(true);
    const { list, total } = listed.body.value as { list: TRecallRound[]; total: number };
    expect(total).toBe(2);
    expect(list.map((r) => r.status)).toEqual(['settled', 'settled']);

    const first = list[1] as TRecallRound;
    const detail = await get(`/backoffice/api/rg/round?id=${first.id}`);
    const recall = detail.body.value as Recall;
    expect(recall.round).toMatchObject({
      id: first.id,
      username: member.username,
      vendor: 'STF',
      gameCode: 'STF_0003',
    });
    const [bet, win] = recall.moves;
    expect(bet).toMatchObject({ action: 'bet', amount: first.stake, balanceBefore: 1000 });
    expect(bet?.balanceAfter).toBeCloseTo(1000 - first.stake, 2);
    // The closing win is booked even when it pays nothing (then no money moved: no balances).
    expect(win).toMatchObject({ action: 'win', amount: first.win });
    expect(win?.balanceAfter ?? bet?.balanceAfter).toBeCloseTo((bet?.balanceAfter ?? 0) + first.win, 2);
    expect(recall.house?.kind).toBe('slot');
    expect(recall.house?.serverSeed).toMatch(/^[0-9a-f]+$/);
    expect(seedHash(recall.house?.serverSeed ?? '')).toBe(recall.house?.serverSeedHash);
    expect(recall.house?.outcome).toBeTruthy();

    // The RTP report counts the two spins from the valid-bet record, beside the slot's published RTP.
    const day = localDay(brand, t.clock.now());
    const report = await get(`/backoffice/api/rg/rtp?from=${day}&to=${day}`, 'finance');
    const line = (report.body.value as { list: Record<string, unknown>[] }).list.find((l) => l.gameCode === 'STF_0003');
    const stake = list.reduce((n, r) => n + r.stake, 0);
    const won = list.reduce((n, r) => n + r.win, 0);
    expect(line).toMatchObject({ vendor: 'STF', bets: 2, actualBp: Math.round((won / stake) * 10_000) });
    expect(line?.stake).toBeCloseTo(stake, 2);
    expect(line?.publishedBp).toBeGreaterThanOrEqual(9400);
    expect(line?.publishedBp).toBeLessThanOrEqual(9750);
  });

  it('refuses the wrong role, an unknown member and an unknown round', async () => {
    expect((await get('/backoffice/api/rg/rounds?username=x', 'finance')).res.statusCode).toBe(403);
    expect((await get('/backoffice/api/rg/rounds?username=nobody-at-all')).body).toMatchObject({
      success: false,
      errorCode: 'rg.member.not.found',
    });
    expect((await get('/backoffice/api/rg/round?id=999999999')).res.statusCode).toBe(404);
    expect((await get('/backoffice/api/rg/round?id=abc')).res.statusCode).toBe(400);
    const reversed = await get('/backoffice/api/rg/rtp?from=2026-03-02&to=2026-03-01');
    expect(reversed.body).toMatchObject({ success: false, errorCode: 'reports.range.reversed' });
    const long = await get('/backoffice/api/rg/rtp?from=2026-01-01&to=2026-06-01');
    expect(long.body).toMatchObject({ success: false, errorCode: 'reports.range.too.long' });
    expect((await get('/backoffice/api/rg/rtp?from=2026-02-31&to=2026-03-01')).res.statusCode).toBe(400);
  });
});
