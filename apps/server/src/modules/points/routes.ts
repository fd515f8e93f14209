import * as bo from '@app/contracts/calls/backoffice-points';
import * as calls from '@app/contracts/calls/points';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { sendSvg } from '../art/routes.ts';
import { actingOf, staffRoute } from '../staff/staff-route.ts';
import { caller } from '../wallet/caller.ts';
import { mallItemSvg } from './art.ts';

/** The member's points and the points mall (SPEC §7; docs/decisions/1510-points.md). */
export function pointsRoutes(app: FastifyInstance, s: Services): void {
  const { points } = s;
  route(app, calls.config, ({ brand }) => points.config(brand));
  route(app, calls.balance, ({ brand, auth }) => points.balance(brand, caller(auth).memberId));
  route(app, calls.items, async ({ brand, auth, lang }) => ({
    list: await points.items(brand, auth?.memberId ?? null, lang),
  }));
  route(app, calls.redeem, ({ brand, auth, lang, input, ip }) =>
    points.redeem(brand, caller(auth).memberId, lang, { ...input, ip }),
  );
  route(app, calls.redemptions, ({ brand, auth, input }) =>
    points.redemptions(brand, caller(auth).memberId, input.page, input.size),
  );
  route(app, calls.details, ({ brand, auth, input }) =>
    points.details(brand, caller(auth).memberId, input.page, input.size),
  );
  route(app, calls.convert, ({ brand, auth, input, ip }) =>
    points.convert(brand, caller(auth).memberId, { ...input, ip }),
  );

  // A mall item's drawn art: the motif of its kind, its hue shifted by its id.
  app.get<{ Params: { id: string } }>('/art/points/:id.svg', async (req, reply) => {
    const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : 0;
    const kind = id > 0 ? await points.itemKind(id) : null;
    return sendSvg(req, reply, kind ? mallItemSvg(kind, id) : null);
  });
}

/** The back office's points: settings, mall items, the redemptions queue, adjustments. */
export function pointsBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { pointsBackoffice: pb } = s;
  staffRoute(app, s.staff, bo.settings, ({ brand }) => pb.settings(brand));
  staffRoute(app, s.staff, bo.saveSettings, ({ brand, input, staff, ip, req }) =>
    pb.saveSettings(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.items, async ({ brand }) => ({ list: await pb.items(brand) }));
  staffRoute(app, s.staff, bo.createItem, ({ brand, input, staff, ip, req }) =>
    pb.createItem(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.updateItem, ({ brand, input, staff, ip, req }) =>
    pb.updateItem(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.deactivateItem, ({ brand, input, staff, ip, req }) =>
    pb.deactivateItem(brand, input.id, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.redemptions, ({ brand, input }) =>
    pb.redemptions(brand, input.status, input.page, input.size),
  );
  staffRoute(app, s.staff, bo.approve, ({ brand, input, staff, ip, req }) =>
    pb.approve(brand, input.id, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.reject, ({ brand, input, staff, ip, req }) =>
    pb.reject(brand, input.id, input.reason, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, bo.member, ({ brand, input }) => pb.member(brand, input.username));
  staffRoute(app, s.staff, bo.adjust, ({ brand, input, staff, ip, req }) =>
    pb.adjust(brand, input, actingOf(staff, ip, req)),
  );
}
