import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import './content.css';
import { cn, en } from './messages.ts';

const READERS = ['owner', 'admin', 'content', 'read-only'] as const;

/** Brand settings, maintenance and regions, banners, notices, help pages, games (decision 1050). */
export const contentArea: AreaDef = {
  id: 'content',
  messages: { en, cn },
  pages: [
    {
      path: '/content/settings',
      navKey: 'content.settings.nav',
      descriptionKey: 'content.settings.description',
      roles: READERS,
      component: lazy(() => import('./settings-page.tsx')),
    },
    {
      path: '/content/site',
      navKey: 'content.site.nav',
      descriptionKey: 'content.site.description',
      roles: READERS,
      component: lazy(() => import('./site-page.tsx')),
    },
    {
      path: '/content/banners',
      navKey: 'content.banners.nav',
      descriptionKey: 'content.banners.description',
      roles: READERS,
      component: lazy(() => import('./banners-page.tsx')),
    },
    {
      path: '/content/notices',
      navKey: 'content.notices.nav',
      descriptionKey: 'content.notices.description',
      roles: READERS,
      component: lazy(() => import('./notices-page.tsx')),
    },
    {
      path: '/content/help',
      navKey: 'content.help.nav',
      descriptionKey: 'content.help.description',
      roles: READERS,
      component: lazy(() => import('./help-page.tsx')),
    },
    {
      path: '/content/games',
      navKey: 'content.games.nav',
      descriptionKey: 'content.games.description',
      roles: READERS,
      component: lazy(() => import('./games-page.tsx')),
    },
  ],
};
