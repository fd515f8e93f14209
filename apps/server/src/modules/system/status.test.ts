import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /wps/system/status', () => {
  it('answers normal for the demo merchant', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ success: true, value: { status: 0, maintainTime: null, endTime: null, ip: '127.0.0.1' } });
  });

  it('refuses a request without Merchant with 400 function.not.available', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/system/status', merchant: null });
    expect(res.statusCode).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe('function.not.available');
    expect(body.message).toMatch(/not available/);
  });
});
