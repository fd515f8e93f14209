import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdmin(t, ...argv);
const last = async () => (await t.app.services.audit.list({ limit: 1 }))[0];

describe('brand, content and catalogue commands record themselves (actor cli)', () => {
  it('records a settings change, a switch, maintenance and a region range with before and after', async () => {
    expect((await admin('settings', 'set', 'chatHeaderColor', '#222222', '--reason', 'rebrand')).code).toBe(0);
    expect(await last()).toMatchObject({
      actorKind: 'cli',
      role: 'operator',
      channel: 'cli',
      action: 'brand.settings',
      reason: 'rebrand',
      before: { chatHeaderColor: '#0d4fb3' },
      after: { chatHeaderColor: '#222222' },
    });
    expect((await admin('switch', 'set', 'LOGIN_FREE_PLAY', 'off')).code).toBe(0);
    expect(await last()).toMatchObject({
      action: 'brand.switch',
      targetId: 'LOGIN_FREE_PLAY',
      after: { setting: 'off' },
    });
    expect((await admin('maintenance', 'on', '--end', '+1h')).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'brand.maintenance', after: { on: true } });
    expect((await admin('maintenance', 'off')).code).toBe(0);
    expect((await admin('region', 'add', '198.51.100.0/24')).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'brand.region_add', targetId: '198.51.100.0/24' });
  });

  it('records nothing for a refused command or a repeat that changes nothing', async () => {
    const before = (await last())?.id;
    expect((await admin('settings', 'set', 'chatHeaderColor', 'red')).code).not.toBe(0);
    expect((await admin('settings', 'set', 'chatHeaderColor', '#222222')).code).toBe(0);
    expect((await last())?.id).toBe(before);
  });

  it('records banner, notice and help changes and vendor and game maintenance', async () => {
    const added = await admin(
      'banner',
      'add',
      '--group',
      'w_fish',
      '--image',
      '/art/banner/w_fish-1.svg',
      '--title',
      'Fish week',
    );
    expect(added.code).toBe(0);
    const id = /#(\d+)/.exec(added.out)?.[1] ?? '';
    expect(await last()).toMatchObject({
      action: 'banner.create',
      targetId: id,
      after: { texts: [{ title: 'Fish week' }] },
    });
    expect((await admin('banner', 'remove', id)).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'banner.delete', targetId: id, after: null });
    expect((await admin('notice', 'add', '--type', 'PL', '--title', 'Hello', '--content', '<p>Hi</p>')).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'notice.create' });
    expect((await admin('helpcenter', 'add', 'cli-tag', '--title', 'T', '--content', '<p>x</p>')).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'help.create' });
    const demo = await t.app.brands.byMerchant('demo');
    if (!demo) throw new Error('no demo brand');
    const vendor = (await t.app.services.vendors.vendors(demo))[0]?.vassalage ?? '';
    expect((await admin('vendor', 'disable', vendor)).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'vendor.enable', targetId: vendor, after: { enabled: false } });
    expect((await admin('vendor', 'maintenance', vendor, 'on')).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'vendor.maintenance', after: { maintenanceOn: true } });
    expect((await t.app.services.audit.verify()).ok).toBe(true);
  });
});
