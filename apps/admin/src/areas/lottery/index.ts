import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who sees the pages and acts (match modules/lottery/policies.ts on the server). */
export const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'support', 'read-only'];
export const MANAGERS: readonly StaffRole[] = ['owner', 'admin', 'risk'];
export const DRAW_ACTORS: readonly StaffRole[] = ['owner', 'admin', 'risk'];

/** House lotteries: settings, odds tables, draws and exposure (docs/decisions/1200). */
export const lotteryArea: AreaDef = {
  id: 'lottery',
  messages: { en, cn },
  pages: [
    {
      path: '/lottery',
      navKey: 'lottery.lotteries.nav',
      descriptionKey: 'lottery.lotteries.description',
      roles: READERS,
      component: lazy(() => import('./lotteries-page.tsx')),
    },
    {
      path: '/lottery/odds',
      navKey: 'lottery.odds.nav',
      descriptionKey: 'lottery.odds.description',
      roles: READERS,
      component: lazy(() => import('./odds-page.tsx')),
    },
    {
      path: '/lottery/draws',
      navKey: 'lottery.draws.nav',
      descriptionKey: 'lottery.draws.description',
      roles: READERS,
      component: lazy(() => import('./draws-page.tsx')),
    },
    {
      path: '/lottery/draw',
      navKey: 'lottery.draw.nav',
      descriptionKey: 'lottery.draw.description',
      roles: READERS,
      nav: false,
      component: lazy(() => import('./draw-page.tsx')),
    },
    {
      path: '/lottery/exposure',
      navKey: 'lottery.exposure.nav',
      descriptionKey: 'lottery.exposure.description',
      roles: READERS,
      component: lazy(() => import('./exposure-page.tsx')),
    },
  ],
};
