import * as calls from '@app/contracts/calls/backoffice-lottery';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { actingOf, staffRoute } from '../staff/staff-route.ts';

/** Back office: lotteries and their settings, odds tables, draws (void, outside results) and exposure. */
export function lotteryBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { lotteries, draws } = s.lotteryBackoffice;
  staffRoute(app, s.staff, calls.lotteries, ({ brand, lang }) => lotteries.lotteries(brand, lang));
  staffRoute(app, s.staff, calls.settingsUpdate, ({ brand, lang, input, staff, ip, req }) =>
    lotteries.settingsUpdate(brand, lang, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.odds, ({ brand, lang, input }) => lotteries.odds(brand, lang, input.gameCode));
  staffRoute(app, s.staff, calls.oddsUpdate, ({ brand, lang, input, staff, ip, req }) =>
    lotteries.oddsUpdate(brand, lang, input, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.draws, ({ brand, lang, input }) => draws.list(brand, lang, input));
  staffRoute(app, s.staff, calls.draw, ({ brand, lang, input }) => draws.detail(brand, lang, input.id));
  staffRoute(app, s.staff, calls.voidDraw, ({ brand, lang, input, staff, ip, req }) =>
    draws.voidDraw(brand, lang, input.id, input.reason, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.enterResult, ({ brand, lang, input, staff, ip, req }) =>
    draws.enterResult(brand, lang, input.id, { groups: input.groups }, input.reason, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.confirmResult, ({ brand, lang, input, staff, ip, req }) =>
    draws.confirmResult(brand, lang, input.id, input.reason, actingOf(staff, ip, req)),
  );
  staffRoute(app, s.staff, calls.exposure, ({ brand, lang, input }) => draws.exposure(brand, lang, input));
}
