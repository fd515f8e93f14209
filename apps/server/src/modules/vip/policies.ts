import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may see and change VIP levels in the back office (docs/decisions/1520-vip.md).

/** The level table and members' levels: they carry bonuses, so the roles that grant bonuses. */
const EDITORS: readonly StaffRole[] = ['owner', 'admin', 'finance'];
/** Reading the table and a member's level (support answers members' questions about it). */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'support', 'risk', 'read-only'];

export const VIP_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeVip.levels': READERS,
  'backofficeVip.member': READERS,
  'backofficeVip.saveLevels': EDITORS,
  'backofficeVip.setMemberLevel': EDITORS,
};
