import * as calls from '@app/contracts/calls/agent-payouts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { caller } from '../wallet/caller.ts';

/** My income and the current period's preview (agent accounts only; the route helper checks it). */
export function agentPayoutsRoutes(app: FastifyInstance, s: Services): void {
  const { income } = s.agentPayouts;
  route(app, calls.income, async ({ brand, auth, input, lang }) =>
    income.income(brand, caller(auth).memberId, input, lang),
  );
  route(app, calls.preview, async ({ brand, auth, input }) => income.preview(brand, caller(auth).memberId, input.kind));
}
