import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who reads and who edits VIP levels (match modules/vip/policies.ts on the server). */
export const VIP_READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'support', 'risk', 'read-only'];
export const VIP_EDITORS: readonly StaffRole[] = ['owner', 'admin', 'finance'];

/** VIP levels and members' levels (issue 19 items 2 and 6; docs/decisions/1520-vip.md). */
export const vipArea: AreaDef = {
  id: 'vip',
  messages: { en, cn },
  pages: [
    {
      path: '/vip',
      navKey: 'vip.levels.nav',
      descriptionKey: 'vip.levels.description',
      roles: VIP_READERS,
      component: lazy(() => import('./levels-page.tsx')),
    },
    {
      // ?member=<username> shows the member.
      path: '/vip/members',
      navKey: 'vip.members.nav',
      descriptionKey: 'vip.members.description',
      roles: VIP_READERS,
      component: lazy(() => import('./member-page.tsx')),
    },
  ],
};
