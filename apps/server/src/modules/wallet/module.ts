import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { autoReceiveJob } from '../../jobs/auto-receive.ts';
import { proofCleanupJob } from '../../jobs/proof-cleanup.ts';
import { platformOf } from '../../platform.ts';
import { createBackofficeService } from '../backoffice/backoffice-service.ts';
import { backofficeRoutes } from '../backoffice/routes.ts';
import { cashierRawRoutes } from '../cashier/raw-routes.ts';
import { cashierRoutes } from '../cashier/routes.ts';
import { createCashierServices } from '../cashier/services.ts';
import type { BrandService } from '../system/brand-service.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './wallet-service.ts';

function build(deps: Deps, brands: BrandService) {
  const wallet = createWalletService(deps);
  const cashier = createCashierServices(deps, wallet, brands);
  const backoffice = createBackofficeService(deps, wallet, cashier);
  return { wallet, cashier, backoffice };
}

export type MoneyServices = ReturnType<typeof build>;

const built = new WeakMap<Deps, MoneyServices>();

/**
 * The wallet, cashier and back-office services of one app, made once: routes, the admin commands and
 * other areas (the games' seamless wallet API) share them, so they share one group-commit queue.
 */
export function moneyServices(deps: Deps, brands: BrandService): MoneyServices {
  let s = built.get(deps);
  if (!s) {
    s = build(deps, brands);
    built.set(deps, s);
  }
  return s;
}

/** Registers the wallet, cashier and back-office routes and the auto-receive and proof-cleanup jobs. */
export function registerMoney(app: FastifyInstance, deps: Deps): void {
  const s = moneyServices(deps, app.brands);
  walletRoutes(app, deps, s.wallet);
  cashierRoutes(app, deps, s.cashier);
  cashierRawRoutes(app, s.cashier);
  backofficeRoutes(app, s.backoffice);
  const jobs = platformOf(deps).jobs;
  jobs.define(autoReceiveJob(deps, s.cashier.withdrawals));
  jobs.define(proofCleanupJob(deps, s.cashier.proofStore));
}
