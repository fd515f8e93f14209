import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../test/admin.ts';
import { createTestApp, snapshot, type TestApp } from '../../test/helpers.ts';
import { parseTime } from './command.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdmin(t, ...argv);

describe('npm run admin', () => {
  it('lists every command with --help', async () => {
    const { code, out } = await admin('--help');
    expect(code).toBe(0);
    for (const c of [
      'brand create',
      'maintenance on',
      'maintenance off',
      'region add',
      'switch set',
      'settings set',
      'licences',
      'cs add',
      'domain add',
    ]) {
      expect(out).toContain(c);
    }
  });

  it('turns maintenance on with an end time and off again', async () => {
    expect((await admin('maintenance', 'on', '--end', '2030-01-02T03:04:00Z')).code).toBe(0);
    const b = await t.app.brands.byId((await t.app.brands.defaultBrand())?.id ?? 0);
    expect(b?.maintenance.on).toBe(true);
    expect(b?.maintenance.endTime?.toISOString()).toBe('2030-01-02T03:04:00.000Z');
    expect((await admin('maintenance', 'off')).code).toBe(0);
    expect((await t.app.brands.defaultBrand())?.maintenance.on).toBe(false);
  });

  it('creates a brand, then changes its switches, settings, licences, links, domains and ranges', async () => {
    expect(
      (
        await admin(
          'brand',
          'create',
          'zeta',
          '--name',
          'Zeta Club',
          '--domain',
          'zeta.example.org',
          '--currency',
          'THB',
          '--symbol',
          '฿',
        )
      ).code,
    ).toBe(0);
    expect((await admin('switch', 'set', 'REG_MOBILE', 'off', '--brand', 'zeta')).code).toBe(0);
    expect((await admin('settings', 'set', 'loginedToHomePage', 'true', '--brand', 'zeta')).code).toBe(0);
    expect((await admin('settings', 'set', 'defaultLanguage', 'TH', '--brand', 'zeta')).code).toBe(0);
    expect((await admin('licences', 'MGA,PAGCOR', '--brand', 'zeta')).code).toBe(0);
    expect(
      (
        await admin(
          'cs',
          'add',
          '--type',
          'live-chat',
          '--name',
          'Chat',
          '--url',
          'https://chat.zeta.example/',
          '--brand',
          'zeta',
        )
      ).code,
    ).toBe(0);
    expect((await admin('domain', 'add', 'm.zeta.example.org', '--speed', '35', '--brand', 'zeta')).code).toBe(0);
    expect((await admin('region', 'add', '10.0.0.0/8', '--brand', 'zeta')).code).toBe(0);
    expect((await admin('region', 'on', '--brand', 'zeta')).code).toBe(0);
    const z = await t.app.brands.byMerchant('zeta');
    expect(z).toMatchObject({
      name: 'Zeta Club',
      regionBlockOn: true,
      blockedRanges: ['10.0.0.0/8'],
      settings: {
        currency: 'THB',
        symbol: '฿',
        loginedToHomePage: true,
        defaultLanguage: 'TH',
        licences: ['MGA', 'PAGCOR'],
      },
    });
    expect(z?.switches.get('REG_MOBILE')).toBe(false);
    expect(z?.domains).toEqual(expect.arrayContaining([{ host: 'm.zeta.example.org', speed: 35 }]));
    expect(z?.settings.customerService).toEqual([{ csType: 3, name: 'Chat', url: 'https://chat.zeta.example/' }]);
    expect((await admin('cs', 'remove', '1', '--brand', 'zeta')).code).toBe(0);
    expect((await admin('region', 'remove', '10.0.0.0/8', '--brand', 'zeta')).code).toBe(0);
    expect((await admin('domain', 'remove', 'm.zeta.example.org', '--brand', 'zeta')).code).toBe(0);
    const after = await t.app.brands.byMerchant('zeta');
    expect(after?.settings.customerService).toEqual([]);
    expect(after?.blockedRanges).toEqual([]);
  });

  it.each([
    [['maintenance', 'on', '--end', 'next tuesday'], /--end must be an ISO time/],
    [['maintenance', 'on', '--end', '2001-01-01T00:00:00Z'], /end time must be in the future/],
    [['maintenance', 'on', '--brand', 'nobody'], /no brand with merchant code "nobody"/],
    [['region', 'add', '300.1.1.1/8'], /not an IPv4 or IPv6 address/],
    [['region', 'add', '10.0.0.0/33'], /not an IPv4 or IPv6 address/],
    [['region', 'maybe'], /must be on or off/],
    [['switch', 'set', 'NO_SUCH_SWITCH', 'on'], /unknown switch/],
    [['switch', 'set', 'REG_MOBILE', 'sometimes'], /must be on or off/],
    [['settings', 'set', 'currency', 'peso'], /currency: a three-letter ISO 4217 code/],
    [['settings', 'set', 'colour', 'red'], /unknown setting "colour"/],
    [['settings', 'set', 'defaultLanguage', 'XX'], /defaultLanguage/],
    [['licences', 'MGA,XYZ'], /licences/],
    [['cs', 'add', '--type', 'fax', '--name', 'x', '--url', 'https://x.example'], /--type must be one of/],
    [['cs', 'add', '--type', 'vip', '--name', 'x', '--url', 'javascript:alert(1)'], /customerService/],
    [['cs', 'remove', '9'], /<number> must be/],
    [['brand', 'create', 'Bad Code!', '--name', 'x'], /merchantCode/],
    [['brand', 'create', 'demo', '--name', 'again'], /already exists/],
    [['brand', 'create', 'newone'], /--name is required/],
    [['domain', 'add', 'not a host'], /is not a host name/],
    [['domain', 'add', 'localhost', '--brand', 'zeta'], /already belongs to another brand/],
    [['domain', 'add', 'x.example', '--speed', 'fast'], /--speed must be whole milliseconds/],
    [['frobnicate'], /Unknown command/],
  ])('refuses %j with a clear message and changes nothing', async (argv, message) => {
    const before = await snapshot(t.database);
    const { code, out } = await admin(...argv);
    expect(code).toBe(2);
    expect(out).toMatch(message);
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('time arguments', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  it('reads relative and ISO times', () => {
    expect(parseTime('+90m', now, 'end').toISOString()).toBe('2026-11-21T01:30:00.000Z');
    expect(parseTime('+2h', now, 'end').toISOString()).toBe('2026-11-21T02:00:00.000Z');
    expect(parseTime('+1d', now, 'end').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(parseTime('2026-12-01T08:00:00+08:00', now, 'end').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(() => parseTime('2026-02-31T00:00:00Z', now, 'end')).toThrow();
  });
});
