import * as c from '@app/contracts/calls/agent-contracts';
import type { ContractKind } from '@app/contracts/calls/agents';
import * as bo from '@app/contracts/calls/backoffice-agent-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { staffRoute } from '../staff/staff-route.ts';
import type { StaffContext } from '../staff/staff-service.ts';
import { caller } from '../wallet/caller.ts';
import type { ContractActing } from './contracts-service.ts';

/** The staff member acting, for the audit entry. */
function acting(staff: StaffContext, ip: string, req: FastifyRequest, reason = ''): ContractActing {
  const ua = req.headers['user-agent'];
  return {
    actor: { kind: 'staff', id: String(staff.staff.id), name: staff.staff.username, role: staff.staff.role },
    ip,
    channel: (Array.isArray(ua) ? ua[0] : ua) ?? '',
    reason,
  };
}

/** Agent contracts: the agent centre's four contract entries and their writes, and the back office's pages. */
export function agentContractsRoutes(app: FastifyInstance, services: Services): void {
  const { agentContracts: contracts, agentContractsBackoffice: backoffice, staff: staffService } = services;

  const lists: [typeof c.dividendContracts, ContractKind][] = [
    [c.dividendContracts, 'dividend'],
    [c.dailyWageContracts, 'dailyWage'],
    [c.hourSalaryContracts, 'hourSalary'],
    [c.realtimeSalaryContracts, 'realtimeSalary'],
  ];
  for (const [call, kind] of lists) {
    route(app, call, async ({ brand, auth }) => {
      const who = caller(auth);
      return contracts.lists(brand, { memberId: who.memberId, accountType: who.accountType }, kind);
    });
  }

  route(app, c.offerContract, async ({ brand, auth, input }) => {
    const who = caller(auth);
    const row = await contracts.offer(
      brand,
      { memberId: who.memberId },
      { username: input.username },
      input.kind,
      input.period,
      input.tiers,
    );
    return contracts.toWire(brand, row);
  });

  route(app, c.respondContract, async ({ brand, auth, input }) => {
    const row = await contracts.respond(brand, { memberId: caller(auth).memberId }, input.id, input.accept);
    return contracts.toWire(brand, row);
  });

  route(app, c.requestTermination, async ({ brand, auth, input }) => {
    const row = await contracts.requestTermination(brand, { memberId: caller(auth).memberId }, input.id);
    return contracts.toWire(brand, row);
  });

  // Back office (docs/decisions/1110; policies.ts beside this file).
  staffRoute(app, staffService, bo.list, ({ brand, input }) =>
    backoffice.list(
      brand,
      { kind: input.kind, status: input.status, holder: input.holder || undefined },
      { pageNo: input.pageNo, pageSize: input.pageSize },
    ),
  );
  staffRoute(app, staffService, bo.offer, async ({ brand, staff, input, ip, req }) => {
    const row = await backoffice.offer(brand, input, acting(staff, ip, req, input.reason));
    return contracts.toWire(brand, row);
  });
  staffRoute(app, staffService, bo.lower, async ({ brand, staff, input, ip, req }) => {
    const r = await contracts.lower(
      brand,
      { username: input.username },
      input.kind,
      input.tiers,
      acting(staff, ip, req, input.reason),
    );
    return { contract: await contracts.toWire(brand, r.row), lowered: r.lowered.length };
  });
  staffRoute(app, staffService, bo.terminate, async ({ brand, staff, input, ip, req }) => {
    const row = await backoffice.terminate(brand, input.id, acting(staff, ip, req, input.reason));
    return contracts.toWire(brand, row);
  });
  staffRoute(app, staffService, bo.templates, ({ brand, input }) => backoffice.templates(brand, input.kind));
  staffRoute(app, staffService, bo.saveTemplate, ({ brand, staff, input, ip, req }) =>
    backoffice.saveTemplate(brand, input, acting(staff, ip, req)),
  );
  staffRoute(app, staffService, bo.deleteTemplate, ({ brand, staff, input, ip, req }) =>
    backoffice.deleteTemplate(brand, input.id, acting(staff, ip, req)),
  );
  staffRoute(app, staffService, bo.limits, ({ brand }) => backoffice.limits(brand));
  staffRoute(app, staffService, bo.setLimit, ({ brand, staff, input, ip, req }) =>
    backoffice.setLimit(brand, input.kind, input.maxRate, acting(staff, ip, req, input.reason)),
  );
}
