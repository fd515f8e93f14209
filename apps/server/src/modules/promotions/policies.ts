import type { StaffRole } from '@app/contracts/calls/backoffice-staff';

// Who may see and change promotions in the back office (docs/decisions/1300-promotions.md "Back office: roles").

/** Promotions and their texts: create, edit, preview, schedule. */
const EDITORS: readonly StaffRole[] = ['owner', 'admin', 'content'];
/** Applications: review. */
const REVIEWERS: readonly StaffRole[] = ['owner', 'admin', 'support'];
/** Bonus grants and revocations. */
const GRANTERS: readonly StaffRole[] = ['owner', 'admin', 'finance'];
/** The report and the lists: all of those, plus read-only and risk. */
const READERS: readonly StaffRole[] = ['owner', 'admin', 'content', 'support', 'finance', 'read-only', 'risk'];

export const PROMOTION_POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficePromotions.list': READERS,
  'backofficePromotions.get': READERS,
  'backofficePromotions.create': EDITORS,
  'backofficePromotions.update': EDITORS,
  'backofficePromotions.schedule': EDITORS,
  'backofficePromotions.preview': EDITORS,
  'backofficePromotions.applications': READERS,
  'backofficePromotions.review': REVIEWERS,
  'backofficePromotions.grants': READERS,
  'backofficePromotions.grantBonus': GRANTERS,
  'backofficePromotions.revokeGrant': GRANTERS,
  'backofficePromotions.rewards': READERS,
  'backofficePromotions.report': READERS,
};
