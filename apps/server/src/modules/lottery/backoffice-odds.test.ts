import { lotteryOf } from '@app/contracts/lottery/games';
import { publishedRtp } from '@app/contracts/lottery/rules';
import type { LotteryDef } from '@app/contracts/lottery/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackofficeKit, backofficeKit } from './backoffice-test-kit.ts';

// Odds tables in the back office (docs/decisions/1200, "Back office"): default and brand odds with the
// published RTP recomputed from rules.ts; edits validated (positive whole basis points shaped like the
// default, RTP at most 100%), audited with before/after, and bad tables change nothing.

let k: BackofficeKit;
let def: LotteryDef;
const URL = '/backoffice/api/lottery/odds';
type Row = { playType: string; defaultOdds: unknown; brandOdds: unknown; rtp: number; defaultRtp: number };
const rows = (v: unknown) => (v as { list: Row[] }).list;
const row = (v: unknown, code: string) => rows(v).find((r) => r.playType === code);

beforeAll(async () => {
  k = await backofficeKit();
  const d = lotteryOf('LOTT_P3');
  if (!d) throw new Error('no LOTT_P3');
  def = d;
});
afterAll(() => k.t.close());

const play = (code: string) => {
  const p = def.playTypes.find((x) => x.code === code);
  if (!p) throw new Error(`no play ${code}`);
  return p;
};

describe('odds tables', () => {
  it('lists every play type with its default odds and published RTP', async () => {
    const { body } = await k.get(`${URL}?gameCode=LOTT_P3`, 'read-only');
    expect(body.success, JSON.stringify(body)).toBe(true);
    expect(rows(body.value).map((r) => r.playType)).toEqual(def.playTypes.map((p) => p.code));
    for (const p of def.playTypes) {
      expect(row(body.value, p.code)).toMatchObject({
        defaultOdds: p.odds,
        brandOdds: null,
        rtp: publishedRtp(def, p),
        defaultRtp: publishedRtp(def, p),
      });
    }
  });

  it('sets the brand’s odds, recomputes the RTP and audits before and after', async () => {
    const { body } = await k.post(URL, { gameCode: 'LOTT_P3', odds: { p3straight: 8_500_000 }, reason: 'margin' });
    expect(body.success, JSON.stringify(body)).toBe(true);
    const r = row(body.value, 'p3straight');
    expect(r?.brandOdds).toBe(8_500_000);
    expect(r?.rtp).toBe(publishedRtp(def, play('p3straight'), { p3straight: 8_500_000 }));
    expect(r?.rtp).toBeLessThan(r?.defaultRtp ?? 0);
    const audit = await k.lastAudit('lottery.odds_set');
    expect(audit).toMatchObject({ reason: 'margin', targetId: 'LOTT_P3' });
    expect(audit?.before).toEqual({ odds: {} });
    expect(audit?.after).toEqual({ odds: { p3straight: 8_500_000 } });
    const again = await k.get(`${URL}?gameCode=LOTT_P3`);
    expect(row(again.body.value, 'p3straight')?.brandOdds).toBe(8_500_000);
  });

  it('sets per-option odds shaped like the default, and null goes back to the default', async () => {
    const box = play('p3box').odds as Record<string, number>;
    const lower = Object.fromEntries(Object.entries(box).map(([k2, v]) => [k2, v - 10_000]));
    const set = await k.post(URL, { gameCode: 'LOTT_P3', odds: { p3box: lower }, reason: 'box margin' });
    expect(row(set.body.value, 'p3box')?.brandOdds).toEqual(lower);
    const reset = await k.post(URL, { gameCode: 'LOTT_P3', odds: { p3box: null }, reason: 'back to default' });
    expect(row(reset.body.value, 'p3box')).toMatchObject({ brandOdds: null });
    expect(row(reset.body.value, 'p3box')?.rtp).toBe(row(reset.body.value, 'p3box')?.defaultRtp);
  });

  it('refuses odds that are not positive whole numbers, the wrong shape, or above 100% RTP, changing nothing', async () => {
    const box = play('p3box').odds as Record<string, number>;
    const [firstKey] = Object.keys(box);
    const missing = Object.fromEntries(Object.entries(box).filter(([key]) => key !== firstKey));
    const before = await k.state();
    const cases: [Record<string, unknown>, string][] = [
      [{ p3straight: 0 }, 'lottery.odds.invalid'],
      [{ p3straight: 10_000 }, 'lottery.odds.invalid'],
      [{ p3straight: -5 }, 'lottery.odds.invalid'],
      [{ p3straight: 1.5 }, 'lottery.odds.invalid'],
      [{ p3straight: 11_000_000 }, 'lottery.odds.invalid'],
      [{ p3straight: { a: 1 } }, 'lottery.odds.invalid'],
      [{ p3box: 5 }, 'lottery.odds.invalid'],
      [{ p3box: missing }, 'lottery.odds.invalid'],
      [{ p3box: { ...box, extra: 1 } }, 'lottery.odds.invalid'],
      [{ p3box: Object.fromEntries(Object.keys(box).map((o) => [o, 99_000_000])) }, 'lottery.odds.invalid'],
      [{ nope: 100 }, 'lottery.play.unknown'],
      [{ p3straight: 'x' }, 'request_param_err'],
    ];
    for (const [odds, code] of cases) {
      const { body } = await k.post(URL, { gameCode: 'LOTT_P3', odds, reason: 'try' });
      expect(body.success, JSON.stringify(odds)).toBe(false);
      expect(body.errorCode, JSON.stringify(odds)).toBe(code);
    }
    const cn = await k.post(
      URL,
      { gameCode: 'LOTT_P3', odds: { p3straight: 11_000_000 }, reason: 'try' },
      'risk',
      'CN',
    );
    expect(cn.body.message).toMatch(/返奖率/);
    const noReason = await k.post(URL, { gameCode: 'LOTT_P3', odds: { p3straight: 8_000_000 }, reason: '' });
    expect(noReason.body.errorCode).toBe('request_param_err');
    expect(await k.state()).toBe(before);
  });

  it('answers an unknown lottery with a clear code', async () => {
    const { body } = await k.get(`${URL}?gameCode=NOPE`);
    expect(body.errorCode).toBe('request_param_err');
  });
});
