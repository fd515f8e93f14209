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

  it('records brand creation, domains, resources, vendor launch settings (secret not written) and support replies', async () => {
    expect(
      (await admin('brand', 'create', 'auditbrand', '--name', 'Audit Brand', '--domain', 'audit.example')).code,
    ).toBe(0);
    expect(await last()).toMatchObject({
      brandId: null,
      action: 'brand.create',
      targetId: 'auditbrand',
      before: null,
      after: { merchantCode: 'auditbrand', domains: ['audit.example'] },
    });
    expect((await admin('domain', 'add', 'www.audit.example', '--brand', 'auditbrand')).code).toBe(0);
    const added = await last();
    expect(added).toMatchObject({ action: 'brand.domain_add', targetId: 'www.audit.example' });
    expect(JSON.stringify(added?.after)).toContain('www.audit.example');
    expect(JSON.stringify(added?.before)).not.toContain('www.audit.example');
    expect((await admin('domain', 'remove', 'www.audit.example', '--brand', 'auditbrand')).code).toBe(0);
    expect(await last()).toMatchObject({ action: 'brand.domain_remove', targetId: 'www.audit.example' });

    const made = await admin('resource', 'add', '--type', 'app_android', '--name', 'Android app', '--url', '/app.apk');
    expect(made.code).toBe(0);
    const id = /#(\d+)/.exec(made.out)?.[1] ?? '';
    expect(await last()).toMatchObject({ action: 'resource.create', after: { name: 'Android app' } });
    expect((await admin('resource', 'edit', id, '--name', 'Android')).code).toBe(0);
    expect(await last()).toMatchObject({
      action: 'resource.update',
      targetId: id,
      before: { name: 'Android app' },
      after: { name: 'Android' },
    });
    expect((await admin('resource', 'remove', id)).code).toBe(0);
    expect(await last()).toMatchObject({
      action: 'resource.delete',
      targetId: id,
      before: { name: 'Android' },
      after: null,
    });

    const demo = await t.app.brands.byMerchant('demo');
    if (!demo) throw new Error('no demo brand');
    const vendor = (await t.app.services.vendors.vendors(demo))[0]?.vassalage ?? '';
    expect((await admin('vendor', 'launch', vendor, '--secret', 'very-secret-value', '--currency', 'PHP')).code).toBe(
      0,
    );
    const launch = await last();
    expect(launch).toMatchObject({
      action: 'vendor.launch',
      targetId: vendor,
      after: { secret: '(set)', currency: 'PHP' },
    });
    expect(JSON.stringify(launch)).not.toContain('very-secret-value');

    await t.app.services.content.support.send(demo.id, 'cli-conv-1', 'chat', 'Hello?', null);
    expect((await admin('support', 'reply', 'cli-conv-1', 'Hi, how can we help?')).code).toBe(0);
    expect(await last()).toMatchObject({
      action: 'support.reply',
      targetId: 'cli-conv-1',
      after: { text: 'Hi, how can we help?' },
    });
    expect((await t.app.services.audit.verify()).ok).toBe(true);
  });
});
