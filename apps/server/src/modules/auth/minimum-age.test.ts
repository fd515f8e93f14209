import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { bootConfig } from '../../plugins/spa.ts';
import type { Brand } from '../system/brand-types.ts';
import { sealed } from './test-helpers.ts';

let t: TestApp;
let adults21: Brand;
beforeAll(async () => {
  t = await createTestApp();
  adults21 = await t.app.brands.create({
    merchantCode: 'age21',
    name: 'Twenty-One',
    domains: ['age21.example.com'],
    settings: { minimumAge: 21, headerLogin: 'inline' },
  });
});
afterAll(() => t.close());

type Fields = { fields: { field: string; reason: string }[] };
type BrandPart = { brand: { minimumAge: number; headerLogin: string } };

const form = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'River2025x',
  confirmPassword: 'River2025x',
  ageConfirmed: true,
  termsAccepted: true,
  ...extra,
});
const register = (merchant: string, payload: Record<string, unknown>) =>
  sealed(t.app, { method: 'PUT', url: '/wps/member/register', payload, merchant });
const permission = async (merchant: string) =>
  (await call(t.app, { method: 'GET', url: '/wps/system/permission', merchant })).body.value as BrandPart;

describe("the brand's minimum age and header login style reach the browser", () => {
  it('the permission answer names each brand its own minimum age and header login style', async () => {
    expect((await permission('demo')).brand).toMatchObject({ minimumAge: 18, headerLogin: 'buttons' });
    expect((await permission('age21')).brand).toMatchObject({ minimumAge: 21, headerLogin: 'inline' });
    expect(bootConfig(adults21).headerLogin).toBe('inline');
  });

  it('a changed setting is answered at once, and a value outside 18/21 or buttons/inline is refused', async () => {
    const demo = await t.app.brands.byMerchant('demo');
    if (!demo) throw new Error('no demo brand');
    await t.app.brands.updateSettings(demo.id, { minimumAge: 21 });
    expect((await permission('demo')).brand.minimumAge).toBe(21);
    await t.app.brands.updateSettings(demo.id, { minimumAge: 18 });
    expect((await permission('demo')).brand.minimumAge).toBe(18);
    await expect(t.app.brands.updateSettings(demo.id, { minimumAge: 16 })).rejects.toThrow();
    await expect(t.app.brands.updateSettings(demo.id, { headerLogin: 'popup' })).rejects.toThrow();
    expect((await permission('demo')).brand).toMatchObject({ minimumAge: 18, headerLogin: 'buttons' });
  });
});

describe('register enforces the brand minimum age', () => {
  it('a 21 brand refuses a confirmation of 18 (or of no stated age) and changes nothing', async () => {
    const before = await snapshot(t.database);
    for (const extra of [{ confirmedAge: 18 }, {}, { confirmedAge: 21, ageConfirmed: false }]) {
      const { res, body } = await register('age21', form('youngster1', extra));
      expect(res.statusCode).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
      expect((body.value as Fields).fields).toEqual([{ field: 'ageConfirmed', reason: 'err_age_confirm_required' }]);
    }
    const bad = await register('age21', form('youngster1', { confirmedAge: 'old' }));
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('a 21 brand registers a confirmation of 21; an 18 brand one of 18 or of no stated age', async () => {
    expect((await register('age21', form('grownup21', { confirmedAge: 21 }))).res.statusCode).toBe(200);
    expect((await register('demo', form('grownup18', { confirmedAge: 18 }))).res.statusCode).toBe(200);
    expect((await register('demo', form('grownupxx'))).res.statusCode).toBe(200);
  });
});
