import * as calls from '@app/contracts/calls/games';
import { type Language, parseLanguage } from '@app/contracts/languages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import type { AuthContext } from '../auth/session-service.ts';
import { gameArtRoutes } from './art-routes.ts';

/** The session of a token call (the route helper has already refused calls without one). */
function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError('CUSTOMER_NOT_LOGIN');
  return auth;
}

/** The `language` parameter when it names a shipped language, else the request's language. */
const langOf = (input: { language?: string }, lang: Language) => parseLanguage(input.language, lang);

/** Game menus, lobbies, hot and popular lists, favourites, recent games and the generated game art. */
export function catalogueRoutes(app: FastifyInstance, s: Services): void {
  const { vendors, lists, memberGames } = s;
  gameArtRoutes(app, vendors, lists);

  route(app, calls.gameMenus, async ({ brand }) => vendors.menus(brand));

  route(app, calls.gameVendor, async ({ brand, input }) => {
    const all = (await vendors.vendors(brand)).filter(
      (v) => v.enabled && (!input.gameType || v.category === input.gameType),
    );
    const lanes = await Promise.all(
      all.map(async (v) => ({ ...(await vendors.menuVendor(v)), gameType: v.category as calls.TGame['gameType'] })),
    );
    return { data: { lanes } };
  });

  route(app, calls.gameList, async ({ brand, lang, input }) => lists.list(brand, langOf(input, lang), input), {
    reuseInput: true,
  });
  route(app, calls.gameTypes, async ({ brand, input }) => lists.types(brand, input));
  route(app, calls.hotGames, async ({ brand, lang, input }) => lists.hot(brand, langOf(input, lang), input));
  route(app, calls.popularLottery, async ({ brand, lang, input }) =>
    lists.popularLottery(brand, langOf(input, lang), input.count),
  );
  route(app, calls.rankList, async ({ brand, lang, input }) =>
    memberGames.rankList(brand, langOf(input, lang), input.count),
  );

  route(app, calls.favouriteGames, async ({ brand, lang, auth, input }) => {
    const page = await memberGames.favourites(brand, langOf(input, lang), signedIn(auth).memberId, input);
    return { content: page.games, totalPages: page.totalPages };
  });
  route(app, calls.favouriteIds, async ({ brand, auth }) => memberGames.favouriteIds(brand, signedIn(auth).memberId));
  route(app, calls.addFavourite, async ({ brand, auth, input }) =>
    memberGames.addFavourite(brand, signedIn(auth).memberId, input),
  );
  route(app, calls.removeFavourite, async ({ brand, auth, input }) =>
    memberGames.removeFavourite(brand, signedIn(auth).memberId, input),
  );
  route(app, calls.recentGames, async ({ brand, lang, auth, input }) => {
    const page = await memberGames.recent(brand, langOf(input, lang), signedIn(auth).memberId, input);
    return { list: page.games, totalPages: page.totalPages };
  });
}
