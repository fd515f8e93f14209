// npm run bench:promotions — the periodic promotion kinds (docs/decisions/1300-promotions.md "Periodic
// kinds") on PostgreSQL. (1) A daily rebate run over 1,000,000 valid bets of 20,000 members (goal
// <= 30 s), against the plain sum of the same day by member (the valid-bet service's query) as the
// baseline in the same run. (2) Red envelope claims by 200 members at once for 200 shares (p50/p99),
// against the same number of claims made one after another on a second round. Prints figures and
// ratios; asserts nothing. PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test (a scratch database is created and dropped there).
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { periodKey } from '../apps/server/src/modules/agent-payouts/periods.ts';
import { createBonusEngine } from '../apps/server/src/modules/bonus/engine.ts';
import { createEnvelopes } from '../apps/server/src/modules/envelopes/service.ts';
import { createPromotionPayouts, subjectOf } from '../apps/server/src/modules/promotion-payouts/service.ts';
import { createValidBetsService, periodOf } from '../apps/server/src/modules/valid-bets/sums.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet-service.ts';
import { benchBrand, scratchDatabase, silentLog } from './lib/bench-kit.ts';

const BETS = Number(process.env.BENCH_PROMO_BETS ?? 1_000_000);
const MEMBERS = 20_000;
const CLAIMERS = 200;
const DAY = '2030-03-02';
const ID = 9300;
const brand = benchBrand(ID, 'benchpromo', 'Bench promotions');
const CASH = { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, maxWin: null, expiresDays: 7 };

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await scratchDatabase(url, 24);
  const { database } = scratch;
  try {
    await migrate(database);
    const span = periodOf(brand, DAY);
    const t0 = performance.now();
    await database.query('INSERT INTO brands (id, merchant_code, name) VALUES ($1, $2, $3)', [
      ID,
      brand.merchantCode,
      brand.name,
    ]);
    await database.query(
      `INSERT INTO members (brand_id, username, created_at)
       SELECT $1::int, 'p' || g, '2030-01-01'::timestamptz FROM generate_series(1, ${MEMBERS}) g`,
      [ID],
    );
    const [m] = await database.query<{ id: string }>('SELECT min(id) AS id FROM members WHERE brand_id = $1', [ID]);
    const m0 = Number(m?.id);
    await database.query(
      `INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, category, vendor_id, game_id, round_id,
                               stake, valid_amount, win, settled_at)
       SELECT 'vendor', g, 0, $1::int, $2::bigint + g % ${MEMBERS}, (ARRAY['slots','live','sports','fish'])[1 + g % 4],
              1, 1, 'r' || g, 100 + g % 900, 100 + g % 900, (g % 7) * 50,
              $3::timestamptz + (g::float8 / $4) * interval '1 day' - interval '1 ms'
         FROM generate_series(1, $4::int) g`,
      [ID, m0, span.start.toISOString(), BETS],
    );
    const rules = (kind: string, extra: Record<string, unknown>) => JSON.stringify({ kind, wagering: CASH, ...extra });
    const [rebate] = await database.query<{ id: string }>(
      `INSERT INTO promotions (brand_id, code, kind, category, status, starts_at, title, art, eligibility, rules, created_at, updated_at)
       VALUES ($1, 'rebate', 'rebate', 'rebate', 'published', '2030-01-01', '{"EN":"Rebate"}', '{"motif":"coins","hue":1}',
               '{"tags":[],"newMembersDays":null}', $2::jsonb, now(), now()) RETURNING id`,
      [
        ID,
        rules('rebate', { period: 'daily', rates: { slots: 80, live: 50, sports: 30 }, minPayout: 100, cap: 500_000 }),
      ],
    );
    await database.exec('VACUUM ANALYZE');
    console.log(
      `seeded in ${secs(performance.now() - t0)}: ${BETS.toLocaleString('en')} valid bets, ${MEMBERS.toLocaleString('en')} members\n`,
    );

    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    let clock = new Date(span.end.getTime() + 10 * 60_000);
    const deps = {
      config,
      database,
      db: database.db,
      store: createMemoryStore(),
      log: silentLog(),
      now: () => clock,
    } as unknown as Deps;
    const brands = { byId: async () => brand, list: async () => [brand] };

    // (1) The rebate run against the plain sum of the day by member.
    const validBets = createValidBetsService(deps);
    let s = performance.now();
    const sums = await validBets.sums(brand, 'member', DAY);
    const baseline = performance.now() - s;
    const payouts = createPromotionPayouts(deps, brands as never);
    s = performance.now();
    const paid = await database.db.transaction((tx) => payouts.pay(tx, subjectOf(ID, Number(rebate?.id)), span));
    const run = performance.now() - s;
    console.log(`baseline: sum of the day by member (${sums.length} members)   ${secs(baseline)}`);
    console.log(
      `rebate run: ${paid.issued} rewards, ${paid.total.toLocaleString('en')} minor units   ${secs(run)}  (${(run / baseline).toFixed(1)}x baseline; goal <= 30 s)`,
    );
    s = performance.now();
    const rerun = await database.db.transaction((tx) => payouts.pay(tx, subjectOf(ID, Number(rebate?.id)), span));
    console.log(
      `rerun of the same period: ${rerun.issued} new rewards   ${secs(performance.now() - s)}  (${periodKey(span)})\n`,
    );

    // (2) Red envelope claims: 200 at once against 200 one after another.
    const wallet = createWalletService(deps);
    const envelopes = createEnvelopes(deps, wallet, createBonusEngine(deps, wallet));
    const [env] = await database.query<{ id: string }>(
      `INSERT INTO promotions (brand_id, code, kind, category, status, starts_at, title, art, eligibility, rules, created_at, updated_at)
       VALUES ($1, 'envelope', 'envelope', 'daily', 'published', '2030-01-01', '{"EN":"Envelope"}', '{"motif":"envelope","hue":1}',
               '{"tags":[],"newMembersDays":null}', $2::jsonb, now(), now()) RETURNING id`,
      [ID, rules('envelope', { times: ['12:00', '13:00'], windowMinutes: 30, pool: 10_000_000, shares: CLAIMERS })],
    );
    const envId = Number(env?.id);
    const noon = new Date(span.start.getTime() + 12 * 3_600_000 + 86_400_000);
    const claimRound = async (opensAt: Date, concurrent: boolean, firstMember: number) => {
      await database.db.transaction((tx) => envelopes.open(tx, brand, envId, opensAt));
      clock = new Date(opensAt.getTime() + 60_000);
      const times: number[] = [];
      const one = async (i: number) => {
        const a = performance.now();
        await envelopes.claim(brand, firstMember + i, envId, 'EN', `bench-${opensAt.getTime()}-${i}`);
        times.push(performance.now() - a);
      };
      const w = performance.now();
      if (concurrent) await Promise.all(Array.from({ length: CLAIMERS }, (_, i) => one(i)));
      else for (let i = 0; i < CLAIMERS; i++) await one(i);
      return { times, wall: performance.now() - w };
    };
    // Accounts opened first, so both rounds measure claims alone.
    for (let i = 0; i < 2 * CLAIMERS; i++) await wallet.book.member(database.db, ID, m0 + i, brand.settings.currency);
    const seq = await claimRound(noon, false, m0);
    const par = await claimRound(new Date(noon.getTime() + 3_600_000), true, m0 + CLAIMERS);
    const [sum] = await database.query<{ n: string; total: string }>(
      'SELECT count(*) AS n, sum(amount) AS total FROM envelope_shares c JOIN envelope_rounds r ON r.id = c.round_id WHERE r.promotion_id = $1 AND c.member_id IS NOT NULL',
      [envId],
    );
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(
      `baseline: ${CLAIMERS} claims one after another   p50 ${ms(pct(seq.times, 50))}  p99 ${ms(pct(seq.times, 99))}  wall ${secs(seq.wall)}`,
    );
    console.log(
      `${CLAIMERS} claims at once for ${CLAIMERS} shares   p50 ${ms(pct(par.times, 50))}  p99 ${ms(pct(par.times, 99))}  wall ${secs(par.wall)}  (p99 ${(pct(par.times, 99) / pct(seq.times, 99)).toFixed(1)}x baseline)`,
    );
    console.log(`claims written: ${sum?.n} summing to ${sum?.total} (pool 10,000,000 per round)`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
