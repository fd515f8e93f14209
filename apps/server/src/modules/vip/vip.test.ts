import type { TVipMember, TVipSettings } from '@app/contracts/calls/backoffice-vip';
import type { TVipRank } from '@app/contracts/calls/vip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { runCli } from '../../cli/run.ts';
import { clubLabels } from '../auth/club-label.ts';
import { CASH, promotion, validBet } from '../promotion-payouts/test-kit.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, playerWithSession, vendorApiSetup } from '../vendor-api/test-helpers.ts';
import { staffCalls, TEST_LEVELS } from './test-kit.ts';
import { createVipService } from './vip-service.ts';

// VIP rank (issue 19 item 2; docs/decisions/1520-vip.md): up at once from bet and deposit events,
// exactly once however many deliveries and transactions race; the upgrade bonus once per level ever
// reached; the back office's table and members' levels with their bad inputs; the VIP service channel.

let t: TestApp;
let brand: Brand;
let client: VendorClient;
let other: Awaited<ReturnType<typeof secondCopy>>;
let finance: ReturnType<typeof staffCalls>;
let support: ReturnType<typeof staffCalls>;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
  other = await secondCopy(t);
  finance = staffCalls(t, await signInStaff(t, await makeStaff(t, { role: 'finance' })));
  support = staffCalls(t, await signInStaff(t, await makeStaff(t, { role: 'support' })));
  const saved = await finance.put('/backoffice/api/vip/levels', {
    rollingDays: 30,
    levels: TEST_LEVELS,
    reason: 'test table',
  });
  expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** A snapshot without the sign-ins' last-seen times (every call moves them). */
const unseen = (s: string) =>
  s
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:') && !l.startsWith('sessions:'))
    .join('\n');

async function rewardsOf(memberId: number) {
  const rows = await sqlRows<{ source_key: string; amount: string }>(
    t,
    sql`SELECT source_key, amount FROM promotion_rewards WHERE member_id = ${memberId} AND source = 'vip' ORDER BY source_key`,
  );
  return rows.map((r) => [r.source_key.replace(`:${memberId}`, ':M'), Number(r.amount)]);
}

async function levelEvents(memberId: number) {
  const rows = await sqlRows<{ payload: { fromLevel: number; toLevel: number; direction: string } }>(
    t,
    sql`SELECT payload FROM domain_events WHERE type = 'vip.level_changed' AND subject = ${String(memberId)} ORDER BY id`,
  );
  return rows.map((r) => [r.payload.fromLevel, r.payload.toLevel, r.payload.direction]);
}

const rank = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/wps/relay/MCS2_getPlayerRank', token })).body.value as TVipRank;

const info = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/wps/member/info', token })).body.value as {
    clubLabel: { labelName: string; rankLevel: number } | null;
    memberLabel: string[];
  };

/** A settled round through the vendor API: stake then a closing win (bet.settled with its valid-bet row). */
async function play(session: { sessionId: string; playerId: string }, stake: number) {
  const roundId = id('r');
  const b = await client.bet({ ...session, transactionId: id('bet'), roundId, amount: stake, currency: 'PHP' });
  expect(b.ok).toBe(true);
  const w = await client.win({
    ...session,
    transactionId: id('win'),
    roundId,
    amount: 0,
    currency: 'PHP',
    roundEnded: true,
  });
  expect(w.ok).toBe(true);
}

async function deposit(token: string, amount: number) {
  const made = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/deposit',
    token,
    payload: { channelId: 'bank', amount, reference: 'REF123', requestId: rid() },
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  await t.app.services.cashier.deposits.settle((made.body.value as { orderNo: string }).orderNo, { outcome: 'paid' });
}

