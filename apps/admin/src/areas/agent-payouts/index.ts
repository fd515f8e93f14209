import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who sees the pages (match modules/agent-payouts/policies.ts on the server). */
export const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'read-only'];
export const ACTORS: readonly StaffRole[] = ['owner', 'admin', 'finance'];

/** Agent contract payouts: runs and the next run, and the waiting list (docs/decisions/1120). */
export const agentPayoutsArea: AreaDef = {
  id: 'agent-payouts',
  messages: { en, cn },
  pages: [
    {
      path: '/agents/payouts',
      navKey: 'agentPayouts.runs.nav',
      descriptionKey: 'agentPayouts.runs.description',
      roles: READERS,
      component: lazy(() => import('./runs-page.tsx')),
    },
    {
      path: '/agents/payouts/waiting',
      navKey: 'agentPayouts.waiting.nav',
      descriptionKey: 'agentPayouts.waiting.description',
      roles: READERS,
      component: lazy(() => import('./waiting-page.tsx')),
    },
  ],
};
