import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who sees the queues (the server's POLICIES decide what each may do; decision 1030). */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'support', 'read-only'];
const MONEY: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk'];

/** The money queues: deposits, withdrawals, balance adjustments and reversals (issue 15 items 4, 5). */
export const queuesArea: AreaDef = {
  id: 'queues',
  messages: { en, cn },
  pages: [
    {
      path: '/money/deposits',
      navKey: 'queues.deposits.nav',
      descriptionKey: 'queues.deposits.description',
      roles: READERS,
      component: lazy(() => import('./deposits-page.tsx')),
    },
    {
      path: '/money/withdrawals',
      navKey: 'queues.withdrawals.nav',
      descriptionKey: 'queues.withdrawals.description',
      roles: READERS,
      component: lazy(() => import('./withdrawals-page.tsx')),
    },
    {
      path: '/money/adjust',
      navKey: 'queues.adjust.nav',
      descriptionKey: 'queues.adjust.description',
      roles: MONEY,
      component: lazy(() => import('./adjust-page.tsx')),
    },
  ],
};
