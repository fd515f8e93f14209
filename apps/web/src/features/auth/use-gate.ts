import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session.tsx';

/**
 * The gate for protected actions (SPEC §5): runs the action for a signed-in player, otherwise asks
 * them to sign in. Stand-in until the accounts work lands (login popup, trial-account warning).
 */
export function useGate(): (action: () => void) => void {
  const { token } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (action: () => void) => {
      if (token) action();
      else void navigate('/login');
    },
    [token, navigate],
  );
}
