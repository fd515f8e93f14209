import * as calls from '@app/contracts/calls/lottery';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { caller } from '../wallet/caller.ts';

/** The player's lottery calls (packages/contracts/src/calls/lottery.ts). */
export function lotteryRoutes(app: FastifyInstance, s: Services): void {
  const { queries, placement } = s.lottery;
  route(app, calls.lobby, async ({ brand, input, lang }) => queries.lobby(brand, lang, input.vassalage));
  route(app, calls.game, async ({ brand, input, lang }) => queries.game(brand, input.gameCode, lang));
  route(app, calls.place, async ({ brand, auth, input, lang }) =>
    placement.place(brand, caller(auth).memberId, input, lang),
  );
  route(app, calls.tickets, async ({ brand, auth, input, lang }) =>
    queries.tickets(brand, caller(auth).memberId, input, lang),
  );
  route(app, calls.results, async ({ brand, input }) => queries.results(brand, input.gameCode, input.count));
  route(app, calls.trends, async ({ brand, input }) => queries.trends(brand, input.gameCode, input.draws));
  route(app, calls.draw, async ({ brand, input }) => queries.draw(brand, input.gameCode, input.drawNo));
  route(app, calls.vnMenu, async ({ brand, lang }) => queries.vnMenu(brand, lang));
  route(app, calls.vnRecent, async ({ brand, auth, lang }) => queries.vnRecent(brand, caller(auth).memberId, lang));
  route(app, calls.vnOpened, async ({ brand, input }) => queries.vnOpened(brand, input.gameCode, input.count));
  route(app, calls.lottoOpened, async ({ brand }) => queries.lottoOpened(brand));
}
