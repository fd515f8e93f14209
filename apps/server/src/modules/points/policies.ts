import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may see and change points and the points mall in the back office (docs/decisions/1510-points.md).

/** Settings and mall items. */
const EDITORS: readonly StaffRole[] = ['owner', 'admin', 'content'];
/** The redemptions queue: approve, reject. */
const DECIDERS: readonly StaffRole[] = ['owner', 'admin', 'support', 'finance'];
/** Adjusting a member's points (with a reason). */
const ADJUSTERS: readonly StaffRole[] = ['owner', 'admin', 'finance'];
/** The lists. */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'content', 'support', 'finance', 'read-only', 'risk'];

export const POINTS_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficePoints.settings': READERS,
  'backofficePoints.saveSettings': EDITORS,
  'backofficePoints.items': READERS,
  'backofficePoints.createItem': EDITORS,
  'backofficePoints.updateItem': EDITORS,
  'backofficePoints.deactivateItem': EDITORS,
  'backofficePoints.redemptions': READERS,
  'backofficePoints.approve': DECIDERS,
  'backofficePoints.reject': DECIDERS,
  'backofficePoints.member': READERS,
  'backofficePoints.adjust': ADJUSTERS,
};
