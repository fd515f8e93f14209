import { MAX_INVITATION_LINKS } from '@app/contracts/calls/agents';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, DEMO, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { members } from '../../db/schema/index.ts';
import { login, memberWithPassword, sealed, setSwitch } from '../auth/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { OVERVIEW_FRESH_MS } from './agents-service.ts';

let t: TestApp;
let brand: Brand;
let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36).slice(-4)}${seq++}`;

// Noon of 2026-11-20 on the demo brand's clock (UTC+8).
const NOW = Date.parse('2026-11-20T04:00:00Z');
const TODAY = '2026-11-20';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  const b = await t.app.brands.byMerchant(DEMO);
  if (!b) throw new Error('no demo brand');
  brand = b;
  expect(brand.settings.timezoneOffsetMinutes).toBe(480);
});
afterAll(() => t.close());

const get = (url: string, token: string, lang?: string) =>
  call(t.app, { method: 'GET', url, token, ...(lang ? { lang } : {}) });
const post = (url: string, token: string, payload: Record<string, unknown>, lang?: string) =>
  call(t.app, { method: 'POST', url, token, payload, ...(lang ? { lang } : {}) });

/** A member or agent row under an upline, with a session token. */
async function account(type: number, upline: { id: number } | null = null) {
  const m = await createMember(t.app, {
    username: uniq(type ? 'ag' : 'mb'),
    accountType: type,
    uplineId: upline?.id ?? null,
  });
  // Made on the test clock's day (the database's own clock would say another).
  await t.app.deps.db.update(members).set({ createdAt: t.clock.now() }).where(eq(members.id, m.id));
  return { ...m, token: await sessionFor(t.app, m) };
}

/** A chain of six agents under a top agent, each with one member: 13 accounts. */
async function sixLevels() {
  const top = await account(1);
  const chain = [top];
  const plain: Awaited<ReturnType<typeof account>>[] = [];
  let parent = top;
  for (let level = 1; level <= 6; level++) {
    const sub = await account(2, parent);
    plain.push(await account(0, parent));
    chain.push(sub);
    parent = sub;
  }
  return { top, chain, plain };
}

async function pathOf(id: number): Promise<number[]> {
  const [row] = await t.app.deps.db.select({ p: members.uplinePath }).from(members).where(eq(members.id, id));
  return row?.p ?? [];
}

/** A settled bet in the valid-bet record, with the member's path as the record writer stores it. */
async function bet(memberId: number, at: number, stake: number, win: number) {
  const path = await pathOf(memberId);
  const id = 700_000 + seq++;
  await sqlRows(
    t,
    sql`INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                                round_id, stake, valid_amount, win, settled_at)
        VALUES ('vendor', ${id}, 0, ${brand.id}, ${memberId}, ${`{${path.join(',')}}`}::bigint[], 'RNG', 1, 1, ${`r${id}`},
                ${stake}, ${stake}, ${win}, ${new Date(at).toISOString()}::timestamptz)`,
  );
}

/** A credited deposit of a member (minor units). */
async function deposit(memberId: number, amount: number, at: number) {
  const no = `T${seq++}${Date.now()}`;
  await sqlRows(
    t,
    sql`INSERT INTO deposit_orders (order_no, brand_id, member_id, request_id, channel_id, channel_type, amount, status,
                                    transaction_id, created_at, settled_at)
        VALUES (${no}, ${brand.id}, ${memberId}, ${no}, 'bank1', 'bank', ${amount}, 'paid', 1,
                ${new Date(at).toISOString()}::timestamptz, ${new Date(at).toISOString()}::timestamptz)`,
  );
}

describe('the upline tree', () => {
  it('keeps a materialised path for every way a member is made, six levels deep', async () => {
    const { top, chain, plain } = await sixLevels();
    for (let i = 1; i < chain.length; i++) {
      expect(await pathOf(chain[i]?.id ?? 0)).toEqual(chain.slice(0, i).map((c) => c.id));
    }
    expect(await pathOf(top.id)).toEqual([]);
    const deepest = plain[5];
    expect(await pathOf(deepest?.id ?? 0)).toEqual(chain.slice(0, 6).map((c) => c.id));
    // The whole team at any depth, from the path's index.
    const [size] = await sqlRows<{ c: number }>(
      t,
      sql`SELECT count(*)::int AS c FROM members WHERE upline_path @> ARRAY[${top.id}]::bigint[]`,
    );
    expect(size?.c).toBe(12);
  });

  it('moves a whole team with its upline and refuses a move below oneself', async () => {
    const { chain } = await sixLevels();
    const other = await account(1);
    const [, l1, l2, l3] = chain;
    if (!l1 || !l2 || !l3) throw new Error('short chain');
    await t.app.deps.db.update(members).set({ uplineId: other.id }).where(eq(members.id, l2.id));
    expect(await pathOf(l2.id)).toEqual([other.id]);
    expect(await pathOf(l3.id)).toEqual([other.id, l2.id]);
    await expect(t.app.deps.db.update(members).set({ uplineId: l3.id }).where(eq(members.id, l2.id))).rejects.toThrow();
    expect(await pathOf(l3.id)).toEqual([other.id, l2.id]);
  });
});

describe('who may use the agent centre', () => {
  it('refuses members and trial accounts, and lets only agents in at the agent entry', async () => {
    const plain = await account(0);
    const r = await get('/wps/agent/centre', plain.token);
    expect(r.res.statusCode).toBe(403);
    expect(r.body.errorCode).toBe('role.forbidden');
    const trial = await account(4);
    expect((await get('/wps/agent/team/overview', trial.token)).body.errorCode).toBe('account.trial.forbidden');

    const pw = 'Meadow2025x';
    const agentName = uniq('entag');
    const memberName = uniq('entmb');
    await memberWithPassword(t.app, { username: agentName, password: pw, accountType: 41 });
    await memberWithPassword(t.app, { username: memberName, password: pw });
    expect((await login(t.app, agentName, pw, { entry: 'agent' }, '10.8.0.1')).res.statusCode).toBe(200);
    const refused = await login(t.app, memberName, pw, { entry: 'agent' }, '10.8.0.1');
    expect(refused.body.errorCode).toBe('login.entry.agent');
    expect((await login(t.app, memberName, pw, { entry: 'member' }, '10.8.0.1')).res.statusCode).toBe(200);
  });

  it('answers the centre: type, contract kinds by type and brand switch, and pending requests', async () => {
    const top = await account(1);
    const wage = await account(41);
    const sub = await account(2, top);
    const c = await get('/wps/agent/centre', top.token);
    expect(c.body.value).toEqual({
      type: 1,
      canCreateAgents: true,
      contractKinds: ['dividend', 'dailyWage', 'hourSalary', 'realtimeSalary'],
      pending: { dividend: 0, dailyWage: 0, hourSalary: 0, realtimeSalary: 0 },
    });
    expect((await get('/wps/agent/centre', wage.token)).body.value).toMatchObject({
      type: 41,
      contractKinds: ['dailyWage', 'hourSalary', 'realtimeSalary'],
    });
    await setSwitch(t.app, 'AGENT_HOUR_SALARY', false);
    try {
      expect((await get('/wps/agent/centre', wage.token)).body.value).toMatchObject({
        contractKinds: ['dailyWage', 'realtimeSalary'],
      });
    } finally {
      await setSwitch(t.app, 'AGENT_HOUR_SALARY', null);
    }
    // An offer to the sub-agent, and the sub-agent's request to end another: one each awaits someone.
    const tiers = JSON.stringify([{ minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 100 }]);
    await sqlRows(
      t,
      sql`INSERT INTO agent_contracts (brand_id, kind, period, holder_id, offered_by_id, status, tiers, max_rate, offered_at)
          VALUES (${brand.id}, 'dailyWage', 'daily', ${sub.id}, ${top.id}, 'offered', ${tiers}::jsonb, 100, now())`,
    );
    await sqlRows(
      t,
      sql`INSERT INTO agent_contracts (brand_id, kind, period, holder_id, offered_by_id, status, tiers, max_rate, offered_at, termination_by)
          VALUES (${brand.id}, 'dividend', 'weekly', ${sub.id}, ${top.id}, 'terminationRequested', ${tiers}::jsonb, 100, now(), 'holder')`,
    );
    expect(((await get('/wps/agent/centre', sub.token)).body.value as { pending: unknown }).pending).toEqual({
      dividend: 0,
      dailyWage: 1,
      hourSalary: 0,
      realtimeSalary: 0,
    });
    expect(((await get('/wps/agent/centre', top.token)).body.value as { pending: unknown }).pending).toEqual({
      dividend: 1,
      dailyWage: 0,
      hourSalary: 0,
      realtimeSalary: 0,
    });
  });
});

describe('the team overview', () => {
  it('sums the whole team at any depth by brand-local day: size, new and active members, deposits, bets', async () => {
    const { top, chain, plain } = await sixLevels();
    const deep = plain[5];
    const mid = plain[2];
    const outsider = await account(0);
    if (!deep || !mid) throw new Error('short tree');
    const HOUR = 3_600_000;
    // Today (local 2026-11-20 starts at 2026-11-19T16:00Z): the deepest member bets twice, mid once.
    await bet(deep.id, NOW - HOUR, 10_000, 4_000);
    await bet(deep.id, NOW - 2 * HOUR, 5_000, 0);
    await bet(mid.id, NOW - 11 * HOUR, 2_000, 3_000);
    // Yesterday's last minute, local time.
    await bet(mid.id, Date.parse('2026-11-19T15:59:00Z'), 1_000, 0);
    await deposit(deep.id, 50_000, NOW - HOUR);
    await deposit(mid.id, 20_000, Date.parse('2026-11-19T15:59:00Z'));
    // Not the team: the top agent's own bet, an outsider's bet and deposit.
    await bet(top.id, NOW - HOUR, 99_999, 0);
    await bet(outsider.id, NOW - HOUR, 77_777, 0);
    await deposit(outsider.id, 88_888, NOW - HOUR);

    const r = await get('/wps/agent/team/overview', top.token);
    expect(r.res.statusCode).toBe(200);
    const v = r.body.value as {
      teamSize: number;
      directMembers: number;
      directAgents: number;
      today: Record<string, number>;
      yesterday: Record<string, number>;
      month: Record<string, number>;
      days: { date: string }[];
    };
    expect(v.teamSize).toBe(12);
    expect(v.directMembers).toBe(1);
    expect(v.directAgents).toBe(1);
    expect(v.today).toEqual({
      newMembers: 12,
      activeMembers: 2,
      depositAmount: 500,
      depositCount: 1,
      withdrawAmount: 0,
      validBet: 170,
      profitLoss: -100,
    });
    expect(v.yesterday).toMatchObject({ activeMembers: 1, depositAmount: 200, validBet: 10, profitLoss: -10 });
    expect(v.month).toMatchObject({ activeMembers: 2, depositCount: 2, depositAmount: 700, validBet: 180 });
    expect(v.days).toHaveLength(30);
    expect(v.days.at(-1)?.date).toBe(TODAY);
    expect(v.days[0]?.date).toBe('2026-10-22');

    // A sub-agent sees only its own part of the tree.
    const l3 = chain[3];
    if (!l3) throw new Error('short chain');
    const sub = (await get('/wps/agent/team/overview', l3.token)).body.value as typeof v;
    expect(sub.teamSize).toBe(6);
    expect(sub.today).toMatchObject({ activeMembers: 1, validBet: 150, depositAmount: 500 });

    // Served again within the window; once the window has passed, the previous answer is served while
    // the new one is computed, and the new bet shows as soon as it is.
    await bet(deep.id, NOW - HOUR, 1_000, 0);
    const overview = async () => (await get('/wps/agent/team/overview', top.token)).body.value as typeof v;
    expect((await overview()).today.validBet).toBe(170);
    t.clock.advance(OVERVIEW_FRESH_MS);
    try {
      const seen: number[] = [];
      for (let i = 0; i < 50 && seen.at(-1) !== 180; i++) {
        seen.push((await overview()).today.validBet ?? -1);
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(seen.at(-1)).toBe(180);
      expect(seen.every((x) => x === 170 || x === 180)).toBe(true);
      // Two windows on, nothing older is served: the answer is computed before it is given.
      await bet(deep.id, NOW - HOUR, 1_000, 0);
      t.clock.advance(2 * OVERVIEW_FRESH_MS);
      expect((await overview()).today.validBet).toBe(190);
    } finally {
      t.clock.set(new Date(NOW));
    }
  });
});

describe('team members', () => {
  it('lists direct downlines, a downline of the team, a search across the team, and refuses outsiders', async () => {
    const { top, chain, plain } = await sixLevels();
    const mine = (await get('/wps/agent/team/members', top.token)).body.value as {
      list: { username: string; level: number; teamSize: number; type: number; parentUsername: string }[];
      total: number;
    };
    expect(mine.total).toBe(2);
    expect(mine.list.map((d) => d.username).sort()).toEqual([chain[1]?.username, plain[0]?.username].sort());
    expect(mine.list.find((d) => d.type === 2)?.teamSize).toBe(10);
    expect(mine.list.every((d) => d.level === 1 && d.parentUsername === top.username)).toBe(true);

    const below = (await get(`/wps/agent/team/members?parent=${chain[4]?.username}&type=member`, top.token)).body
      .value as typeof mine;
    expect(below.list.map((d) => d.username)).toEqual([plain[4]?.username]);
    expect(below.list[0]?.level).toBe(5);

    const deepName = plain[5]?.username ?? '';
    const found = (await get(`/wps/agent/team/members?username=${deepName.slice(0, -1)}`, top.token)).body
      .value as typeof mine;
    expect(found.list.map((d) => d.username)).toContain(deepName);
    expect(found.list[0]?.level).toBeGreaterThanOrEqual(1);

    // Someone of another team, or an upline: not in your team, in the caller's language.
    const stranger = await account(0);
    for (const name of [stranger.username, top.username, 'nobody-at-all']) {
      const r = await get(`/wps/agent/team/members?parent=${name}`, chain[2]?.token ?? '', 'CN');
      expect(r.res.statusCode).toBe(404);
      expect(r.body.errorCode).toBe('agents.not.in.team');
      expect(r.body.message).toBe('该账号不在您的团队中。');
    }
    // A search never finds anyone outside the team.
    const none = (await get(`/wps/agent/team/members?username=${stranger.username}`, top.token)).body
      .value as typeof mine;
    expect(none.total).toBe(0);
    // Bad page numbers are refused by the contract.
    for (const q of ['pageNo=0', 'pageNo=-1', 'pageSize=101', 'pageNo=abc']) {
      const r = await get(`/wps/agent/team/members?${q}`, top.token);
      expect(r.res.statusCode).toBe(400);
      expect(r.body.errorCode).toBe('request_param_err');
    }
  });

  it('makes a member and a sub-agent under the caller, with the register rules and no duplicate names', async () => {
    const wage = await account(41);
    const create = (payload: Record<string, unknown>, lang?: string) =>
      sealed(t.app, { url: '/wps/agent/team/create', payload, token: wage.token, ...(lang ? { lang } : {}) });
    const m = await create({ kind: 'member', username: uniq('dm'), password: 'Harbor2025x' });
    expect(m.res.statusCode).toBe(200);
    expect(m.body.value).toMatchObject({ type: 0 });
    const a = await create({ kind: 'agent', username: uniq('da'), password: 'Harbor2025x' });
    expect(a.body.value).toMatchObject({ type: 41 });
    const made = a.body.value as { id: number; username: string };
    expect(await pathOf(made.id)).toEqual([wage.id]);
    // The new sub-agent signs in at the agent entry with its password.
    expect((await login(t.app, made.username, 'Harbor2025x', { entry: 'agent' }, '10.8.0.2')).res.statusCode).toBe(200);

    const before = await snapshot(t.database);
    const dup = await create({ kind: 'member', username: made.username.toUpperCase(), password: 'Harbor2025x' }, 'JA');
    expect(dup.res.statusCode).toBe(409);
    expect(dup.body.errorCode).toBe('username.taken');
    const weak = await create({ kind: 'member', username: uniq('dw'), password: '123' });
    expect(weak.res.statusCode).toBe(400);
    expect(weak.body.errorCode).toBe('request_param_err');
    const badName = await create({ kind: 'member', username: 'a b', password: 'Harbor2025x' });
    expect(badName.body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('invitation links', () => {
  it('makes links with server codes, at most ten, retires them, and registers through them with counts', async () => {
    const top = await account(1);
    const made = await post('/wps/agent/links', top.token, { kind: 'member', label: 'Facebook' });
    expect(made.res.statusCode).toBe(200);
    const link = made.body.value as { id: number; code: string; url: string; signUps: number; kind: string };
    expect(link.code).toMatch(/^[A-Z2-9]{8}$/);
    // On the site as the agent reached it (the test's requests go to http://localhost).
    expect(link.url).toBe(`http://localhost/register?affiliateCode=${link.code}`);
    const agentLink = (await post('/wps/agent/links', top.token, { kind: 'agent' })).body.value as typeof link;

    // Registration through each kind of link: a member, and a sub-agent of type 2.
    const reg = (username: string, code: string) =>
      sealed(t.app, {
        method: 'PUT',
        url: '/wps/member/register',
        payload: {
          username,
          password: 'River2025x',
          confirmPassword: 'River2025x',
          ageConfirmed: true,
          termsAccepted: true,
          affiliateCode: code,
        },
        ip: '10.8.1.1',
      });
    const joined = uniq('jm');
    expect((await reg(joined, link.code.toLowerCase())).res.statusCode).toBe(200);
    const joinedAgent = uniq('ja');
    expect((await reg(joinedAgent, agentLink.code)).res.statusCode).toBe(200);
    const [jm] = await t.app.deps.db.select().from(members).where(eq(members.username, joined));
    const [ja] = await t.app.deps.db.select().from(members).where(eq(members.username, joinedAgent));
    expect(jm).toMatchObject({ uplineId: top.id, accountType: 0, uplinePath: [top.id], signupCodeId: link.id });
    expect(ja).toMatchObject({ uplineId: top.id, accountType: 2, signupCodeId: agentLink.id });
    // The member's first deposit counts on its link.
    await sqlRows(
      t,
      sql`INSERT INTO member_firsts (member_id, kind, brand_id, reference, at)
          VALUES (${jm?.id ?? 0}, 'deposit', ${brand.id}, 'D1', now())`,
    );
    const listed = (await get('/wps/agent/links', top.token)).body.value as {
      max: number;
      list: { id: number; signUps: number; firstDeposits: number }[];
    };
    expect(listed.max).toBe(MAX_INVITATION_LINKS);
    expect(listed.list.find((l) => l.id === link.id)).toMatchObject({ signUps: 1, firstDeposits: 1 });
    expect(listed.list.find((l) => l.id === agentLink.id)).toMatchObject({ signUps: 1, firstDeposits: 0 });

    // Up to ten active; the eleventh is refused and changes nothing.
    for (let i = 2; i < MAX_INVITATION_LINKS; i++) await post('/wps/agent/links', top.token, { kind: 'member' });
    const before = await snapshot(t.database);
    const eleventh = await post('/wps/agent/links', top.token, { kind: 'member' }, 'VI');
    expect(eleventh.res.statusCode).toBe(409);
    expect(eleventh.body.errorCode).toBe('agents.links.limit');
    expect(eleventh.body.message).toContain('10');
    expect(await snapshot(t.database)).toBe(before);

    // Retiring: the code stops working, the figures stay with the members, a slot frees up.
    const retired = await post('/wps/agent/links/delete', top.token, { id: link.id });
    expect(retired.body.value).toEqual({ id: link.id });
    const aff = await call(t.app, { method: 'GET', url: `/wps/agent/affiliate?code=${link.code}` });
    expect(aff.body.errorCode).toBe('affiliate.code.invalid');
    expect((await reg(uniq('jx'), link.code)).body.errorCode).toBe('affiliate.code.invalid');
    const [still] = await t.app.deps.db.select().from(members).where(eq(members.username, joined));
    expect(still?.signupCodeId).toBe(link.id);
    expect((await post('/wps/agent/links', top.token, { kind: 'member' })).res.statusCode).toBe(200);
    // Again, or someone else's link: not found.
    expect((await post('/wps/agent/links/delete', top.token, { id: link.id })).body.errorCode).toBe(
      'agents.link.not.found',
    );
    const other = await account(1);
    expect((await post('/wps/agent/links/delete', other.token, { id: agentLink.id })).body.errorCode).toBe(
      'agents.link.not.found',
    );
    expect((await get(`/wps/agent/affiliate?code=${agentLink.code}`, '')).body.value).toEqual({
      code: agentLink.code,
      agent: top.username,
    });
  });

  it('never makes an eleventh link when several are asked for at once', async () => {
    const top = await account(42);
    for (let i = 0; i < MAX_INVITATION_LINKS - 2; i++) await post('/wps/agent/links', top.token, { kind: 'member' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/wps/agent/links', top.token, { kind: 'member' })),
    );
    expect(answers.filter((a) => a.res.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.body.errorCode === 'agents.links.limit')).toHaveLength(4);
    const [n] = await sqlRows<{ c: number }>(
      t,
      sql`SELECT count(*)::int AS c FROM affiliate_codes WHERE member_id = ${top.id} AND retired_at IS NULL`,
    );
    expect(n?.c).toBe(MAX_INVITATION_LINKS);
  });
});

