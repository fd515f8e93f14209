import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

// Back office: promotions (issue 18 item 4): create, edit at a version, preview, schedule; roles; audit.

let t: TestApp;
let content: string;
let readOnly: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  content = await signInStaff(t, await makeStaff(t, { role: 'content' }));
  readOnly = await signInStaff(t, await makeStaff(t, { role: 'read-only' }));
  finance = await signInStaff(t, await makeStaff(t, { role: 'finance' }));
});
afterAll(() => t.close());

const cash = { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, maxWin: null, expiresDays: 7 };

function input(code: string, over: Record<string, unknown> = {}) {
  return {
    code,
    category: 'event',
    title: { EN: 'Share your story', CN: '分享故事' },
    summary: { EN: 'Tell us and win.' },
    body: { EN: '<p onclick="x()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>' },
    art: { motif: 'star', hue: 120 },
    startsAt: t.clock.now().getTime() - 60_000,
    endsAt: null,
    eligibility: { newMembersDays: null, minVipLevel: 0, tags: [], repeat: 'once' },
    rules: { kind: 'application', reward: 20, needsContact: false, maxImages: 2, wagering: cash },
    sort: 5,
    ...over,
  };
}

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: `/backoffice/api/promotions${url}`, token, payload });

describe('backofficePromotions', () => {
  it('creates a sanitised draft, edits it at its version, publishes it, and audits each write', async () => {
    const made = await post(content, '', input('STORY-1'));
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const p = made.body.value as { id: number; status: string; version: number; body: Record<string, string> };
    expect(p.status).toBe('draft');
    expect(p.body.EN).toBe('<p>Hello <a>x</a></p>');

    const members = await call(t.app, { method: 'GET', url: '/wps/promotions' });
    expect((members.body.value as { list: { code: string }[] }).list.some((c) => c.code === 'STORY-1')).toBe(false);

    const edited = await post(content, '/update', {
      ...input('STORY-1', { sort: 1 }),
      id: p.id,
      version: p.version,
      reason: 'order',
    });
    expect(edited.body.value).toMatchObject({ version: 2, sort: 1 });
    const stale = await post(content, '/update', { ...input('STORY-1'), id: p.id, version: 1, reason: 'again' });
    expect(stale.body.errorCode).toBe('promotions.stale');
    const kind = await post(content, '/update', {
      ...input('STORY-1', {
        rules: { kind: 'referral', reward: 5, minFirstDeposit: 10, maxFriends: null, wagering: cash },
      }),
      id: p.id,
      version: 2,
      reason: 'kind',
    });
    expect(kind.body.errorCode).toBe('promotions.invalid');

    const published = await post(content, '/schedule', { id: p.id, action: 'publish', reason: 'go live' });
    expect(published.body.value).toMatchObject({ status: 'live', version: 3 });
    const list = await call(t.app, { method: 'GET', url: '/wps/promotions' });
    expect((list.body.value as { list: { code: string }[] }).list.some((c) => c.code === 'STORY-1')).toBe(true);
    const again = await post(content, '/schedule', { id: p.id, action: 'publish', reason: 'twice' });
    expect(again.body.errorCode).toBe('promotions.state');
    const ended = await post(content, '/schedule', { id: p.id, action: 'end', reason: 'over' });
    expect(ended.body.value).toMatchObject({ status: 'ended' });

    const audits = await sqlRows<{ action: string; reason: string }>(
      t,
      sql`SELECT action, reason FROM audit_log WHERE target_id = ${String(p.id)} AND action LIKE 'promotion.%' ORDER BY id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'promotion.create',
      'promotion.update',
      'promotion.publish',
      'promotion.end',
    ]);

    const staffList = await call(t.app, {
      method: 'GET',
      url: '/backoffice/api/promotions?status=ended',
      token: readOnly,
    });
    expect((staffList.body.value as { list: { code: string }[] }).list.map((r) => r.code)).toContain('STORY-1');
  });

  it('gives a raffle its seed hash on creation, never the seed', async () => {
    const made = await post(
      content,
      '',
      input('RAFFLE-X', {
        rules: {
          kind: 'raffle',
          validBetPerTicket: 10,
          depositPerTicket: null,
          drawAt: t.clock.now().getTime() + 86_400_000,
          prizes: [{ amount: 5, count: 2 }],
          wagering: cash,
        },
      }),
    );
    const v = made.body.value as { seedHash: string; seed?: string };
    expect(v.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(made.body)).not.toContain('"seed"');
  });

  it('refuses bad input naming the field, a taken code, and a read-only staff member; nothing changed', async () => {
    await post(content, '', input('TAKEN-1'));
    const before = await snapshot(t.database);
    const noTitle = await post(content, '', input('NT-1', { title: { CN: '只有中文' } }));
    expect(noTitle.body.errorCode).toBe('promotions.invalid');
    expect(JSON.stringify(noTitle.body.value)).toContain('title.EN');
    const badPeriod = await post(content, '', input('BP-1', { endsAt: t.clock.now().getTime() - 120_000 }));
    expect(badPeriod.body.errorCode).toBe('promotions.invalid');
    const taken = await post(content, '', input('TAKEN-1'));
    expect(taken.body.errorCode).toBe('promotions.invalid');
    const badRules = await post(content, '', input('BR-1', { rules: { kind: 'application', reward: -1 } }));
    expect(badRules.body.errorCode).toBe('request_param_err');
    const denied = await post(readOnly, '', input('RO-1'));
    expect(denied.res.statusCode).toBe(403);
    // The staff sessions' last_seen_at moves with every call; everything else stays.
    const data = (snap: string) => snap.split('\n').filter((l) => !l.startsWith('staff_sessions:'));
    expect(data(await snapshot(t.database))).toEqual(data(before));
  });

  it('previews the sanitised body and the terms in the language asked', async () => {
    const r = await post(content, '/preview', { promotion: input('PREVIEW'), language: 'CN' });
    expect(r.body.value).toMatchObject({ title: '分享故事', summary: 'Tell us and win.' });
    const v = r.body.value as { bodyHtml: string; terms: string[] };
    expect(v.bodyHtml).not.toMatch(/script|onclick|javascript/);
    expect(v.terms[0]).toContain('20');
  });
});

describe('backofficePromotions grants', () => {
  it('grants a bonus to the reward centre once per request, the member claims it, staff revoke the grant', async () => {
    const { member, token } = await signedInMember(t.app);
    const requestId = rid();
    const grant = {
      username: member.username,
      amount: 40,
      wageringMultiple: 3,
      title: 'Sorry bonus',
      reason: 'outage',
      requestId,
    };
    const denied = await post(content, '/grants', grant);
    expect(denied.res.statusCode).toBe(403);
    const made = await post(finance, '/grants', grant);
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const rewardId = (made.body.value as { rewardId: number }).rewardId;
    expect((await post(finance, '/grants', grant)).body.value).toEqual({ rewardId });
    const unknown = await post(finance, '/grants', { ...grant, username: 'nobody-here', requestId: rid() });
    expect(unknown.body.errorCode).toBe('member.not.found');

    const rewards = await call(t.app, {
      method: 'GET',
      url: `/backoffice/api/promotions/rewards?username=${member.username}`,
      token: readOnly,
    });
    expect(rewards.body.value).toMatchObject({
      total: 1,
      list: [{ id: rewardId, amount: 40, wageringMultiple: 3, status: 'claimable', source: 'manual' }],
    });

    const claimed = await call(t.app, {
      method: 'POST',
      url: '/wps/member/rewards/claim',
      token,
      payload: { rewardId, requestId: rid() },
    });
    const grantId = (claimed.body.value as { bonusGrantId: number }).bonusGrantId;
    expect(grantId).toBeGreaterThan(0);
    const listed = await call(t.app, {
      method: 'GET',
      url: `/backoffice/api/promotions/grants?username=${member.username}&status=active`,
      token: readOnly,
    });
    expect(listed.body.value).toMatchObject({
      total: 1,
      list: [{ id: grantId, username: member.username, amount: 40, balance: 40 }],
    });
    const revoked = await post(finance, '/grants/revoke', { target: 'grant', id: grantId, reason: 'abuse' });
    expect(revoked.body.value).toEqual({ status: 'revoked' });
    const twice = await post(finance, '/grants/revoke', { target: 'grant', id: grantId, reason: 'abuse' });
    expect(twice.body.errorCode).toBe('bonus.not.active');
    const bal = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(bal.body.value).toMatchObject({ bonus: 0 });
    const audits = await sqlRows<{ action: string }>(
      t,
      sql`SELECT action FROM audit_log WHERE action IN ('promotion.grant_bonus', 'promotion.revoke_grant') ORDER BY id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['promotion.grant_bonus', 'promotion.revoke_grant']);
  });

  it('withdraws an unclaimed reward, which the member can then not claim', async () => {
    const { member, token } = await signedInMember(t.app);
    const made = await post(finance, '/grants', {
      username: member.username,
      amount: 5,
      wageringMultiple: 0,
      title: 'Gift',
      reason: 'test',
      requestId: rid(),
    });
    const rewardId = (made.body.value as { rewardId: number }).rewardId;
    expect(
      (await post(finance, '/grants/revoke', { target: 'reward', id: rewardId, reason: 'mistake' })).body.value,
    ).toEqual({
      status: 'revoked',
    });
    const claim = await call(t.app, {
      method: 'POST',
      url: '/wps/member/rewards/claim',
      token,
      payload: { rewardId, requestId: rid() },
    });
    expect(claim.body.errorCode).toBe('promotions.reward.not.found');
  });
});

