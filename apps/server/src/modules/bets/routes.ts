import * as calls from '@app/contracts/calls/bets';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../plugins/route.ts';
import { createBetRecordsService } from './bet-records-service.ts';

/** The member's betting record and personal profit and loss. */
export function betsRoutes(app: FastifyInstance, deps: Deps): void {
  const bets = createBetRecordsService(deps);
  route(app, calls.betRecords, async ({ brand, lang, auth, input }) => bets.records(brand, lang, auth.memberId, input));
  route(app, calls.profitLoss, async ({ brand, auth, input }) => bets.profitLoss(brand, auth.memberId, input));
}
