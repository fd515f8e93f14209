import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who reads and who edits missions and leaderboards (match modules/missions/policies.ts on the server). */
export const MISSIONS_READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'support', 'risk', 'read-only'];
export const MISSIONS_EDITORS: readonly StaffRole[] = ['owner', 'admin', 'finance'];

/** Missions and leaderboards (issue 19 items 3 and 6; docs/decisions/1530-missions.md). */
export const missionsArea: AreaDef = {
  id: 'missions',
  messages: { en, cn },
  pages: [
    {
      path: '/missions',
      navKey: 'mi.missions.nav',
      descriptionKey: 'mi.missions.description',
      roles: MISSIONS_READERS,
      component: lazy(() => import('./missions-page.tsx')),
    },
    {
      path: '/leaderboards',
      navKey: 'mi.boards.nav',
      descriptionKey: 'mi.boards.description',
      roles: MISSIONS_READERS,
      component: lazy(() => import('./leaderboards-page.tsx')),
    },
  ],
};
