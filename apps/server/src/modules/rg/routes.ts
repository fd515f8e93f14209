import * as bo from '@app/contracts/calls/backoffice-rg';
import * as calls from '@app/contracts/calls/rg';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { announceDevHelper, devHelpersOn, loopbackOnly } from '../../plugins/dev-helpers.ts';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { REAUTH_MS } from '../auth/session-service.ts';
import { actingOf, staffRoute } from '../staff/staff-route.ts';
import { caller } from '../wallet/caller.ts';

/** The member's responsible-gaming calls: limits (set, confirm a raise) and breaks (decision 1400). */
export function rgRoutes(app: FastifyInstance, s: Services): void {
  const { rg } = s;
  route(app, calls.limits, async ({ brand, auth }) => rg.state(brand, caller(auth).memberId));
  route(app, calls.setLimits, async ({ brand, auth, input, ip }) =>
    rg.setLimits(brand, caller(auth).memberId, input, ip),
  );
  route(app, calls.confirmLimit, async ({ brand, auth, input, ip }) => {
    // Raising a limit is a sensitive act: the password confirmed within 15 minutes.
    if (input.confirm) await s.sessions.assertFresh(s.deps.db, caller(auth).sessionId);
    return rg.confirm(brand, caller(auth).memberId, input, ip);
  });
  route(app, calls.reauth, async ({ brand, auth, input, ip }) => {
    const me = caller(auth);
    if (!(await s.auth.confirmIdentity(brand, me.memberId, input, ip))) {
      throw new AppError('auth.reauth.wrong', { field: 'password' });
    }
    await s.sessions.reauthenticated(s.deps.db, me.sessionId);
    return { until: s.deps.now().getTime() + REAUTH_MS };
  });
  route(app, calls.confirmCode, async ({ brand, auth, lang, ip }) =>
    s.auth.sendConfirmCode(brand, caller(auth).memberId, lang, ip),
  );
  route(app, calls.reality, async ({ brand, auth, input, ip }) =>
    rg.setReality(brand, caller(auth).memberId, input.minutes, ip),
  );
  route(app, calls.session, async ({ brand, auth }) => {
    const me = caller(auth);
    const since = (await s.sessions.startedAt(s.deps.db, me.sessionId)) ?? s.deps.now();
    return rg.sessionSummary(brand, me.memberId, since);
  });
  route(app, calls.exclusion, async ({ brand, auth, input, ip }) =>
    rg.exclude(brand, caller(auth).memberId, input, ip),
  );
  if (devHelpersOn(s.deps.config)) {
    route(
      app,
      calls.devAgeSession,
      async ({ auth, input }) => {
        const at = await s.sessions.ageForDevelopment(s.deps.db, caller(auth).sessionId, input.minutes);
        return { startedAt: at.getTime() };
      },
      { onRequest: loopbackOnly },
    );
    announceDevHelper(app, `sign-in ageing (${calls.devAgeSession.path})`);
  }
}

/** The back office's responsible gaming: stops on demand and members' limits (decision 1400). */
export function rgBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { rgBackoffice: rb } = s;
  staffRoute(app, s.staff, bo.stops, async ({ brand }) => ({ list: await rb.stops(brand) }));
  staffRoute(app, s.staff, bo.stop, ({ brand, input, staff, ip, req }) =>
    rb.stop(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.resume, ({ brand, input, staff, ip, req }) =>
    rb.resume(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.member, ({ brand, input }) => rb.member(brand, input.username));
  staffRoute(app, s.staff, bo.rounds, ({ brand, lang, input }) => s.recall.rounds(brand, lang, input));
  staffRoute(app, s.staff, bo.round, ({ brand, lang, input }) => s.recall.round(brand, lang, input.id));
  staffRoute(app, s.staff, bo.rtp, ({ brand, lang, input }) => s.rtpReport.report(brand, lang, input.from, input.to));
  staffRoute(app, s.staff, bo.lowerLimit, ({ brand, input, staff, ip, req }) =>
    rb.lowerLimit(brand, input, actingOf(staff, ip, req)),
  );
}
