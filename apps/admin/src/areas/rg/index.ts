import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who reads stops and a member's limits, and who acts (match modules/rg/policies.ts on the server). */
export const RG_READERS: readonly StaffRole[] = ['owner', 'admin', 'risk', 'support', 'read-only'];
export const RG_ACTORS: readonly StaffRole[] = ['owner', 'admin', 'risk'];

/** Responsible gaming and operator controls (issue 20 item 5; docs/decisions/1400). */
export const rgArea: AreaDef = {
  id: 'rg',
  messages: { en, cn },
  pages: [
    {
      path: '/rg',
      navKey: 'rg.page.nav',
      descriptionKey: 'rg.page.description',
      roles: RG_READERS,
      component: lazy(() => import('./rg-page.tsx')),
    },
  ],
};
