import { mayManage, STAFF_ROLES, type StaffRole } from '@app/contracts/calls/backoffice-staff';
import { MEMBERS_POLICIES } from '../members/policies.ts';

/** Every role: calls any signed-in staff member may make (their own session and account). */
const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
/** Reports (docs/decisions/1060): money and player figures for finance and readers; gaming also for risk. */
const REPORT_READERS: readonly StaffRole[] = ['owner', 'admin', 'finance', 'read-only'];
const GAMING_REPORT_READERS: readonly StaffRole[] = [...REPORT_READERS, 'risk'];
/** Those who manage the brand's staff accounts. */
const STAFF_MANAGERS: readonly StaffRole[] = ['owner', 'admin'];
/** Brand settings, maintenance, region rules and switches (decision 1050). */
const BRAND_MANAGERS: readonly StaffRole[] = ['owner', 'admin'];
/** Banners, notices, help pages, vendors and games (decision 1050). */
const CONTENT_EDITORS: readonly StaffRole[] = ['owner', 'admin', 'content'];
/** Reading the brand's settings, content and catalogue. */
const CONTENT_READERS: readonly StaffRole[] = ['owner', 'admin', 'content', 'read-only'];

/**
 * The back-office policy table: call id -> the roles that may make it (docs/decisions/1000). The
 * server checks it on every staff call before reading the input; a call missing here is refused to
 * everyone (403) and fails the policy table test. Later areas add their calls here.
 */
export const POLICIES: Readonly<Record<string, readonly StaffRole[]>> = {
  'backofficeStaff.me': EVERYONE,
  'backofficeStaff.signOut': EVERYONE,
  'backofficeStaff.recoveryCodes': EVERYONE,
  'backofficeStaff.list': STAFF_MANAGERS,
  'backofficeStaff.create': STAFF_MANAGERS,
  'backofficeStaff.role': STAFF_MANAGERS,
  'backofficeStaff.lock': STAFF_MANAGERS,
  'backofficeReports.revenue': GAMING_REPORT_READERS,
  'backofficeReports.revenueCsv': GAMING_REPORT_READERS,
  'backofficeReports.players': GAMING_REPORT_READERS,
  'backofficeReports.playersCsv': GAMING_REPORT_READERS,
  'backofficeReports.cashier': REPORT_READERS,
  'backofficeReports.cashierCsv': REPORT_READERS,
  'backofficeReports.glance': REPORT_READERS,
  // The audit log (decision 1020): read by owners, admins, risk and read-only.
  'backofficeAudit.list': ['owner', 'admin', 'risk', 'read-only'],
  'backofficeAudit.csv': ['owner', 'admin', 'risk', 'read-only'],
  'backofficeAudit.verify': ['owner', 'admin', 'risk', 'read-only'],
  // members and support conversations (docs/decisions/1040-backoffice-members.md)
  ...MEMBERS_POLICIES,
  // brand, content and catalogue (decision 1050)
  'backofficeContent.settingsGet': CONTENT_READERS,
  'backofficeContent.settingsUpdate': BRAND_MANAGERS,
  'backofficeContent.siteState': CONTENT_READERS,
  'backofficeContent.maintenanceSet': BRAND_MANAGERS,
  'backofficeContent.regionSet': BRAND_MANAGERS,
  'backofficeContent.regionAdd': BRAND_MANAGERS,
  'backofficeContent.regionRemove': BRAND_MANAGERS,
  'backofficeContent.switchSet': BRAND_MANAGERS,
  'backofficeContent.banners': CONTENT_READERS,
  'backofficeContent.bannerCreate': CONTENT_EDITORS,
  'backofficeContent.bannerUpdate': CONTENT_EDITORS,
  'backofficeContent.bannerDelete': CONTENT_EDITORS,
  'backofficeContent.bannerOrder': CONTENT_EDITORS,
  'backofficeContent.notices': CONTENT_READERS,
  'backofficeContent.noticeCreate': CONTENT_EDITORS,
  'backofficeContent.noticeUpdate': CONTENT_EDITORS,
  'backofficeContent.noticeDelete': CONTENT_EDITORS,
  'backofficeContent.helpPages': CONTENT_READERS,
  'backofficeContent.helpCreate': CONTENT_EDITORS,
  'backofficeContent.helpUpdate': CONTENT_EDITORS,
  'backofficeContent.helpDelete': CONTENT_EDITORS,
  'backofficeContent.vendors': CONTENT_READERS,
  'backofficeContent.vendorSet': CONTENT_EDITORS,
  'backofficeContent.vendorOrder': CONTENT_EDITORS,
  'backofficeContent.games': CONTENT_READERS,
  'backofficeContent.gameSet': CONTENT_EDITORS,
};

/** Whether a role may make a call; false for a call without a policy. */
export function allowed(callId: string, role: StaffRole): boolean {
  return Object.hasOwn(POLICIES, callId) && (POLICIES[callId] ?? []).includes(role);
}

/** The roles a manager may give, change or lock (shared with the back office: contracts). */
export { mayManage };
