// npm run bench:points — points accrual from bet events (docs/decisions/1510-points.md "Earning") on
// PostgreSQL: N `bet.settled` events of M members are recorded, then the event dispatcher delivers them
// to the points handler (each in the transaction that marks its delivery done). Prints events per
// second for recording the events alone (the baseline, measured in the same run) and for the accrual,
// with their ratio, and checks the points booked against the sum of valid bets. Asserts nothing.
// BENCH_POINTS_EVENTS (default 10,000), BENCH_POINTS_MEMBERS (default 2,000). PostgreSQL:
// BENCH_DATABASE_URL or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test (a scratch
// database is created and dropped there).
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import type { NewEvent } from '../apps/server/src/events/catalogue.ts';
import { createEventDispatcher } from '../apps/server/src/events/dispatcher.ts';
import { recordEvents } from '../apps/server/src/events/record.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { createEarning } from '../apps/server/src/modules/points/earning.ts';
import { benchBrand, scratchDatabase, silentLog } from './lib/bench-kit.ts';

const EVENTS = Number(process.env.BENCH_POINTS_EVENTS ?? 10_000);
const MEMBERS = Number(process.env.BENCH_POINTS_MEMBERS ?? 2_000);
const BATCH = 500;
const ID = 9510;
const brand = benchBrand(ID, 'benchpoints', 'Bench points');

const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (n: number, ms: number) => `${Math.round((n / ms) * 1000).toLocaleString('en')}/s`;

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const scratch = await scratchDatabase(url, 8);
  const { database } = scratch;
  try {
    await migrate(database);
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
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const deps = {
      config,
      database,
      db: database.db,
      store: createMemoryStore(),
      log: silentLog(),
      now: () => new Date(),
    } as unknown as Deps;
    const dispatcher = createEventDispatcher(deps, 'bench-points', { batch: 200 });
    dispatcher.on('points.earn', ['bet.settled', 'bet.corrected'], createEarning());
    await dispatcher.sync();

    // Valid bets of 1.00 to 60.00 (1 point per 30.00: remainders carried between a member's bets).
    const valid = (i: number) => 100 + ((i * 7919) % 5_901);
    let total = 0;
    const events: NewEvent[] = [];
    for (let i = 0; i < EVENTS; i++) {
      const memberId = m0 + (i % MEMBERS);
      const v = valid(i);
      total += v;
      events.push({
        type: 'bet.settled',
        brandId: ID,
        subject: String(memberId),
        payload: { memberId, vendor: 'BENCH', gameCode: 'G1', betId: `b${i}`, stake: v, validAmount: v, win: 0 },
        at: new Date(),
      });
    }

    let s = performance.now();
    for (let i = 0; i < events.length; i += BATCH) {
      await database.db.transaction((tx) => recordEvents(tx, events.slice(i, i + BATCH)));
    }
    const recording = performance.now() - s;
    console.log(
      `baseline: recording ${EVENTS.toLocaleString('en')} bet.settled events alone   ${secs(recording)}  ${rate(EVENTS, recording)}`,
    );

    s = performance.now();
    const delivered = await dispatcher.drain();
    const accrual = performance.now() - s;
    console.log(
      `points accrual: ${delivered.toLocaleString('en')} deliveries to the points handler   ${secs(accrual)}  ${rate(delivered, accrual)}  (${(accrual / recording).toFixed(1)}x the recording time)`,
    );

    const [sum] = await database.query<{ points: string; carry: string; entries: string }>(
      `SELECT sum(b.points) AS points, sum(b.bet_carry) AS carry,
              (SELECT count(*) FROM point_entries WHERE brand_id = $1) AS entries
         FROM point_balances b WHERE b.brand_id = $1`,
      [ID],
    );
    const unit = 30 * 100;
    const exact = Number(sum?.points) * unit + Number(sum?.carry) === total;
    console.log(
      `booked: ${Number(sum?.points).toLocaleString('en')} points in ${Number(sum?.entries).toLocaleString('en')} entries, ${Number(sum?.carry).toLocaleString('en')} minor units carried; points x 30.00 + carry = valid bets: ${exact}`,
    );
    s = performance.now();
    const again = await dispatcher.drain();
    console.log(`second drain: ${again} deliveries   ${secs(performance.now() - s)}`);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
