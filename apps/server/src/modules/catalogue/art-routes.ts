import { createHash } from 'node:crypto';
import { GAME_CATEGORIES } from '@app/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { categoryIcon, gameArt, vendorLogo } from './art.ts';
import { ART_VERSION } from './art-urls.ts';
import { gameTile } from './game-art.ts';
import type { ListService } from './list-service.ts';
import type { VendorService } from './vendor-service.ts';

const MAX_CACHED = 4_000;

/**
 * Serves the generated artwork under /art: made on first request, kept in a bounded cache, sent with
 * an ETag and, for versioned URLs, a year of immutable caching.
 */
export function gameArtRoutes(app: FastifyInstance, vendors: VendorService, lists: ListService): void {
  const cache = new Map<string, { svg: string; etag: string }>();

  function remember(key: string, make: () => string) {
    const hit = cache.get(key);
    if (hit) return hit;
    const svg = make();
    const entry = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    if (cache.size >= MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, entry);
    return entry;
  }

  function send(req: FastifyRequest, reply: FastifyReply, entry: { svg: string; etag: string }) {
    const versioned = (req.query as { v?: string } | undefined)?.v === ART_VERSION;
    reply
      .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      .header('etag', entry.etag)
      .header('x-content-type-options', 'nosniff');
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(entry.svg);
  }

  const missing = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('not found');

  app.get('/art/games/:file', async (req, reply) => {
    const m = /^(\d{1,12})\.svg$/.exec((req.params as { file: string }).file);
    if (!m?.[1]) return missing(reply);
    const nodeId = m[1];
    const key = `g:${nodeId}`;
    if (cache.has(key))
      return send(
        req,
        reply,
        remember(key, () => ''),
      );
    // A catalogue game gets a tile drawn from its title; an id the catalogue does not know, a plain one.
    const tile = await lists.tileOf(nodeId);
    return send(
      req,
      reply,
      remember(key, () => (tile ? gameTile(tile) : gameArt(nodeId))),
    );
  });

  app.get('/art/vendors/:file', async (req, reply) => {
    const m = /^([A-Z0-9_]{2,32})-(WHITE|COLOR)\.svg$/.exec((req.params as { file: string }).file);
    if (!m?.[1] || !m[2]) return missing(reply);
    const [, code, variant] = m as unknown as [string, string, 'WHITE' | 'COLOR'];
    const key = `v:${code}:${variant}`;
    if (!cache.has(key)) {
      const row = await vendors.vendorRow(code);
      if (!row) return missing(reply);
      return send(
        req,
        reply,
        remember(key, () => vendorLogo(code, row.name, variant)),
      );
    }
    return send(
      req,
      reply,
      remember(key, () => ''),
    );
  });

  app.get('/art/categories/:file', async (req, reply) => {
    const m = /^([A-Z0-9]{2,12})\.svg$/.exec((req.params as { file: string }).file);
    const cat = m?.[1];
    if (!cat || !(GAME_CATEGORIES as readonly string[]).includes(cat)) return missing(reply);
    return send(
      req,
      reply,
      remember(`c:${cat}`, () => categoryIcon(cat)),
    );
  });
}
