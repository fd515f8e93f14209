import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may see and use responsible gaming and the operator controls (docs/decisions/1400).

/** Stopping and resuming gaming, lowering a member's limit. */
const ACTORS: readonly StaffRole[] = ['owner', 'admin', 'risk'];
/** Reading stops and a member's limits. */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'risk', 'support', 'read-only'];

export const RG_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeRg.stops': READERS,
  'backofficeRg.member': READERS,
  'backofficeRg.rounds': READERS,
  'backofficeRg.round': READERS,
  'backofficeRg.rtp': [...READERS, 'finance'],
  'backofficeRg.stop': ACTORS,
  'backofficeRg.resume': ACTORS,
  'backofficeRg.lowerLimit': ACTORS,
};
