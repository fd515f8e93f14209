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
  // agent contracts (docs/decisions/1110)
  'agent_contract.lower',
  'agent_contract.terminate',
  'agent_contract.limit_set',
  'agent_payout.retry',
  'agent_payout.run_approve',
  // house lotteries (docs/decisions/1200)
  'lottery.settings_set',
  'lottery.odds_set',
  'lottery.draw_void',
  'lottery.result_enter',
  'lottery.result_confirm',
  // promotions (docs/decisions/1300)
  'promotion.grant_bonus',
  'promotion.revoke_grant',
  'promotion.revoke_reward',
  'promotion.application_approve',
  // responsible gaming and operator controls (docs/decisions/1400)
  'play.stop',
  'play.resume',
  'rg.limits.lower',
  // VIP levels: they carry bonuses (docs/decisions/1520-vip.md)
  'vip.levels_set',
  'vip.member_level_set',
  // points (docs/decisions/1510-points.md)
  'points.adjust',
  'points.redeem_reject',
]);

export function reasonRequired(action: string): boolean {
  return REASON_REQUIRED.has(action);
}
