import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdmin(t, ...argv);

type Banner = { bannerId: number; title: string; linkageType: string; linkageValue: string; url: string };

describe('banners', () => {
  it('serves a group in the request language, in order, with click targets', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getBanners?groupName=w_home' });
    expect(res.statusCode).toBe(200);
    const list = body.value as Banner[];
    expect(list.map((b) => b.title)).toEqual([
      'House slots and roulette',
      'Fast deposits',
      'Live casino tables',
      'Sports and esports',
    ]);
    expect(list[0]).toMatchObject({ url: '/art/banner/w_home-1.svg', linkageType: 'LOBBY', linkageValue: 'RNG' });
    const cn = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getBanners?groupName=w_home', lang: 'CN' });
    expect((cn.body.value as Banner[])[1]?.title).toBe('快速存款');
  });

  it('refuses an unknown group with a translated error and changes nothing', async () => {
    const before = await snapshot(t.database);
    const { res, body } = await call(t.app, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getBanners?groupName=w_nope',
      lang: 'VI',
    });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
    expect(body.message).not.toMatch(/not valid/);
    expect(await snapshot(t.database)).toBe(before);
  });

  it('shows a banner added by the operator on the next load, only inside its window', async () => {
    const added = await admin(
      'banner',
      'add',
      '--group',
      'w_fish',
      '--image',
      '/art/banner/w_fish-1.svg',
      '--title',
      'Golden fish week',
      '--link-type',
      'URL',
      '--link',
      'https://example.com/fish',
    );
    expect(added.code, added.out).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    const list = async () =>
      (await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getBanners?groupName=w_fish' })).body
        .value as Banner[];
    expect((await list()).map((b) => b.title)).toContain('Golden fish week');

    expect((await admin('banner', 'edit', String(id), '--from', '+2h')).code).toBe(0);
    expect((await list()).map((b) => b.bannerId)).not.toContain(id);
    t.clock.advance(3 * 3_600_000);
    expect((await list()).map((b) => b.bannerId)).toContain(id);
    expect((await admin('banner', 'edit', String(id), '--until', '+1h')).code).toBe(0);
    t.clock.advance(2 * 3_600_000);
    expect((await list()).map((b) => b.bannerId)).not.toContain(id);
    expect((await admin('banner', 'remove', String(id))).code).toBe(0);
    expect((await admin('banner', 'list', '--group', 'w_fish')).out).not.toContain(`#${id} `);
  });

  it('falls back to the brand language when a banner has no text in the visitor language', async () => {
    const added = await admin(
      'banner',
      'add',
      '--group',
      'w_pvp',
      '--image',
      '/art/banner/w_pvp-1.svg',
      '--title',
      'Only in English',
    );
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    const ja = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getBanners?groupName=w_pvp', lang: 'JA' });
    expect((ja.body.value as Banner[]).find((b) => b.bannerId === id)?.title).toBe('Only in English');
    expect((await admin('banner', 'edit', String(id), '--lang', 'JA', '--title', '英語だけではない')).code).toBe(0);
    const again = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getBanners?groupName=w_pvp', lang: 'JA' });
    expect((again.body.value as Banner[]).find((b) => b.bannerId === id)?.title).toBe('英語だけではない');
  });
});

type Notice = { id: number; type: string; title: string; content: string; time: number };

describe('notices and announcements', () => {
  it('groups live notices into player, banners, popup and promotion', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getNotices?platform=W&execution=B' });
    const v = body.value as Record<string, Notice[]>;
    expect(v.player?.map((n) => n.title)[0]).toBe('Welcome to Nova88');
    expect(v.player?.every((n) => n.type === 'PL')).toBe(true);
    expect(v.popup?.map((n) => n.title)).toEqual(['Play responsibly']);
    expect(v.promotion?.map((n) => n.title)).toEqual(['Try the games with play money']);
    expect(v.banners).toEqual([]);
    const only = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getNotices?types=PU' });
    expect((only.body.value as Record<string, Notice[]>).player).toEqual([]);
  });

  it('refuses unknown types, platforms and executions', async () => {
    for (const q of ['types=XX', 'types=PL,,PU', 'platform=M', 'execution=Z']) {
      const { res, body } = await call(t.app, { method: 'GET', url: `/wps/relay/MCSFE_getNotices?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(body.errorCode, q).toBe('request_param_err');
    }
  });

  it('pages the announcements 9 at a time, newest first', async () => {
    const one = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?pageNo=1' });
    const v1 = one.body.value as { list: Notice[]; total: number; totalPages: number; pageSize: number };
    expect(v1.pageSize).toBe(9);
    expect(v1.list).toHaveLength(9);
    expect(v1.totalPages).toBe(Math.ceil(v1.total / 9));
    const times = v1.list.map((n) => n.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const last = await call(t.app, {
      method: 'GET',
      url: `/wps/relay/MCSFE_getListAnnouncements?pageNo=${v1.totalPages}`,
    });
    const vl = last.body.value as { list: Notice[] };
    expect(vl.list.length).toBe(v1.total - 9 * (v1.totalPages - 1));
    for (const q of ['pageNo=0', 'pageSize=51', 'pageNo=abc']) {
      const bad = await call(t.app, { method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?${q}` });
      expect(bad.res.statusCode, q).toBe(400);
    }
  });

  it('sanitises notice HTML from the operator on the way in and any stored HTML on the way out', async () => {
    const added = await admin(
      'notice',
      'add',
      '--type',
      'PL',
      '--title',
      '<b>Bold</b> news',
      '--content',
      '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="https://example.com">ok</a></p>',
    );
    expect(added.code, added.out).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)?.[1]);
    const rows = await sqlRows<{ title: string; content_html: string }>(
      t,
      sql`SELECT title, content_html FROM content_notice_texts WHERE notice_id = ${id}`,
    );
    expect(rows[0]?.title).toBe('Bold news');
    expect(rows[0]?.content_html).not.toMatch(/script|onclick|javascript/);
    expect(rows[0]?.content_html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );

    await sqlRows(
      t,
      sql`UPDATE content_notice_texts SET content_html = '<img src=x onerror="alert(1)"><p>kept</p><iframe src="https://evil"></iframe>' WHERE notice_id = ${id}`,
    );
    const { body } = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getNotices?types=PL' });
    const served = (body.value as Record<string, Notice[]>).player?.find((n) => n.id === id);
    expect(served?.content).toBe('<img src="x" /><p>kept</p>');
  });
});

describe('help centre', () => {
  it('lists items with tag, title and HTML content in the request language', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/system/helpCenter?device=WEB', lang: 'TH' });
    expect(res.statusCode).toBe(200);
    const items = body.value as { tag: string; title: string; content: string }[];
    expect(items.map((i) => i.tag)).toEqual([
      'about',
      'deposit',
      'withdrawal',
      'security',
      'responsible-gaming',
      'terms',
    ]);
    expect(items[0]?.title).toBe('เกี่ยวกับเรา');
    expect(items[1]?.content).toContain('<ol>');
  });

  it('answers during maintenance (the blocker links to help) and refuses an unknown device', async () => {
    expect((await admin('maintenance', 'on')).code).toBe(0);
    const during = await call(t.app, { method: 'GET', url: '/wps/system/helpCenter' });
    const banners = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getBanners?groupName=w_home' });
    expect((await admin('maintenance', 'off')).code).toBe(0);
    expect(during.res.statusCode).toBe(200);
    expect(banners.res.statusCode).toBe(503);
    const bad = await call(t.app, { method: 'GET', url: '/wps/system/helpCenter?device=TV' });
    expect(bad.res.statusCode).toBe(400);
  });
});