describe('backofficePromotions.report', () => {
  const day = (offsetDays: number) =>
    new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  const report = (from: string, to: string) =>
    call(t.app, { method: 'GET', url: `/backoffice/api/promotions/report?from=${from}&to=${to}`, token: readOnly });

  it('counts an application promotion: one participant, its reward issued and claimed as cash, its cost', async () => {
    const made = await post(content, '', input('REPORT-1'));
    const promotionId = (made.body.value as { id: number }).id;
    await post(content, '/schedule', { id: promotionId, action: 'publish', reason: 'go live' });
    const { token } = await signedInMember(t.app);
    const applied = await call(t.app, {
      method: 'POST',
      url: '/wps/promotions/apply',
      token,
      payload: { promotionId, comment: 'Here', imageIds: [], requestId: rid() },
    });
    expect(applied.body.success, JSON.stringify(applied.body)).toBe(true);
    const support = await signInStaff(t, await makeStaff(t, { role: 'support' }));
    const queue = await call(t.app, {
      method: 'GET',
      url: `/backoffice/api/promotions/applications?promotionId=${promotionId}`,
      token: support,
    });
    const appId = (queue.body.value as { list: { id: number }[] }).list[0]?.id;
    await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/promotions/applications/review',
      token: support,
      payload: { id: appId, decision: 'approve', amount: 20, reason: 'fine' },
    });
    const before = await report(day(-1), day(1));
    const row = () =>
      (before.body.value as { list: { promotionId: number }[] }).list.find((r) => r.promotionId === promotionId);
    expect(row()).toMatchObject({ participants: 1, rewardsIssued: 1, rewardsClaimed: 0, cashPaid: 0, cost: 0 });

    const rewards = await call(t.app, { method: 'GET', url: '/wps/member/rewards', token });
    const rewardId = (rewards.body.value as { list: { id: number }[] }).list[0]?.id;
    const claimed = await call(t.app, {
      method: 'POST',
      url: '/wps/member/rewards/claim',
      token,
      payload: { rewardId, requestId: rid() },
    });
    expect(claimed.body.success, JSON.stringify(claimed.body)).toBe(true);
    const after = await report(day(-1), day(1));
    const list = (after.body.value as { list: { promotionId: number }[] }).list;
    expect(list.find((r) => r.promotionId === promotionId)).toMatchObject({
      code: 'REPORT-1',
      kind: 'application',
      participants: 1,
      rewardsIssued: 1,
      rewardsClaimed: 1,
      cashPaid: 20,
      cost: 20,
      grants: 0,
      conversionBp: 0,
    });
    // A range that ends before today has none of it.
    const earlier = await report(day(-40), day(-30));
    expect((earlier.body.value as { list: unknown[] }).list).toEqual([]);
  });

  it('refuses a reversed range and a malformed day', async () => {
    expect((await report(day(1), day(-1))).body.errorCode).toBe('reports.range.reversed');
    expect((await report('2026-13-45x', day(0))).body.errorCode).toBe('request_param_err');
  });
});
