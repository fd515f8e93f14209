import * as calls from '@app/contracts/calls/games';
import { parseLanguage } from '@app/contracts/languages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';

/** Game launch: a signed-in player's launch, and the FB sports vendor's view-only page for visitors. */
export function launchRoutes(app: FastifyInstance, s: Services): void {
  const { launches } = s;
  route(app, calls.launchGame, async ({ brand, lang, auth, input }) => {
    if (!auth) throw new AppError('CUSTOMER_NOT_LOGIN');
    // A member in cooling-off or self-exclusion or out of play time, or play stopped on demand, is turned
    // away (decisions 1400, 1550).
    await s.rg.assertCanPlay(s.deps.db, brand, auth.memberId);
    await s.rgBackoffice.assertLaunch(brand, auth.memberId, input.vassalage, input.gameCode);
    return launches.launch(brand, parseLanguage(input.language, lang), auth, input);
  });
  route(app, calls.launchFb, async ({ brand, lang, auth, input }) =>
    launches.launchFb(brand, parseLanguage(input.language, lang), auth, input.gameCode),
  );
}
