import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gameLaunches } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/**
 * Ends a member's launch tokens not yet exchanged when their sign-in ends (logout, password change or
 * reset, lock), in the same transaction: they stop working (`vendor.token.invalid`). The vendor API
 * ends the vendor sessions beside it (vendor-api/session-end.ts).
 */
export function launchesEnder(deps: Deps) {
  return async (db: DbOrTx, memberId: number): Promise<void> => {
    const now = deps.now();
    await db
      .update(gameLaunches)
      .set({ expiresAt: now })
      .where(and(eq(gameLaunches.memberId, memberId), gt(gameLaunches.expiresAt, now)));
  };
}
