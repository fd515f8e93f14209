import { BANNER_GROUPS } from '@app/contracts/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { bannerVariants } from './banners.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('artwork', () => {
  it('draws every banner group, each a titled SVG', async () => {
    for (const group of BANNER_GROUPS) {
      for (let n = 1; n <= bannerVariants(group); n++) {
        const res = await get(`/art/banner/${group}-${n}.svg`);
        expect(res.statusCode, `${group}-${n}`).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 1200 400"[^>]*><title>[^<]+<\/title>/);
      }
    }
  });

  it('writes the brand of the host into the logo, escaped', async () => {
    const res = await get('/art/logo.svg', { host: 'localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('>Nova88</text>');
    await t.app.brands.create({ merchantCode: 'amp', name: 'A&B <Play>', domains: ['amp.example.com'] });
    const other = await get('/art/logo.svg', { host: 'amp.example.com' });
    expect(other.body).toContain('A&amp;B &lt;Play&gt;');
    expect(other.body).not.toContain('<Play>');
  });

  it('draws the navigation icons and the licence badges', async () => {
    for (const c of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'DS88', 'hot']) {
      expect((await get(`/art/icons/${c}.svg`)).statusCode, c).toBe(200);
    }
    for (const l of ['MGA', 'BVI', 'PAGCOR']) expect((await get(`/art/licence/${l}.svg`)).statusCode, l).toBe(200);
  });

  it('answers 404 envelopes for art that does not exist, and 304 for a known version', async () => {
    for (const url of [
      '/art/banner/w_moon-1.svg',
      '/art/banner/w_home-99.svg',
      '/art/icons/CASINO.svg',
      '/art/licence/XYZ.svg',
      '/art/nothing.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    }
    const first = await get('/art/banner/w_home-1.svg');
    const again = await get('/art/banner/w_home-1.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
