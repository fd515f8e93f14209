import type { TRgState } from '@app/contracts/calls/rg';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { login, memberWithPassword, sealed } from '../auth/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { fund, id, launchToken, playerWithSession, TEST_VENDOR, vendorApiSetup } from '../vendor-api/test-helpers.ts';

// Responsible gaming (issue 20 items 1, 2 and 6): limits set and raised with the 24-hour wait, deposit
// limits at the cashier, loss and wager limits and breaks at every stake (racing stakes included: they
// prove it on PostgreSQL, where each call has its own connection), and every change in the audit log.

let t: TestApp;
let brand: Brand;
let client: VendorClient;
beforeAll(async () => {
  t = await createTestApp({ AUTH_CHECKS_PER_IP: '64', AUTH_CHECKS_PER_ACCOUNT: '64' });
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const setLimits = (token: string, payload: Record<string, unknown>, lang?: string) =>
  call(t.app, { method: 'POST', url: '/wps/member/rg/limits', token, payload, lang });
const confirm = (token: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/wps/member/rg/limits/confirm', token, payload });
const stateOf = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/wps/member/rg/limits', token })).body.value as TRgState;
const line = (s: TRgState, kind: string, period: string) =>
  s.limits.find((l) => l.kind === kind && l.period === period);
const deposit = (token: string, amount: number) =>
  call(t.app, {
    method: 'POST',
    url: '/wps/cashier/deposit',
    token,
    payload: { channelId: 'bank', amount, reference: 'RG-REF', requestId: rid() },
  });
type Session = { sessionId: string; playerId: string };
const bet = (s: Session, amount: number, roundId = id('r')) =>
  client.bet({ ...s, transactionId: id('bet'), roundId, amount, currency: 'PHP' });

async function auditOf(memberId: number) {
  return sqlRows<{ action: string; actor_kind: string; actor_id: string }>(
    t,
    sql`SELECT action, actor_kind, actor_id FROM audit_log WHERE target_kind = 'member' AND target_id = ${String(memberId)}
         AND action LIKE 'rg.%' ORDER BY id`,
  );
}

describe('limits', () => {
  it('applies a lower limit at once; a raise waits 24 hours and needs confirming', async () => {
    const p = await playerWithSession(t, client, brand, {});
    let r = await setLimits(p.token, { kind: 'deposit', day: 100, week: 500, month: null });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    let s = r.body.value as TRgState;
    expect(line(s, 'deposit', 'day')).toMatchObject({ amount: 100, used: 0, remaining: 100, pending: null });
    expect(line(s, 'deposit', 'week')).toMatchObject({ amount: 500, pending: null });
    expect(line(s, 'deposit', 'month')).toMatchObject({ amount: null, remaining: null });

    // Raise the day to 200, remove the week: both wait; the lower month applies now.
    r = await setLimits(p.token, { kind: 'deposit', day: 200, week: null, month: 1000 });
    s = r.body.value as TRgState;
    expect(line(s, 'deposit', 'day')?.amount).toBe(100);
    expect(line(s, 'deposit', 'day')?.pending?.amount).toBe(200);
    expect(line(s, 'deposit', 'day')?.pending?.from).toBeGreaterThan(t.clock.now().getTime() + 86_390_000);
    expect(line(s, 'deposit', 'week')?.pending).toMatchObject({ amount: null });
    expect(line(s, 'deposit', 'month')?.amount).toBe(1000);

    // Saving the form again with the current values keeps the waiting raises; the lower month applies.
    r = await setLimits(p.token, { kind: 'deposit', day: 100, week: 500, month: 900 });
    s = r.body.value as TRgState;
    expect(line(s, 'deposit', 'day')).toMatchObject({ amount: 100, pending: { amount: 200 } });
    expect(line(s, 'deposit', 'week')).toMatchObject({ amount: 500, pending: { amount: null } });
    expect(line(s, 'deposit', 'month')).toMatchObject({ amount: 900, pending: null });

    // Confirming early is refused and changes nothing.
    const before = await snapshot(t.database);
    const early = await confirm(p.token, { kind: 'deposit', period: 'day', confirm: true });
    expect(early.body).toMatchObject({ success: false, errorCode: 'rg.confirm.early' });
    expect(await snapshot(t.database)).toBe(before);

    t.clock.advance(86_400_000 + 1000);
    try {
      // The sign-in of a day ago has expired: the member signs in again.
      const token = await sessionFor(t.app, p.member);
      const ok = await confirm(token, { kind: 'deposit', period: 'day', confirm: true });
      expect(line(ok.body.value as TRgState, 'deposit', 'day')).toMatchObject({ amount: 200, pending: null });
      // Cancelling the week's removal keeps the week at 500.
      const kept = await confirm(token, { kind: 'deposit', period: 'week', confirm: false });
      expect(line(kept.body.value as TRgState, 'deposit', 'week')).toMatchObject({ amount: 500, pending: null });
      const none = await confirm(token, { kind: 'deposit', period: 'week', confirm: true });
      expect(none.body).toMatchObject({ success: false, errorCode: 'rg.confirm.none' });
    } finally {
      t.clock.advance(-(86_400_000 + 1000));
    }
    expect((await auditOf(p.member.id)).map((a) => [a.action, a.actor_kind])).toEqual([
      ['rg.limits.set', 'member'],
      ['rg.limits.set', 'member'],
      ['rg.limits.set', 'member'],
      ['rg.limits.confirm', 'member'],
      ['rg.limits.cancel', 'member'],
    ]);
  });

  it('refuses a daily limit above the weekly one, and bad amounts, in the member language, changing nothing', async () => {
    const p = await playerWithSession(t, client, brand, {});
    const before = await snapshot(t.database);
    const order = await setLimits(p.token, { kind: 'loss', day: 300, week: 200, month: null }, 'CN');
    expect(order.res.statusCode).toBe(400);
    expect(order.body).toMatchObject({ success: false, errorCode: 'rg.limit.order' });
    expect(order.body.message).toContain('每日限额');
    for (const bad of [
      { kind: 'loss', day: -5, week: null, month: null },
      { kind: 'loss', day: 'ten', week: null, month: null },
      { kind: 'fun', day: 5, week: null, month: null },
      { kind: 'loss', day: 5 },
    ]) {
      const r = await setLimits(p.token, bad);
      expect(r.res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.body.success).toBe(false);
    }
    const confirmBad = await confirm(p.token, { kind: 'loss', period: 'year', confirm: true });
    expect(confirmBad.res.statusCode).toBe(400);
    expect(await snapshot(t.database)).toBe(before);
  });

  it('refuses a deposit past the deposit limit; racing deposits cannot pass it together', async () => {
    const p = await playerWithSession(t, client, brand, {});
    await setLimits(p.token, { kind: 'deposit', day: 1000, week: null, month: null });
    expect((await deposit(p.token, 600)).body.success).toBe(true);
    const over = await deposit(p.token, 500);
    expect(over.body).toMatchObject({ success: false, errorCode: 'rg.limit.deposit' });
    expect(line(await stateOf(p.token), 'deposit', 'day')).toMatchObject({ used: 600, remaining: 400 });
    // Eight deposits of 100 at once with 400 left: exactly four are accepted.
    const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(p.token, 100)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(4);
    expect(answers.filter((a) => a.body.errorCode === 'rg.limit.deposit')).toHaveLength(4);
    expect(line(await stateOf(p.token), 'deposit', 'day')).toMatchObject({ used: 1000, remaining: 0 });
  });

  it('refuses the stake that would pass a wager limit; racing stakes cannot pass it together', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 100_000 });
    await setLimits(p.token, { kind: 'wager', day: 100, week: null, month: null }); // 10,000 minor
    expect((await bet(p.session, 4_000)).ok).toBe(true);
    const over = await bet(p.session, 6_001);
    expect(over).toMatchObject({ ok: false, errorCode: 'vendor.player.limit' });
    // Twelve stakes of 1,000 at once with 6,000 left: six land.
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(p.session, 1_000)));
    expect(answers.filter((a) => a.ok)).toHaveLength(6);
    expect(answers.filter((a) => !a.ok && a.errorCode === 'vendor.player.limit')).toHaveLength(6);
    expect(line(await stateOf(p.token), 'wager', 'day')).toMatchObject({ used: 100, remaining: 0 });
    const [staked] = await sqlRows<{ n: string }>(
      t,
      sql`SELECT sum(bet_minor) AS n FROM bet_rounds WHERE member_id = ${p.member.id}`,
    );
    expect(Number(staked?.n)).toBe(10_000);
  });

  it('counts a loss net of wins; racing stakes cannot pass a loss limit, and a win makes room again', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 100_000 });
    // Play before the limit counts too: 3,000 staked, 1,000 won back.
    const round = id('r');
    expect((await bet(p.session, 3_000, round)).ok).toBe(true);
    expect(
      (await client.win({ ...p.session, transactionId: id('win'), roundId: round, amount: 1_000, currency: 'PHP' })).ok,
    ).toBe(true);
    const r = await setLimits(p.token, { kind: 'loss', day: null, week: 50, month: 80 });
    expect(line(r.body.value as TRgState, 'loss', 'week')).toMatchObject({ used: 20, remaining: 30 });
    const open = id('r');
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(p.session, 1_000, open)));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(answers.filter((a) => !a.ok && a.errorCode === 'vendor.player.limit')).toHaveLength(7);
    // A win always lands and gives the room back.
    const win = await client.win({
      ...p.session,
      transactionId: id('win'),
      roundId: open,
      amount: 2_000,
      currency: 'PHP',
    });
    expect(win.ok).toBe(true);
    expect(line(await stateOf(p.token), 'loss', 'week')).toMatchObject({ used: 30, remaining: 20 });
    expect((await bet(p.session, 2_000)).ok).toBe(true);
    expect(await bet(p.session, 1)).toMatchObject({ ok: false, errorCode: 'vendor.player.limit' });
  });
});

