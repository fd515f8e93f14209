/**
 * The error catalogue (SPEC §8, DECISIONS "Wire format"): errorCode -> HTTP status -> message key.
 * Message texts live in messages/<lang>.json under the key; a test keeps every language complete.
 */
export const ERRORS = {
  // wire and platform
  'function.not.available': { status: 400, key: 'err_function_not_available' },
  request_param_err: { status: 400, key: 'err_request_param' },
  request_body_required: { status: 400, key: 'err_request_body_required' },
  'request.too.large': { status: 413, key: 'err_request_too_large' },
  'request.unsupported.type': { status: 415, key: 'err_unsupported_type' },
  not_found: { status: 404, key: 'err_not_found' },
  'method.not.allowed': { status: 405, key: 'err_method_not_allowed' },
  TOO_MANY_REQUESTS: { status: 429, key: 'err_too_many_requests' },
  unknown_error: { status: 500, key: 'err_unknown' },
  'system.maintenance': { status: 503, key: 'err_system_maintenance' },
  'access.restricted': { status: 403, key: 'err_access_restricted' },
  'invalid.domain': { status: 400, key: 'err_invalid_domain' },
  'quota.insufficient': { status: 403, key: 'err_quota_insufficient' },
  // sessions and roles
  CUSTOMER_NOT_LOGIN: { status: 401, key: 'err_not_logged_in' },
  'login.not.session': { status: 401, key: 'err_session_expired' },
  'user.or.token.invalid': { status: 401, key: 'err_token_invalid' },
  login_verify_required: { status: 403, key: 'err_login_verify_required' },
  'account.trial.forbidden': { status: 403, key: 'in_need_true_account' },
  'role.forbidden': { status: 403, key: 'err_role_forbidden' },
  // verification
  'phone.format.invalid': { status: 400, key: 'err_phone_format' },
  'phone.required': { status: 400, key: 'err_phone_required' },
  'verification.code.invalid': { status: 400, key: 'err_verification_code_invalid' },
  'verification.code.expired': { status: 400, key: 'err_verification_code_expired' },
  'captcha.invalid': { status: 400, key: 'err_captcha_invalid' },
  'user.or.email.not.exist': { status: 404, key: 'err_user_or_email_not_exist' },
  // accounts and sign-in
  'login.failed': { status: 400, key: 'err_login_failed' },
  'account.locked': { status: 429, key: 'err_account_locked' },
  'account.disabled': { status: 403, key: 'err_account_disabled' },
  'captcha.required': { status: 400, key: 'err_captcha_required' },
  'captcha.too.frequent': { status: 429, key: 'err_captcha_too_frequent' },
  'affiliate.code.invalid': { status: 400, key: 'err_affiliate_code_invalid' },
  'username.taken': { status: 409, key: 'err_username_taken' },
  'mobile.taken': { status: 409, key: 'err_mobile_taken' },
  'password.confirm.mismatch': { status: 400, key: 'err_password_confirm_mismatch' },
  'password.old.wrong': { status: 400, key: 'err_password_old_wrong' },
  'password.weak': { status: 400, key: 'err_password_weak' },
  'password.same': { status: 400, key: 'err_password_same' },
  'age.confirm.required': { status: 400, key: 'err_age_confirm_required' },
  'terms.required': { status: 400, key: 'err_terms_required' },
  'verification.code.too.soon': { status: 429, key: 'err_verification_code_too_soon' },
  'sms.send.failed': { status: 503, key: 'err_sms_send_failed' },
  'email.send.failed': { status: 503, key: 'err_email_send_failed' },
  'reset.link.invalid': { status: 400, key: 'err_reset_link_invalid' },
  'social.token.invalid': { status: 401, key: 'err_social_token_invalid' },
  'remember.token.invalid': { status: 401, key: 'err_remember_invalid' },
  'login.verify.expired': { status: 400, key: 'err_login_verify_expired' },
  'login.verify.bank.mismatch': { status: 400, key: 'err_login_verify_bank_mismatch' },
  'login.verify.google.mismatch': { status: 400, key: 'err_login_verify_google_mismatch' },
  'login.verify.locked': { status: 429, key: 'err_login_verify_locked' },
  'login.entry.member': { status: 403, key: 'err_login_entry_member' },
  'login.entry.agent': { status: 403, key: 'err_login_entry_agent' },
  'password.check.busy': { status: 429, key: 'err_password_check_busy' },
  'botcheck.required': { status: 400, key: 'err_botcheck_required' },
  'botcheck.failed': { status: 403, key: 'err_botcheck_failed' },
  'botcheck.unavailable': { status: 503, key: 'err_botcheck_unavailable' },
  'firebase.token.invalid': { status: 401, key: 'err_firebase_token_invalid' },
  'firebase.phone.mismatch': { status: 400, key: 'err_firebase_phone_mismatch' },
  // games
  'game.maintenance': { status: 503, key: 'err_game_maintenance' },
  // the seamless wallet API for game vendors (calls/vendor.ts)
  'vendor.signature.invalid': { status: 401, key: 'err_vendor_signature_invalid' },
  'vendor.timestamp.stale': { status: 401, key: 'err_vendor_timestamp_stale' },
  'vendor.token.invalid': { status: 401, key: 'err_vendor_token_invalid' },
  'vendor.player.unknown': { status: 404, key: 'err_vendor_player_unknown' },
  'vendor.session.expired': { status: 401, key: 'err_vendor_session_expired' },
  'vendor.currency.mismatch': { status: 400, key: 'err_vendor_currency_mismatch' },
  'vendor.funds.insufficient': { status: 409, key: 'err_vendor_funds_insufficient' },
  'vendor.player.restricted': { status: 403, key: 'err_vendor_player_restricted' },
  'vendor.bet.rolled.back': { status: 409, key: 'err_vendor_bet_rolled_back' },
  'vendor.round.closed': { status: 409, key: 'err_vendor_round_closed' },
  'vendor.transaction.conflict': { status: 409, key: 'err_vendor_transaction_conflict' },
  'vendor.closed': { status: 503, key: 'err_vendor_closed' },
  'vendor.win.no.bet': { status: 409, key: 'err_vendor_win_no_bet' },
  // wallet and cashier
  'wallet.amount.invalid': { status: 400, key: 'err_wallet_amount_invalid' },
  'wallet.amount.below.min': { status: 400, key: 'err_wallet_amount_below_min' },
  'wallet.amount.above.max': { status: 400, key: 'err_wallet_amount_above_max' },
  'wallet.insufficient.funds': { status: 409, key: 'err_wallet_insufficient_funds' },
  'wallet.duplicate.request': { status: 409, key: 'err_wallet_duplicate_request' },
  'wallet.account.unknown': { status: 404, key: 'err_wallet_account_unknown' },
  'wallet.already.reversed': { status: 409, key: 'err_wallet_already_reversed' },
  'cashier.channel.unavailable': { status: 400, key: 'err_cashier_channel_unavailable' },
  'cashier.order.not.found': { status: 404, key: 'err_cashier_order_not_found' },
  'cashier.order.state': { status: 409, key: 'err_cashier_order_state' },
  'cashier.withdraw.daily.limit': { status: 400, key: 'err_cashier_withdraw_daily_limit' },
  'cashier.payment.password.required': { status: 400, key: 'err_cashier_payment_password_required' },
  'cashier.payment.password.wrong': { status: 400, key: 'err_cashier_payment_password_wrong' },
  'cashier.payment.password.locked': { status: 429, key: 'err_cashier_payment_password_locked' },
  'cashier.payee.required': { status: 400, key: 'err_cashier_payee_required' },
  'cashier.payee.mismatch': { status: 400, key: 'err_cashier_payee_mismatch' },
  'cashier.bank.required': { status: 400, key: 'err_cashier_bank_required' },
  'cashier.binding.exists': { status: 409, key: 'err_cashier_binding_exists' },
  'cashier.mobile.taken': { status: 409, key: 'err_cashier_mobile_taken' },
  'cashier.proof.invalid': { status: 400, key: 'err_cashier_proof_invalid' },
  'cashier.proof.required': { status: 400, key: 'err_cashier_proof_required' },
  'cashier.proof.too.large': { status: 413, key: 'err_cashier_proof_too_large' },
  'cashier.proof.too.many': { status: 400, key: 'err_cashier_proof_too_many' },
  'cashier.proof.quota': { status: 429, key: 'err_cashier_proof_quota' },
  'cashier.proof.not.found': { status: 404, key: 'err_cashier_proof_not_found' },
  'cashier.upline.none': { status: 400, key: 'err_cashier_upline_none' },
  'cashier.downline.not.found': { status: 404, key: 'err_cashier_downline_not_found' },
  'cashier.gateway.rejected': { status: 400, key: 'err_cashier_gateway_rejected' },
  // house vendor
  'house.session.invalid': { status: 403, key: 'err_house_session_invalid' },
  'house.bet.invalid': { status: 400, key: 'err_house_bet_invalid' },
  'house.wallet.unavailable': { status: 503, key: 'err_house_wallet_unavailable' },
  'house.round.busy': { status: 409, key: 'err_house_round_busy' },
  // development helpers (outbox, development gateway): a peer that is not this machine
  'dev.loopback.only': { status: 403, key: 'err_dev_loopback_only' },
  // back-office staff (docs/decisions/1000-staff-and-roles.md)
  'staff.login.failed': { status: 400, key: 'err_staff_login_failed' },
  'staff.locked': { status: 429, key: 'err_staff_locked' },
  'staff.disabled': { status: 403, key: 'err_staff_disabled' },
  'staff.challenge.invalid': { status: 400, key: 'err_staff_challenge_invalid' },
  'staff.code.invalid': { status: 400, key: 'err_staff_code_invalid' },
  'staff.code.locked': { status: 429, key: 'err_staff_code_locked' },
  'staff.enrolment.required': { status: 400, key: 'err_staff_enrolment_required' },
  'staff.token.required': { status: 401, key: 'err_staff_token_required' },
  'staff.token.invalid': { status: 401, key: 'err_staff_token_invalid' },
  'staff.token.member': { status: 401, key: 'err_staff_token_member' },
  'staff.session.expired': { status: 401, key: 'err_staff_session_expired' },
  'staff.brand.forbidden': { status: 403, key: 'err_staff_brand_forbidden' },
  'staff.role.forbidden': { status: 403, key: 'err_staff_role_forbidden' },
  'staff.username.taken': { status: 409, key: 'err_staff_username_taken' },
  'staff.not.found': { status: 404, key: 'err_staff_not_found' },
  'staff.self': { status: 400, key: 'err_staff_self' },
  // back-office content (decision 1050)
  'staff.platform.only': { status: 403, key: 'err_staff_platform_only' },
  // audit log: money and security-relevant back-office acts need a reason
  'audit.reason.required': { status: 400, key: 'err_audit_reason_required' },
  // back office: members and support conversations (decision 1040)
  'member.not.found': { status: 404, key: 'err_member_not_found' },
  'support.conversation.not.found': { status: 404, key: 'err_support_conversation_not_found' },
  'support.conversation.taken': { status: 409, key: 'err_support_conversation_taken' },
  'support.conversation.closed': { status: 409, key: 'err_support_conversation_closed' },
  'support.assignee.invalid': { status: 400, key: 'err_support_assignee_invalid' },
  // back-office reports (docs/decisions/1060-backoffice-reports.md)
  'reports.range.reversed': { status: 400, key: 'err_reports_range_reversed' },
  'reports.range.too.long': { status: 400, key: 'err_reports_range_too_long' },
  'reports.brands.forbidden': { status: 403, key: 'err_reports_brands_forbidden' },
  // back-office money queues (docs/decisions/1030)
  'queue.claimed': { status: 409, key: 'err_queue_claimed' },
  'queue.not.claimed': { status: 409, key: 'err_queue_not_claimed' },
  'queue.assignee.invalid': { status: 400, key: 'err_queue_assignee_invalid' },
  'approval.same.staff': { status: 409, key: 'err_approval_same_staff' },
  'approval.not.pending': { status: 409, key: 'err_approval_not_pending' },
  'approval.first.needed': { status: 409, key: 'err_approval_first_needed' },
  'queue.member.not.found': { status: 404, key: 'err_queue_member_not_found' },
  'queue.transaction.not.found': { status: 404, key: 'err_queue_transaction_not_found' },
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Message keys of errors the browser raises itself (no server answer to map). */
export const CLIENT_ERROR_KEYS = ['err_network', 'err_page_load_timeout', 'err_login_popup_closed'] as const;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}

/** HTTP status for an error code. */
export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}
