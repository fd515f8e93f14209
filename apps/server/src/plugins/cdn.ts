import type { FastifyInstance } from 'fastify';

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

/** What starts a site path of the artwork inside a serialised answer (a JSON string or an HTML attribute). */
const ART_PATH = '"/art/';

/**
 * Puts the artwork of an answer on one of its brand's imageCDNs, chosen once per answer (so one
 * answer's images come from one host). Services build art addresses as site paths
 * (catalogue/art-urls.ts), so what they cache is the same for every request; the brand's CDN goes on
 * as the answer is sent. A string payload only (JSON and HTML), and only once the brand is known and
 * has CDNs: the demo brands have none, so everything stays on the site, offline too.
 *
 * This replaced an AsyncLocalStorage scope per request: in Node 20 one of those turns on promise hooks
 * for the whole process, which every request, query and event handler then paid for
 * (docs/decisions/0415-vendor-api-hot-path.md).
 */
export function registerCdnRewrite(app: FastifyInstance): void {
  app.addHook('onSend', (req, _reply, payload, done) => {
    const list = req.brand?.settings.imageCDNs;
    if (!list || list.length === 0 || typeof payload !== 'string' || !payload.includes(ART_PATH)) {
      done(null, payload);
      return;
    }
    const base = pickCdn(list);
    done(null, base ? payload.replaceAll(ART_PATH, `"${base}/art/`) : payload);
  });
}
