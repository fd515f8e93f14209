import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, playerWithSession, TEST_VENDOR, vendorApiSetup } from '../vendor-api/test-helpers.ts';
import { createWalletService } from '../wallet/wallet-service.ts';
import { createBonusEngine } from './engine.ts';
import { bonusExpiryJob } from './expiry-job.ts';

// Races (they prove something on PostgreSQL, where each call has its own connection): the maximum bet
// and the bonus balance under concurrent bets, a grant racing a bet, two grants racing, one bet
// counted once, and the expiry job exactly once with two server copies and a crash.

let t: TestApp;
let brand: Brand;
let client: VendorClient;
let category: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
  const vendor = (await t.app.services.vendors.vendors(brand)).find((v) => v.vassalage === TEST_VENDOR);
  category = String(vendor?.category);
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

type Session = { sessionId: string; playerId: string };
const bet = (s: Session, roundId: string, amount: number, transactionId = id('bet')) =>
  client.bet({ ...s, transactionId, roundId, amount, currency: 'PHP' });

const wagering = (w: Partial<WageringDb> = {}): WageringDb => ({
  multiple: 10,
  base: 'bonus',
  contributions: { [category]: 50 },
  maxBet: 1_000,
  maxWin: null,
  expiresDays: 7,
  ...w,
});

const grant = (memberId: number, amount: number, w: Partial<WageringDb> = {}) =>
  t.app.deps.db.transaction((tx) =>
    t.app.services.bonus.grant(tx, {
      brand,
      memberId,
      promotionId: null,
      sourceKey: `race:${id('g')}`,
      title: { EN: 'Race' },
      amount,
      depositAmount: 0,
      wagering: wagering(w),
      actor: 'system',
    }),
  );

async function money(memberId: number) {
  const [row] = await sqlRows<{ real: string; bonus: string }>(
    t,
    sql`SELECT coalesce(sum(balance) FILTER (WHERE vendor <> '$bonus'), 0) AS real,
               coalesce(sum(balance) FILTER (WHERE vendor = '$bonus'), 0) AS bonus
          FROM wallet_accounts WHERE member_id = ${memberId}`,
  );
  return { real: Number(row?.real), bonus: Number(row?.bonus) };
}

describe('racing bets', () => {
  it('refuses every stake above the maximum bet and never spends more bonus than there is', async () => {
    const p = await playerWithSession(t, client, brand, {});
    await grant(p.member.id, 10_000);
    // 15 bets at the maximum and 10 above it, all at once: the 10 are refused, 10 of the 15 fit the bonus
    const answers = await Promise.all([
      ...Array.from({ length: 15 }, () => bet(p.session, id('r'), 1_000)),
      ...Array.from({ length: 10 }, () => bet(p.session, id('r'), 1_001)),
    ]);
    const codes = answers.map((a) => (a.ok ? 'ok' : a.errorCode));
    expect(codes.slice(15)).toEqual(Array.from({ length: 10 }, () => 'vendor.bonus.max.bet'));
    expect(codes.slice(0, 15).filter((c) => c === 'ok')).toHaveLength(10);
    expect(codes.slice(0, 15).filter((c) => c === 'vendor.funds.insufficient')).toHaveLength(5);
    expect(await money(p.member.id)).toEqual({ real: 0, bonus: 0 });
    const [stakes] = await sqlRows<{ s: string; n: number }>(
      t,
      sql`SELECT sum(b.stake) AS s, count(*)::int AS n FROM bonus_rounds b WHERE b.member_id = ${p.member.id}`,
    );
    expect([Number(stakes?.s), Number(stakes?.n)]).toEqual([10_000, 10]);
  });

  it('a grant racing a bet: the bet sees the bonus whole or not at all', async () => {
    for (let i = 0; i < 8; i++) {
      const p = await playerWithSession(t, client, brand, { amount: 500 });
      const [placed] = await Promise.all([bet(p.session, id('r'), 900), grant(p.member.id, 1_000)]);
      const after = await money(p.member.id);
      if (placed.ok) expect(after).toEqual({ real: 0, bonus: 600 });
      else {
        expect(placed.errorCode).toBe('vendor.funds.insufficient');
        expect(after).toEqual({ real: 500, bonus: 1_000 });
      }
    }
  });

  it('two grants racing: exactly one is made', async () => {
    const p = await playerWithSession(t, client, brand, {});
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => grant(p.member.id, 700)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'bonus.active' });
    expect(await money(p.member.id)).toEqual({ real: 0, bonus: 700 });
  });
});

