import * as bo from '@app/contracts/calls/backoffice-vip';
import * as calls from '@app/contracts/calls/vip';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { actingOf, staffRoute } from '../staff/staff-route.ts';
import { caller } from '../wallet/caller.ts';

/** The member's rank page (docs/decisions/1520-vip.md). */
export function vipRoutes(app: FastifyInstance, s: Services): void {
  route(app, calls.rank, async ({ brand, auth, lang }) => s.vip.rank(brand, caller(auth).memberId, lang));
}

/** The back office's VIP levels and members' levels. */
export function vipBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { vipBackoffice: vb } = s;
  staffRoute(app, s.staff, bo.levels, ({ brand }) => vb.settings(brand));
  staffRoute(app, s.staff, bo.saveLevels, ({ brand, input, staff, ip, req }) =>
    vb.saveLevels(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.member, ({ brand, input }) => vb.member(brand, input.username));
  staffRoute(app, s.staff, bo.setMemberLevel, ({ brand, input, staff, ip, req }) =>
    vb.setMemberLevel(brand, input, actingOf(staff, ip, req)),
  );
}
