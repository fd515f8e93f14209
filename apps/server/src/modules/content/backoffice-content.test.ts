import { ZBrandSettings } from '@app/contracts/brand';
import { SETTINGS_GROUP_KEYS, SETTINGS_GROUPS, SITE_SETTINGS } from '@app/contracts/calls/backoffice-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

let t: TestApp;
let owner: string;
let content: string;
let readOnly: string;
let platform: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInStaff(t, await makeStaff(t, { role: 'owner' }));
  content = await signInStaff(t, await makeStaff(t, { role: 'content' }));
  readOnly = await signInStaff(t, await makeStaff(t, { role: 'read-only' }));
  platform = await signInStaff(t, await makeStaff(t, { role: 'owner', brand: null }));
});
afterAll(() => t.close());

type Body = Awaited<ReturnType<typeof call>>['body'];
async function send(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await call(t.app, {
    method,
    url,
    token,
    headers: { 'user-agent': 'vitest-backoffice' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: r.res.statusCode, body: r.body as Body & { value: never } };
}

/** Every row but the staff sessions (each staff call moves its session's last-seen time). */
const unchanged = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:'))
    .join('\n');

const demoId = async () => (await t.app.brands.byMerchant('demo'))?.id ?? 0;
const lastAudit = async () => (await t.app.services.audit.list({ brandId: await demoId(), limit: 1 }))[0];

describe('brand settings in groups', () => {
  it('puts every setting in exactly one group', () => {
    const grouped = SETTINGS_GROUPS.flatMap((g) => SETTINGS_GROUP_KEYS[g]);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped, ...SITE_SETTINGS].sort()).toEqual(Object.keys(ZBrandSettings.shape).sort());
  });

  it('changes one group, records who and what before and after, and serves the change', async () => {
    const r = await send(owner, 'POST', '/backoffice/api/brand/settings', {
      group: 'appearance',
      values: { chatHeaderColor: '#123456', defaultTheme: 'light' },
      reason: 'spring colours',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.value).toMatchObject({
      groups: { appearance: { chatHeaderColor: '#123456', defaultTheme: 'light' } },
    });
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: 'brand.settings',
      actorKind: 'staff',
      role: 'owner',
      targetKind: 'brand',
      targetId: 'demo',
      reason: 'spring colours',
      channel: 'vitest-backoffice',
      before: { chatHeaderColor: '#0d4fb3', defaultTheme: 'dark' },
      after: { chatHeaderColor: '#123456', defaultTheme: 'light' },
    });
    const service = await call(t.app, { method: 'GET', url: '/wps/system/service' });
    expect((service.body.value as { chatHeaderColor: string }).chatHeaderColor).toBe('#123456');
  });

  it('refuses a bad field or a field of another group with the field named, changing nothing', async () => {
    for (const values of [
      { chatHeaderColor: 'red' },
      { currency: 'PHP' },
      { withdrawalMin: 10_000_000, withdrawalMax: 100 },
      { nonsense: 1 },
    ]) {
      const before = await unchanged();
      const group = 'currency' in values || 'chatHeaderColor' in values ? 'appearance' : 'money';
      const r = await send(owner, 'POST', '/backoffice/api/brand/settings', { group, values });
      expect(r.status, JSON.stringify(values)).toBe(400);
      expect(r.body.errorCode).toBe('request_param_err');
      expect(await unchanged()).toBe(before);
    }
    const r = await send(owner, 'POST', '/backoffice/api/brand/settings', {
      group: 'money',
      values: { withdrawalMin: 10_000_000, withdrawalMax: 100 },
    });
    expect(r.body.value).toMatchObject({ field: 'withdrawalMax' });
  });

  it('never sends a secret; an empty one keeps it; the audit log says only that it changed', async () => {
    const set = await send(owner, 'POST', '/backoffice/api/brand/settings', {
      group: 'signIn',
      values: { botCheckSecret: 'very-secret-value' },
    });
    expect(set.status).toBe(200);
    expect(JSON.stringify(set.body)).not.toContain('very-secret-value');
    expect(set.body.value).toMatchObject({ secretsSet: ['botCheckSecret'] });
    const entry = await lastAudit();
    expect(JSON.stringify(entry)).not.toContain('very-secret-value');
    expect(entry?.after).toEqual({ botCheckSecret: '(changed)' });
    await send(owner, 'POST', '/backoffice/api/brand/settings', {
      group: 'signIn',
      values: { botCheckSecret: '', googleClientId: 'abc.apps' },
    });
    expect((await t.app.brands.fresh(await demoId())).settings.botCheckSecret).toBe('very-secret-value');
  });

  it('keeps both of two changes to different fields of a group sent at once', async () => {
    const [a, b] = await Promise.all([
      send(owner, 'POST', '/backoffice/api/brand/settings', { group: 'registration', values: { lockMinutes: 45 } }),
      send(owner, 'POST', '/backoffice/api/brand/settings', {
        group: 'registration',
        values: { passwordExpiryDays: 60 },
      }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const stored = (await t.app.brands.fresh(await demoId())).settings;
    expect([stored.lockMinutes, stored.passwordExpiryDays]).toEqual([45, 60]);
    expect((await t.app.services.audit.verify()).ok).toBe(true);
  });

  it('lets content and read-only staff read the settings but not change them', async () => {
    expect((await send(readOnly, 'GET', '/backoffice/api/brand/settings')).status).toBe(200);
    const r = await send(content, 'POST', '/backoffice/api/brand/settings', { group: 'identity', values: {} });
    expect(r.status).toBe(403);
  });
});

describe('maintenance, region rules and switches', () => {
  it('puts the site in maintenance and back, audited', async () => {
    const end = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const on = await send(owner, 'POST', '/backoffice/api/brand/maintenance', {
      on: true,
      end,
      message: 'New tables tonight',
    });
    expect(on.body.value).toMatchObject({
      maintenance: { on: true, active: true, end, message: 'New tables tonight' },
    });
    const status = await call(t.app, { method: 'GET', url: '/wps/system/status' });
    expect(status.body.value).toMatchObject({ status: 1, message: 'New tables tonight' });
    expect(await lastAudit()).toMatchObject({ action: 'brand.maintenance', after: { on: true } });
    const off = await send(owner, 'POST', '/backoffice/api/brand/maintenance', { on: false });
    expect(off.body.value).toMatchObject({ maintenance: { on: false, active: false } });
  });

  it('blocks and unblocks an address range; refuses a bad one changing nothing', async () => {
    const add = await send(owner, 'POST', '/backoffice/api/brand/region/ranges', { cidr: '203.0.113.0/24' });
    expect(add.body.value).toMatchObject({ region: { ranges: [{ cidr: '203.0.113.0/24' }] } });
    expect(await lastAudit()).toMatchObject({ action: 'brand.region_add', targetId: '203.0.113.0/24' });
    const before = await unchanged();
    const bad = await send(owner, 'POST', '/backoffice/api/brand/region/ranges', { cidr: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await unchanged()).toBe(before);
    const gone = await send(owner, 'POST', '/backoffice/api/brand/region/ranges/remove', { cidr: '203.0.113.0/24' });
    expect(gone.body.value).toMatchObject({ region: { ranges: [] } });
  });

  it('turns a switch off and back to its default', async () => {
    const off = await send(owner, 'POST', '/backoffice/api/brand/switches', { modId: 'LOGIN_FREE_PLAY', state: 'off' });
    const row = (off.body.value as { switches: { modId: string; on: boolean; overridden: boolean }[] }).switches.find(
      (s) => s.modId === 'LOGIN_FREE_PLAY',
    );
    expect(row).toMatchObject({ on: false, overridden: true });
    expect(await lastAudit()).toMatchObject({
      action: 'brand.switch',
      before: { setting: 'default' },
      after: { setting: 'off' },
    });
    const unknown = await send(owner, 'POST', '/backoffice/api/brand/switches', { modId: 'NOPE_NOPE', state: 'on' });
    expect(unknown.status).toBe(400);
    await send(owner, 'POST', '/backoffice/api/brand/switches', { modId: 'LOGIN_FREE_PLAY', state: 'default' });
  });
});

describe('banners, notices and help pages', () => {
  const live = async () =>
    (await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getBanners?groupName=w_promotion' })).body.value as {
      bannerId: number;
      title: string;
    }[];

  it('creates, edits, disables, orders and deletes a banner; each act audited; the site follows', async () => {
    const made = await send(content, 'POST', '/backoffice/api/content/banners', {
      groupName: 'w_promotion',
      imageUrl: '/art/banner/w_home-1.svg',
      lang: 'EN',
      title: 'Autumn cup',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = (made.body.value as { id: number }).id;
    expect(await lastAudit()).toMatchObject({
      action: 'banner.create',
      targetKind: 'banner',
      targetId: String(id),
      role: 'content',
    });
    expect((await live()).map((b) => b.title)).toContain('Autumn cup');

    const edited = await send(content, 'POST', '/backoffice/api/content/banners/update', {
      id,
      lang: 'EN',
      title: 'Winter cup',
    });
    expect(edited.body.value).toMatchObject({ texts: [{ lang: 'EN', title: 'Winter cup' }] });
    expect(await lastAudit()).toMatchObject({
      action: 'banner.update',
      before: { texts: [{ title: 'Autumn cup' }] },
      after: { texts: [{ title: 'Winter cup' }] },
    });
    expect((await live()).map((b) => b.title)).toContain('Winter cup');

    await send(content, 'POST', '/backoffice/api/content/banners/update', { id, enabled: false });
    expect((await live()).map((b) => b.bannerId)).not.toContain(id);
    await send(content, 'POST', '/backoffice/api/content/banners/update', { id, enabled: true });

    const all = (await send(content, 'GET', '/backoffice/api/content/banners?groupName=w_promotion')).body.value as {
      id: number;
    }[];
    const reversed = all.map((b) => b.id).reverse();
    const ordered = await send(content, 'POST', '/backoffice/api/content/banners/order', {
      groupName: 'w_promotion',
      ids: reversed,
    });
    expect((ordered.body.value as { id: number }[]).map((b) => b.id)).toEqual(reversed);
    const partial = await send(content, 'POST', '/backoffice/api/content/banners/order', {
      groupName: 'w_promotion',
      ids: [id],
    });
    expect(partial.status).toBe(all.length > 1 ? 400 : 200);

    const gone = await send(content, 'POST', '/backoffice/api/content/banners/delete', { id });
    expect(gone.status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'banner.delete', after: null });
    expect((await live()).map((b) => b.bannerId)).not.toContain(id);
    expect((await t.app.services.audit.verify()).ok).toBe(true);
  });

  it('refuses a bad banner with the field named and records nothing', async () => {
    for (const payload of [
      { groupName: 'w_home', imageUrl: 'javascript:alert(1)', lang: 'EN' },
      { groupName: 'w_nope', imageUrl: '/art/banner/w_home-1.svg', lang: 'EN' },
      { groupName: 'w_home', imageUrl: '/a.svg', lang: 'EN', linkageType: 'URL', linkageValue: 'ftp://x' },
      { groupName: 'w_home', imageUrl: '/a.svg', lang: 'XX' },
    ]) {
      const before = await unchanged();
      const r = await send(content, 'POST', '/backoffice/api/content/banners', payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
      expect(r.body.errorCode).toBe('request_param_err');
      expect(await unchanged()).toBe(before);
    }
    const missing = await send(content, 'POST', '/backoffice/api/content/banners/update', { id: 999_999, sort: 1 });
    expect(missing.status).toBe(400);
  });

  it('keeps read-only staff to reading', async () => {
    expect((await send(readOnly, 'GET', '/backoffice/api/content/banners')).status).toBe(200);
    const r = await send(readOnly, 'POST', '/backoffice/api/content/banners/delete', { id: 1 });
    expect(r.status).toBe(403);
  });

  it('adds a marquee notice with sanitised rich text, per language, and removes it', async () => {
    const made = await send(content, 'POST', '/backoffice/api/content/notices', {
      type: 'PL',
      lang: 'EN',
      title: 'Weekend bonus',
      content: '<p onclick="x()">Claim <b>now</b><script>alert(1)</script></p>',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const notice = made.body.value as { id: number; texts: { contentHtml: string }[] };
    expect(notice.texts[0]?.contentHtml).not.toMatch(/script|onclick/);
    const cn = await send(content, 'POST', '/backoffice/api/content/notices/update', {
      id: notice.id,
      lang: 'CN',
      title: '周末奖金',
      content: '<p>立即领取</p>',
    });
    expect((cn.body.value as { texts: unknown[] }).texts).toHaveLength(2);
    const liveCn = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getNotices', lang: 'CN' });
    expect(JSON.stringify(liveCn.body.value)).toContain('周末奖金');
    expect((await send(content, 'POST', '/backoffice/api/content/notices/delete', { id: notice.id })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({ action: 'notice.delete', targetId: String(notice.id) });
  });

  it('adds, edits and removes a help page by id', async () => {
    const made = await send(content, 'POST', '/backoffice/api/content/help', {
      tag: 'vip-club',
      lang: 'EN',
      title: 'VIP club',
      content: '<p>Levels</p>',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = (made.body.value as { id: number }).id;
    const dup = await send(content, 'POST', '/backoffice/api/content/help', {
      tag: 'vip-club',
      lang: 'EN',
      title: 'Again',
      content: '<p>x</p>',
    });
    expect(dup.status).toBe(400);
    const edited = await send(content, 'POST', '/backoffice/api/content/help/update', { id, tag: 'vip' });
    expect(edited.body.value).toMatchObject({ tag: 'vip' });
    expect(await lastAudit()).toMatchObject({
      action: 'help.update',
      before: { tag: 'vip-club' },
      after: { tag: 'vip' },
    });
    expect((await send(content, 'POST', '/backoffice/api/content/help/delete', { id })).status).toBe(200);
  });
});

describe('vendors and games', () => {
  type Vendor = { code: string; enabled: boolean; isHot: boolean; sort: number; maintenance: { active: boolean } };
  const vendorList = async () => (await send(content, 'GET', '/backoffice/api/games/vendors')).body.value as Vendor[];
  const menuCodes = async () =>
    (
      (await call(t.app, { method: 'GET', url: '/lgw/games/game_menus' })).body.value as {
        vendors: { vassalage: string }[];
      }[]
    ).flatMap((c) => c.vendors.map((v) => v.vassalage));

  it('disables a vendor for the brand (gone from the menus), puts one under maintenance, audited', async () => {
    const [first] = await vendorList();
    if (!first) throw new Error('no vendors seeded');
    const off = await send(content, 'POST', '/backoffice/api/games/vendors', { code: first.code, enabled: false });
    expect(off.body.value).toMatchObject({ code: first.code, enabled: false });
    expect(await menuCodes()).not.toContain(first.code);
    expect(await lastAudit()).toMatchObject({
      action: 'vendor.enable',
      before: { enabled: true },
      after: { enabled: false },
    });
    await send(content, 'POST', '/backoffice/api/games/vendors', { code: first.code, enabled: true });
    const m = await send(content, 'POST', '/backoffice/api/games/vendors', {
      code: first.code,
      maintenance: { on: true },
    });
    expect(m.body.value).toMatchObject({ maintenance: { active: true } });
    const before = await unchanged();
    const bad = await send(content, 'POST', '/backoffice/api/games/vendors', {
      code: first.code,
      enabled: false,
      maintenance: { on: true, start: '2030-01-02T00:00:00Z', end: '2030-01-01T00:00:00Z' },
    });
    expect(bad.status).toBe(400);
    expect(await unchanged()).toBe(before);
    await send(content, 'POST', '/backoffice/api/games/vendors', { code: first.code, maintenance: { on: false } });
  });

  it("orders the brand's vendors and flags one hot, for this brand only", async () => {
    const list = await vendorList();
    const codes = list.map((v) => v.code).reverse();
    const r = await send(content, 'POST', '/backoffice/api/games/vendors/order', {
      codes,
      hot: [{ code: codes[0], hot: true }],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const after = r.body.value as Vendor[];
    expect(after.map((v) => v.code)).toEqual(codes);
    expect(after[0]?.isHot).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'vendor.order' });
  });

  it("puts a game under the brand's maintenance; only a platform owner flags a catalogue game hot", async () => {
    const page = (await send(content, 'GET', '/backoffice/api/games?pageSize=1')).body.value as {
      list: { nodeId: string; isHot: boolean }[];
      total: number;
    };
    const game = page.list[0];
    if (!game) throw new Error('no games seeded');
    expect(page.total).toBeGreaterThan(1);
    const m = await send(content, 'POST', '/backoffice/api/games/update', {
      nodeId: game.nodeId,
      maintenance: { on: true },
    });
    expect(m.body.value).toMatchObject({ nodeId: game.nodeId, maintenance: { on: true } });
    const inMaintenance = (await send(content, 'GET', '/backoffice/api/games?maintenance=1')).body.value as {
      list: { nodeId: string }[];
    };
    expect(inMaintenance.list.map((g) => g.nodeId)).toEqual([game.nodeId]);
    const before = await unchanged();
    const refused = await send(owner, 'POST', '/backoffice/api/games/update', {
      nodeId: game.nodeId,
      isHot: !game.isHot,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('staff.platform.only');
    expect(await unchanged()).toBe(before);
    const ok = await send(platform, 'POST', '/backoffice/api/games/update', {
      nodeId: game.nodeId,
      isHot: !game.isHot,
    });
    expect(ok.body.value).toMatchObject({ isHot: !game.isHot });
    expect((await t.app.services.audit.list({ brandId: null, limit: 1 }))[0]).toMatchObject({
      action: 'game.catalogue',
      targetId: game.nodeId,
    });
    await send(content, 'POST', '/backoffice/api/games/update', { nodeId: game.nodeId, maintenance: { on: false } });
  });
});
