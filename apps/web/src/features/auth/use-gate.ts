import { useCallback } from 'react';
import { openAuthDialog } from './auth-dialogs.ts';
import { useMember } from './use-member.ts';

export interface GateOptions {
  /** Lets trial (free-play) accounts through: game launches, whose calls the server allows for them. */
  allowTrial?: boolean;
}

/**
 * The gate for protected actions (SPEC §5): runs the action for a signed-in member; a visitor gets the
 * login popup and the action stops; a trial account gets the in_need_true_account warning and the
 * action stops, unless the action allows trial accounts (free-play game launches).
 */
export function useGate(): (action: () => void, opts?: GateOptions) => void {
  const { token, isTrial } = useMember();
  return useCallback(
    (action: () => void, opts: GateOptions = {}) => {
      if (!token) openAuthDialog({ kind: 'login' });
      else if (isTrial && !opts.allowTrial) openAuthDialog({ kind: 'trial' });
      else action();
    },
    [token, isTrial],
  );
}
