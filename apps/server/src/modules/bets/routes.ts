import * as calls from '@app/contracts/calls/bets';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';

/** The member's betting record and personal profit and loss. */
export function betsRoutes(app: FastifyInstance, s: Services): void {
  const { bets } = s;
  route(app, calls.betRecords, async ({ brand, lang, auth, input }) => bets.records(brand, lang, auth.memberId, input));
  route(app, calls.profitLoss, async ({ brand, auth, input }) => bets.profitLoss(brand, auth.memberId, input));
}
