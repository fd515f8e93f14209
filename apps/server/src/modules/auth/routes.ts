import { COUNTRIES } from '@app/contracts/auth';
import * as calls from '@app/contracts/calls/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { announceDevHelper, devHelpersOn, loopbackOnly } from '../../plugins/dev-helpers.ts';
import { sendFailure } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import type { RequestInfo } from './auth-service.ts';
import { avatarSvg } from './avatar.ts';
import { capSealedCalls } from './call-cap.ts';
import { sharedCheckLimits } from './check-limits.ts';

function originOf(deps: Deps, req: FastifyRequest): string {
  if (deps.config.publicUrl) return deps.config.publicUrl.replace(/\/$/, '');
  const host = String(req.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${req.protocol}://${host}`;
}

/** Accounts and sessions: sign-in, register, captcha, member info, passwords, development outbox. */
export function authRoutes(app: FastifyInstance, s: Services): void {
  const { deps, auth, outbox } = s;
  capSealedCalls(app, sharedCheckLimits(deps.config));
  const info = (req: FastifyRequest, ip: string, deviceId?: string): RequestInfo => ({
    ip,
    lang: req.lang,
    origin: originOf(deps, req),
    deviceId,
  });

  route(app, calls.login, async ({ brand, input, req, ip }) => auth.login(brand, input, info(req, ip, input.deviceId)));
  route(app, calls.loginSmsCode, async ({ brand, input, req, ip }) => auth.loginSmsCode(brand, input, info(req, ip)));
  route(app, calls.loginFreePlay, async ({ brand, input, req, ip }) =>
    auth.freePlay(brand, input, info(req, ip, input.deviceId)),
  );
  route(app, calls.socialConfig, async ({ brand }) => auth.socialConfig(brand));
  route(app, calls.loginSocial, async ({ brand, input, req, ip }) =>
    auth.social(brand, input, info(req, ip, input.deviceId)),
  );
  route(app, calls.loginRemember, async ({ brand, input, req, ip }) =>
    auth.remember(brand, input, info(req, ip, input.deviceId)),
  );
  route(app, calls.forgetRemember, async ({ brand, input }) => auth.forgetRemember(brand, input.rememberToken));
  route(app, calls.loginVerifySend, async ({ brand, input, req, ip }) => auth.verifySend(brand, input, info(req, ip)));
  route(app, calls.loginVerify, async ({ brand, input, req, ip }) =>
    auth.verify(brand, input, info(req, ip, input.deviceId)),
  );
  route(app, calls.firstLogin, async ({ auth: who }) => auth.firstLogin(who.memberId));
  route(app, calls.logout, async ({ auth: who }) => auth.logout(who.sessionId));

  route(app, calls.signInChecks, async ({ brand }) => auth.signInChecks(brand));
  route(app, calls.botCheckChallenge, async ({ brand, input }) => auth.botCheckChallenge(brand, input.action));
  route(app, calls.botCheckSolve, async ({ brand, input }) => auth.botCheckSolve(brand, input));

  route(app, calls.captcha, async ({ brand, input, ip }) => auth.guard.newCaptcha(brand, input.deviceId ?? ip));

  route(app, calls.memberInfo, async ({ brand, auth: who }) => auth.info(brand, who.memberId, who.sessionId));
  route(app, calls.memberIcon, async ({ brand, auth: who }) => {
    const m = await auth.info(brand, who.memberId, who.sessionId);
    return { avatar: m.avatar, nickname: m.nickname };
  });
  route(app, calls.playerAvatar, async ({ brand, auth: who }) => ({
    avatarUrl: (await auth.info(brand, who.memberId, who.sessionId)).avatar,
  }));

  route(app, calls.register, async ({ brand, input, req, ip }) =>
    auth.register(brand, 'username', input, info(req, ip, input.deviceId)),
  );
  route(app, calls.registerMobile, async ({ brand, input, req, ip }) =>
    auth.register(brand, 'mobile', input, info(req, ip, input.deviceId)),
  );
  route(app, calls.registerSmsCode, async ({ brand, input, req, ip }) =>
    auth.registerSmsCode(brand, input, info(req, ip)),
  );
  route(app, calls.affiliate, async ({ brand, input }) => {
    const a = await auth.affiliate(brand, input.code, input.domain);
    return { code: a.code, agent: a.agent };
  });
  route(app, calls.countryCodes, async () => COUNTRIES.map((c) => ({ ...c })));

  route(app, calls.changePassword, async ({ brand, input, auth: who, ip }) =>
    auth.changePassword(brand, who, input, ip),
  );
  route(app, calls.forgotByEmail, async ({ brand, input, req, ip }) => auth.forgotByEmail(brand, input, info(req, ip)));
  route(app, calls.resetPassword, async ({ brand, input, req, ip }) => auth.resetPassword(brand, input, info(req, ip)));
  route(app, calls.forgotSmsCode, async ({ brand, input, req, ip }) => auth.forgotSmsCode(brand, input, info(req, ip)));
  route(app, calls.resetByPhone, async ({ brand, input, req, ip }) =>
    auth.resetByPhone(brand, input, info(req, ip, input.deviceId)),
  );

  if (devHelpersOn(deps.config)) {
    route(app, calls.devOutbox, async ({ input }) => outbox.list(input), { onRequest: loopbackOnly });
    announceDevHelper(app, `message outbox (${calls.devOutbox.path}, page /dev/outbox)`);
    route(
      app,
      calls.devFirebaseSend,
      async ({ brand, input, req, ip }) => auth.devFirebaseSend(brand, input, info(req, ip)),
      {
        onRequest: loopbackOnly,
      },
    );
    route(app, calls.devFirebaseVerify, async ({ brand, input }) => auth.devFirebaseVerify(brand, input), {
      onRequest: loopbackOnly,
    });
  }

  app.get<{ Params: { n: string } }>('/art/avatar/:n.svg', async (req, reply) => {
    const svg = /^\d{1,2}$/.test(req.params.n) ? avatarSvg(Number(req.params.n)) : null;
    if (!svg) return sendFailure(reply, 'not_found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(svg);
  });
}
