import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryExposure, lotterySettings } from '../../db/schema/lottery.ts';
import type { Brand } from '../system/brand-types.ts';
import { type BackofficeKit, backofficeKit } from './backoffice-test-kit.ts';

// The back office's lotteries and draws (docs/decisions/1200, "Back office"): who may make each call,
// settings changed with before/after in the audit log, bad input refused with a clear code and
// nothing changed, draws listed and filtered with their top exposure.

let k: BackofficeKit;
let brand: Brand;

beforeAll(async () => {
  k = await backofficeKit();
  brand = k.brand;
});
afterAll(() => k.t.close());

const get: BackofficeKit['get'] = (...a) => k.get(...a);
const post: BackofficeKit['post'] = (...a) => k.post(...a);
const state = () => k.state();
const makeDraw: BackofficeKit['makeDraw'] = (o) => k.makeDraw(o);
const lastAudit = (action: string) => k.lastAudit(action);

const SETTINGS = '/backoffice/api/lottery/settings';
const settings = (over: Record<string, unknown> = {}) => ({
  gameCode: 'LOTT_4D',
  enabled: false,
  resultSource: 'outside',
  closeSeconds: 300,
  minUnit: '1.00',
  maxUnit: '500.00',
  maxPayoutNumber: '20000.00',
  maxPayoutDraw: '100000.00',
  reason: 'weekly limits review',
  ...over,
});

describe('who may do what', () => {
  const refused = async (r: Awaited<ReturnType<typeof get>>) => {
    expect(r.body.success).toBe(false);
    expect(r.body.errorCode).toBe('staff.role.forbidden');
  };
  it('lets readers list lotteries, draws and exposure, and refuses content editors', async () => {
    for (const role of ['owner', 'admin', 'finance', 'risk', 'support', 'read-only'] as const) {
      expect((await get('/backoffice/api/lottery/lotteries', role)).body.success, role).toBe(true);
      expect((await get('/backoffice/api/lottery/draws', role)).body.success, role).toBe(true);
      expect((await get('/backoffice/api/lottery/exposure', role)).body.success, role).toBe(true);
    }
    await refused(await get('/backoffice/api/lottery/lotteries', 'content'));
    await refused(await get('/backoffice/api/lottery/draws', 'content'));
  });

  it('refuses settings, odds, void and results to finance, support, content and read-only, changing nothing', async () => {
    const d = await makeDraw();
    const before = await state();
    for (const role of ['finance', 'support', 'content', 'read-only'] as const) {
      await refused(await post(SETTINGS, settings(), role));
      await refused(await post('/backoffice/api/lottery/odds', { gameCode: 'LOTT_4D', odds: {}, reason: 'x1' }, role));
      await refused(await post('/backoffice/api/lottery/draw/void', { id: d.id, reason: 'bad feed' }, role));
      await refused(await post('/backoffice/api/lottery/draw/result', { id: d.id, groups: [], reason: 'ok' }, role));
      await refused(await post('/backoffice/api/lottery/draw/confirm', { id: d.id, reason: 'ok' }, role));
    }
    expect(await state()).toBe(before);
  });
});

describe('lottery settings', () => {
  it('saves the settings with a reason, audited before and after', async () => {
    const { body } = await post(SETTINGS, settings());
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value).toMatchObject({
      gameCode: 'LOTT_4D',
      enabled: false,
      resultSource: 'outside',
      closeSeconds: 300,
      minUnit: 1,
      maxUnit: 500,
      maxPayoutNumber: 20_000,
      maxPayoutDraw: 100_000,
    });
    const [row] = await k.t.app.deps.db
      .select()
      .from(lotterySettings)
      .where(and(eq(lotterySettings.brandId, brand.id), eq(lotterySettings.gameCode, 'LOTT_4D')));
    expect(row).toMatchObject({ enabled: false, resultSource: 'outside', minUnit: 100, maxPayoutNumber: 2_000_000 });
    const audit = await lastAudit('lottery.settings_set');
    expect(audit).toMatchObject({ reason: 'weekly limits review', targetKind: 'lottery', targetId: 'LOTT_4D' });
    expect(audit?.after).toMatchObject({ enabled: false, source: 'outside', maxPayoutNumber: 2_000_000 });
    expect(audit?.before).toMatchObject({ enabled: true, source: 'house' });
  });

  it('clears the payout limits with null', async () => {
    const { body } = await post(SETTINGS, settings({ maxPayoutNumber: null, maxPayoutDraw: null }));
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ maxPayoutNumber: null, maxPayoutDraw: null });
  });

  it('refuses bad limits with a clear code in the staff member’s language, changing nothing', async () => {
    const before = await state();
    const cases: [Record<string, unknown>, string][] = [
      [{ minUnit: '600', maxUnit: '500' }, 'lottery.limits.invalid'],
      [{ maxPayoutNumber: '900000', maxPayoutDraw: '1000' }, 'lottery.limits.invalid'],
      [{ minUnit: '-1' }, 'wallet.amount.invalid'],
      [{ maxUnit: '0' }, 'wallet.amount.invalid'],
      [{ minUnit: '1.001' }, 'wallet.amount.invalid'],
      [{ closeSeconds: -5 }, 'request_param_err'],
      [{ closeSeconds: 90_000 }, 'request_param_err'],
      [{ resultSource: 'oracle' }, 'request_param_err'],
      [{ gameCode: 'NOPE' }, 'request_param_err'],
      [{ reason: '' }, 'request_param_err'],
    ];
    for (const [over, code] of cases) {
      const { body } = await post(SETTINGS, settings(over));
      expect(body.success, JSON.stringify(over)).toBe(false);
      expect(body.errorCode, JSON.stringify(over)).toBe(code);
    }
    const { body } = await post(SETTINGS, settings({ minUnit: '600', maxUnit: '500' }), 'risk', 'CN');
    expect(body.message).toMatch(/最小单位/);
    expect(await state()).toBe(before);
  });
});

