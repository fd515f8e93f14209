import * as calls from '@app/contracts/calls/bonus';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { caller } from '../wallet/caller.ts';

/** The member's bonus calls: details (live progress), one grant's history, and forfeiting (confirmed). */
export function bonusRoutes(app: FastifyInstance, s: Services): void {
  const { bonus } = s;

  route(app, calls.details, async ({ brand, auth, input, lang }) =>
    bonus.views.details(brand, caller(auth).memberId, lang, input),
  );

  route(app, calls.grant, async ({ brand, auth, input, lang }) =>
    bonus.views.history(brand, caller(auth).memberId, input.grantId, lang, input),
  );

  route(app, calls.forfeit, async ({ brand, auth, input, lang }) => {
    const { memberId } = caller(auth);
    if (!input.confirm) throw new AppError('bonus.forfeit.confirm');
    await s.deps.db.transaction(async (tx) => {
      const active = await bonus.active(tx, brand, memberId);
      if (!active || active.id !== input.grantId) {
        // Another member's grant, or none: not found; the member's own ended grant: not active.
        await bonus.views.grantRow(brand, memberId, input.grantId, tx);
        throw new AppError('bonus.not.active');
      }
      await bonus.forfeitActive(tx, brand, memberId, { reason: 'member', actor: '', note: 'bonus_forfeit_member' });
    });
    await s.wallet.notify(brand.id, [memberId]);
    return (await bonus.views.history(brand, memberId, input.grantId, lang, { pageNo: 1, pageSize: 1 })).grant;
  });
}
