import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { agentContractsRoutes } from './agent-contracts/routes.ts';
import { agentPayoutsBackofficeRoutes } from './agent-payouts/backoffice-routes.ts';
import { agentPayoutsRoutes } from './agent-payouts/routes.ts';
import { agentsRoutes } from './agents/routes.ts';
import { artRoutes } from './art/routes.ts';
import { auditRoutes } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { backofficeRoutes } from './backoffice/routes.ts';
import { betsRoutes } from './bets/routes.ts';
import { bonusRoutes } from './bonus/routes.ts';
import { cashierRawRoutes } from './cashier/raw-routes.ts';
import { cashierRoutes } from './cashier/routes.ts';
import { catalogueBackofficeRoutes } from './catalogue/backoffice-routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { contentBackofficeRoutes } from './content/backoffice-routes.ts';
import { contentRoutes } from './content/routes.ts';
import { demoVendorRoutes } from './demo-vendor/routes.ts';
import { houseRoutes } from './house/routes.ts';
import { launchRoutes } from './launch/routes.ts';
import { lotteryBackofficeRoutes } from './lottery/backoffice-routes.ts';
import { lotteryRoutes } from './lottery/routes.ts';
import { membersRoutes } from './members/routes.ts';
import { messagesBackofficeRoutes, messagesRoutes } from './messages/routes.ts';
import { missionsBackofficeRoutes, missionsRoutes } from './missions/routes.ts';
import { pointsBackofficeRoutes, pointsRoutes } from './points/routes.ts';
import { promotionsBackofficeRoutes } from './promotions/backoffice-routes.ts';
import { promotionsRoutes } from './promotions/routes.ts';
import { periodicKindRoutes } from './raffles/routes.ts';
import { reportsRoutes } from './reports/routes.ts';
import { rgBackofficeRoutes, rgRoutes } from './rg/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { brandBackofficeRoutes } from './system/backoffice-routes.ts';
import { systemRoutes } from './system/routes.ts';
import { documentVendorApi } from './vendor-api/docs.ts';
import { vendorApiRoutes } from './vendor-api/routes.ts';
import { vipBackofficeRoutes, vipRoutes } from './vip/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** One capability of the server: its routes, given the services the composition root built (services.ts). */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance, services: Services): void;
}

/** Every area, registered in this order. */
export const MODULES: readonly ServerModule[] = [
  { name: 'system', register: systemRoutes },
  { name: 'auth', register: authRoutes },
  { name: 'wallet', register: walletRoutes },
  {
    name: 'cashier',
    register: (app, s) => {
      cashierRoutes(app, s);
      cashierRawRoutes(app, s.cashier);
    },
  },
  { name: 'backoffice', register: (app, s) => backofficeRoutes(app, s.backoffice, s.staff) },
  { name: 'catalogue', register: catalogueRoutes },
  { name: 'launch', register: launchRoutes },
  {
    name: 'vendor-api',
    register: (app, s) => {
      documentVendorApi();
      vendorApiRoutes(app, s.vendorApi);
    },
  },
  { name: 'bets', register: betsRoutes },
  { name: 'bonus', register: bonusRoutes },
  { name: 'rg', register: rgRoutes },
  { name: 'backoffice-rg', register: rgBackofficeRoutes },
  { name: 'vip', register: vipRoutes },
  { name: 'backoffice-vip', register: vipBackofficeRoutes },
  { name: 'missions', register: missionsRoutes },
  { name: 'backoffice-missions', register: missionsBackofficeRoutes },
  { name: 'messages', register: messagesRoutes },
  { name: 'backoffice-messages', register: messagesBackofficeRoutes },
  { name: 'points', register: pointsRoutes },
  { name: 'backoffice-points', register: pointsBackofficeRoutes },
  { name: 'promotions', register: promotionsRoutes },
  { name: 'backoffice-promotions', register: promotionsBackofficeRoutes },
  { name: 'demo-vendor', register: demoVendorRoutes },
  { name: 'house', register: houseRoutes },
  { name: 'content', register: contentRoutes },
  { name: 'art', register: (app) => artRoutes(app) },
  { name: 'staff', register: (app, s) => staffRoutes(app, s.staff) },
  { name: 'reports', register: reportsRoutes },
  { name: 'audit', register: (app, s) => auditRoutes(app, s.audit, s.staff) },
  { name: 'members', register: membersRoutes },
  {
    name: 'backoffice-content',
    register: (app, s) => {
      brandBackofficeRoutes(app, s);
      contentBackofficeRoutes(app, s);
      catalogueBackofficeRoutes(app, s);
    },
  },
  { name: 'agent-contracts', register: agentContractsRoutes },
  { name: 'agents', register: agentsRoutes },
  {
    name: 'agent-payouts',
    register: (app, s) => {
      agentPayoutsRoutes(app, s);
      agentPayoutsBackofficeRoutes(app, s);
    },
  },
  { name: 'lottery', register: lotteryRoutes },
  { name: 'lottery-backoffice', register: lotteryBackofficeRoutes },
  { name: 'periodic-kinds', register: periodicKindRoutes },
];
