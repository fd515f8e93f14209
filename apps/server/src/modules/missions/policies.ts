import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may see and change missions and leaderboards in the back office (docs/decisions/1530-missions.md).

/** Missions and boards pay points, cash and bonuses: the roles that run promotions and grant bonuses. */
const EDITORS: readonly StaffRole[] = ['owner', 'admin', 'finance'];
const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'support', 'risk', 'read-only'];

export const MISSIONS_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeMissions.list': READERS,
  'backofficeMissions.create': EDITORS,
  'backofficeMissions.edit': EDITORS,
  'backofficeMissions.setActive': EDITORS,
  'backofficeMissions.leaderboards': READERS,
  'backofficeMissions.createBoard': EDITORS,
  'backofficeMissions.editBoard': EDITORS,
  'backofficeMissions.standings': READERS,
};
