import type { TBoardRowBo } from '@app/contracts/calls/backoffice-missions';
import type { TBoard } from '@app/contracts/calls/missions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, demoBrandId, sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Deps } from '../../deps.ts';
import { recordEvents } from '../../events/record.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { pointsBalance } from '../points/ledger.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { createBoardsService, PAY_JOB } from './boards.ts';
import { missionsJobs } from './jobs.ts';
import { periodKey } from './periods.ts';

// Leaderboards (issue 19 item 3; docs/decisions/1530-missions.md): scores from bet events, ties to whoever
// reached the score first, the top 100 with the member's own place; prizes paid once by the job with two
// copies racing (PostgreSQL), and the back office's boards with their bad inputs.

let t: TestApp;
let brand: Brand;
let other: Awaited<ReturnType<typeof secondCopy>>;
let staffToken: string;
const T0 = new Date('2030-03-05T03:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  brand = await t.app.services.brands.fresh(await demoBrandId(t.app));
  other = await secondCopy(t);
  // The demo boards stay out of the way: each test makes the boards it reads.
  await sqlRows(t, sql`UPDATE leaderboards SET active = false`);
});
beforeEach(async () => {
  staffToken = await signInStaff(t, await makeStaff(t, { role: 'finance' }));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  call(t.app, { method, url, token: staffToken, payload, headers: { 'user-agent': 'vitest' } });

const unseen = (s: string) =>
  s
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:') && !l.startsWith('sessions:'))
    .join('\n');

async function bet(
  memberId: number,
  validAmount: number,
  win = 0,
  type: 'bet.settled' | 'bet.corrected' = 'bet.settled',
) {
  await t.app.deps.db.transaction((tx) =>
    recordEvents(tx, [
      {
        type,
        brandId: brand.id,
        subject: `bet:${memberId}`,
        payload: {
          memberId,
          vendor: 'HOUSE',
          gameCode: 'x',
          betId: `b${Math.random()}`,
          stake: validAmount,
          validAmount,
          win,
        },
        at: t.clock.now(),
      },
    ]),
  );
}

describe('leaderboards', () => {
  let board: TBoardRowBo;
  const unit = () => 10 ** brand.settings.minorUnits;

  it('refuses bad prize tables and edits with their codes, changing nothing', async () => {
    const base = {
      code: 'lb-day',
      metric: 'validBet',
      cadence: 'daily',
      titles: { EN: 'Top bettors', CN: '投注榜' },
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'points', amount: 100, wageringMultiple: 0 },
        { fromRank: 2, toRank: 3, kind: 'cash', amount: 5, wageringMultiple: 0 },
      ],
    };
    const made = await staff('POST', '/backoffice/api/leaderboards', { board: base, reason: 'test board' });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    board = made.body.value as TBoardRowBo;
    const before = unseen(await snapshot(t.database));
    const p = (fromRank: number, toRank: number, extra: Record<string, unknown> = {}) => ({
      fromRank,
      toRank,
      kind: 'points',
      amount: 10,
      wageringMultiple: 0,
      ...extra,
    });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...base, code: 'lb-2', prizes: [p(1, 3), p(3, 5)] }, 'leaderboards.prizes.invalid'],
      [{ ...base, code: 'lb-2', prizes: [p(5, 2)] }, 'leaderboards.prizes.invalid'],
      [{ ...base, code: 'lb-2', prizes: [p(1, 1, { wageringMultiple: 2 })] }, 'leaderboards.prizes.invalid'],
      [{ ...base, code: 'lb-2', prizes: [p(1, 101)] }, 'request_param_err'],
      [{ ...base, code: 'lb-2', metric: 'loss' }, 'request_param_err'],
      [{ ...base }, 'missions.code.taken'],
    ];
    for (const [b, code] of bad) {
      const r = await staff('POST', '/backoffice/api/leaderboards', { board: b, reason: 'bad' });
      expect(r.body, JSON.stringify(b)).toMatchObject({ success: false, errorCode: code });
    }
    const edit = (id: number, b: Record<string, unknown>) =>
      staff('PUT', '/backoffice/api/leaderboards', { id, board: b, active: true, reason: 'edit' });
    expect((await edit(board.id, { ...base, metric: 'win' })).body).toMatchObject({ errorCode: 'missions.invalid' });
    expect((await edit(999_999, base)).body).toMatchObject({ errorCode: 'leaderboards.not.found' });
    const standings = await staff('GET', `/backoffice/api/leaderboards/standings?id=${board.id}&period=2030-13-01`);
    expect(standings.body).toMatchObject({ success: false, errorCode: 'request_param_err' });
    expect(unseen(await snapshot(t.database))).toBe(before);
  });

  it('ranks by score, ties to whoever reached it first, and shows the member their own place', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createMember(t.app, { brandId: brand.id })));
    if (!a || !b || !c || !d) throw new Error('members');
    await bet(b.id, 20 * unit());
    t.clock.advance(1_000);
    await bet(a.id, 50 * unit());
    t.clock.advance(1_000);
    await bet(b.id, 30 * unit()); // b reaches 50 after a: a ranks first
    await bet(c.id, 30 * unit());
    await bet(d.id, 80 * unit());
    await bet(d.id, -60 * unit(), 0, 'bet.corrected'); // d drops to 20
    await t.app.services.platform.events.drain();
    const token = await sessionFor(t.app, b);
    const r = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getMissionLeaderboard', token });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const view = (r.body.value as { boards: TBoard[] }).boards.find((x) => x.id === board.id);
    expect(view?.period).toBe(periodKey('daily', t.clock.now(), brand.settings.timezoneOffsetMinutes));
    expect(view?.top.map((row) => [row.rank, row.score, row.me])).toEqual([
      [1, 50, false],
      [2, 50, true],
      [3, 30, false],
      [4, 20, false],
    ]);
    expect(view?.top[1]?.name).toBe(b.username);
    expect(view?.top[0]?.name).not.toBe(a.username);
    expect(view?.mine).toEqual({ rank: 2, score: 50 });
    const st = await staff('GET', `/backoffice/api/leaderboards/standings?id=${board.id}`);
    expect((st.body.value as { rows: Array<{ username: string }> }).rows.map((x) => x.username)).toEqual([
      a.username,
      b.username,
      c.username,
      d.username,
    ]);
  });

  it('pays the ended period once with two copies racing, points to the ledger and cash to the reward centre', async () => {
    const period = periodKey('daily', t.clock.now(), brand.settings.timezoneOffsetMinutes);
    t.clock.advance(86_400_000);
    const copy = (deps: Deps, name: string) => {
      const jobs = createJobRunner(deps, name);
      for (const j of missionsJobs(createBoardsService(deps), jobs, deps.db)) jobs.define(j);
      return jobs;
    };
    const copies = [copy(t.app.deps, 'copy-a'), copy(other.deps, 'copy-b')];
    for (let round = 0; round < 4; round++) await Promise.all(copies.map((c) => c.tick()));
    const runs = await sqlRows<{ status: string; attempts: number }>(
      t,
      sql`SELECT status, attempts FROM job_runs WHERE job_type = ${PAY_JOB} AND subject = ${String(board.id)} AND period = ${period}`,
    );
    expect(runs).toEqual([expect.objectContaining({ status: 'done' })]);
    const prizes = await sqlRows<{ rank: number; kind: string; amount: string; member_id: string }>(
      t,
      sql`SELECT rank, kind, amount, member_id FROM leaderboard_prizes WHERE board_id = ${board.id} ORDER BY rank`,
    );
    expect(prizes.map((p) => [p.rank, p.kind, Number(p.amount)])).toEqual([
      [1, 'points', 100],
      [2, 'cash', 5 * unit()],
      [3, 'cash', 5 * unit()],
    ]);
    // Points earned by the bets themselves (part of the points area) sit beside the prize's one entry.
    const entries = await sqlRows<{ points: string; key: string }>(
      t,
      sql`SELECT points, key FROM point_entries WHERE source = 'leaderboard' ORDER BY id`,
    );
    expect(entries.map((e) => [e.key, Number(e.points)])).toEqual([[`leaderboard:${board.id}:${period}:1`, 100]]);
    expect(await pointsBalance(t.app.deps.db, Number(prizes[0]?.member_id))).toBeGreaterThanOrEqual(100);
    const rewards = await sqlRows<{ source_key: string }>(
      t,
      sql`SELECT source_key FROM promotion_rewards WHERE source = 'leaderboard' ORDER BY source_key`,
    );
    expect(rewards.map((r) => r.source_key)).toEqual([
      `leaderboard:${board.id}:${period}:2`,
      `leaderboard:${board.id}:${period}:3`,
    ]);
    // Asked again by hand: the run is done, nothing is paid twice.
    const again = await t.app.services.platform.jobs.runNow(PAY_JOB, String(board.id), period);
    expect(again.outcome).toBe('already');
    expect(await sqlRows(t, sql`SELECT rank FROM leaderboard_prizes WHERE board_id = ${board.id}`)).toHaveLength(3);
    // The member's page lists the winners.
    const token = await sessionFor(t.app, { id: Number(prizes[0]?.member_id), brandId: brand.id });
    const r = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getMissionLeaderboard', token });
    const winners = (r.body.value as { winners: Array<{ rank: number; prize: { kind: string; amount: number } }> })
      .winners;
    expect(winners.map((w) => [w.rank, w.prize.kind, w.prize.amount])).toEqual([
      [1, 'points', 100],
      [2, 'cash', 5],
      [3, 'cash', 5],
    ]);
  });
});
