import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { invalidateCalls } from '../../../lib/use-call.ts';
import { useSession } from '../../session/index.ts';

/**
 * After a break starts the server has ended every session of the member: go to the home page, then
 * forget the session here as the app does when a session ends (session storage cleared, cached answers
 * dropped). The sign-out waits until the member centre has closed (this component unmounts): the
 * router shows the new address in a transition, and a sign-out rendered first would make the centre's
 * gate send the visitor to the login page with the way back here.
 */
export function useSignOutAfterBreak(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (!leaving.current) return;
      signOut();
      invalidateCalls();
    },
    [signOut],
  );
  return useCallback(async () => {
    leaving.current = true;
    await navigate('/', { replace: true });
  }, [navigate]);
}
