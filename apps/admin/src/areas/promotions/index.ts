import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who sees and acts (docs/decisions/1300-promotions.md "Back office: roles"; the server checks every call). */
export const READERS: readonly StaffRole[] = ['owner', 'admin', 'content', 'support', 'finance', 'risk', 'read-only'];
export const EDITORS: readonly StaffRole[] = ['owner', 'admin', 'content'];
export const REVIEWERS: readonly StaffRole[] = ['owner', 'admin', 'support'];
export const GRANTERS: readonly StaffRole[] = ['owner', 'admin', 'finance'];

/** Promotions, applications, bonus grants, rewards and the cost report (issue 18 item 4). */
export const promotionsArea: AreaDef = {
  id: 'promotions',
  messages: { en, cn },
  pages: [
    {
      path: '/promotions',
      navKey: 'promotions.list.nav',
      descriptionKey: 'promotions.list.description',
      roles: READERS,
      component: lazy(() => import('./promotions-page.tsx')),
    },
    {
      path: '/promotions/edit',
      navKey: 'promotions.edit.nav',
      descriptionKey: 'promotions.edit.description',
      roles: READERS,
      nav: false,
      component: lazy(() => import('./promotion-page.tsx')),
    },
    {
      path: '/promotions/applications',
      navKey: 'promotions.applications.nav',
      descriptionKey: 'promotions.applications.description',
      roles: READERS,
      component: lazy(() => import('./applications-page.tsx')),
    },
    {
      path: '/promotions/grants',
      navKey: 'promotions.grants.nav',
      descriptionKey: 'promotions.grants.description',
      roles: READERS,
      component: lazy(() => import('./grants-page.tsx')),
    },
    {
      path: '/promotions/rewards',
      navKey: 'promotions.rewards.nav',
      descriptionKey: 'promotions.rewards.description',
      roles: READERS,
      component: lazy(() => import('./rewards-page.tsx')),
    },
    {
      path: '/promotions/report',
      navKey: 'promotions.report.nav',
      descriptionKey: 'promotions.report.description',
      roles: READERS,
      component: lazy(() => import('./report-page.tsx')),
    },
  ],
};
