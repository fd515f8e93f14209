import * as calls from '@app/contracts/calls/backoffice-agent-payouts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Services } from '../../services.ts';
import { staffRoute } from '../staff/staff-route.ts';
import type { StaffContext } from '../staff/staff-service.ts';

/** Back office: payout runs and their approval, the next run's preview, waiting payouts and their retry. */
export function agentPayoutsBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { backoffice } = s.agentPayouts;
  staffRoute(app, s.staff, calls.runs, ({ brand, input }) => backoffice.runs(brand, input));
  staffRoute(app, s.staff, calls.nextRun, ({ brand, input }) => backoffice.nextRun(brand, input.kind));
  staffRoute(app, s.staff, calls.waiting, ({ brand, lang, input }) => backoffice.waiting(brand, lang, input));
  const acting = (staff: StaffContext, ip: string, req: FastifyRequest) => {
    const ua = req.headers['user-agent'];
    return {
      actor: { kind: 'staff' as const, id: String(staff.staff.id), name: staff.staff.username, role: staff.staff.role },
      ip,
      channel: (Array.isArray(ua) ? ua[0] : ua) ?? '',
    };
  };
  staffRoute(app, s.staff, calls.retry, ({ brand, lang, input, staff, ip, req }) =>
    backoffice.retry(brand, lang, input.id, input.reason, acting(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.approveRun, ({ brand, input, staff, ip, req }) =>
    backoffice.approveRun(brand, input.id, input.reason, acting(staff, ip, req)),
  );
}
