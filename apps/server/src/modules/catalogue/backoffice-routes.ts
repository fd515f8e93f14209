import type { TStaffVendor } from '@app/contracts/calls/backoffice-content';
import * as calls from '@app/contracts/calls/backoffice-content';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Services } from '../../services.ts';
import { staffAuditHook } from '../audit/act-hook.ts';
import { staffRoute } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorService } from './vendor-service.ts';
import type { VendorState } from './vendor-state.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const time = (v: string | null | undefined) => (v ? new Date(v) : null);

function vendorView(vendors: VendorService, v: VendorState): TStaffVendor {
  return {
    code: v.vassalage,
    name: v.name,
    category: v.category,
    enabled: v.enabled,
    isHot: v.isHot,
    sort: v.sort,
    maintenance: {
      on: v.maintenance.on,
      start: iso(v.maintenance.maintainTime),
      end: iso(v.maintenance.endTime),
      active: vendors.inMaintenance(v),
    },
  };
}

/** Back-office catalogue calls: the brand's vendors (on/off, maintenance, order, hot) and games (decision 1050). */
export function catalogueBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { vendors, audit, staff } = s;
  const all = async (brand: Brand) => (await vendors.vendors(brand)).map((v) => vendorView(vendors, v));
  const one = async (brand: Brand, code: string) => {
    const v = (await vendors.vendors(brand)).find((x) => x.vassalage === code);
    if (!v) throw new AppError('request_param_err', { field: 'code', reason: `no vendor with code "${code}"` });
    return vendorView(vendors, v);
  };
  const gameOf = async (brand: Brand, nodeId: string) => {
    const page = await vendors.staffGames(brand, { q: nodeId, pageNo: 1, pageSize: 100 });
    const g = page.list.find((x) => x.nodeId === nodeId || x.code === nodeId);
    if (!g) throw new AppError('request_param_err', { field: 'nodeId', reason: `no game "${nodeId}"` });
    return g;
  };
  const gameView = ({ id: _id, maintenance, ...g }: Awaited<ReturnType<typeof gameOf>>) => ({
    ...g,
    maintenance: { on: maintenance.on, start: iso(maintenance.start), end: iso(maintenance.end) },
  });

  /** Refuses a window that ends before it starts before anything is written (a call may make two changes). */
  const checkWindow = (m: { on: boolean; start?: string | null; end?: string | null } | undefined) => {
    if (!m?.on || !m.end) return;
    const start = m.start ? new Date(m.start) : app.deps.now();
    if (new Date(m.end) <= start) {
      throw new AppError('request_param_err', { field: 'end', reason: 'the end time must be after the start' });
    }
  };

  staffRoute(app, staff, calls.vendors, async ({ brand }) => all(brand));

  staffRoute(app, staff, calls.vendorSet, async (ctx) => {
    const { input, brand } = ctx;
    await one(brand, input.code);
    if (input.enabled === undefined && input.maintenance === undefined) {
      throw new AppError('request_param_err', { field: 'enabled', reason: 'nothing to change' });
    }
    checkWindow(input.maintenance);
    const act = { brandId: brand.id, target: { kind: 'vendor', id: input.code }, reason: input.reason };
    if (input.enabled !== undefined) {
      const hook = staffAuditHook(audit, ctx, { ...act, action: 'vendor.enable' });
      await vendors.setEnabled(brand.id, input.code, input.enabled, hook);
    }
    if (input.maintenance !== undefined) {
      const m = input.maintenance;
      const hook = staffAuditHook(audit, ctx, { ...act, action: 'vendor.maintenance' });
      await vendors.setVendorMaintenance(brand.id, input.code, m.on, { start: time(m.start), end: time(m.end) }, hook);
    }
    return one(brand, input.code);
  });

  staffRoute(app, staff, calls.vendorOrder, async (ctx) => {
    const { input, brand } = ctx;
    const hook = staffAuditHook(audit, ctx, { brandId: brand.id, action: 'vendor.order', reason: input.reason });
    await vendors.setBrandOrder(brand.id, { codes: input.codes, hot: input.hot }, hook);
    return all(brand);
  });

  staffRoute(app, staff, calls.games, async ({ brand, input }) => {
    const page = await vendors.staffGames(brand, { ...input, maintenance: input.maintenance === '1' });
    return {
      list: page.list.map(gameView),
      total: page.total,
    };
  });

  staffRoute(app, staff, calls.gameSet, async (ctx) => {
    const { input, brand } = ctx;
    const game = await gameOf(brand, input.nodeId);
    const act = { brandId: brand.id, target: { kind: 'game', id: game.nodeId }, reason: input.reason };
    if (input.isHot !== undefined || input.sort !== undefined) {
      // The catalogue is shared by every brand: its hot flags and order are the platform's.
      if (ctx.staff.staff.brandId !== null) throw new AppError('staff.platform.only');
    }
    checkWindow(input.maintenance);
    if (input.maintenance === undefined && input.isHot === undefined && input.sort === undefined) {
      throw new AppError('request_param_err', { field: 'maintenance', reason: 'nothing to change' });
    }
    if (input.maintenance !== undefined) {
      const m = input.maintenance;
      const hook = staffAuditHook(audit, ctx, { ...act, action: 'game.maintenance' });
      await vendors.setGameMaintenance(brand.id, game.nodeId, m.on, { start: time(m.start), end: time(m.end) }, hook);
    }
    if (input.isHot !== undefined || input.sort !== undefined) {
      const hook = staffAuditHook(audit, ctx, { ...act, brandId: null, action: 'game.catalogue' });
      await vendors.setGameFlags(game.nodeId, { isHot: input.isHot, sort: input.sort }, hook);
    }
    return gameView(await gameOf(brand, game.nodeId));
  });
}
