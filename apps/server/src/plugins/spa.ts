import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zc } from 'node:zlib';
import type { BootConfig } from '@app/contracts/brand';
import { bannerGroupOf } from '@app/contracts/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Brand } from '../modules/system/brand-types.ts';
import { cdnOrigins } from './cdn.ts';
import { isApiPath, notFound } from './envelope.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

interface Asset {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
}

function collect(root: string, prefix = ''): Map<string, Asset> {
  const out = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const rel = `/${path.relative(root, full).split(path.sep).join('/')}`;
        if (rel === '/index.html') continue;
        const body = readFileSync(full);
        const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
        const asset: Asset = {
          body,
          type,
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          immutable: rel.startsWith('/assets/'),
        };
        if (COMPRESSIBLE.test(type) && body.length > 512) {
          asset.gzip = gzipSync(body, { level: 9 });
          asset.br = brotliCompressSync(body, { params: { [zc.BROTLI_PARAM_QUALITY]: 9 } });
        }
        out.set(`${prefix}${rel}`, asset);
      }
    }
  };
  walk(root);
  return out;
}

/** The boot data written into index.html for the brand that serves this host. */
export function bootConfig(brand: Brand): BootConfig {
  return {
    merchantCode: brand.merchantCode,
    name: brand.name,
    defaultLanguage: brand.settings.defaultLanguage,
    defaultTheme: brand.settings.defaultTheme,
    currency: brand.settings.currency,
    symbol: brand.settings.symbol,
    minorUnits: brand.settings.minorUnits,
    loginedToHomePage: brand.settings.loginedToHomePage,
    headerLogin: brand.settings.headerLogin,
  };
}

/**
 * A preload hint for the first banner of the page's banner group: the largest thing on most pages,
 * which the browser would otherwise find only after the app and its notices call arrived.
 */
export function bannerPreload(url: string | undefined): string {
  if (!url || !/^(\/(?!\/)|https:\/\/)/.test(url)) return '';
  const href = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
}

/** Page background of each theme (apps/web/src/styles/tokens.css): the installed app's splash and bar. */
const THEME_COLOURS = {
  dark: { background: '#0b0e1a', theme: '#0b0e1a' },
  light: { background: '#eef3fb', theme: '#0d4fb3' },
} as const;

/**
 * The web app manifest of the brand that serves this host (its name and theme colours), so the browser
 * offers to install the site as an app. The icons are drawn at build time (apps/web/pwa/icon.ts).
 */
export function webManifest(brand: Brand) {
  const colours = THEME_COLOURS[brand.settings.defaultTheme === 'light' ? 'light' : 'dark'];
  const name = brand.name;
  return {
    id: '/',
    name,
    short_name: name.length <= 12 ? name : name.slice(0, 12),
    description: `${name}: slots, live casino, sports, lottery and more.`,
    lang: brand.settings.defaultLanguage.toLowerCase(),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: colours.background,
    theme_color: colours.theme,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** Files whose address never changes but whose content does with each build: always checked again. */
const REVALIDATE = new Set(['/sw.js']);

function sendAsset(req: FastifyRequest, reply: FastifyReply, a: Asset, pathname: string) {
  reply.header('etag', a.etag);
  reply.header(
    'cache-control',
    a.immutable ? 'public, max-age=31536000, immutable' : REVALIDATE.has(pathname) ? 'no-cache' : 'public, max-age=300',
  );
  reply.header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === a.etag) return reply.code(304).send();
  const accept = String(req.headers['accept-encoding'] ?? '');
  reply.type(a.type);
  if (a.br && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(a.br);
  if (a.gzip && /\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(a.gzip);
  return reply.send(a.body);
}

/**
 * A page of the SPA rather than a file: a path without an extension, or one ending in .html (SPEC §2
 * names /index.html and /register.html; the router shows its not-found page for others).
 */
function isPagePath(pathname: string): boolean {
  return /\.html$/i.test(pathname) || !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/** Finds the built web app: WEB_DIST, or apps/web/dist beside the server package. */
export function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(import.meta.dirname, '../../../web/dist'), path.resolve(import.meta.dirname, '../../web/dist')];
  return candidates.find((d) => existsSync(path.join(d, 'index.html')));
}

/** Finds the built back office: ADMIN_DIST, or apps/admin/dist beside the server package. */
export function findAdminDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(import.meta.dirname, '../../../admin/dist'), path.resolve(import.meta.dirname, '../../admin/dist')];
  return candidates.find((d) => existsSync(path.join(d, 'index.html')));
}

