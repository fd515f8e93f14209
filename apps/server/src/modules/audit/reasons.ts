/**
 * Acts on money and security-relevant acts: their audit entry needs a reason, or the act is refused
 * (audit.reason.required) and nothing is written. A new act of either kind is added here.
 */
export const REASON_REQUIRED: ReadonlySet<string> = new Set([
  // money
  'balance.adjust',
  'balance.reverse',
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.resolve',
  'withdrawal.confirm',
  'balance.adjust_confirm',
  'balance.adjust_cancel',
  'balance.reverse_confirm',
  'balance.reverse_cancel',
  // security
  'staff.create',
  'staff.role',
  'staff.lock',
  'staff.unlock',
  'staff.2fa_reset',
  'member.lock',
  'member.unlock',
  'member.password_reset_link',
]);

export function reasonRequired(action: string): boolean {
  return REASON_REQUIRED.has(action);
}
