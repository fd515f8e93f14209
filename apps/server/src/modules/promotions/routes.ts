import { APPLICATION_LIMITS } from '@app/contracts/calls/promotion-shapes';
import * as calls from '@app/contracts/calls/promotions';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import type { FastifyInstance } from 'fastify';
import { imageUploadRoute } from '../../plugins/image-upload.ts';
import { route, siteOrigin } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { promotionArtSvg } from '../art/promotion.ts';
import { sendSvg } from '../art/routes.ts';
import { caller } from '../wallet/caller.ts';

/** The `language` of the query when it names a shipped language, else the request's. */
export function langOf(param: string | undefined, lang: Language): Language {
  const up = param?.toUpperCase();
  return (LANGUAGES as readonly string[]).includes(up ?? '') ? (up as Language) : lang;
}

/** Promotions as members read them: the list and one promotion's detail (anonymous readers too). */
export function promotionsRoutes(app: FastifyInstance, s: Services): void {
  const { catalogue, rewards, depositBonus, applications, referral } = s.promotions;

  route(app, calls.list, async ({ brand, auth, input, lang }) =>
    catalogue.list(brand, auth?.memberId ?? null, langOf(input.language, lang), input.category),
  );

  route(app, calls.gameAnnouncements, async ({ brand, auth, input, lang }) =>
    catalogue.forGames(
      brand,
      auth?.memberId ?? null,
      langOf(input.language, lang),
      input.gameType,
      calls.GAME_ANNOUNCEMENTS_MAX,
    ),
  );

  route(app, calls.detail, async ({ brand, auth, input, lang }) =>
    catalogue.detail(brand, auth?.memberId ?? null, langOf(input.language, lang), input.id),
  );

  route(app, calls.rewards, async ({ brand, auth, input, lang }) =>
    rewards.list(brand, caller(auth).memberId, langOf(input.language, lang), input),
  );

  route(app, calls.rewardsCount, async ({ brand, auth }) => ({
    unclaimed: await rewards.unclaimed(brand, caller(auth).memberId),
  }));

  route(app, calls.claimReward, async ({ brand, auth, input, lang }) =>
    rewards.claim(brand, caller(auth).memberId, lang, {
      rewardId: input.rewardId,
      contact: input.contact,
      requestId: input.requestId,
    }),
  );

  route(app, calls.depositOffers, async ({ brand, auth, input, lang }) =>
    depositBonus.offers(brand, caller(auth).memberId, langOf(input.language, lang), input.amount),
  );

  route(app, calls.referral, async ({ brand, auth, input, lang, req }) => {
    const origin = siteOrigin(s.deps.config.publicUrl, req);
    return referral.page(brand, caller(auth).memberId, langOf(input.language, lang), origin, input);
  });

  route(app, calls.apply, async ({ brand, auth, input }) => applications.apply(brand, caller(auth).memberId, input));

  // An application image: the bytes themselves (PNG or JPG by content, at most 5 MB); answers its id.
  imageUploadRoute(app, {
    path: calls.PROMOTION_IMAGE_UPLOAD_PATH,
    maxBytes: APPLICATION_LIMITS.imageBytesMax,
    tooLarge: 'promotions.image.too.large',
    store: applications.upload,
  });

  // A promotion's drawn art (catalogue.artUrlOf): its motif in its hue, at banner size.
  app.get<{ Params: { id: string } }>('/art/promotions/:id.svg', async (req, reply) => {
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0;
    const art = id > 0 ? await catalogue.artOf(id) : null;
    return sendSvg(req, reply, art ? promotionArtSvg(art, id) : null);
  });
}
