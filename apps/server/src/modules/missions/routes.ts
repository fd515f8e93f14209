import * as bo from '@app/contracts/calls/backoffice-missions';
import * as calls from '@app/contracts/calls/missions';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { actingOf, staffRoute } from '../staff/staff-route.ts';
import { caller } from '../wallet/caller.ts';

/** The member's missions and leaderboards (docs/decisions/1530-missions.md). */
export function missionsRoutes(app: FastifyInstance, s: Services): void {
  const { missions, boards } = s.missions;
  route(app, calls.summary, ({ brand, auth, lang }) => missions.summary(brand, caller(auth).memberId, lang));
  route(app, calls.claimableCount, async ({ brand, auth }) => ({
    count: await missions.claimableCount(brand, caller(auth).memberId),
  }));
  route(app, calls.claim, ({ brand, auth, input }) => missions.claim(brand, caller(auth).memberId, input.missionId));
  route(app, calls.leaderboard, ({ brand, auth, lang }) => boards.view(brand, caller(auth).memberId, lang));
}

/** The back office's missions and leaderboards. */
export function missionsBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const b = s.missions.backoffice;
  staffRoute(app, s.staff, bo.missions, ({ brand }) => b.missions(brand));
  staffRoute(app, s.staff, bo.createMission, ({ brand, input, staff, ip, req }) =>
    b.createMission(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.editMission, ({ brand, input, staff, ip, req }) =>
    b.editMission(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.setMissionActive, ({ brand, input, staff, ip, req }) =>
    b.setMissionActive(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.leaderboards, ({ brand }) => b.boards(brand));
  staffRoute(app, s.staff, bo.createBoard, ({ brand, input, staff, ip, req }) =>
    b.createBoard(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.editBoard, ({ brand, input, staff, ip, req }) =>
    b.editBoard(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.standings, ({ brand, input }) => b.standings(brand, input));
}