describe('upgrades at once', () => {
  it('a settled bet and a credited deposit raise the level at once, with its bonus and event, exactly once', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 1_000_000 });
    expect((await rank(p.token)).level).toBe(0);
    expect(await info(p.token)).toMatchObject({ clubLabel: null, memberLabel: [] });

    await play(p.session, 1_500); // 15.00 valid bet: level 1 needs 10 and no deposit
    await t.app.services.platform.events.drain();
    expect(await info(p.token)).toMatchObject({
      clubLabel: { labelName: 'VIP 1', rankLevel: 1 },
      memberLabel: ['VIP'],
    });
    expect(await rewardsOf(p.member.id)).toEqual([['vip:up:M:1', 500]]);

    await deposit(p.token, 150); // level 2 needs 20 valid bet: not yet
    await t.app.services.platform.events.drain();
    expect((await rank(p.token)).level).toBe(1);

    await play(p.session, 6_000); // 75.00 and 150.00 deposited: levels 2 and 3 at once (4 needs 100)
    await t.app.services.platform.events.drain();
    const r = await rank(p.token);
    expect(r).toMatchObject({
      level: 3,
      highest: 3,
      rollingDays: 30,
      progress: {
        validBet: 75,
        deposit: 150,
        next: { level: 4, minValidBet: 100, minDeposit: 20, validBetPercent: 75, depositPercent: 100 },
      },
    });
    expect(r.levels.map((l) => [l.level, l.vipService])).toEqual([
      [0, false],
      [1, false],
      [2, false],
      [3, false],
      [4, false],
      [5, true],
      [6, true],
    ]);
    expect(await rewardsOf(p.member.id)).toEqual([
      ['vip:up:M:1', 500],
      ['vip:up:M:2', 600],
      ['vip:up:M:3', 700],
    ]);
    expect(await levelEvents(p.member.id)).toEqual([
      [0, 1, 'up'],
      [1, 3, 'up'],
    ]);
    // Delivered again (a handler re-run) or drained again: nothing more.
    await t.app.services.platform.events.drain();
    await t.app.deps.db.transaction((tx) => t.app.services.vip.raise(tx, brand.id, p.member.id, t.clock.now()));
    expect(await levelEvents(p.member.id)).toHaveLength(2);
    expect(await rewardsOf(p.member.id)).toHaveLength(3);
  });

  it('racing transactions of two copies raise a member once: one change, one event, each bonus once', async () => {
    const m = await createMember(t.app, { brandId: brand.id });
    // At level 1 first, so the member's row exists and the racers meet on its lock, not on its insert.
    await validBet(t.app.deps.db, brand.id, m.id, t.clock.now(), { stake: 1_500 });
    await t.app.deps.db.transaction((tx) => t.app.services.vip.raise(tx, brand.id, m.id, t.clock.now()));
    await validBet(t.app.deps.db, brand.id, m.id, t.clock.now(), { stake: 23_500 }); // 250.00 in all
    await deposit(await sessionFor(t.app, m), 150);
    const copies = [t.app.services.vip, createVipService(other.deps, clubLabels())];
    const dbs = [t.app.deps.db, other.deps.db];
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (dbs[i % 2] ?? t.app.deps.db).transaction((tx) =>
          (copies[i % 2] ?? t.app.services.vip).raise(tx, brand.id, m.id, t.clock.now()),
        ),
      ),
    );
    await t.app.services.platform.events.drain();
    expect(await levelEvents(m.id)).toEqual([
      [0, 1, 'up'],
      [1, 5, 'up'],
    ]);
    expect((await rewardsOf(m.id)).map((r) => r[0])).toEqual([1, 2, 3, 4, 5].map((l) => `vip:up:M:${l}`));
    const [row] = await sqlRows<{ club_rank: number; club_label: string }>(
      t,
      sql`SELECT club_rank, club_label FROM members WHERE id = ${m.id}`,
    );
    expect(row).toMatchObject({ club_rank: 5, club_label: 'VIP 5' });
  });
});

