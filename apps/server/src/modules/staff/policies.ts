import { mayManage, STAFF_ROLES, type StaffRole } from '@app/contracts/calls/backoffice-staff';
import { AGENT_CONTRACTS_POLICIES } from '../agent-contracts/policies.ts';
import { AGENT_PAYOUTS_POLICIES } from '../agent-payouts/policies.ts';
import { AGENTS_POLICIES } from '../agents/policies.ts';
import { LOTTERY_POLICIES } from '../lottery/policies.ts';
import { MEMBERS_POLICIES } from '../members/policies.ts';
import { MESSAGES_POLICIES } from '../messages/policies.ts';
import { MISSIONS_POLICIES } from '../missions/policies.ts';
import { POINTS_POLICIES } from '../points/policies.ts';
import { PROMOTION_POLICIES } from '../promotions/policies.ts';
import { RG_POLICIES } from '../rg/policies.ts';
import { VIP_POLICIES } from '../vip/policies.ts';

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
/** Money queues (decision 1030): who may read them, act on them, and give a second approval. */
const MONEY_READ: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk', 'support', 'read-only'];
const MONEY_DETAIL: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk'];
const MONEY_ACT: readonly StaffRole[] = ['owner', 'admin', 'finance'];
const MONEY_CONFIRM: readonly StaffRole[] = ['owner', 'admin', 'finance', 'risk'];

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
  // money queues, adjustments and reversals (decision 1030)
  'backoffice.deposits': MONEY_READ,
  'backoffice.withdrawals': MONEY_READ,
  'backoffice.balanceRequests': MONEY_READ,
  'backoffice.withdrawal': MONEY_DETAIL,
  'backoffice.depositApprove': MONEY_ACT,
  'backoffice.depositReject': MONEY_ACT,
  'backoffice.withdrawalApprove': MONEY_ACT,
  'backoffice.withdrawalReject': MONEY_ACT,
  'backoffice.withdrawalResolve': MONEY_ACT,
  'backoffice.claim': MONEY_ACT,
  'backoffice.release': MONEY_ACT,
  'backoffice.assign': STAFF_MANAGERS,
  'backoffice.adjust': MONEY_ACT,
  'backoffice.reverse': MONEY_ACT,
  'backoffice.balanceCancel': MONEY_ACT,
  'backoffice.withdrawalConfirm': MONEY_CONFIRM,
  'backoffice.balanceConfirm': MONEY_CONFIRM,
  // The audit log (decision 1020): read by owners, admins, risk and read-only.
  'backofficeAudit.list': ['owner', 'admin', 'risk', 'read-only'],
  'backofficeAudit.csv': ['owner', 'admin', 'risk', 'read-only'],
  'backofficeAudit.verify': ['owner', 'admin', 'risk', 'read-only'],
  // members and support conversations (docs/decisions/1040-backoffice-members.md)
  ...MEMBERS_POLICIES,
  ...AGENT_CONTRACTS_POLICIES,
  ...AGENTS_POLICIES,
  ...AGENT_PAYOUTS_POLICIES,
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
  // house lotteries (docs/decisions/1200)
  ...LOTTERY_POLICIES,
  // promotions (docs/decisions/1300)
  ...PROMOTION_POLICIES,
  // responsible gaming and operator controls (docs/decisions/1400)
  ...RG_POLICIES,
  // platform messages and feedback (docs/decisions/1540)
  ...MESSAGES_POLICIES,
  ...POINTS_POLICIES,
  ...VIP_POLICIES,
  ...MISSIONS_POLICIES,
};

/** Whether a role may make a call; false for a call without a policy. */
export function allowed(callId: string, role: StaffRole): boolean {
  return Object.hasOwn(POLICIES, callId) && (POLICIES[callId] ?? []).includes(role);
}

/** The roles a manager may give, change or lock (shared with the back office: contracts). */
export { mayManage };
