import * as calls from '@app/contracts/calls/house';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { prepareRoulette, prepareSlot } from './engines.ts';

/** The built-in house vendor: its game page's session, slot and roulette rounds, and game rules. */
export function houseRoutes(app: FastifyInstance, s: Services): void {
  const { games, rounds } = s.house;

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
