import {
  login,
  loginFreePlay,
  loginRemember,
  loginSmsCode,
  loginSocial,
  loginVerify,
  loginVerifySend,
} from '@app/contracts/calls/auth';
import { useMutation } from '../../../lib/use-call.ts';

/** Sign in by username + password or by mobile + SMS code (encrypted call). */
export const useLogin = () => useMutation(login);
/** Sends the sign-in SMS code (verification-code login). */
export const useLoginSmsCode = () => useMutation(loginSmsCode);
/** Free-play trial sign-in. */
export const useFreePlay = () => useMutation(loginFreePlay);
/** Social sign-in with the provider's ID token. */
export const useLoginSocial = () => useMutation(loginSocial);
/** Sign-in with the remembered account of this device. */
export const useLoginRemember = () => useMutation(loginRemember);
/** Unregistered-IP check: sends the code. */
export const useLoginVerifySend = () => useMutation(loginVerifySend);
/** Unregistered-IP check: finishes the sign-in with the code. */
export const useLoginVerify = () => useMutation(loginVerify);
