import type { Deps } from '../../deps.ts';
import { type AuthParts, type AuthService, createAuthService } from './auth-service.ts';
import { type BotCheck, createSiteVerifyBotCheck } from './bot-check.ts';
import { sharedCheckLimits } from './check-limits.ts';
import { createFirebaseStandIn, type FirebaseStandIn } from './firebase-stand-in.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail.ts';
import type { Outbox } from './outbox.ts';
import { sharedHasher } from './passwords.ts';
import { createHttpSms, createOutboxSms, type SmsSender } from './sms.ts';
import {
  createFirebaseVerifier,
  createJwksVerifier,
  type FirebaseVerifier,
  PROVIDER_ISSUERS,
  type SocialVerifier,
} from './social.ts';

export interface AuthAdapters {
  sms: SmsSender;
  mailer: Mailer;
  social: SocialVerifier;
  /** Firebase phone sign-in (SMS verified by the social provider): its keys, or the stand-in's. */
  firebase: FirebaseVerifier;
  /** The development stand-in that plays Firebase for the browser; null in production. */
  firebaseStandIn: FirebaseStandIn | null;
  /** The bot check providers' siteverify adapters (the site's own stand-in needs none). */
  botProviders: { turnstile: BotCheck; recaptcha: BotCheck };
}

/** The edge adapters from configuration: real ones when configured, the development outbox otherwise. */
export function authAdapters(deps: Deps, outbox: Outbox): AuthAdapters {
  const { config } = deps;
  // The stand-in always writes to the development outbox: it stands for the provider's SMS, not ours.
  const firebaseStandIn =
    config.env !== 'production' && config.firebase.standIn
      ? createFirebaseStandIn(deps, createOutboxSms(outbox))
      : null;
  return {
    firebase: firebaseStandIn?.verifier ?? createFirebaseVerifier(config.firebase.jwksUrl),
    firebaseStandIn,
    botProviders: {
      turnstile: createSiteVerifyBotCheck(config.botCheckUrls.turnstile),
      recaptcha: createSiteVerifyBotCheck(config.botCheckUrls.recaptcha),
    },
    sms: config.sms ? createHttpSms(config.sms) : createOutboxSms(outbox),
    mailer: config.smtp ? createSmtpMailer(config.smtp) : createOutboxMailer(outbox),
    social: createJwksVerifier({
      google: { jwksUrl: config.socialJwks.google, issuers: PROVIDER_ISSUERS.google },
      facebook: { jwksUrl: config.socialJwks.facebook, issuers: PROVIDER_ISSUERS.facebook },
    }),
  };
}

/** The accounts service with the process's shared password hasher and its caps (services.ts builds it once). */
export function createAuthArea(
  deps: Deps,
  parts: Omit<AuthParts, 'hasher' | 'checks' | keyof AuthAdapters> & { adapters: AuthAdapters },
): AuthService {
  const { adapters, ...rest } = parts;
  return createAuthService(deps, {
    ...rest,
    ...adapters,
    hasher: sharedHasher(deps.config.argon2MaxConcurrent, deps.config.argon2MaxQueued),
    checks: sharedCheckLimits(deps.config),
  });
}