describe('reality check', () => {
  it('keeps the chosen interval and answers the sign-in time, stakes, wins and net result', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const set = await call(t.app, {
      method: 'POST',
      url: '/wps/member/rg/reality',
      token: p.token,
      payload: { minutes: 30 },
    });
    expect((set.body.value as TRgState).realityCheckMinutes).toBe(30);
    for (const minutes of [20, 0, '15', 'x']) {
      const bad = await call(t.app, {
        method: 'POST',
        url: '/wps/member/rg/reality',
        token: p.token,
        payload: { minutes },
      });
      expect(bad.res.statusCode, String(minutes)).toBe(400);
    }
    const round = id('r');
    expect((await bet(p.session, 2_000, round)).ok).toBe(true);
    expect(
      (await client.win({ ...p.session, transactionId: id('win'), roundId: round, amount: 500, currency: 'PHP' })).ok,
    ).toBe(true);
    t.clock.advance(20 * 60_000);
    try {
      const summary = await call(t.app, { method: 'GET', url: '/wps/member/rg/session', token: p.token });
      expect(summary.body.value).toMatchObject({ stake: 20, win: 5, net: -15, realityCheckMinutes: 30 });
      expect((summary.body.value as { minutes: number }).minutes).toBeGreaterThanOrEqual(20);
    } finally {
      t.clock.advance(-20 * 60_000);
    }
    const off = await call(t.app, {
      method: 'POST',
      url: '/wps/member/rg/reality',
      token: p.token,
      payload: { minutes: null },
    });
    expect((off.body.value as TRgState).realityCheckMinutes).toBeNull();
    expect((await auditOf(p.member.id)).map((a) => a.action)).toEqual(['rg.reality.set', 'rg.reality.set']);
  });
});

