import { mayManage, STAFF_ROLES, type StaffRole } from '@app/contracts/calls/backoffice-staff';

/** Every role: calls any signed-in staff member may make (their own session and account). */
const EVERYONE: readonly StaffRole[] = STAFF_ROLES;
/** Those who manage the brand's staff accounts. */
const STAFF_MANAGERS: readonly StaffRole[] = ['owner', 'admin'];
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
};

/** Whether a role may make a call; false for a call without a policy. */
export function allowed(callId: string, role: StaffRole): boolean {
  return Object.hasOwn(POLICIES, callId) && (POLICIES[callId] ?? []).includes(role);
}

/** The roles a manager may give, change or lock (shared with the back office: contracts). */
export { mayManage };
