import { APPLICATION_LIMITS } from '@app/contracts/calls/promotion-shapes';
import * as calls from '@app/contracts/calls/promotions';
import { TRIAL_TYPE } from '@app/contracts/constants';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sendFailure } from '../../plugins/envelope.ts';
import { headerValues, resolveBrand, route } from '../../plugins/route.ts';
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
    const origin = s.deps.config.publicUrl?.replace(/\/$/, '') || `${req.protocol}://${req.host}`;
    return referral.page(brand, caller(auth).memberId, langOf(input.language, lang), origin, input);
  });

  route(app, calls.apply, async ({ brand, auth, input }) => applications.apply(brand, caller(auth).memberId, input));

  // An application image: the bytes themselves (PNG or JPG by content, at most 5 MB); answers its id.
  // The image content types' parser is the cashier's (raw-routes.ts), shared by the whole app.
  app.post(
    calls.PROMOTION_IMAGE_UPLOAD_PATH,
    {
      bodyLimit: APPLICATION_LIMITS.imageBytesMax,
      errorHandler: (err, req, reply) =>
        (err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? sendFailure(reply, 'promotions.image.too.large')
          : app.errorHandler(err, req, reply),
    },
    async (req, reply) => {
      const brand = await resolveBrand(app, req);
      const token = headerValues(req, 'authorization')[0]?.trim();
      if (!token) throw new AppError('CUSTOMER_NOT_LOGIN');
      const auth = await app.sessions.resolve(token, brand.id);
      if (typeof auth === 'string') throw new AppError(auth);
      if (auth.accountType === TRIAL_TYPE) throw new AppError('account.trial.forbidden');
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return reply.send({ success: true, value: await applications.upload(brand, auth.memberId, bytes) });
    },
  );

  // A promotion's drawn art (catalogue.artUrlOf): its motif in its hue, at banner size.
  app.get<{ Params: { id: string } }>('/art/promotions/:id.svg', async (req, reply) => {
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0;
    const art = id > 0 ? await catalogue.artOf(id) : null;
    return sendSvg(req, reply, art ? promotionArtSvg(art, id) : null);
  });
}
