import {
  botCheckChallenge,
  botCheckSolve,
  devFirebaseSend,
  devFirebaseVerify,
  signInChecks,
  type TBotCheckAction,
} from '@app/contracts/calls/auth';
import { callApi } from '../../../lib/api-client.ts';
import { useCall } from '../../../lib/use-call.ts';

/** The brand's bot check (provider, public site key) and whether Firebase verifies SMS. */
export const useSignInChecks = () => useCall(signInChecks, {}, { staleMs: 5 * 60_000 });
/** The same, once (a call made before the form's copy arrived). */
export const fetchSignInChecks = () => callApi(signInChecks, {});

/** Local bot check: a puzzle for one action. */
export const fetchBotChallenge = (action: TBotCheckAction) => callApi(botCheckChallenge, { action });
/** Local bot check: trades the solved puzzle for a single-use token. */
export const solveBotChallenge = (challenge: string, nonce: string) => callApi(botCheckSolve, { challenge, nonce });

/** The Firebase stand-in (development only): sends a phone sign-in code. */
export const standInSendCode = (countryDialingCode: string, mobileNum: string) =>
  callApi(devFirebaseSend, { countryDialingCode, mobileNum });
/** The Firebase stand-in (development only): the code for an ID token. */
export const standInVerifyCode = (countryDialingCode: string, mobileNum: string, verificationCode: string) =>
  callApi(devFirebaseVerify, { countryDialingCode, mobileNum, verificationCode });
