import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../modules/system/brand-types.ts';
import { bannerPreload, registerSpa } from './spa.ts';

// The built SPA answers every page route of SPEC §2 typed into the address bar or reloaded (the .html
// forms the spec names included) with index.html and the host's brand written in; assets and API paths
// answer as before.

const ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/noticePage',
  '/pointMall',
  '/sports',
  '/esports',
  '/ds88',
  '/elott',
  '/lott',
  '/lottery?gameCode=LOTT_1&vendor=LOTT&playType=x',
  '/seaLottery?gameCode=SEA_1',
  '/vnLottery?gameCode=VN_1',
  '/live',
  '/pvp',
  '/fish',
  '/rng',
  '/rng/vassalage/STF',
  '/lobby/RNG',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/fbsports',
  '/game',
  '/help#faq',
  '/helpmc',
  '/down',
  '/join',
  '/login',
];

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'lp-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html data-theme="dark"><head><title><!--brand-name--></title><!--boot--></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'sw.js'), 'const VERSION = "1";\nself.addEventListener("fetch", () => {});');
  const brand = {
    merchantCode: 'demo',
    name: 'Nova88',
    settings: {
      defaultLanguage: 'EN',
      defaultTheme: 'light',
      currency: 'PHP',
      symbol: 'P',
      minorUnits: 2,
      imageCDNs: ['https://img.cdn.test/art/'],
      launchGameCDNs: [],
    },
  } as unknown as Brand;
  app = Fastify();
  app.decorate('brands', { byHost: async () => brand } as unknown as FastifyInstance['brands']);
  // The banner service's answer for the home group (the only group with banners here).
  const live = async (_b: Brand, group: string) =>
    group === 'w_home' ? [{ url: '/art/banner/w_home-1.svg?a=1&b="2"' }, { url: '/art/banner/w_home-2.svg' }] : [];
  app.decorate('services', { content: { banners: { live } } } as unknown as FastifyInstance['services']);
  app.get('/wps/ping', async () => ({ success: true, value: 'pong' }));
  registerSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('answers every SPEC §2 route with index.html and the brand written in', async () => {
    for (const url of ROUTES) {
      const res = await app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<script id="boot" type="application/json">{"merchantCode":"demo"');
      expect(res.body, url).toContain('data-theme="light"');
      expect(res.body, url).toContain('<title>Nova88</title>');
      expect(res.headers['x-app-shell'], url).toBe('1');
    }
  });

  it("preloads the first banner of the page's group, escaped, and nothing on pages without banners", async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/art/banner/w_home-1.svg?a=1&amp;b=&quot;2&quot;" fetchpriority="high"></head>',
    );
    expect(home.body).not.toContain('w_home-2.svg');
    const lobby = await app.inject({ method: 'GET', url: '/rng', headers: { host: 'localhost' } });
    expect(lobby.body).not.toContain('rel="preload" as="image"');
    expect(bannerPreload('javascript:alert(1)')).toBe('');
    expect(bannerPreload('//evil.test/x.svg')).toBe('');
    expect(bannerPreload('https://img.cdn.test/b.svg')).toContain('href="https://img.cdn.test/b.svg"');
  });

  it("lets the brand's image CDN into the page's image sources, and nothing more", async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://img.cdn.test;");
    expect(csp).toContain("frame-src 'self';");
    expect(csp).toContain("script-src 'self';");
  });

  it('serves assets as files and refuses missing ones, other methods and unknown API paths as before', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['content-type']).toBe('image/svg+xml');
    expect((await app.inject({ method: 'GET', url: '/wps/ping' })).json()).toEqual({ success: true, value: 'pong' });
    for (const [method, url] of [
      ['GET', '/assets/missing-99.js'],
      ['GET', '/logo.png'],
      ['GET', '/wps/no/such/call'],
      ['GET', '/wps/no/such/page.html'],
      ['POST', '/index.html'],
      ['POST', '/register'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toMatchObject({ success: false, errorCode: 'not_found' });
    }
  });
});

describe('the installable app', () => {
  it("answers the brand's web app manifest with a name, icons, start address and display", async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const m = JSON.parse(res.body);
    expect(m).toMatchObject({
      name: 'Nova88',
      short_name: 'Nova88',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    // The brand's default theme is light here: the light theme's colours.
    expect(m.theme_color).toBe('#0d4fb3');
    expect(m.background_color).toBe('#eef3fb');
    const pngs = m.icons.filter((i: { type: string }) => i.type === 'image/png');
    expect(pngs.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(m.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);
  });

  it('serves the service worker as JavaScript that is checked again on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('VERSION');
    // Other files in public/ keep their short caching.
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe(
      'public, max-age=300',
    );
  });

  it('answers no manifest for a host no brand serves', async () => {
    const bare = Fastify();
    bare.decorate('brands', { byHost: async () => undefined } as unknown as FastifyInstance['brands']);
    registerSpa(bare, undefined);
    await bare.ready();
    const res = await bare.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'nobody.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    await bare.close();
  });
});
