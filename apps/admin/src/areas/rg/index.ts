import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { lazy } from 'react';
import type { AreaDef } from '../../registry.ts';
import { cn, en } from './messages.ts';

/** Who reads stops and a member's limits, and who acts (match modules/rg/policies.ts on the server). */
export const RG_READERS: readonly StaffRole[] = ['owner', 'admin', 'risk', 'support', 'read-only'];
export const RG_ACTORS: readonly StaffRole[] = ['owner', 'admin', 'risk'];
/** Who reads RTP per game: the readers and finance. */
export const RTP_READERS: readonly StaffRole[] = [...RG_READERS, 'finance'];

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
    {
      // ?member=<username> lists the member's rounds; &round=<id> opens one (its own address).
      path: '/rg/recall',
      navKey: 'rg.recall.nav',
      descriptionKey: 'rg.recall.description',
      roles: RG_READERS,
      component: lazy(() => import('./recall-page.tsx')),
    },
    {
      // ?from=&to= (yyyy-MM-dd, brand-local days); the last 7 days by default.
      path: '/rg/rtp',
      navKey: 'rg.rtp.nav',
      descriptionKey: 'rg.rtp.description',
      roles: RTP_READERS,
      component: lazy(() => import('./rtp-page.tsx')),
    },
  ],
};
