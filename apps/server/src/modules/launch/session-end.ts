import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';

/**
 * Ends a member's game sessions when their sign-in ends (logout, password change or reset, lock), in
 * the same transaction: launch tokens not yet exchanged stop working (`vendor.token.invalid`) and
 * vendor sessions take no more bets (`vendor.session.expired`). Wins and rollbacks are still accepted,
 * so rounds already open can be finished (docs/vendor-api.md).
 */
export function gameSessionsEnder(deps: Deps) {
  return async (db: DbOrTx, memberId: number): Promise<void> => {
    const now = deps.now();
    await rowsOf(
      db,
      sql`UPDATE game_launches SET expires_at = ${now} WHERE member_id = ${memberId} AND expires_at > ${now}`,
    );
    await rowsOf(
      db,
      sql`UPDATE vendor_sessions SET expires_at = ${now} WHERE member_id = ${memberId} AND expires_at > ${now}`,
    );
  };
}
