import type { TLoginResult } from '@app/contracts/calls/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { invalidateCalls } from '../../lib/use-call.ts';
import { useSession } from '../session/index.ts';
import { markFirstLogin, revokeRememberToken } from './api/session-calls.ts';
import { closeAuthDialog, openAuthDialog } from './auth-dialogs.ts';
import {
  forgetRemembered,
  readRemembered,
  type SmsLogin,
  writeLastUser,
  writeRemembered,
  writeSmsLogin,
} from './remember.ts';
import { storeSignIn } from './session-store.ts';

/** Forgets the account this device remembered and revokes its token on the server. */
function dropRemembered(): void {
  const old = readRemembered();
  if (!old) return;
  void revokeRememberToken(old.rememberToken).catch(() => undefined);
  forgetRemembered();
}

export interface SignInOptions {
  /** Where to go afterwards; stays on the page when omitted (the login popup). */
  goTo?: string;
  /** The mobile sign-in to remember in the loginTypeSms cookie. */
  sms?: SmsLogin;
  /**
   * The remember-me box of a typed sign-in: left unticked, the account this device remembered is
   * forgotten and its token revoked.
   */
  remember?: boolean;
}

/**
 * Finishes any way in (SPEC §4 login): stores the token and the member's values, remembers the last
 * user (and the remembered account when a remember token came back, or forgets the old one when
 * remember me was left unticked), makes the first-login call, closes the popup, and opens the forced
 * change-password modal when the answer names a reason (123456 or a weak password, or an expired one;
 * the server leaves sms and social sign-ins out); otherwise goes where asked. The cpw flag is stored
 * as the server sets it (also true on a first login).
 */
export function useCompleteSignIn(): (result: TLoginResult, opts?: SignInOptions) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (result: TLoginResult, opts: SignInOptions = {}) => {
      if (opts.remember === false) dropRemembered();
      storeSignIn(result);
      writeLastUser(result.member.account);
      if (result.rememberToken) {
        writeRemembered({ account: result.member.account, rememberToken: result.rememberToken });
      }
      if (opts.sms) writeSmsLogin(opts.sms);
      if (result.firstTimeLogin) void markFirstLogin().catch(() => undefined);
      invalidateCalls();
      signIn(result.token);
      closeAuthDialog();
      if (result.forcedChange !== null) {
        if (opts.goTo) void navigate(opts.goTo);
        openAuthDialog({ kind: 'changePassword', forced: true });
      } else if (opts.goTo) void navigate(opts.goTo);
    },
    [signIn, navigate],
  );
}
