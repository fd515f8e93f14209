import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may do what with members and support conversations (docs/decisions/1040-backoffice-members.md).
// content has no part here; read-only reads everything and writes nothing.

/** Looking members up and reading their record: everyone but content. */
const MEMBER_READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'support', 'risk', 'read-only'];
/** Sign-in records (addresses, devices): risk and support, not finance. */
const SIGN_IN_READERS: readonly StaffRole[] = ['owner', 'admin', 'support', 'risk', 'read-only'];
/** Locking and unlocking members: risk. */
const LOCKERS: readonly StaffRole[] = ['owner', 'admin', 'risk'];
/** Password reset links: support. */
const RESETTERS: readonly StaffRole[] = ['owner', 'admin', 'support'];
/** Notes: whoever works with members (finance notes a payout issue, risk a suspicion). */
const NOTE_WRITERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'support', 'risk'];
/** Tags: support and risk. */
const TAGGERS: readonly StaffRole[] = ['owner', 'admin', 'support', 'risk'];
/** The support desk: support answers, read-only reads. */
const DESK_READERS: readonly StaffRole[] = ['owner', 'admin', 'support', 'read-only'];
const DESK_WRITERS: readonly StaffRole[] = ['owner', 'admin', 'support'];

export const MEMBERS_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeMembers.search': MEMBER_READERS,
  'backofficeMembers.profile': MEMBER_READERS,
  'backofficeMembers.balances': MEMBER_READERS,
  'backofficeMembers.ledger': MEMBER_READERS,
  'backofficeMembers.bets': MEMBER_READERS,
  'backofficeMembers.signIns': SIGN_IN_READERS,
  'backofficeMembers.lock': LOCKERS,
  'backofficeMembers.unlock': LOCKERS,
  'backofficeMembers.resetLink': RESETTERS,
  'backofficeMembers.notes': MEMBER_READERS,
  'backofficeMembers.addNote': NOTE_WRITERS,
  'backofficeMembers.tagSet': MEMBER_READERS,
  'backofficeMembers.addTag': TAGGERS,
  'backofficeMembers.removeTag': TAGGERS,
  'backofficeSupport.conversations': DESK_READERS,
  'backofficeSupport.conversation': DESK_READERS,
  'backofficeSupport.claim': DESK_WRITERS,
  'backofficeSupport.assign': DESK_WRITERS,
  'backofficeSupport.reply': DESK_WRITERS,
  'backofficeSupport.close': DESK_WRITERS,
};
