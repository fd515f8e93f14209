import type * as calls from '@app/contracts/calls/auth';
import type { TBotCheckAction, TSignInChecks } from '@app/contracts/calls/auth';
import type { CallParsed } from '@app/contracts/define';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { type AuthKit, need, type RequestInfo } from './auth-kit.ts';
import { FIREBASE_COUNTDOWN_S } from './firebase-stand-in.ts';

/** The bot check's public side and the Firebase stand-in's calls (docs/decisions/0204-bot-check.md). */
export function checkFlows(kit: AuthKit) {
  const { bot, parts, on, checkPhone, smsThrottle } = kit;
  const standIn = parts.firebaseStandIn;

  function needLocal(brand: Brand): void {
    if (brand.settings.botCheck !== 'local') throw new AppError('function.not.available');
  }

  function needStandIn(brand: Brand) {
    need(!!standIn && !!brand.settings.firebaseProjectId);
    return standIn as NonNullable<typeof standIn>;
  }

  return {
    /** What the browser needs: the bot check's provider and public site key (never the secret), and Firebase. */
    signInChecks(brand: Brand): TSignInChecks {
      const p = brand.settings.botCheck;
      const projectId = brand.settings.firebaseProjectId;
      return {
        botCheck: {
          provider: p,
          siteKey: p === 'turnstile' || p === 'recaptcha' ? brand.settings.botCheckSiteKey : '',
        },
        firebase: projectId
          ? {
              projectId,
              apiKey: brand.settings.firebaseApiKey,
              standIn: !!standIn,
              countdownSeconds: FIREBASE_COUNTDOWN_S,
            }
          : null,
      };
    },

    async botCheckChallenge(brand: Brand, action: TBotCheckAction) {
      needLocal(brand);
      return bot.local.challenge(brand, action);
    },

    async botCheckSolve(brand: Brand, input: CallParsed<typeof calls.botCheckSolve>) {
      needLocal(brand);
      return bot.local.solve(brand, input.challenge, input.nonce);
    },

    /** Development only: the stand-in sends a phone sign-in code (1-minute countdown). */
    async devFirebaseSend(brand: Brand, input: CallParsed<typeof calls.devFirebaseSend>, req: RequestInfo) {
      const s = needStandIn(brand);
      need(on(brand, 'LOGIN_VERIFY_CODE') || on(brand, 'REGISTER'));
      checkPhone(input.countryDialingCode, input.mobileNum);
      await smsThrottle(brand, req.ip);
      return s.send(brand, input.countryDialingCode, input.mobileNum.trim(), req.lang);
    },

    /** Development only: the stand-in checks the code and answers its ID token for the number. */
    async devFirebaseVerify(brand: Brand, input: CallParsed<typeof calls.devFirebaseVerify>) {
      const s = needStandIn(brand);
      checkPhone(input.countryDialingCode, input.mobileNum);
      return s.verify(brand, input.countryDialingCode, input.mobileNum.trim(), input.verificationCode);
    },
  };
}
