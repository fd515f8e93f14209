import { createHash } from 'node:crypto';
import { BANNER_GROUPS, type BannerGroup } from '@app/contracts/content';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../../plugins/envelope.ts';
import { bannerSvg } from './banners.ts';
import { categorySvg, hotSvg } from './category.ts';
import { licenceSvg } from './licence.ts';
import { logoSvg } from './logo.ts';

const MAX_AGE_S = 3600;

/** Sends drawn SVG with an ETag (304 when unchanged); null is a missing image. */
export function sendSvg(req: FastifyRequest, reply: FastifyReply, svg: string | null) {
  if (svg === null) return sendFailure(reply, 'not_found');
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${MAX_AGE_S}`);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/**
 * Our own artwork as SVG, drawn on request (SPEC: no internet at run time, no copied artwork): the
 * brand logo of the host's brand, banners per group, the navigation's category icons (one-colour masks)
 * and licence badges. Vendor logos and game art are the games area's (/art/vendors, /art/games). Images carry no Merchant header, so the logo's brand comes from the host.
 */
export function artRoutes(app: FastifyInstance): void {
  app.get('/art/logo.svg', async (req, reply) => {
    const brand = await app.brands.byHost(String(req.headers.host ?? ''));
    return sendSvg(req, reply, logoSvg(brand?.name ?? ''));
  });

  app.get<{ Params: { group: string; n: string } }>('/art/banner/:group-:n.svg', async (req, reply) => {
    const { group, n } = req.params;
    const known = (BANNER_GROUPS as readonly string[]).includes(group) && /^\d{1,2}$/.test(n);
    return sendSvg(req, reply, known ? bannerSvg(group as BannerGroup, Number(n)) : null);
  });

  app.get<{ Params: { name: string } }>('/art/icons/:name.svg', async (req, reply) =>
    sendSvg(req, reply, req.params.name === 'hot' ? hotSvg() : categorySvg(req.params.name)),
  );

  app.get<{ Params: { code: string } }>('/art/licence/:code.svg', async (req, reply) =>
    sendSvg(req, reply, licenceSvg(req.params.code)),
  );

  // Any other /art path is a missing image, not a page of the site.
  app.get('/art/*', async (_req, reply) => sendFailure(reply, 'not_found'));
}
