import * as calls from '@app/contracts/calls/house';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { houseRecoveryJob } from '../../jobs/house-recovery.ts';
import { platformOf } from '../../platform.ts';
import { route } from '../../plugins/route.ts';
import { prepareRoulette, prepareSlot } from './engines.ts';
import { createHouseGames } from './house-games.ts';
import { createRoundRepo } from './round-repo.ts';
import { createRoundService } from './round-service.ts';
import { houseSessionsEnder } from './session-end.ts';
import { createWalletLink } from './wallet-link.ts';

/** The built-in house vendor: its game page's session, slot and roulette rounds, and game rules. */
export function houseRoutes(app: FastifyInstance, deps: Deps): void {
  const games = createHouseGames(deps);
  const link = createWalletLink(app, deps.config.houseWalletUrl, () => deps.now().getTime());
  const rounds = createRoundService(deps, games, createRoundRepo(deps), link);
  platformOf(deps).jobs.define(houseRecoveryJob(deps, rounds));
  app.sessions.onSessionsEnded(houseSessionsEnder(deps));

  route(app, calls.houseOpen, async ({ brand, input, lang }) => rounds.open(brand.merchantCode, input, lang));
  route(app, calls.houseSpin, async ({ brand, input }) =>
    rounds.play(brand.merchantCode, input.session, input.clientSeed, 'slot', (game) =>
      prepareSlot(games, game, input.lineBet),
    ),
  );
  route(app, calls.houseRoulette, async ({ brand, input }) =>
    rounds.play(brand.merchantCode, input.session, input.clientSeed, 'roulette', (game) =>
      prepareRoulette(game, input.bets),
    ),
  );
  route(app, calls.houseGame, async ({ input, lang }) => games.describe(await games.find(input.nodeId, lang)));
}
