import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { artRoutes } from './art/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { gamesRoutes } from './catalogue/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { houseRoutes } from './house/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { registerMoney } from './wallet/module.ts';

/** One capability of the server: its routes (and anything else it hooks into the app). */
export interface ServerModule {
  name: string;
  register(app: FastifyInstance, deps: Deps): void | Promise<void>;
}

/** Every area, registered in this order. */
export const MODULES: readonly ServerModule[] = [
  { name: 'system', register: systemRoutes },
  { name: 'auth', register: authRoutes },
  { name: 'wallet', register: registerMoney },
  { name: 'games', register: gamesRoutes },
  { name: 'house', register: houseRoutes },
  { name: 'content', register: contentRoutes },
  { name: 'art', register: artRoutes },
];
