import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../modules/system/brand-types.ts';
import { BACKOFFICE_CSP, registerSpa } from './spa.ts';

// The back office (apps/admin) is served at /backoffice beside the player site: its own page for every
// path below it (never for /backoffice/api/*), its own hashed assets, a strict policy; the player
// site answers exactly as before.

let web: string;
let admin: string;
let app: FastifyInstance;

beforeAll(async () => {
  web = mkdtempSync(path.join(os.tmpdir(), 'lp-web-'));
  admin = mkdtempSync(path.join(os.tmpdir(), 'lp-admin-'));
  mkdirSync(path.join(web, 'assets'));
  mkdirSync(path.join(admin, 'assets'));
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html data-theme="dark"><head><title><!--brand-name--></title><!--boot--></head><body>player</body></html>',
  );
  writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log("web");');
  writeFileSync(
    path.join(admin, 'index.html'),
    '<!doctype html><html><head><title><!--brand-name--> back office</title><!--boot--><script src="/backoffice/theme-init.js"></script></head><body>admin</body></html>',
  );
  writeFileSync(path.join(admin, 'assets', 'admin-abc123.js'), 'console.log("admin");');
  writeFileSync(path.join(admin, 'theme-init.js'), '(() => {})();');
  const brand = {
    merchantCode: 'demo',
    name: 'Nova<88>',
    settings: {
      defaultLanguage: 'EN',
      defaultTheme: 'dark',
      currency: 'PHP',
      symbol: 'P',
      minorUnits: 2,
      imageCDNs: ['https://img.cdn.test/art/'],
      launchGameCDNs: ['https://games.cdn.test/'],
    },
  } as unknown as Brand;
  app = Fastify();
  app.decorate('brands', {
    byHost: async (host: string) => (host.startsWith('nobody') ? undefined : brand),
  } as unknown as FastifyInstance['brands']);
  app.decorate('services', {
    content: { banners: { live: async () => [] } },
  } as unknown as FastifyInstance['services']);
  app.get('/backoffice/api/me', async () => ({ success: true, value: 'me' }));
  registerSpa(app, web, admin);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(web, { recursive: true, force: true });
  rmSync(admin, { recursive: true, force: true });
});

describe('the back office at /backoffice', () => {
  it('answers its page for every path below it, with the brand written in and a strict policy', async () => {
    for (const url of [
      '/backoffice',
      '/backoffice/',
      '/backoffice/staff',
      '/backoffice/audit?actor=x',
      '/backoffice/a/b',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'demo.localhost' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<body>admin</body>');
      // The brand's name is written without markup; the boot data escapes "<".
      expect(res.body, url).toContain('<title>Nova88 back office</title>');
      expect(res.body, url).toContain('<script id="boot" type="application/json">{"merchantCode":"demo"');
      expect(res.body, url).toContain('"name":"Nova\\u003c88>"');
      expect(res.headers['content-security-policy'], url).toBe(BACKOFFICE_CSP);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    const csp = BACKOFFICE_CSP;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("img-src 'self' data:;");
    // The brand's CDNs are the player site's business, not the back office's.
    expect(csp).not.toContain('cdn.test');
    expect(csp).not.toContain('unsafe');
  });

  it('serves its hashed assets for a year and its other files briefly', async () => {
    const js = await app.inject({ method: 'GET', url: '/backoffice/assets/admin-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toContain('admin');
    const init = await app.inject({ method: 'GET', url: '/backoffice/theme-init.js' });
    expect(init.statusCode).toBe(200);
    expect(init.headers['cache-control']).toBe('public, max-age=300');
    // The player site's asset is not reachable under /backoffice, nor the back office's at the root.
    expect((await app.inject({ method: 'GET', url: '/backoffice/assets/app-1.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/admin-abc123.js' })).statusCode).toBe(404);
  });

  it('never answers a page for /backoffice/api/*: JSON 404 for unknown calls, calls answer as themselves', async () => {
    expect((await app.inject({ method: 'GET', url: '/backoffice/api/me' })).json()).toEqual({
      success: true,
      value: 'me',
    });
    for (const [method, url] of [
      ['GET', '/backoffice/api/nope'],
      ['GET', '/backoffice/api/'],
      ['GET', '/backoffice/api/staff/page.html'],
      ['POST', '/backoffice/api/nope'],
      ['POST', '/backoffice/staff'],
      ['GET', '/backoffice/assets/missing-1.js'],
    ] as const) {
      const res = await app.inject({ method, url, headers: { host: 'demo.localhost' } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });

  it('answers no page for a host no brand serves', async () => {
    const res = await app.inject({ method: 'GET', url: '/backoffice/staff', headers: { host: 'nobody.example' } });
    expect(res.statusCode).toBe(404);
  });

  it('leaves the player site as it was', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { host: 'demo.localhost' } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<body>player</body>');
    expect(home.headers['content-security-policy']).toContain('https://img.cdn.test');
    const page = await app.inject({ method: 'GET', url: '/promotions', headers: { host: 'demo.localhost' } });
    expect(page.body).toContain('<body>player</body>');
    expect((await app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
    // A path that only starts like the back office is the player site's.
    const near = await app.inject({ method: 'GET', url: '/backofficex', headers: { host: 'demo.localhost' } });
    expect(near.body).toContain('<body>player</body>');
  });
});
