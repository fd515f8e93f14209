import * as calls from '@app/contracts/calls/games';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { route } from '../../plugins/route.ts';
import { artRoutes } from './art-routes.ts';
import { createVendorService } from './vendor-service.ts';

/** Game menus, lobbies, launch and the generated artwork. */
export async function gamesRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const vendors = createVendorService(deps);
  const unsubscribe = await vendors.listen();
  app.addHook('onClose', async () => unsubscribe());

  artRoutes(app, deps);
  route(app, calls.gameMenus, async ({ brand }) => vendors.menus(brand));
}
