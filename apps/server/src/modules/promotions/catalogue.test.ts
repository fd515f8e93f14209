import { PROMOTION_KINDS } from '@app/contracts/calls/promotion-shapes';
import { LANGUAGES } from '@app/contracts/languages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { promotionParticipations, promotions } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { sanitisePromotionHtml } from './sanitise.ts';
import { CATEGORY_NAMES, TERM_LANGUAGES } from './terms.ts';

// promotions.list and promotions.detail over the demo promotions (issue 18 item 1), and the body's sanitiser.

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
});
afterAll(() => t.close());

interface Card {
  id: number;
  code: string;
  kind: string;
  category: string;
  title: string;
  state: string;
  artUrl: string;
}

async function list(query = '', token?: string, lang?: string) {
  const { res, body } = await call(t.app, { method: 'GET', url: `/wps/promotions${query}`, token, lang });
  expect(res.statusCode).toBe(200);
  return (body.value as { list: Card[] }).list;
}

async function byCode(code: string) {
  const [row] = await t.app.deps.db
    .select()
    .from(promotions)
    .where(and(eq(promotions.brandId, brand.id), eq(promotions.code, code)));
  if (!row) throw new Error(`no ${code}`);
  return row;
}

describe('promotions.list', () => {
  it('lists one live demo promotion of each kind in display order, titled in the request language', async () => {
    const en = await list();
    expect(new Set(en.map((c) => c.kind))).toEqual(new Set(PROMOTION_KINDS));
    expect(en.map((c) => c.code).slice(0, 2)).toEqual(['WELCOME100', 'RELOAD20']);
    expect(en[0]?.title).toBe('Welcome bonus 100%');
    expect(en.every((c) => c.state === 'open')).toBe(true);
    expect(en[0]?.artUrl).toBe(`/art/promotions/${en[0]?.id}.svg`);
    const cn = await list('', undefined, 'CN');
    expect(cn[0]?.title).toBe('首存红利 100%');
    const ja = await list('?language=JA');
    expect(ja[0]?.title).toBe('ウェルカムボーナス 100%');
  });

  it('draws every card its own art as SVG with an ETag, and answers 404 for an unknown id', async () => {
    const cards = await list();
    const svgs = new Set<string>();
    for (const c of cards) {
      const res = await t.app.inject({ method: 'GET', url: c.artUrl });
      expect(res.statusCode, c.artUrl).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg[^>]*viewBox="0 0 1200 400"/);
      svgs.add(res.body);
      const again = await t.app.inject({
        method: 'GET',
        url: c.artUrl,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect(svgs.size).toBe(cards.length);
    for (const url of ['/art/promotions/99999999.svg', '/art/promotions/abc.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("answers a game lobby's announcements: the live promotions that concern its category, at most five", async () => {
    const codes = async (query: string) => {
      const { res, body } = await call(t.app, { method: 'GET', url: `/wps/relay/GCSGAME_getAnnouncements${query}` });
      expect(res.statusCode).toBe(200);
      return (body.value as { promotion: Card[] }).promotion.map((c) => c.code);
    };
    const lott = await codes('?gameType=LOTT');
    expect(lott).toContain('DAILY-REBATE');
    expect(lott).not.toContain('WEEKLY-CASHBACK');
    expect(lott).not.toContain('WELCOME100');
    const rng = await codes('?gameType=RNG');
    expect(rng.slice(0, 4)).toEqual(['WELCOME100', 'RELOAD20', 'DAILY-REBATE', 'WEEKLY-CASHBACK']);
    expect(rng).toHaveLength(5);
    expect(await codes('')).toHaveLength(5);
    const bad = await call(t.app, { method: 'GET', url: '/wps/relay/GCSGAME_getAnnouncements?gameType=NOPE' });
    expect(bad.body.errorCode).toBe('request_param_err');
  });

  it('filters by category and refuses an unknown one', async () => {
    const rebates = await list('?category=rebate');
    expect(rebates.map((c) => c.code)).toEqual(['DAILY-REBATE', 'WEEKLY-CASHBACK']);
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/promotions?category=nope' });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
  });

  it("shows a signed-in member's state: claimed after taking part, joined for rebates, coming soon before the start", async () => {
    const { member, token } = await signedInMember(t.app);
    const welcome = await byCode('WELCOME100');
    await t.app.deps.db.insert(promotionParticipations).values({
      promotionId: welcome.id,
      memberId: member.id,
      periodKey: 'once',
      brandId: brand.id,
      createdAt: t.clock.now(),
    });
    const cards = await list('', token);
    expect(cards.find((c) => c.code === 'WELCOME100')?.state).toBe('claimed');
    expect(cards.find((c) => c.code === 'DAILY-REBATE')?.state).toBe('joined');
    expect(cards.find((c) => c.code === 'RELOAD20')?.state).toBe('open');

    const later = await byCode('LUCKY-RAFFLE');
    await t.app.deps.db
      .update(promotions)
      .set({ startsAt: new Date(t.clock.now().getTime() + 3_600_000) })
      .where(eq(promotions.id, later.id));
    expect((await list()).find((c) => c.code === 'LUCKY-RAFFLE')?.state).toBe('coming_soon');
    await t.app.deps.db.update(promotions).set({ startsAt: later.startsAt }).where(eq(promotions.id, later.id));
  });

  it('leaves drafts and ended promotions out', async () => {
    const p = await byCode('WEEKLY-CASHBACK');
    await t.app.deps.db.update(promotions).set({ status: 'draft' }).where(eq(promotions.id, p.id));
    expect((await list()).some((c) => c.code === 'WEEKLY-CASHBACK')).toBe(false);
    const detail = await call(t.app, { method: 'GET', url: `/wps/promotions/detail?id=${p.id}` });
    expect(detail.body.errorCode).toBe('promotions.not.found');
    await t.app.deps.db.update(promotions).set({ status: 'published' }).where(eq(promotions.id, p.id));
  });
});

describe('promotions.detail', () => {
  it('gives the body, the terms in words in every language, the rules in major units', async () => {
    const p = await byCode('WELCOME100');
    for (const lang of LANGUAGES) {
      const { body } = await call(t.app, { method: 'GET', url: `/wps/promotions/detail?id=${p.id}`, lang });
      const v = body.value as {
        title: string;
        bodyHtml: string;
        terms: string[];
        eligible: boolean;
        ineligibleReason: string;
      };
      expect(v.title.length).toBeGreaterThan(0);
      expect(v.bodyHtml).toMatch(/^<p>/);
      expect(v.terms.length).toBeGreaterThanOrEqual(4);
      expect(v.terms.join(' ')).toContain('500');
      expect(v.eligible).toBe(false);
      expect(v.ineligibleReason.length).toBeGreaterThan(0);
    }
    const { body } = await call(t.app, { method: 'GET', url: `/wps/promotions/detail?id=${p.id}` });
    const v = body.value as { rules: { kind: string; tiers: { cap: number }[] }; terms: string[] };
    expect(v.rules.kind).toBe('first_deposit');
    expect(v.rules.tiers[0]?.cap).toBe(500);
    expect(v.terms[0]).toBe(
      `Deposit 50 ${brand.settings.currency} or more: 100% bonus, up to 500 ${brand.settings.currency}`,
    );
    expect(v.terms).toContain('Wager 10x the bonus within 14 days to turn it into cash');
  });

  it('tells a signed-in member whether they may take part, and why not', async () => {
    const { member, token } = await signedInMember(t.app);
    const p = await byCode('RELOAD20');
    const ok = await call(t.app, { method: 'GET', url: `/wps/promotions/detail?id=${p.id}`, token });
    expect((ok.body.value as { eligible: boolean }).eligible).toBe(true);
    await t.app.deps.db.insert(promotionParticipations).values({
      promotionId: p.id,
      memberId: member.id,
      periodKey: `d:${new Date(t.clock.now().getTime() + brand.settings.timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10)}`,
      brandId: brand.id,
      createdAt: t.clock.now(),
    });
    const taken = await call(t.app, { method: 'GET', url: `/wps/promotions/detail?id=${p.id}`, token, lang: 'VI' });
    const v = taken.body.value as { eligible: boolean; ineligibleReason: string; state: string };
    expect(v.eligible).toBe(false);
    expect(v.ineligibleReason).toBe('Bạn đã tham gia khuyến mãi này.');
    expect(v.state).toBe('claimed');
  });

  it('answers promotions.not.found for another id and request_param_err for a bad one', async () => {
    const missing = await call(t.app, { method: 'GET', url: '/wps/promotions/detail?id=999999' });
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.errorCode).toBe('promotions.not.found');
    const bad = await call(t.app, { method: 'GET', url: '/wps/promotions/detail?id=abc' });
    expect(bad.body.errorCode).toBe('request_param_err');
  });
});

describe('terms and sanitiser', () => {
  it('has every template and category name in every language', () => {
    const keys = Object.keys(TERM_LANGUAGES.EN).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(TERM_LANGUAGES[lang]).sort()).toEqual(keys);
      expect(Object.values(TERM_LANGUAGES[lang]).every((v) => v.length > 0)).toBe(true);
      expect(Object.keys(CATEGORY_NAMES[lang]).sort()).toEqual(Object.keys(CATEGORY_NAMES.EN).sort());
    }
  });

  it('drops scripts, event handlers, styles, images and unsafe links; keeps the allowed tags', () => {
    const dirty =
      '<p onclick="steal()">Hi <script>alert(1)</script><strong>bold</strong> <img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://x.example/" onmouseover="x()">ext</a> ' +
      '<a href="/promotions">site</a> <a href="//evil.example">proto</a></p><style>p{}</style><h3>T</h3><iframe src="https://x"></iframe>';
    const clean = sanitisePromotionHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|onmouseover|style|img|iframe|javascript|evil/i);
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain('<a href="https://x.example/" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(clean).toContain('<a href="/promotions">site</a>');
    expect(clean).toContain('<h3>T</h3>');
  });
});
