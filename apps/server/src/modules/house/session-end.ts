import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { playerIdOf } from '../vendor-api/service.ts';

/**
 * Ends a member's house sessions when their sign-in ends (logout, password change), in the same
 * transaction: the game page's next round is refused (`house.session.invalid`). A round in play
 * finishes, and the recovery job still finishes rounds left unfinished.
 */
export function houseSessionsEnder(deps: Deps) {
  return async (db: DbOrTx, memberId: number): Promise<void> => {
    const now = deps.now();
    await rowsOf(
      db,
      sql`UPDATE house_sessions SET expires_at = ${now} WHERE player_id = ${playerIdOf(memberId)} AND expires_at > ${now}`,
    );
  };
}
