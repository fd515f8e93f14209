import * as calls from '@app/contracts/calls/backoffice-reports';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Services } from '../../services.ts';
import { staffRoute } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { cashierCsv, playersCsv, revenueCsv } from './csv.ts';

/** Sends a CSV file as a download named after the report, the brand and the range. */
function sendCsv(reply: FastifyReply, brand: Brand, name: string, input: { from: string; to: string }, body: string) {
  const file = `${name}-${brand.merchantCode}-${input.from}-${input.to}.csv`.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .type('text/csv; charset=utf-8')
    .send(body);
}

/** Back-office reports (docs/decisions/1060): read-only staff calls; policies in staff/policies.ts. */
export function reportsRoutes(app: FastifyInstance, s: Services): void {
  const svc = s.reports;
  // The brand breakdown crosses brands: only for a platform owner (a staff account without a brand).
  const revenueOf = async (staffBrand: number | null, brand: Brand, input: calls.TRevenueRequest) => {
    if (input.by === 'brand' && staffBrand !== null) throw new AppError('reports.brands.forbidden');
    return svc.revenue(brand, input);
  };
  staffRoute(app, s.staff, calls.revenue, async ({ staff, brand, input }) =>
    revenueOf(staff.staff.brandId, brand, input),
  );
  staffRoute(app, s.staff, calls.revenueCsv, async ({ staff, brand, input, reply }) => {
    const r = await revenueOf(staff.staff.brandId, brand, input);
    return sendCsv(reply, brand, `revenue-by-${r.by}`, input, revenueCsv(r.rows, r.total, r.by));
  });
  staffRoute(app, s.staff, calls.cashier, async ({ brand, input }) => svc.cashier(brand, input));
  staffRoute(app, s.staff, calls.cashierCsv, async ({ brand, input, reply }) => {
    const r = await svc.cashier(brand, input);
    return sendCsv(reply, brand, 'cashier', input, cashierCsv(r.days, r.total, r.currency, r.minorUnits));
  });
  staffRoute(app, s.staff, calls.players, async ({ brand, input }) => svc.players(brand, input));
  staffRoute(app, s.staff, calls.playersCsv, async ({ brand, input, reply }) => {
    const r = await svc.players(brand, input);
    return sendCsv(reply, brand, 'players', input, playersCsv(r.days, r.total));
  });
  staffRoute(app, s.staff, calls.glance, async ({ brand }) => svc.glance(brand));
}
