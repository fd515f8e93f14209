import { openServicePath } from '@app/contracts/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { resources } from '../../db/schema/index.ts';
import type { Brand } from './brand-types.ts';

let t: TestApp;
let other: Brand;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  other = await t.app.brands.create({
    merchantCode: 'acme',
    name: 'Acme Play',
    domains: ['acme.example.com'],
    settings: {
      currency: 'USD',
      symbol: '$',
      customerService: [{ csType: 3, name: 'Chat', url: 'https://chat.acme.example/room' }],
    },
  });
  await t.app.deps.db
    .insert(resources)
    .values({ brandId: other.id, name: 'Acme app', url: '/acme', resourceType: 'app_android' });
});
afterAll(() => t.close());

const as = (merchant: string, url: string, ip = '192.0.2.10') =>
  call(t.app, { method: 'GET', url, merchant, headers: { 'x-forwarded-for': ip } });

describe('brands in one database', () => {
  it('each brand sees only its own rows, settings and keys', async () => {
    type P = { resources: { name: string }[] };
    const a = (await as('demo', '/wps/system/permission')).body.value as P;
    const b = (await as('acme', '/wps/system/permission')).body.value as P;
    const names = (v: { resources: { name: string }[] }) => v.resources.map((r) => r.name);
    expect(names(b)).toEqual(['Acme app']);
    expect(names(a)).not.toContain('Acme app');
    expect(a).toMatchObject({ brand: { merchantCode: 'demo', currency: 'PHP', symbol: 'P' } });
    expect(b).toMatchObject({ brand: { merchantCode: 'acme', currency: 'USD', symbol: '$' } });
    const keyA = (await as('demo', '/wps/session/key/rsa')).body.value as { publicKey: string };
    const keyB = (await as('acme', '/wps/session/key/rsa')).body.value as { publicKey: string };
    expect(keyA.publicKey).not.toBe(keyB.publicKey);
    const routesB = (await as('acme', '/wps/system/domainRoute')).body.value;
    expect(routesB).toEqual({
      domainList: [{ domain: 'acme.example.com', speed: 0 }],
      resources: [expect.objectContaining({ name: 'Acme app' })],
    });
  });

  it('a change to one brand leaves the other alone', async () => {
    await t.app.brands.setMaintenance(other.id, true);
    expect(((await as('acme', '/wps/system/status')).body.value as { status: number }).status).toBe(1);
    expect(((await as('demo', '/wps/system/status')).body.value as { status: number }).status).toBe(0);
    await t.app.brands.setMaintenance(other.id, false);
  });
});

describe('permission', () => {
  it('carries the switch tree, register rules, service links, analytics, CDNs, location and status', async () => {
    const v = (await as('acme', '/wps/system/permission?url=acme.example.com', '203.0.113.5')).body.value as {
      whiteLabel: { modId: string }[];
      registerSettings: { key: string }[];
      customerService: { csType: number; path: string }[];
      analytics: { gtagId: string };
      imageCDNs: string[];
      location: { ip: string };
      maintenance: { on: boolean };
      regionRestriction: { on: boolean; blocked: boolean };
    };
    expect(v.whiteLabel.map((n) => n.modId)).toContain('LOGIN');
    expect(v.registerSettings.map((r) => r.key)).toEqual(expect.arrayContaining(['username', 'password', 'mobileNum']));
    expect(v.customerService[0]?.csType).toBe(3);
    expect(v.customerService[0]?.path).not.toContain('chat.acme');
    expect(await openServicePath(v.customerService[0]?.path ?? '')).toBe('https://chat.acme.example/room');
    expect(v.location.ip).toBe('203.0.113.5');
    expect(v.maintenance.on).toBe(false);
    expect(v.regionRestriction).toEqual({ on: false, blocked: false });
  });

  it('refuses a host that belongs to another brand, or is no host at all', async () => {
    expect((await as('demo', '/wps/system/permission?url=acme.example.com')).body.errorCode).toBe('invalid.domain');
    expect((await as('demo', '/wps/system/permission?url=not a host!')).body.errorCode).toBe('invalid.domain');
    expect((await as('demo', '/wps/system/permission?url=localhost')).res.statusCode).toBe(200);
  });

  it('reflects white-label switches set by the operator', async () => {
    await t.app.brands.setSwitch(other.id, 'LOGIN_FREE_PLAY', false);
    const tree = (await as('acme', '/wps/system/whitelabel')).body.value as {
      modId: string;
      childrenNodes: { modId: string; enabled: string }[];
    }[];
    const login = tree.find((n) => n.modId === 'LOGIN');
    expect(login?.childrenNodes.find((c) => c.modId === 'LOGIN_FREE_PLAY')?.enabled).toBe('0');
    await t.app.brands.setSwitch(other.id, 'LOGIN_FREE_PLAY', null);
    const back = (await as('acme', '/wps/system/whitelabel')).body.value as typeof tree;
    expect(
      back.find((n) => n.modId === 'LOGIN')?.childrenNodes.find((c) => c.modId === 'LOGIN_FREE_PLAY')?.enabled,
    ).toBe('1');
  });
});

describe('status', () => {
  it('is 2 for a visitor in a blocked range when blocking is on, with the IP; others see 0', async () => {
    await t.app.brands.addBlockedRange(other.id, '203.0.113.0/24');
    await t.app.brands.addBlockedRange(other.id, '2001:db8::/32');
    expect(((await as('acme', '/wps/system/status', '203.0.113.77')).body.value as { status: number }).status).toBe(0);
    await t.app.brands.setRegionBlock(other.id, true);
    expect((await as('acme', '/wps/system/status', '203.0.113.77')).body.value).toEqual({
      status: 2,
      maintainTime: null,
      endTime: null,
      ip: '203.0.113.77',
    });
    expect(((await as('acme', '/wps/system/status', '2001:db8::1')).body.value as { status: number }).status).toBe(2);
    expect(((await as('acme', '/wps/system/status', '198.51.100.1')).body.value as { status: number }).status).toBe(0);
    const blockedCall = await as('acme', '/wps/system/status', '203.0.113.77');
    expect(blockedCall.res.statusCode).toBe(200);
  });

  it('is 1 during maintenance (which wins over region), with its window in epoch ms', async () => {
    const end = new Date(t.clock.now().getTime() + 7_200_000);
    await t.app.brands.setMaintenance(other.id, true, { end });
    const v = (await as('acme', '/wps/system/status', '203.0.113.77')).body.value as {
      status: number;
      endTime: number;
      maintainTime: number;
    };
    expect(v.status).toBe(1);
    expect(v.endTime).toBe(end.getTime());
    expect(v.maintainTime).toBeLessThanOrEqual(t.clock.now().getTime());
    await t.app.brands.setMaintenance(other.id, false);
    await t.app.brands.setRegionBlock(other.id, false);
  });
});
