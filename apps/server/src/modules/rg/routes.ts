import * as calls from '@app/contracts/calls/rg';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { caller } from '../wallet/caller.ts';

/** The member's responsible-gaming calls: limits (set, confirm a raise) and breaks (decision 1400). */
export function rgRoutes(app: FastifyInstance, s: Services): void {
  const { rg } = s;
  route(app, calls.limits, async ({ brand, auth }) => rg.state(brand, caller(auth).memberId));
  route(app, calls.setLimits, async ({ brand, auth, input, ip }) =>
    rg.setLimits(brand, caller(auth).memberId, input, ip),
  );
  route(app, calls.confirmLimit, async ({ brand, auth, input, ip }) =>
    rg.confirm(brand, caller(auth).memberId, input, ip),
  );
  route(app, calls.exclusion, async ({ brand, auth, input, ip }) =>
    rg.exclude(brand, caller(auth).memberId, input, ip),
  );
}
