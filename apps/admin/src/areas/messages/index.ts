import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who sends, who replies, who reads (match modules/messages/policies.ts on the server). */
export const MSG_SENDERS: readonly StaffRole[] = ['owner', 'admin', 'content'];
export const MSG_REPLIERS: readonly StaffRole[] = ['owner', 'admin', 'support'];
export const MSG_READERS: readonly StaffRole[] = ['owner', 'admin', 'content', 'support', 'read-only'];

/** Messages to segments and the feedback queue (issue 19; docs/decisions/1540-messages.md). */
export const messagesArea: AreaDef = {
  id: 'messages',
  messages: { en, cn },
  pages: [
    {
      path: '/messages',
      navKey: 'msg.send.nav',
      descriptionKey: 'msg.send.description',
      roles: MSG_READERS,
      component: lazy(() => import('./campaigns-page.tsx')),
    },
    {
      path: '/messages/feedback',
      navKey: 'msg.feedback.nav',
      descriptionKey: 'msg.feedback.description',
      roles: MSG_READERS,
      component: lazy(() => import('./feedback-page.tsx')),
    },
  ],
};
