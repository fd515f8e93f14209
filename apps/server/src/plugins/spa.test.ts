import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../modules/system/brand-types.ts';
import { registerSpa } from './spa.ts';

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
  const brand = {
    merchantCode: 'demo',
    name: 'Nova88',
    settings: { defaultLanguage: 'EN', defaultTheme: 'light', currency: 'PHP', symbol: 'P', minorUnits: 2 },
  } as unknown as Brand;
  app = Fastify();
  app.decorate('brands', { byHost: async () => brand } as unknown as FastifyInstance['brands']);
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
    }
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
