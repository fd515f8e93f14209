import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, failCommitsRecording } from '../../../test/events.ts';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectValidBetsMatchRecords } from '../../../test/valid-bets.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, ledgerCount, playerWithSession, TEST_VENDOR, vendorApiSetup } from '../vendor-api/test-helpers.ts';

// The valid-bet record written by the vendor API (docs/valid-bets.md): one row per settled round in
// the win's transaction, with the round's amounts, the member's uplines and the bet.settled event.

let t: TestApp;
let brand: Brand;
let client: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());
afterEach(async () => {
  await expectConservation(t.database);
  await expectValidBetsMatchRecords(t.database);
});

type Session = { sessionId: string; playerId: string };
const bet = (s: Session, roundId: string, amount: number, transactionId = id('bet')) =>
  client.bet({ ...s, transactionId, roundId, amount, currency: 'PHP' });
const win = (s: Session, roundId: string, amount: number, roundEnded = true, transactionId = id('win')) =>
  client.win({ ...s, transactionId, roundId, amount, currency: 'PHP', roundEnded });
const rollback = (s: Session, roundId: string, betTransactionId: string) =>
  client.rollback({ ...s, transactionId: id('rb'), betTransactionId, roundId, currency: 'PHP' });

interface Row {
  source: string;
  source_id: number;
  seq: number;
  brand_id: number;
  member_id: number;
  upline_path: number[];
  category: string;
  vendor_id: number;
  game_id: number;
  round_id: string;
  stake: number;
  valid_amount: number;
  win: number;
  settled_at: Date;
}

async function rowsOf(roundId: string): Promise<Row[]> {
  const rows = await sqlRows<Record<string, unknown>>(
    t,
    sql`SELECT * FROM valid_bets WHERE round_id = ${roundId} ORDER BY seq`,
  );
  return rows.map((r) => ({
    ...(r as unknown as Row),
    source_id: Number(r.source_id),
    seq: Number(r.seq),
    member_id: Number(r.member_id),
    game_id: Number(r.game_id),
    upline_path: (r.upline_path as (number | string)[]).map(Number),
    stake: Number(r.stake),
    valid_amount: Number(r.valid_amount),
    win: Number(r.win),
    settled_at: new Date(r.settled_at as string),
  }));
}

async function roundOf(memberId: number, roundId: string) {
  const [r] = await sqlRows<{
    id: number | string;
    game_id: number | string;
    vendor_id: number;
    settled_at: Date | string;
  }>(
    t,
    sql`SELECT id, game_id, vendor_id, settled_at FROM bet_rounds WHERE member_id = ${memberId} AND round_id = ${roundId}`,
  );
  if (!r) throw new Error(`no round ${roundId}`);
  return { id: Number(r.id), gameId: Number(r.game_id), vendorId: r.vendor_id, settledAt: new Date(r.settled_at) };
}

