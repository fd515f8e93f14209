import * as calls from '@app/contracts/calls/backoffice-promotions';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { resolveBrand } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { actingOf, staffGate, staffRoute } from '../staff/staff-route.ts';
import { APPLICATION_IMAGE_PATH } from './applications.ts';

/** Back office: promotions (list, one, create, edit, schedule, preview), grants, rewards, applications and the report; every write audited. */
export function promotionsBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const bo = s.promotions.backoffice;
  staffRoute(app, s.staff, calls.list, ({ brand, lang, input }) => bo.list(brand, lang, input));
  staffRoute(app, s.staff, calls.get, ({ brand, input }) => bo.get(brand, input.id));
  staffRoute(app, s.staff, calls.create, ({ brand, input, staff, ip, req }) =>
    bo.create(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.update, ({ brand, input, staff, ip, req }) =>
    bo.update(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.schedule, ({ brand, input, staff, ip, req }) =>
    bo.schedule(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.preview, async ({ brand, input }) =>
    bo.preview(brand, input.promotion, input.language),
  );
  const { grants } = s.promotions;
  staffRoute(app, s.staff, calls.grantBonus, ({ brand, input, staff, ip, req }) =>
    grants.grantBonus(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.revokeGrant, ({ brand, input, staff, ip, req }) =>
    grants.revoke(brand, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.grants, ({ brand, lang, input }) => grants.grants(brand, lang, input));
  staffRoute(app, s.staff, calls.rewardsList, ({ brand, lang, input }) => grants.rewards(brand, lang, input));
  staffRoute(app, s.staff, calls.report, ({ brand, lang, input }) =>
    s.promotions.report.report(brand, lang, input.from, input.to),
  );
  const { applications } = s.promotions;
  staffRoute(app, s.staff, calls.applications, ({ brand, lang, input }) => applications.list(brand, lang, input));
  // An application's image (the bytes) for staff who may read the applications.
  app.get<{ Params: { id: string } }>(`${APPLICATION_IMAGE_PATH}/:id`, async (req, reply) => {
    const brand = await resolveBrand(app, req);
    await staffGate(app, s.staff, req, brand.id, calls.applications.id);
    if (!/^[a-f0-9]{32}$/.test(req.params.id)) throw new AppError('not_found');
    const img = await applications.image(brand, req.params.id);
    return reply
      .type(img.mime)
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(img.bytes);
  });
  staffRoute(app, s.staff, calls.review, ({ brand, lang, input, staff, ip, req }) =>
    applications.review(brand, lang, input, actingOf(staff, ip, req)),
  );
}
