import * as calls from '@app/contracts/calls/promotions';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { caller } from '../wallet/caller.ts';

/** Raffles and red envelopes as the member sees them (docs/decisions/1300-promotions.md "Periodic kinds"). */
export function periodicKindRoutes(app: FastifyInstance, s: Services): void {
  const { raffles, envelopes } = s;

  route(app, calls.raffle, async ({ brand, auth, input, lang }) =>
    raffles.view(brand, input.promotionId, auth?.memberId ?? null, input.language ?? lang),
  );

  route(app, calls.claimRaffle, async ({ brand, auth, input, lang }) =>
    raffles.join(brand, caller(auth).memberId, input.promotionId, lang),
  );

  route(app, calls.envelope, async ({ brand, auth, input, lang }) =>
    envelopes.view(brand, input.promotionId, auth?.memberId ?? null, input.language ?? lang),
  );

  route(app, calls.claimEnvelope, async ({ brand, auth, input, lang }) =>
    envelopes.claim(brand, caller(auth).memberId, input.promotionId, lang, input.requestId),
  );
}
