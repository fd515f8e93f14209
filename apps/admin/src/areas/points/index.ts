import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who may do what (match modules/points/policies.ts on the server). */
export const POINTS_READERS: readonly StaffRole[] = [
  'owner',
  'admin',
  'content',
  'support',
  'finance',
  'read-only',
  'risk',
];
export const POINTS_EDITORS: readonly StaffRole[] = ['owner', 'admin', 'content'];
export const POINTS_DECIDERS: readonly StaffRole[] = ['owner', 'admin', 'support', 'finance'];

/** Points settings, mall items, the redemptions queue and members' points (issue 19; docs/decisions/1510-points.md). */
export const pointsArea: AreaDef = {
  id: 'points',
  messages: { en, cn },
  pages: [
    {
      path: '/points',
      navKey: 'points.page.nav',
      descriptionKey: 'points.page.description',
      roles: POINTS_READERS,
      component: lazy(() => import('./points-page.tsx')),
    },
    {
      // ?member=<username> shows the member; the Adjust button is for POINTS_DECIDERS.
      path: '/points/members',
      navKey: 'points.members.nav',
      descriptionKey: 'points.members.description',
      roles: POINTS_READERS,
      component: lazy(() => import('./member-page.tsx')),
    },
  ],
};
