import type { Deps } from '../../deps.ts';
import { type AuthParts, type AuthService, createAuthService } from './auth-service.ts';
import { sharedCheckLimits } from './check-limits.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail.ts';
import type { Outbox } from './outbox.ts';
import { sharedHasher } from './passwords.ts';
import { createHttpSms, createOutboxSms, type SmsSender } from './sms.ts';
import { createJwksVerifier, PROVIDER_ISSUERS, type SocialVerifier } from './social.ts';

export interface AuthAdapters {
  sms: SmsSender;
  mailer: Mailer;
  social: SocialVerifier;
}

/** The edge adapters from configuration: real ones when configured, the development outbox otherwise. */
export function authAdapters(deps: Deps, outbox: Outbox): AuthAdapters {
  const { config } = deps;
  return {
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