describe('team bets, profit and loss, account details', () => {
  it('groups the team bets by member, category and date, and sums per direct downline', async () => {
    const { top, chain, plain } = await sixLevels();
    const HOUR = 3_600_000;
    const [p0, , , , , p5] = plain;
    if (!p0 || !p5) throw new Error('short tree');
    await bet(p0.id, NOW - HOUR, 10_000, 15_000);
    await bet(p5.id, NOW - HOUR, 4_000, 0);
    await bet(p5.id, NOW - 25 * HOUR, 6_000, 1_000);
    await deposit(p5.id, 30_000, NOW - HOUR);

    const byMember = (await get(`/wps/agent/team/bets?start=2026-11-19&end=${TODAY}`, top.token)).body.value as {
      list: { key: string; rounds: number; validBet: number; profitLoss: number }[];
      totals: { rounds: number; validBet: number; profitLoss: number };
      total: number;
    };
    expect(byMember.list).toEqual([
      expect.objectContaining({ key: p0.username, rounds: 1, validBet: 100, profitLoss: 50 }),
      expect.objectContaining({ key: p5.username, rounds: 2, validBet: 100, profitLoss: -90 }),
    ]);
    expect(byMember.totals).toMatchObject({ rounds: 3, validBet: 200, profitLoss: -40 });
    const byDate = (await get(`/wps/agent/team/bets?start=2026-11-19&end=${TODAY}&groupBy=date`, top.token)).body
      .value as typeof byMember;
    expect(byDate.list.map((r) => [r.key, r.validBet])).toEqual([
      [TODAY, 140],
      ['2026-11-19', 60],
    ]);
    const one = (
      await get(`/wps/agent/team/bets?start=${TODAY}&end=${TODAY}&username=${p5.username}&groupBy=category`, top.token)
    ).body.value as typeof byMember;
    expect(one.list).toEqual([expect.objectContaining({ key: 'RNG', rounds: 1, validBet: 40 })]);

    const loss = (await get(`/wps/agent/team/profit-loss?start=2026-11-19&end=${TODAY}`, top.token)).body.value as {
      list: { username: string; teamSize: number; validBet: number; profitLoss: number; depositAmount: number }[];
      totals: { teamSize: number; validBet: number; profitLoss: number; depositAmount: number };
    };
    const subRow = loss.list.find((r) => r.username === chain[1]?.username);
    expect(subRow).toMatchObject({ teamSize: 10, validBet: 100, profitLoss: -90, depositAmount: 300 });
    expect(loss.list.find((r) => r.username === p0.username)).toMatchObject({
      teamSize: 0,
      validBet: 100,
      profitLoss: 50,
    });
    expect(loss.totals).toMatchObject({ teamSize: 12, validBet: 200, profitLoss: -40, depositAmount: 300 });
    const deeper = (
      await get(`/wps/agent/team/profit-loss?start=${TODAY}&end=${TODAY}&parent=${chain[5]?.username}`, top.token)
    ).body.value as typeof loss;
    expect(deeper.list.find((r) => r.username === p5.username)).toMatchObject({ validBet: 40, profitLoss: -40 });
  });

  it('refuses bad dates, too long periods and usernames outside the team, in the caller language', async () => {
    const { top, chain } = await sixLevels();
    const sub = chain[2];
    if (!sub) throw new Error('short chain');
    for (const path of ['/wps/agent/team/bets', '/wps/agent/team/profit-loss', '/wps/agent/team/transactions']) {
      const reversed = await get(`${path}?start=${TODAY}&end=2026-11-01`, top.token, 'TH');
      expect(reversed.res.statusCode).toBe(400);
      expect(reversed.body.errorCode).toBe('agents.range.reversed');
      expect(reversed.body.message).toBe('วันที่เริ่มต้องไม่อยู่หลังวันที่สิ้นสุด');
      expect((await get(`${path}?start=2026-01-01&end=${TODAY}`, top.token)).body.errorCode).toBe(
        'agents.range.too.long',
      );
      for (const bad of ['2026-02-31', '2026-13-01', 'yesterday']) {
        const r = await get(`${path}?start=${bad}&end=${TODAY}`, top.token);
        expect(r.res.statusCode).toBe(400);
        expect(r.body.errorCode).toBe('request_param_err');
      }
      expect((await get(`${path}?start=${TODAY}&end=${TODAY}&pageNo=0`, top.token)).body.errorCode).toBe(
        'request_param_err',
      );
    }
    const who = `start=${TODAY}&end=${TODAY}&username=${top.username}`;
    expect((await get(`/wps/agent/team/bets?${who}`, sub.token)).body.errorCode).toBe('agents.not.in.team');
    expect((await get(`/wps/agent/team/transactions?${who}`, sub.token)).body.errorCode).toBe('agents.not.in.team');
    expect(
      (await get(`/wps/agent/team/profit-loss?start=${TODAY}&end=${TODAY}&parent=${top.username}`, sub.token)).body
        .errorCode,
    ).toBe('agents.not.in.team');
  });

  it("lists the team's ledger lines, newest first, by kind and member", async () => {
    const { top, plain } = await sixLevels();
    const [p0, p1] = plain;
    if (!p0 || !p1) throw new Error('short tree');
    const credit = (memberId: number, amount: number, key: string) =>
      t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
        memberId,
        brandAccount: 'deposit_clearing',
        amount,
        kind: 'deposit',
        idempotencyKey: key,
        referenceType: 'test',
        referenceId: key,
      });
    await credit(p0.id, 12_345, uniq('k'));
    await credit(p1.id, 5_000, uniq('k'));
    const outsider = await account(0);
    await credit(outsider.id, 7_000, uniq('k'));
    const all = (await get(`/wps/agent/team/transactions?start=${TODAY}&end=${TODAY}`, top.token)).body.value as {
      list: { username: string; kind: string; amount: number; balanceAfter: number }[];
      total: number;
    };
    expect(all.total).toBe(2);
    expect(all.list.map((l) => l.username).sort()).toEqual([p0.username, p1.username].sort());
    expect(all.list.find((l) => l.username === p0.username)).toMatchObject({
      kind: 'deposit',
      amount: 123.45,
      balanceAfter: 123.45,
    });
    const one = (
      await get(`/wps/agent/team/transactions?start=${TODAY}&end=${TODAY}&username=${p1.username}`, top.token)
    ).body.value as typeof all;
    expect(one.list).toEqual([expect.objectContaining({ username: p1.username, amount: 50 })]);
    const bets = (await get(`/wps/agent/team/transactions?start=${TODAY}&end=${TODAY}&kind=bet`, top.token)).body
      .value as typeof all;
    expect(bets.total).toBe(0);
  });
});