describe('cooling-off and self-exclusion', () => {
  const PASSWORD = 'Brook2025x';

  async function memberPlaying(username: string) {
    const { member } = await memberWithPassword(t.app, { username, password: PASSWORD });
    await fund(t, brand, member.id, 50_000);
    const signed = await login(t.app, username, PASSWORD);
    const token = (signed.body.value as { token: string }).token;
    const auth = await client.authenticate(
      await launchToken(t, token, TEST_VENDOR, `${TEST_VENDOR}_0003`, brand.merchantCode),
    );
    if (!auth.ok) throw new Error(auth.raw);
    return { member, token, session: { sessionId: auth.value.sessionId, playerId: auth.value.playerId } };
  }
  const exclude = (token: string, payload: Record<string, unknown>) =>
    sealed(t.app, { url: '/wps/member/rg/exclusion', token, payload });

  it('a self-exclusion signs out, refuses sign-in, launch, deposit and bets, while a win for an earlier bet lands', async () => {
    const m = await memberPlaying('rgexcl01');
    const round = id('r');
    expect((await bet(m.session, 2_000, round)).ok).toBe(true);

    const wrong = await exclude(m.token, { kind: 'exclusion', duration: '6m', password: 'nope-nope' });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'rg.password.wrong' });
    const mismatched = await exclude(m.token, { kind: 'cooloff', duration: '6m', password: PASSWORD });
    expect(mismatched.body).toMatchObject({ success: false, errorCode: 'rg.duration.invalid' });

    const done = await exclude(m.token, { kind: 'exclusion', duration: '6m', password: PASSWORD });
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    const block = (done.body.value as TRgState).block;
    expect(block?.kind).toBe('exclusion');
    expect(block?.until).toBeGreaterThan(t.clock.now().getTime() + 180 * 86_400_000);

    // Signed out; sign-in is refused.
    expect((await call(t.app, { method: 'GET', url: '/wps/member/rg/limits', token: m.token })).body.success).toBe(
      false,
    );
    const again = await login(t.app, 'rgexcl01', PASSWORD);
    expect(again.body).toMatchObject({ success: false, errorCode: 'rg.blocked' });

    // The game session ended with the sign-in; the earlier bet's win still lands.
    expect(await bet(m.session, 500)).toMatchObject({ ok: false, errorCode: 'vendor.session.expired' });
    const win = await client.win({
      ...m.session,
      transactionId: id('win'),
      roundId: round,
      amount: 3_000,
      currency: 'PHP',
    });
    expect(win.ok, win.raw).toBe(true);

    // A second break cannot replace it (the member is signed out: an operator's view of it is the audit).
    const audit = await auditOf(m.member.id);
    expect(audit.map((a) => [a.action, a.actor_kind])).toEqual([['rg.block.start', 'member']]);
  });

  it('asks for the password again after 15 minutes before payment details, a withdrawal or a raised limit', async () => {
    const m = await memberPlaying('rgreauth01');
    t.clock.advance(16 * 60_000);
    try {
      const bank = await call(t.app, {
        method: 'POST',
        url: '/wps/cashier/security/bank',
        token: m.token,
        payload: { bankName: 'Test Bank', accountName: 'Juan Dela Cruz', accountNumber: '1234-5678-9012' },
      });
      expect(bank.body).toMatchObject({ success: false, errorCode: 'auth.reauth.required' });
      const wrong = await sealed(t.app, {
        url: '/wps/member/reauth',
        token: m.token,
        payload: { password: 'nope-nope' },
      });
      expect(wrong.body).toMatchObject({ success: false, errorCode: 'auth.reauth.wrong' });
      const ok = await sealed(t.app, { url: '/wps/member/reauth', token: m.token, payload: { password: PASSWORD } });
      expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
      const again = await call(t.app, {
        method: 'POST',
        url: '/wps/cashier/security/bank',
        token: m.token,
        payload: { bankName: 'Test Bank', accountName: 'Juan Dela Cruz', accountNumber: '1234-5678-9012' },
      });
      expect(again.body.success, JSON.stringify(again.body)).toBe(true);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('a cooling-off forfeits the bonus being wagered, turns a launch away, and ends by itself', async () => {
    const m = await memberPlaying('rgcool01');
    await t.app.deps.db.transaction((tx) =>
      t.app.services.bonus.grant(tx, {
        brand,
        memberId: m.member.id,
        promotionId: null,
        sourceKey: `rg:${id('g')}`,
        title: { EN: 'Before the break' },
        amount: 5_000,
        depositAmount: 0,
        wagering: { multiple: 10, base: 'bonus', contributions: {}, maxBet: null, maxWin: null, expiresDays: 7 },
        actor: 'system',
      }),
    );
    const done = await exclude(m.token, { kind: 'cooloff', duration: '24h', password: PASSWORD });
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    const [grant] = await sqlRows<{ status: string; status_reason: string }>(
      t,
      sql`SELECT status, status_reason FROM bonus_grants WHERE member_id = ${m.member.id}`,
    );
    expect(grant).toEqual({ status: 'forfeited', status_reason: 'bonus_forfeit_self_exclusion' });

    // No session opens for the member in the break, whichever way in.
    const token = (await t.app.sessions
      .create(t.app.deps.db, {
        brandId: brand.id,
        memberId: m.member.id,
        loginType: 'username',
        ip: '127.0.0.1',
        device: 'web',
      })
      .catch((e: Error) => e)) as Error;
    expect(token.message).toBe('rg.blocked');
    // 24 hours later the cooling-off is over: sign-in and stakes work again.
    t.clock.advance(86_400_000 + 1000);
    try {
      const back = await login(t.app, 'rgcool01', PASSWORD);
      expect(back.body.success, JSON.stringify(back.body)).toBe(true);
      const token = (back.body.value as { token: string }).token;
      const auth = await client.authenticate(
        await launchToken(t, token, TEST_VENDOR, `${TEST_VENDOR}_0003`, brand.merchantCode),
      );
      expect(auth.ok, auth.raw).toBe(true);
      if (auth.ok)
        expect((await bet({ sessionId: auth.value.sessionId, playerId: auth.value.playerId }, 100)).ok).toBe(true);
    } finally {
      t.clock.advance(-(86_400_000 + 1000));
    }
  });

  it('a member in a break is turned away at launch, at deposit and at every stake; wins still land', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const round = id('r');
    expect((await bet(p.session, 1_000, round)).ok).toBe(true);
    await sqlRows(
      t,
      sql`INSERT INTO rg_members (member_id, brand_id, block_kind, block_since, block_until, updated_at)
          VALUES (${p.member.id}, ${brand.id}, 'cooloff', ${t.clock.now()}, ${new Date(t.clock.now().getTime() + 3_600_000)}, ${t.clock.now()})`,
    );
    const before = await snapshot(t.database);
    expect((await deposit(p.token, 100)).body).toMatchObject({ success: false, errorCode: 'rg.blocked' });
    const launch = await call(t.app, {
      method: 'GET',
      url: `/wps/game/launchGame?vassalage=${TEST_VENDOR}&gameCode=${TEST_VENDOR}_0003`,
      token: p.token,
    });
    expect(launch.body).toMatchObject({ success: false, errorCode: 'rg.blocked' });
    expect(await snapshot(t.database)).toBe(before);
    // A game session opened before the break (an operator's block does not sign out): stakes refused.
    const racing = await Promise.all(Array.from({ length: 4 }, () => bet(p.session, 100)));
    expect(racing.map((a) => (a.ok ? 'ok' : a.errorCode))).toEqual(Array(4).fill('vendor.player.excluded'));
    const win = await client.win({
      ...p.session,
      transactionId: id('win'),
      roundId: round,
      amount: 1_500,
      currency: 'PHP',
    });
    expect(win.ok, win.raw).toBe(true);
  });
});