/** Where the back office lives (apps/admin, built with this base). Its calls are under /backoffice/api/. */
export const BACKOFFICE = '/backoffice';

/**
 * The back office's content security policy: stricter than the player site's. Nothing from another
 * origin (no CDNs, no frames, not framed), images only its own and data: (the TOTP QR code).
 */
export const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "manifest-src 'none'",
  "worker-src 'none'",
].join('; ');

const isBackofficePath = (pathname: string) => pathname === BACKOFFICE || pathname.startsWith(`${BACKOFFICE}/`);

/**
 * Serves the built SPA: hashed assets with long caching and precompressed bodies, and index.html for
 * every page path (isPagePath) with the host's brand written in. API paths that match nothing, and
 * missing files, get a 404 envelope.
 */
export function registerSpa(app: FastifyInstance, dist: string | undefined, adminDist?: string): void {
  app.get('/manifest.webmanifest', async (req, reply) => {
    const brand = await app.brands.byHost(String(req.headers.host ?? ''));
    if (!brand) return notFound(req, reply);
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(brand)));
  });
  if (!dist && !adminDist) {
    app.setNotFoundHandler(notFound);
    return;
  }
  const assets = dist ? collect(dist) : new Map<string, Asset>();
  const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : undefined;
  const adminAssets = adminDist ? collect(adminDist, BACKOFFICE) : new Map<string, Asset>();
  const adminTemplate = adminDist ? readFileSync(path.join(adminDist, 'index.html'), 'utf8') : undefined;
  app.setNotFoundHandler(async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.url)) return notFound(req, reply);
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.url.split('?')[0] ?? '/');
    } catch {
      return notFound(req, reply);
    }
    // The back office (apps/admin): its own assets and its own page for every path below it.
    if (isBackofficePath(pathname)) {
      const file = adminAssets.get(pathname);
      if (file) return sendAsset(req, reply, file, pathname);
      if (!adminTemplate || !isPagePath(pathname)) return notFound(req, reply);
      const brand = await app.brands.byHost(String(req.headers.host ?? ''));
      if (!brand) return notFound(req, reply);
      const json = JSON.stringify(bootConfig(brand)).replace(/</g, '\\u003c');
      const html = adminTemplate
        .replace('<!--boot-->', `<script id="boot" type="application/json">${json}</script>`)
        .replaceAll('<!--brand-name-->', brand.name.replace(/[<>&"]/g, ''));
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', BACKOFFICE_CSP)
        .header('x-robots-tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    if (!template) return notFound(req, reply);
    const asset = assets.get(pathname);
    if (asset) return sendAsset(req, reply, asset, pathname);
    if (!isPagePath(pathname)) return notFound(req, reply);
    const brand = await app.brands.byHost(String(req.headers.host ?? ''));
    if (!brand) return notFound(req, reply);
    const boot = bootConfig(brand);
    const json = JSON.stringify(boot).replace(/</g, '\\u003c');
    const group = bannerGroupOf(pathname);
    const banners = group
      ? await app.services.content.banners.live(brand, group, brand.settings.defaultLanguage).catch(() => [])
      : [];
    const html = template
      .replace('<!--boot-->', `<script id="boot" type="application/json">${json}</script>`)
      .replace('</head>', `${bannerPreload(banners[0]?.url)}</head>`)
      .replace('data-theme="dark"', `data-theme="${boot.defaultTheme}"`)
      .replaceAll('<!--brand-name-->', brand.name.replace(/[<>&"]/g, ''));
    const csp = contentSecurityPolicy({
      images: cdnOrigins(brand.settings.imageCDNs),
      frames: cdnOrigins(brand.settings.launchGameCDNs),
    });
    return (
      reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        // The service worker keeps only pages marked as the app's shell (apps/web/pwa/sw.js).
        .header('x-app-shell', '1')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  });
}
