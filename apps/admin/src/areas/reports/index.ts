import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

export { GLANCE_ROLES, TodayGlance } from './glance.tsx';

/** Who sees which report (the server's policies, docs/decisions/1060). */
const MONEY_READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'read-only'];
const GAMING_READERS: readonly StaffRole[] = [...MONEY_READERS, 'risk'];

/** The reports area (issue 15 item 7): revenue, cashier and players reports with charts and CSV. */
export const reportsArea: AreaDef = {
  id: 'reports',
  messages: { en, cn },
  pages: [
    {
      path: '/reports/revenue',
      navKey: 'reports.revenue.nav',
      descriptionKey: 'reports.revenue.description',
      roles: GAMING_READERS,
      component: lazy(() => import('./revenue-page.tsx')),
    },
    {
      path: '/reports/cashier',
      navKey: 'reports.cashier.nav',
      descriptionKey: 'reports.cashier.description',
      roles: MONEY_READERS,
      component: lazy(() => import('./cashier-page.tsx')),
    },
    {
      path: '/reports/players',
      navKey: 'reports.players.nav',
      descriptionKey: 'reports.players.description',
      roles: GAMING_READERS,
      component: lazy(() => import('./players-page.tsx')),
    },
  ],
};
