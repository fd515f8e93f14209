import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { admin } from '../../../test/games.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, playerWithSession, TEST_VENDOR, vendorApiSetup } from '../vendor-api/test-helpers.ts';
import { recordSettledBets } from './record.ts';

// What the valid-bet record does beyond a plain settlement (docs/valid-bets.md): the brand's
// exclusions, correcting rows when a settled bet changes, and rows that cannot be edited.

let t: TestApp;
let brand: Brand;
let client: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());

type Session = { sessionId: string; playerId: string };

/** A real-money round of `stake` closed by a win of `paid`; returns its round id. */
async function settledRound(s: Session, stake: number, paid: number): Promise<string> {
  const roundId = id('round');
  expect(await client.bet({ ...s, transactionId: id('bet'), roundId, amount: stake, currency: 'PHP' })).toMatchObject({
    ok: true,
  });
  expect(await client.win({ ...s, transactionId: id('win'), roundId, amount: paid, currency: 'PHP' })).toMatchObject({
    ok: true,
  });
  return roundId;
}

async function rowsOf(roundId: string) {
  const rows = await sqlRows<{ seq: number; stake: string; valid_amount: string; win: string }>(
    t,
    sql`SELECT seq, stake, valid_amount, win FROM valid_bets WHERE round_id = ${roundId} ORDER BY seq`,
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    stake: Number(r.stake),
    valid: Number(r.valid_amount),
    win: Number(r.win),
  }));
}

async function sumOf(roundId: string) {
  const rows = await rowsOf(roundId);
  return rows.reduce((a, r) => ({ stake: a.stake + r.stake, valid: a.valid + r.valid, win: a.win + r.win }), {
    stake: 0,
    valid: 0,
    win: 0,
  });
}

async function vendorRow() {
  const [v] = await sqlRows<{ id: number }>(t, sql`SELECT id FROM game_vendors WHERE vassalage = ${TEST_VENDOR}`);
  if (!v) throw new Error('test vendor missing');
  return { id: v.id, vassalage: TEST_VENDOR };
}

describe('valid bets beyond a plain settlement', () => {
  it('count 0 valid for the categories and vendors the brand excludes, keeping stake and win', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    try {
      expect((await admin(t, 'settings', 'set', 'validBetExcludedCategories', '["RNG"]')).code).toBe(0);
      expect(await rowsOf(await settledRound(p.session, 900, 100))).toEqual([
        { seq: 0, stake: 900, valid: 0, win: 100 },
      ]);
      await admin(t, 'settings', 'set', 'validBetExcludedCategories', '[]');
      expect((await admin(t, 'settings', 'set', 'validBetExcludedVendors', `["${TEST_VENDOR}"]`)).code).toBe(0);
      expect(await rowsOf(await settledRound(p.session, 800, 0))).toEqual([{ seq: 0, stake: 800, valid: 0, win: 0 }]);
      await admin(t, 'settings', 'set', 'validBetExcludedVendors', '[]');
      expect(await rowsOf(await settledRound(p.session, 700, 50))).toEqual([
        { seq: 0, stake: 700, valid: 700, win: 50 },
      ]);
    } finally {
      await admin(t, 'settings', 'set', 'validBetExcludedCategories', '[]');
      await admin(t, 'settings', 'set', 'validBetExcludedVendors', '[]');
    }
    expect((await admin(t, 'settings', 'set', 'validBetExcludedCategories', '["CASINO"]')).code).not.toBe(0);
  });

  it('write a correcting row when a settled round changes, so the rows always sum to what the round is', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = await settledRound(p.session, 1_000, 2_500);
    const vendor = await vendorRow();
    const record = () =>
      t.app.deps.db.transaction((tx) =>
        recordSettledBets(tx, {
          session: { brand, memberId: p.member.id, freePlay: false },
          vendor,
          roundId,
          at: t.clock.now(),
        }),
      );
    // Nothing changed: nothing to write.
    expect(await record()).toBeNull();
    // A part of the stake is taken back and the payout restated (as a vendor's resettlement would).
    await sqlRows(
      t,
      sql`UPDATE bet_rounds SET bet_minor = 600, win_minor = 1500 WHERE member_id = ${p.member.id} AND round_id = ${roundId}`,
    );
    expect(await record()).toEqual({ seq: 1, stake: -400, validAmount: -400, win: -1_000 });
    expect(await sumOf(roundId)).toEqual({ stake: 600, valid: 600, win: 1_500 });
    // Voided: the round is no longer settled, its stake refunded; it counts 0.
    await sqlRows(
      t,
      sql`UPDATE bet_rounds SET bet_minor = 0, win_minor = 0, status = 'rolled_back' WHERE member_id = ${p.member.id} AND round_id = ${roundId}`,
    );
    expect(await record()).toEqual({ seq: 2, stake: -600, validAmount: -600, win: -1_500 });
    expect(await record()).toBeNull();
    expect(await sumOf(roundId)).toEqual({ stake: 0, valid: 0, win: 0 });
    expect((await rowsOf(roundId)).map((r) => r.seq)).toEqual([0, 1, 2]);
    expect(
      (await eventsOf(t.database, 'bet.corrected', `bet:${TEST_VENDOR}:${roundId}`)).map((e) => e.payload),
    ).toMatchObject([
      { memberId: p.member.id, betId: roundId, stake: -400, validAmount: -400, win: -1_000 },
      { memberId: p.member.id, betId: roundId, stake: -600, validAmount: -600, win: -1_500 },
    ]);
    expect(await eventsOf(t.database, 'bet.settled', `bet:${TEST_VENDOR}:${roundId}`)).toHaveLength(1);
  });

  it('are never changed or deleted', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = await settledRound(p.session, 100, 0);
    await expect(sqlRows(t, sql`UPDATE valid_bets SET stake = 0 WHERE round_id = ${roundId}`)).rejects.toThrow(
      /immutable/,
    );
    await expect(sqlRows(t, sql`DELETE FROM valid_bets WHERE round_id = ${roundId}`)).rejects.toThrow(/immutable/);
    await expect(sqlRows(t, sql`TRUNCATE valid_bets`)).rejects.toThrow(/immutable/);
    expect(await rowsOf(roundId)).toEqual([{ seq: 0, stake: 100, valid: 100, win: 0 }]);
  });
});
