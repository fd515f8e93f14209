import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vendorSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/**
 * Ends a member's vendor sessions when their sign-in ends, in the same transaction: they take no more
 * bets (`vendor.session.expired`). Wins and rollbacks are still accepted, so rounds already open can be
 * finished (docs/vendor-api.md).
 */
export function vendorSessionsEnder(deps: Deps) {
  return async (db: DbOrTx, memberId: number): Promise<void> => {
    const now = deps.now();
    await db
      .update(vendorSessions)
      .set({ expiresAt: now })
      .where(and(eq(vendorSessions.memberId, memberId), gt(vendorSessions.expiresAt, now)));
  };
}
