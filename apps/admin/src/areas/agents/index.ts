import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';
import { AGENT_READERS, NOTICE_READERS, REPORT_READERS } from './roles.ts';

/** Agents and teams (issue 16 item 5): the agent list and tree, the report by agent, announcements. */
export const agentsArea: AreaDef = {
  id: 'agents',
  messages: { en, cn },
  pages: [
    {
      path: '/agents',
      navKey: 'agents.list.nav',
      descriptionKey: 'agents.list.description',
      roles: AGENT_READERS,
      component: lazy(() => import('./agents-page.tsx')),
    },
    {
      path: '/agents/report',
      navKey: 'agents.report.nav',
      descriptionKey: 'agents.report.description',
      roles: REPORT_READERS,
      component: lazy(() => import('./report-page.tsx')),
    },
    {
      path: '/agents/notices',
      navKey: 'agents.notices.nav',
      descriptionKey: 'agents.notices.description',
      roles: NOTICE_READERS,
      component: lazy(() => import('./notices-page.tsx')),
    },
  ],
};
