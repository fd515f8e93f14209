import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { type AuthService, createAuthService } from './auth-service.ts';
import { sharedCheckLimits } from './check-limits.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail.ts';
import { createOutbox } from './outbox.ts';
import { sharedHasher } from './passwords.ts';
import { createSessionService, type SessionService } from './session-service.ts';
import { createHttpSms, createOutboxSms, type SmsSender } from './sms.ts';
import { createJwksVerifier, PROVIDER_ISSUERS, type SocialVerifier } from './social.ts';

/** The edge adapters from configuration: real ones when configured, the development outbox otherwise. */
export function authAdapters(deps: Deps): { sms: SmsSender; mailer: Mailer; social: SocialVerifier } {
  const outbox = createOutbox(deps);
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

/** The accounts service with the configured adapters (routes, operator commands, development tools). */
export function authServices(
  deps: Deps,
  sessions: SessionService = createSessionService(deps),
  overrides: Partial<ReturnType<typeof authAdapters>> = {},
): AuthService {
  return createAuthService(deps, {
    sessions,
    hasher: sharedHasher(deps.config.argon2MaxConcurrent, deps.config.argon2MaxQueued),
    checks: sharedCheckLimits(deps.config),
    ...authAdapters(deps),
    ...overrides,
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

/** Decorates the app with the accounts service (tests reach it as app.auth). */
export function decorateAuth(app: FastifyInstance, deps: Deps): AuthService {
  const service = authServices(deps, app.sessions);
  app.decorate('auth', service);
  return service;
}