describe('one bet counts once', () => {
  it('a closing win sent several times at once writes one valid bet and one contribution', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 2_000 });
    const { grantId } = await grant(p.member.id, 1_000);
    const roundId = id('r');
    expect((await bet(p.session, roundId, 800)).ok).toBe(true);
    const win = { ...p.session, transactionId: id('win'), roundId, amount: 100, currency: 'PHP', roundEnded: true };
    const wins = await Promise.all(Array.from({ length: 6 }, () => client.win(win)));
    expect(wins.every((w) => w.ok)).toBe(true);
    // and a second closing win of the settled round is refused
    const late = await client.win({ ...win, transactionId: id('win') });
    expect(late.ok).toBe(false);
    const rows = await sqlRows<{ counted: string; valid_amount: string }>(
      t,
      sql`SELECT counted, valid_amount FROM bonus_contributions WHERE grant_id = ${grantId}`,
    );
    expect(rows.map((r) => [Number(r.valid_amount), Number(r.counted)])).toEqual([[800, 400]]);
    const [g] = await sqlRows<{ wagered: string }>(t, sql`SELECT wagered FROM bonus_grants WHERE id = ${grantId}`);
    expect(Number(g?.wagered)).toBe(400);
  });
});

describe('the expiry job', () => {
  it('expires each grant past its expiry exactly once, with two copies ticking and a crash mid-run', async () => {
    const p1 = await playerWithSession(t, client, brand, {});
    const p2 = await playerWithSession(t, client, brand, {});
    const keep = await playerWithSession(t, client, brand, {});
    const g1 = await grant(p1.member.id, 1_100, { expiresDays: 1 });
    const g2 = await grant(p2.member.id, 1_200, { expiresDays: 1 });
    const g3 = await grant(keep.member.id, 1_300, { expiresDays: 3 });
    t.clock.set(new Date(t.clock.now().getTime() + 2 * 86_400_000));
    const other = await secondCopy(t);
    // The first run dies after its first grant expired, inside its transaction: it must leave nothing.
    await sqlRows(t, sql`CREATE SEQUENCE IF NOT EXISTS test_bonus_crash`);
    await sqlRows(
      t,
      sql`CREATE OR REPLACE FUNCTION test_bonus_crash() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.status = 'expired' AND nextval('test_bonus_crash') = 1 THEN
              RAISE EXCEPTION 'simulated crash in the expiry run';
            END IF;
            RETURN NEW;
          END $$`,
    );
    await sqlRows(
      t,
      sql`CREATE TRIGGER test_bonus_crash AFTER UPDATE ON bonus_grants FOR EACH ROW EXECUTE FUNCTION test_bonus_crash()`,
    );
    try {
      const b = createJobRunner(other.deps, 'copy-b');
      b.define(bonusExpiryJob(other.deps, createBonusEngine(other.deps, createWalletService(other.deps))));
      const a = t.app.services.platform.jobs;
      for (let i = 0; i < 6; i++) {
        await Promise.all([a.tick(), b.tick()]);
        t.clock.advance(31_000);
      }
    } finally {
      await sqlRows(t, sql`DROP TRIGGER test_bonus_crash ON bonus_grants`);
      await other.close();
    }
    const grants = await sqlRows<{ id: string; status: string; forfeited: string }>(
      t,
      sql`SELECT id, status, forfeited FROM bonus_grants WHERE id IN (${g1.grantId}, ${g2.grantId}, ${g3.grantId}) ORDER BY id`,
    );
    expect(grants.map((g) => [g.status, Number(g.forfeited)])).toEqual([
      ['expired', 1_100],
      ['expired', 1_200],
      ['active', 0],
    ]);
    const ends = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key IN (${`bonus-end:${g1.grantId}`}, ${`bonus-end:${g2.grantId}`})`,
    );
    expect(Number(ends[0]?.n)).toBe(2);
    const events = await sqlRows<{ subject: string }>(
      t,
      sql`SELECT subject FROM domain_events WHERE type = 'bonus.ended' AND subject IN (${String(p1.member.id)}, ${String(p2.member.id)})`,
    );
    expect(events).toHaveLength(2);
    const failed = await sqlRows<{ attempts: number }>(
      t,
      sql`SELECT max(attempts) AS attempts FROM job_runs WHERE job_type = 'bonus.expire'`,
    );
    expect(Number(failed[0]?.attempts)).toBeGreaterThanOrEqual(2);
    expect(await money(p1.member.id)).toEqual({ real: 0, bonus: 0 });
  });
});