describe('the back office', () => {
  it('refuses bad level tables and bad member levels with their codes, changing nothing', async () => {
    const m = await signedInMember(t.app, { brandId: brand.id });
    const before = await snapshot(t.database);
    const table = (over: (l: typeof TEST_LEVELS) => unknown[]) => over(TEST_LEVELS.map((l) => ({ ...l })));
    const bad: [Record<string, unknown>, string][] = [
      [{ levels: table((l) => l.filter((x) => x.level !== 2)) }, 'vip.levels.numbering'],
      [{ levels: table((l) => [l[1], l[0], ...l.slice(2)]) }, 'vip.levels.numbering'],
      [{ levels: table((l) => l.map((x) => (x.level === 0 ? { ...x, minDeposit: 1 } : x))) }, 'vip.levels.base'],
      [{ levels: table((l) => l.map((x) => (x.level === 3 ? { ...x, minValidBet: 15 } : x))) }, 'vip.levels.order'],
      [{ levels: table((l) => l.map((x) => (x.level === 3 ? { ...x, minDeposit: 1 } : x))) }, 'vip.levels.order'],
      [
        { levels: table((l) => l.map((x) => (x.level === 2 ? { ...x, minValidBet: 10, minDeposit: 0 } : x))) },
        'vip.levels.order',
      ],
      [
        { levels: table((l) => l.map((x) => (x.level === 1 ? { ...x, names: { CN: '一' } } : x))) },
        'request_param_err',
      ],
      [{ levels: table((l) => l.map((x) => (x.level === 1 ? { ...x, minValidBet: -1 } : x))) }, 'request_param_err'],
      [
        { levels: table((l) => l.map((x) => (x.level === 1 ? { ...x, upgradeBonus: 5.005 } : x))) },
        'request_param_err',
      ],
      [{ rollingDays: 0 }, 'request_param_err'],
      [{ rollingDays: 400 }, 'request_param_err'],
      [{ reason: '' }, 'request_param_err'],
      [{ levels: table((l) => l.slice(0, 1)) }, 'request_param_err'],
    ];
    for (const [over, code] of bad) {
      const r = await finance.put('/backoffice/api/vip/levels', {
        rollingDays: 30,
        levels: TEST_LEVELS,
        reason: 'bad table',
        ...over,
      });
      expect([r.body.errorCode, r.res.statusCode], JSON.stringify(over).slice(0, 200)).toEqual([code, 400]);
    }
    const member = m.member.username;
    const setBad: [Record<string, unknown>, string, number][] = [
      [{ username: member, level: 9 }, 'vip.level.unknown', 400],
      [{ username: 'nobody-here', level: 1 }, 'vip.member.not.found', 404],
      [{ username: member, level: 0 }, 'vip.level.same', 409],
      [{ username: member, level: -1 }, 'request_param_err', 400],
      [{ username: member, level: 1, reason: ' ' }, 'request_param_err', 400],
    ];
    for (const [over, code, status] of setBad) {
      const r = await finance.post('/backoffice/api/vip/member/level', { reason: 'by hand', ...over });
      expect([r.body.errorCode, r.res.statusCode], JSON.stringify(over)).toEqual([code, status]);
    }
    // Support may read, not write.
    expect((await support.get(`/backoffice/api/vip/member?username=${member}`)).body.success).toBe(true);
    const refused = await support.post('/backoffice/api/vip/member/level', {
      username: member,
      level: 2,
      reason: 'x1',
    });
    expect(refused.res.statusCode).toBe(403);
    const refusedTable = await support.put('/backoffice/api/vip/levels', {
      rollingDays: 30,
      levels: TEST_LEVELS,
      reason: 'no way',
    });
    expect(refusedTable.res.statusCode).toBe(403);
    // A member's language gets the message in it.
    const ja = await call(t.app, {
      method: 'POST',
      url: '/wps/relay/CSP_sendMessage',
      token: m.token,
      lang: 'JA',
      payload: { conversation: 'c0nversation_id-vip-0000001', channel: 'vip', text: 'hello' },
    });
    expect(ja.body).toMatchObject({ success: false, errorCode: 'vip.service.only' });
    expect(ja.body.message).toContain('VIP');
    expect(unseen(await snapshot(t.database))).toBe(unseen(before));
  });

  it('sets a member level by hand with a reason (audited); the upgrade bonus is once per level ever reached', async () => {
    const m = await signedInMember(t.app, { brandId: brand.id });
    const set = async (level: number) => {
      const r = await finance.post('/backoffice/api/vip/member/level', {
        username: m.member.username,
        level,
        reason: `move to ${level}`,
      });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return r.body.value as TVipMember;
    };
    expect(await set(3)).toMatchObject({ level: 3, highest: 3, history: [{ from: 0, to: 3, cause: 'staff' }] });
    await set(0);
    expect(await info(m.token)).toMatchObject({ clubLabel: null, memberLabel: [] });
    await set(4);
    expect(await rewardsOf(m.member.id)).toEqual([
      ['vip:up:M:1', 500],
      ['vip:up:M:2', 600],
      ['vip:up:M:3', 700],
      ['vip:up:M:4', 800],
    ]);
    expect(await levelEvents(m.member.id)).toEqual([
      [0, 3, 'up'],
      [3, 0, 'down'],
      [0, 4, 'up'],
    ]);
    const audits = await sqlRows<{ action: string; reason: string; target_id: string }>(
      t,
      sql`SELECT action, reason, target_id FROM audit_log WHERE action = 'vip.member_level_set' AND target_id = ${m.member.username} ORDER BY id`,
    );
    expect(audits.map((a) => a.reason)).toEqual(['move to 3', 'move to 0', 'move to 4']);
    const table = (await support.get('/backoffice/api/vip/levels')).body.value as TVipSettings;
    expect(table).toMatchObject({ saved: true, rollingDays: 30 });
    expect(table.levels).toHaveLength(7);
    expect(table.members['4']).toBeGreaterThanOrEqual(1);
  });

  it('a shorter table moves members above its top level down to it, audited', async () => {
    const m = await signedInMember(t.app, { brandId: brand.id });
    expect(
      (await finance.post('/backoffice/api/vip/member/level', { username: m.member.username, level: 6, reason: 'top' }))
        .body.success,
    ).toBe(true);
    const shorter = await finance.put('/backoffice/api/vip/levels', {
      rollingDays: 45,
      levels: TEST_LEVELS.slice(0, 6),
      reason: 'drop the top level',
    });
    expect(shorter.body.value).toMatchObject({ saved: true, rollingDays: 45 });
    expect((await rank(m.token)).level).toBe(5);
    const [audit] = await sqlRows<{ reason: string }>(
      t,
      sql`SELECT reason FROM audit_log WHERE action = 'vip.levels_set' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.reason).toBe('drop the top level');
    const back = await finance.put('/backoffice/api/vip/levels', {
      rollingDays: 30,
      levels: TEST_LEVELS,
      reason: 'back',
    });
    expect(back.body.success).toBe(true);
  });
});

describe('the VIP service channel (SPEC §4: rankLevel above 4)', () => {
  it('is refused to visitors and members up to level 4, and open above it', async () => {
    const m = await signedInMember(t.app, { brandId: brand.id });
    const send = (token?: string) =>
      call(t.app, {
        method: 'POST',
        url: '/wps/relay/CSP_sendMessage',
        token,
        payload: { conversation: 'c0nversation_id-vip-0000002', channel: 'vip', text: 'hello VIP desk' },
      });
    expect((await send()).body).toMatchObject({ success: false, errorCode: 'vip.service.only' });
    expect((await send()).res.statusCode).toBe(403);
    await finance.post('/backoffice/api/vip/member/level', { username: m.member.username, level: 4, reason: 'four' });
    expect((await send(m.token)).body.errorCode).toBe('vip.service.only');
    await finance.post('/backoffice/api/vip/member/level', { username: m.member.username, level: 5, reason: 'five' });
    const ok = await send(m.token);
    expect(ok.body).toMatchObject({ success: true, value: { from: 'visitor', text: 'hello VIP desk' } });
    expect((await info(m.token)).clubLabel).toEqual({ labelName: 'VIP 5', rankLevel: 5 });
    // Live chat stays open to everyone.
    const chat = await call(t.app, {
      method: 'POST',
      url: '/wps/relay/CSP_sendMessage',
      payload: { conversation: 'c0nversation_id-vip-0000003', channel: 'chat', text: 'hi' },
    });
    expect(chat.body.success).toBe(true);
  });
});

describe('promotions for VIP levels', () => {
  it('a promotion for VIP 3 and above opens to a member once the member is at level 3', async () => {
    const m = await signedInMember(t.app, { brandId: brand.id });
    const p = await promotion(
      t.app.deps.db,
      brand.id,
      { kind: 'rebate', period: 'daily', rates: { RNG: 100 }, minPayout: 0, cap: null, wagering: CASH },
      { eligibility: { newMembersDays: null, minVipLevel: 3, tags: [], repeat: 'once' } },
    );
    const detail = async () =>
      (await call(t.app, { method: 'GET', url: `/wps/promotions/detail?id=${p.id}&language=EN`, token: m.token })).body
        .value as { eligible: boolean; ineligibleReason: string };
    expect(await detail()).toEqual(
      expect.objectContaining({ eligible: false, ineligibleReason: 'Your VIP level is too low for this promotion.' }),
    );
    await finance.post('/backoffice/api/vip/member/level', { username: m.member.username, level: 3, reason: 'promo' });
    expect(await detail()).toEqual(expect.objectContaining({ eligible: true, ineligibleReason: '' }));
  });
});

describe('operator commands', () => {
  it('shows and sets a level from the CLI, audited; bad arguments change nothing', async () => {
    const m = await signedInMember(t.app, { brandId: brand.id });
    const cli = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await runCli(argv, { services: t.app.services, print: (l) => lines.push(l) });
      return { code, out: lines.join('\n') };
    };
    const before = await snapshot(t.database);
    expect((await cli('vip', 'set', m.member.username, 'two', '--reason', 'cli')).code).not.toBe(0);
    expect((await cli('vip', 'set', m.member.username, '2')).code).not.toBe(0);
    expect((await cli('vip', 'set', m.member.username, '40', '--reason', 'too high')).code).not.toBe(0);
    expect((await cli('vip', 'set', 'nobody-here', '2', '--reason', 'nobody')).code).not.toBe(0);
    expect(unseen(await snapshot(t.database))).toBe(unseen(before));
    const set = await cli('vip', 'set', m.member.username, '2', '--reason', 'cli test');
    expect(set).toEqual({ code: 0, out: `${m.member.username} is now at VIP level 2` });
    const shown = await cli('vip', 'show', m.member.username);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('level 2 (highest 2)');
    expect(shown.out).toContain('0 -> 2  staff');
    const [audit] = await sqlRows<{ actor_kind: string; reason: string }>(
      t,
      sql`SELECT actor_kind, reason FROM audit_log WHERE action = 'vip.member_level_set' AND target_id = ${m.member.username}`,
    );
    expect(audit).toEqual({ actor_kind: 'cli', reason: 'cli test' });
  });
});
