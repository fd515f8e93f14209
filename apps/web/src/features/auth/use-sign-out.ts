import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { invalidateCalls } from '../../lib/use-call.ts';
import { useSession } from '../session/index.ts';
import { revokeSession } from './api/session-calls.ts';
import { closeAuthDialog } from './auth-dialogs.ts';

/**
 * Signs out (SPEC §4 logout): the DELETE call, session storage cleared but the merchant values kept,
 * cached answers dropped (login, agent and VIP-service state), back to /.
 */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession().catch(() => undefined);
    signOut();
    invalidateCalls();
    closeAuthDialog();
    void navigate('/');
  }, [signOut, navigate]);
}