describe('draws', () => {
  it('lists draws filtered by lottery and status, newest first', async () => {
    const a = await makeDraw({ gameCode: 'ELOTT_5D1' });
    const b = await makeDraw({ gameCode: 'ELOTT_5D1', status: 'void', voidReason: 'feed down' });
    await makeDraw({ gameCode: 'LOTT_P3' });
    const all = await get('/backoffice/api/lottery/draws?gameCode=ELOTT_5D1', 'read-only');
    const v = all.body.value as { list: { id: number; status: string }[]; total: number };
    expect(v.total).toBe(2);
    expect(v.list.map((d) => d.id).sort()).toEqual([a.id, b.id].sort());
    const voids = await get('/backoffice/api/lottery/draws?gameCode=ELOTT_5D1&status=void', 'support');
    expect((voids.body.value as { list: { id: number }[] }).list.map((d) => d.id)).toEqual([b.id]);
  });

  it('filters by brand-local day and refuses an impossible day', async () => {
    const day = new Date(k.t.clock.now().getTime() + 600_000 + brand.settings.timezoneOffsetMinutes * 60_000)
      .toISOString()
      .slice(0, 10);
    const { body } = await get(`/backoffice/api/lottery/draws?from=${day}&to=${day}`);
    expect((body.value as { total: number }).total).toBeGreaterThan(0);
    const none = await get('/backoffice/api/lottery/draws?from=1999-01-01&to=1999-01-02');
    expect((none.body.value as { total: number }).total).toBe(0);
    const bad = await get('/backoffice/api/lottery/draws?from=2031-02-31');
    expect(bad.body.errorCode).toBe('request_param_err');
  });

  it('shows a draw with its top exposure, highest first, and hides the seed until drawn', async () => {
    // The draw's own totals are written at settlement; an open draw counts its tickets (none here).
    const d = await makeDraw({ exposure: 350_000, tickets: 3, stake: 3_000, seed: 'cd'.repeat(32) });
    await k.t.app.deps.db.insert(lotteryExposure).values([
      { drawId: d.id, numberKey: 'd1:7', amount: 100_000 },
      { drawId: d.id, numberKey: 'd1:3', amount: 250_000 },
    ]);
    const { body } = await get(`/backoffice/api/lottery/draw?id=${d.id}`, 'finance');
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(body.value).toMatchObject({
      id: d.id,
      status: 'open',
      tickets: 0,
      stake: 0,
      exposure: 3500,
      seed: null,
      seedHash: 'ab'.repeat(32),
      topExposure: [
        { numberKey: 'd1:3', amount: 2500 },
        { numberKey: 'd1:7', amount: 1000 },
      ],
    });
    const exp = await get('/backoffice/api/lottery/exposure?gameCode=ELOTT_5D5&top=1', 'risk');
    const mine = (exp.body.value as { list: { id: number; numbers: unknown[] }[] }).list.find((x) => x.id === d.id);
    expect(mine?.numbers).toEqual([{ numberKey: 'd1:3', amount: 2500 }]);
  });

  it('reveals the seed of a drawn draw, and a settled draw shows the totals settlement wrote', async () => {
    const drawn = await makeDraw({ status: 'drawn', seed: 'ef'.repeat(32), result: { groups: [] } });
    expect((await get(`/backoffice/api/lottery/draw?id=${drawn.id}`)).body.value).toMatchObject({
      seed: 'ef'.repeat(32),
      result: [],
    });
    const settled = await makeDraw({
      status: 'settled',
      seed: '12'.repeat(32),
      result: { groups: [{ key: 'digits', numbers: ['1', '2', '3', '4', '5'] }] },
      tickets: 4,
      stake: 4_000,
      payout: 2_000,
    });
    const { body } = await get(`/backoffice/api/lottery/draws?status=settled`);
    expect((body.value as { list: unknown[] }).list).toContainEqual(
      expect.objectContaining({ id: settled.id, tickets: 4, stake: 40, payout: 20 }),
    );
  });

  it('answers another brand’s or a missing draw as not found', async () => {
    const { body } = await get('/backoffice/api/lottery/draw?id=99999999');
    expect(body.errorCode).toBe('lottery.draw.not.found');
    const v = await post('/backoffice/api/lottery/draw/void', { id: 99_999_999, reason: 'bad feed' });
    expect(v.body.errorCode).toBe('lottery.draw.not.found');
    const bad = await get('/backoffice/api/lottery/draw?id=abc');
    expect(bad.body.errorCode).toBe('request_param_err');
  });

  it('refuses a void without a reason, changing nothing', async () => {
    const d = await makeDraw();
    const before = await state();
    const { body } = await post('/backoffice/api/lottery/draw/void', { id: d.id, reason: ' ' });
    expect(body.errorCode).toBe('request_param_err');
    expect(await state()).toBe(before);
  });
});
