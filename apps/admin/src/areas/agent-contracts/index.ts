import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who sees the pages (the server's AGENT_CONTRACTS_POLICIES decide what each may do). */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'read-only'];

/** Agent contracts: the contracts list with the platform's offers, and templates and limits (docs/decisions/1110). */
export const agentContractsArea: AreaDef = {
  id: 'agentContracts',
  messages: { en, cn },
  pages: [
    {
      path: '/agents/contracts',
      navKey: 'agentContracts.list.nav',
      descriptionKey: 'agentContracts.list.description',
      roles: READERS,
      component: lazy(() => import('./contracts-page.tsx')),
    },
    {
      path: '/agents/contract-settings',
      navKey: 'agentContracts.settings.nav',
      descriptionKey: 'agentContracts.settings.description',
      roles: READERS,
      component: lazy(() => import('./settings-page.tsx')),
    },
  ],
};
