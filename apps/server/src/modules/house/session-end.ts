import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { playerIdOf } from '../vendor-api/service.ts';
import { endPlayerSessions } from './session-repo.ts';

/**
 * Ends a member's house sessions when their sign-in ends (logout, password change), in the same
 * transaction: the game page's next round is refused (`house.session.invalid`). A round in play
 * finishes, and the recovery job still finishes rounds left unfinished.
 */
export function houseSessionsEnder(deps: Deps) {
  return async (db: DbOrTx, memberId: number): Promise<void> => {
    await endPlayerSessions(db, playerIdOf(memberId), deps.now());
  };
}
