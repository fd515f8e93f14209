import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Image and launch CDNs (SPEC §9: chosen at random from the brand's lists, SPEC §3 imageCDNs and
 * launchGameCDNs). A list entry is an origin, optionally with a path prefix; an empty list means the
 * site itself, so brands without CDNs (the demo brands) serve everything from this server, offline too.
 */

/** One base from the list at random, without a trailing slash; '' (the site itself) when the list is empty. */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string {
  if (list.length === 0) return '';
  const chosen = list[Math.min(list.length - 1, Math.floor(random() * list.length))] ?? '';
  return chosen.replace(/\/+$/, '');
}

/** A site path put on a CDN base; absolute addresses (a vendor's own host) and '' bases stay as they are. */
export function onCdn(url: string, base: string): string {
  if (!base || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${base}${url}`;
}

/** The origins of a CDN list (for the page's content security policy). */
export function cdnOrigins(list: readonly string[]): string[] {
  const out = new Set<string>();
  for (const u of list) {
    try {
      out.add(new URL(u).origin);
    } catch {
      // Settings are validated as URLs when stored; anything else is left out.
    }
  }
  return [...out];
}

interface CdnScope {
  req: FastifyRequest;
  image?: string;
}

const scope = new AsyncLocalStorage<CdnScope>();

/**
 * Opens a scope per request, so code that builds art addresses (catalogue/art-urls.ts) finds the
 * request's brand without every caller passing it.
 */
export function registerCdnScope(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    scope.run({ req }, done);
  });
}

/**
 * The image CDN of the current request: one of its brand's imageCDNs, chosen once per request (so
 * one answer's images come from one host); '' (the site itself) outside a request, before the brand is
 * known, or when the brand has none.
 */
export function requestImageBase(): string {
  const s = scope.getStore();
  if (!s) return '';
  if (s.image === undefined) {
    const list = s.req.brand?.settings.imageCDNs;
    if (!list) return '';
    s.image = pickCdn(list);
  }
  return s.image;
}
