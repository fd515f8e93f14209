import * as calls from '@app/contracts/calls/backoffice-agent-payouts';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { actingOf, staffRoute } from '../staff/staff-route.ts';

/** Back office: payout runs and their approval, the next run's preview, waiting payouts and their retry. */
export function agentPayoutsBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { backoffice } = s.agentPayouts;
  staffRoute(app, s.staff, calls.runs, ({ brand, input }) => backoffice.runs(brand, input));
  staffRoute(app, s.staff, calls.nextRun, ({ brand, input }) => backoffice.nextRun(brand, input.kind));
  staffRoute(app, s.staff, calls.waiting, ({ brand, lang, input }) => backoffice.waiting(brand, lang, input));
  staffRoute(app, s.staff, calls.retry, ({ brand, lang, input, staff, ip, req }) =>
    backoffice.retry(brand, lang, input.id, input.reason, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.approveRun, ({ brand, input, staff, ip, req }) =>
    backoffice.approveRun(brand, input.id, input.reason, actingOf(staff, ip, req)),
  );
}
