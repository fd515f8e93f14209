import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { normalisedPath } from './rate-limit.ts';

/** Spellings of one call that the router answers alike, or that look like an API path once read as a person would. */
const SPELLINGS = [
  '/wps/system/status',
  '/%77ps/system/status',
  '/wps/system/%73tatus',
  '/%77%70%73/system/status',
  '/wps/system/status?x=1',
  '//wps/system/status',
  '/wps//system/status',
  '/WPS/system/status',
  '/wps/system/status/',
  '/wps/system/./status',
  '/%2577ps/system/status',
];

const MAX = SPELLINGS.length;

describe('the request limit counts a path however it is spelled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: String(MAX) });
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string, url: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: { merchant: 'demo' } });

  it('answers 429 at exactly the limit when the spellings alternate', async () => {
    const ip = '198.51.100.21';
    for (const url of SPELLINGS) expect((await from(ip, url)).statusCode, url).not.toBe(429);
    for (const url of SPELLINGS) {
      const over = await from(ip, url);
      expect(over.statusCode, url).toBe(429);
      expect(over.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    }
  });

  it('counts the encoded spelling that the router answers as the call itself', async () => {
    const ip = '198.51.100.22';
    for (let i = 0; i < MAX; i++) {
      const r = await from(ip, i % 2 ? '/%77ps/system/status' : '/wps/system/%73tatus');
      expect(r.statusCode, `request ${i + 1}`).toBe(200);
    }
    expect((await from(ip, '/%77ps/system/status')).statusCode).toBe(429);
    expect((await from(ip, '/wps/system/status')).statusCode).toBe(429);
  });

  it('leaves pages, health checks and the vendor API uncounted, however spelled', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < MAX * 2; i++) {
      await from(ip, i % 2 ? '/promotions' : '/%68ealthz');
      await t.app.inject({ method: 'POST', url: '/%76endor/balance', remoteAddress: ip, payload: {} });
    }
    expect((await from(ip, '/wps/system/status')).statusCode).toBe(200);
  });
});

describe('normalisedPath', () => {
  it('decodes, lower-cases, folds slashes and dot segments, and drops the query', () => {
    expect(normalisedPath('/%77ps/a')).toBe('/wps/a');
    expect(normalisedPath('/%2577ps/a')).toBe('/wps/a');
    expect(normalisedPath('//WPS//a/./b/../c/?q=1#x')).toBe('/wps/a/c');
    expect(normalisedPath('/wps\\a')).toBe('/wps/a');
    expect(normalisedPath('/../../wps/a')).toBe('/wps/a');
    expect(normalisedPath('/%E0%A4%A/wps')).toBe('/%e0%a4%a/wps');
    expect(normalisedPath('/')).toBe('/');
  });
});
