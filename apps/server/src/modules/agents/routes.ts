import * as a from '@app/contracts/calls/agents';
import * as bo from '@app/contracts/calls/backoffice-agents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, siteOrigin } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { staffRoute } from '../staff/staff-route.ts';
import type { StaffContext } from '../staff/staff-service.ts';
import type { Acting } from './agents-backoffice.ts';

/** Who acts in the back office: the staff member, the request's address and user agent. */
function acting(staff: StaffContext, ip: string, req: FastifyRequest): Acting {
  const ua = req.headers['user-agent'];
  return {
    actor: { kind: 'staff', id: String(staff.staff.id), name: staff.staff.username, role: staff.staff.role },
    ip,
    channel: (Array.isArray(ua) ? ua[0] : ua) ?? '',
  };
}

/** The agent centre's team calls (agents.*) and the back office's agents (backofficeAgents.*); decision 1100. */
export function agentsRoutes(app: FastifyInstance, services: Services): void {
  const { agents, agentsBackoffice: office, staff } = services;

  route(app, a.centre, ({ brand, auth }) => agents.centre(brand, auth.memberId));
  route(app, a.notices, ({ brand }) => agents.notices(brand));
  route(app, a.teamOverview, ({ brand, auth }) => agents.teamOverview(brand, auth.memberId));
  route(app, a.downlines, ({ brand, auth, input }) => agents.downlines(brand, auth.memberId, input));
  route(app, a.createDownline, ({ brand, auth, input }) => agents.createDownline(brand, auth.memberId, input));
  route(app, a.teamBets, ({ brand, auth, input }) => agents.teamBets(brand, auth.memberId, input));
  route(app, a.userLoss, ({ brand, auth, input }) => agents.userLoss(brand, auth.memberId, input));
  route(app, a.accountDetails, ({ brand, auth, input }) => agents.accountDetails(brand, auth.memberId, input));
  // Invitation links point at the site as the agent reached it (or PUBLIC_URL).
  route(app, a.invitationLinks, ({ brand, auth, req }) =>
    agents.invitationLinks(brand, auth.memberId, siteOrigin(services.deps.config.publicUrl, req)),
  );
  route(app, a.createInvitationLink, ({ brand, auth, input, req }) =>
    agents.createInvitationLink(brand, auth.memberId, input, siteOrigin(services.deps.config.publicUrl, req)),
  );
  route(app, a.deleteInvitationLink, ({ brand, auth, input }) =>
    agents.deleteInvitationLink(brand, auth.memberId, input.id),
  );

  staffRoute(app, staff, bo.list, ({ brand, input }) => office.list(brand, input));
  staffRoute(app, staff, bo.children, ({ brand, input }) => office.children(brand, input));
  staffRoute(app, staff, bo.create, ({ brand, input, staff: who, ip, req }) =>
    office.createTopAgent(brand, input, acting(who, ip, req)),
  );
  staffRoute(app, staff, bo.report, ({ brand, input }) => office.report(brand, input));
  staffRoute(app, staff, bo.notices, ({ brand }) => office.notices(brand));
  staffRoute(app, staff, bo.noticeCreate, ({ brand, input, staff: who, ip, req }) =>
    office.noticeCreate(brand, input, acting(who, ip, req)),
  );
  staffRoute(app, staff, bo.noticeRetire, ({ brand, input, staff: who, ip, req }) =>
    office.noticeRetire(brand, input.id, acting(who, ip, req)),
  );
}
