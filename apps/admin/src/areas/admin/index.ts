import { STAFF_ROLES } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** The admin area: staff accounts, the signed-in account, the audit log (issue 15 items 1-3). */
export const adminArea: AreaDef = {
  id: 'admin',
  messages: { en, cn },
  pages: [
    {
      path: '/staff',
      navKey: 'admin.staff.nav',
      descriptionKey: 'admin.staff.description',
      roles: ['owner', 'admin'],
      component: lazy(() => import('./staff-page.tsx')),
    },
    {
      path: '/me',
      navKey: 'admin.me.nav',
      descriptionKey: 'admin.me.description',
      roles: STAFF_ROLES,
      component: lazy(() => import('./my-account-page.tsx')),
    },
    {
      path: '/audit',
      navKey: 'admin.audit.nav',
      descriptionKey: 'admin.audit.description',
      // As POLICIES: backofficeAudit.* (decision 1020).
      roles: ['owner', 'admin', 'risk', 'read-only'],
      component: lazy(() => import('./audit-page.tsx')),
    },
  ],
};
