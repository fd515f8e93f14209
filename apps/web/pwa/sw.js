// The site's service worker (built into dist/sw.js by pwa-plugin.ts, which puts VERSION and SHELL
// above this text). It lets the installed app start without a network: it keeps the app shell (the
// page, its scripts, styles and icons) and nothing else. API answers (balances, bets, money) are never
// stored: every request under an API path, every non-GET request and every request to another origin
// goes straight to the network.
/* global VERSION, SHELL */

const PREFIX = 'app-shell-';
const CACHE = `${PREFIX}${VERSION}`;
/** Paths the server answers itself (calls, games, support, docs): never cached, never answered here. */
const NETWORK_ONLY = /^\/(wps|api|lgw|lotto|vendor|sandbox|docs|healthz|house|dev|support|admin|art)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SHELL.map((p) => new Request(p, { cache: 'reload' })));
      // The new shell is complete: take over without waiting for every tab to close. Pages already
      // open keep running their loaded code; the previous version's cache stays (see activate) so
      // their lazily loaded pages still come from it.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Names carry the build time first, so sorting them puts the newest last: keep this version
      // and the one before it, delete older ones.
      const ours = (await caches.keys()).filter((k) => k.startsWith(PREFIX) && k !== CACHE).sort();
      await Promise.all(ours.slice(0, -1).map((k) => caches.delete(k)));
      await self.clients.claim();
    })(),
  );
});

/** Same-origin static files of the shell: hashed build output, icons and the files in public/. */
function isStatic(url) {
  return url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/') || SHELL.includes(url.pathname);
}

async function fromCacheOrNetwork(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const cache = await caches.open(CACHE);
    await cache.put(request, res.clone());
  }
  return res;
}

/** Pages: the network first (the server writes the brand into them); offline, the stored shell. */
async function page(request) {
  try {
    const res = await fetch(request);
    // Only the app's own page (the server marks it) becomes the offline shell, never another HTML page.
    if (res.ok && res.headers.get('x-app-shell') === '1') {
      const cache = await caches.open(CACHE);
      await cache.put('/', res.clone());
    }
    return res;
  } catch (err) {
    const shell = await caches.match('/', { cacheName: CACHE });
    if (shell) return shell;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NETWORK_ONLY.test(url.pathname)) return;
  if (url.pathname === '/sw.js' || url.pathname === '/manifest.webmanifest') return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (isStatic(url)) event.respondWith(fromCacheOrNetwork(request));
});
