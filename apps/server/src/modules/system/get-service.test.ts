import { openServicePath } from '@app/contracts/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

// SPEC §7 getService: value.version.pathList entries (type, path) from the brand's service links;
// SPEC §3 brand configuration: the chat header colour.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.brands.create({
    merchantCode: 'acme',
    name: 'Acme Play',
    domains: ['acme.example.com'],
    settings: {
      customerService: [
        { csType: 3, name: 'Chat', url: 'https://chat.acme.example/room' },
        { csType: 4, name: 'VIP', url: '/support/vip' },
      ],
      chatHeaderColor: '#7a1f5c',
    },
  });
});
afterAll(() => t.close());

const getService = (merchant: string) => call(t.app, { method: 'GET', url: '/wps/system/service', merchant });

describe('getService', () => {
  it("answers the brand's service paths as value.version.pathList (type, sealed path) and its chat header colour", async () => {
    const { res, body } = await getService('acme');
    expect(res.statusCode).toBe(200);
    const v = body.value as { version: { pathList: { type: number; path: string }[] }; chatHeaderColor: string };
    expect(v.version.pathList.map((p) => p.type)).toEqual([3, 4]);
    expect(await openServicePath(v.version.pathList[0]?.path ?? '')).toBe('https://chat.acme.example/room');
    expect(await openServicePath(v.version.pathList[1]?.path ?? '')).toBe('/support/vip');
    expect(v.chatHeaderColor).toBe('#7a1f5c');
    // The demo brand: its own links, the default colour.
    const demo = (await getService('demo')).body.value as typeof v;
    expect(demo.version.pathList.map((p) => p.type).sort()).toEqual([1, 2, 3, 4]);
    expect(demo.chatHeaderColor).toBe('#0d4fb3');
  });

  it('refuses an unknown merchant with its error code', async () => {
    const { res, body } = await getService('nobody');
    expect(res.statusCode).toBeLessThan(500);
    expect(body).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });

  it('keeps the colour when an operator gives one that is not #rrggbb', async () => {
    const acme = await t.app.brands.byMerchant('acme');
    for (const bad of ['red', '#12345', '#12345g', 'url(x)']) {
      await expect(t.app.brands.updateSettings(acme?.id ?? 0, { chatHeaderColor: bad })).rejects.toMatchObject({
        code: 'request_param_err',
        value: { field: 'chatHeaderColor' },
      });
    }
    expect(((await getService('acme')).body.value as { chatHeaderColor: string }).chatHeaderColor).toBe('#7a1f5c');
    await t.app.brands.updateSettings(acme?.id ?? 0, { chatHeaderColor: '#114477' });
    expect(((await getService('acme')).body.value as { chatHeaderColor: string }).chatHeaderColor).toBe('#114477');
  });
});