describe('the valid-bet record of the vendor API', () => {
  it('writes one row when a round settles: its stakes not rolled back, its wins, the uplines, and bet.settled', async () => {
    const top = await createMember(t.app, { brandId: brand.id });
    const agent = await createMember(t.app, { brandId: brand.id, uplineId: top.id });
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    await sqlRows(t, sql`UPDATE members SET upline_id = ${agent.id} WHERE id = ${p.member.id}`);
    const roundId = id('round');
    const kept = id('bet');
    const dropped = id('bet');
    await bet(p.session, roundId, 1_000, kept);
    await bet(p.session, roundId, 700, dropped);
    expect(await rollback(p.session, roundId, dropped)).toMatchObject({ ok: true, value: { amount: 700 } });
    await win(p.session, roundId, 300, false);
    expect(await rowsOf(roundId), 'a round still open is not a settled bet').toEqual([]);
    t.clock.advance(5_000);
    const closing = id('win');
    expect(await win(p.session, roundId, 1_200, true, closing)).toMatchObject({ ok: true });
    const round = await roundOf(p.member.id, roundId);
    expect(await rowsOf(roundId)).toEqual([
      {
        source: 'vendor',
        source_id: round.id,
        seq: 0,
        brand_id: brand.id,
        member_id: p.member.id,
        upline_path: [top.id, agent.id],
        category: 'RNG',
        vendor_id: round.vendorId,
        game_id: round.gameId,
        round_id: roundId,
        stake: 1_000,
        valid_amount: 1_000,
        win: 1_500,
        settled_at: round.settledAt,
      },
    ]);
    const subject = `bet:${TEST_VENDOR}:${roundId}`;
    expect(await eventsOf(t.database, 'bet.settled', subject)).toMatchObject([
      {
        brandId: brand.id,
        at: round.settledAt,
        payload: {
          memberId: p.member.id,
          vendor: TEST_VENDOR,
          gameCode: `${TEST_VENDOR}_0003`,
          betId: roundId,
          stake: 1_000,
          validAmount: 1_000,
          win: 1_500,
        },
      },
    ]);
    // A repeat of the closing win answers as before and writes nothing more.
    await win(p.session, roundId, 1_200, true, closing);
    expect(await rowsOf(roundId)).toHaveLength(1);
    expect(await eventsOf(t.database, 'bet.settled', subject)).toHaveLength(1);
  });

  it('records a losing round closed by a win of 0, and nothing for rounds rolled back or left open', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const lost = id('round');
    await bet(p.session, lost, 400);
    expect(await win(p.session, lost, 0)).toMatchObject({ ok: true, value: { walletTransactionId: null } });
    expect(await rowsOf(lost)).toMatchObject([{ seq: 0, stake: 400, valid_amount: 400, win: 0, upline_path: [] }]);

    const voided = id('round');
    const b = id('bet');
    await bet(p.session, voided, 500, b);
    await rollback(p.session, voided, b);
    const open = id('round');
    await bet(p.session, open, 600);
    expect(await rowsOf(voided)).toEqual([]);
    expect(await rowsOf(open)).toEqual([]);
  });

  it('records nothing for free play (play money is no bet)', async () => {
    const p = await playerWithSession(t, client, brand, { accountType: 4 });
    const roundId = id('round');
    await bet(p.session, roundId, 5_000);
    expect(await win(p.session, roundId, 2_000)).toMatchObject({ ok: true });
    expect(await rowsOf(roundId)).toEqual([]);
  });

  it('settles once when closing wins race, and keeps the money and its row together when the commit fails', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const raced = id('round');
    await bet(p.session, raced, 1_000);
    const wins = await Promise.all([1, 2, 3, 4].map(() => win(p.session, raced, 500)));
    expect(wins.filter((w) => w.ok)).toHaveLength(1);
    expect(await rowsOf(raced)).toMatchObject([{ seq: 0, stake: 1_000, win: 500 }]);

    const roundId = id('round');
    await bet(p.session, roundId, 2_000);
    const closing = id('win');
    const restore = await failCommitsRecording(t.database, 'bet.settled');
    try {
      expect(await win(p.session, roundId, 3_000, true, closing)).toMatchObject({ ok: false, status: 500 });
    } finally {
      await restore();
    }
    expect(await rowsOf(roundId)).toEqual([]);
    expect(await ledgerCount(t, `game:${TEST_VENDOR}:${closing}`)).toBe(0);
    expect(await eventsOf(t.database, 'bet.settled', `bet:${TEST_VENDOR}:${roundId}`)).toEqual([]);
    // The same win again (safe after unknown_error) settles the round, once.
    expect(await win(p.session, roundId, 3_000, true, closing)).toMatchObject({ ok: true });
    expect(await rowsOf(roundId)).toMatchObject([{ seq: 0, stake: 2_000, win: 3_000 }]);
    expect(await ledgerCount(t, `game:${TEST_VENDOR}:${closing}`)).toBe(1);
  });
});
