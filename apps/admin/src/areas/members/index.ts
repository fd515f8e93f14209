import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

// Roles as the server's policies (apps/server/src/modules/members/policies.ts, decision 1040).
const MEMBER_READERS = ['owner', 'admin', 'finance', 'support', 'risk', 'read-only'] as const;
const DESK_READERS = ['owner', 'admin', 'support', 'read-only'] as const;

/** Members and support conversations (issue 15 items 4 and 5). */
export const membersArea: AreaDef = {
  id: 'members',
  messages: { en, cn },
  pages: [
    {
      path: '/members',
      navKey: 'members.search.nav',
      descriptionKey: 'members.search.description',
      roles: MEMBER_READERS,
      component: lazy(() => import('./search-page.tsx')),
    },
    {
      path: '/members/:id',
      navKey: 'members.record.nav',
      descriptionKey: 'members.record.description',
      roles: MEMBER_READERS,
      component: lazy(() => import('./member-page.tsx')),
      nav: false,
    },
    {
      path: '/support',
      navKey: 'support.queue.nav',
      descriptionKey: 'support.queue.description',
      roles: DESK_READERS,
      component: lazy(() => import('./support-page.tsx')),
    },
    {
      path: '/support/:conversation',
      navKey: 'support.view.nav',
      descriptionKey: 'support.view.description',
      roles: DESK_READERS,
      component: lazy(() => import('./conversation-page.tsx')),
      nav: false,
    },
  ],
};
