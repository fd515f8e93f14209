import type { Deps } from '../../deps.ts';
import { type AuthParts, createAuthKit } from './auth-kit.ts';
import { checkFlows } from './check-flows.ts';
import { clubLabels } from './club-label.ts';
import { confirmFlows } from './confirm-flows.ts';
import { memberAdmin } from './member-admin.ts';
import { customerId } from './member-info.ts';
import { operatorActions } from './operator-actions.ts';
import { passwordFlows } from './password-flows.ts';
import { registerFlows } from './register-flows.ts';
import { signInFlows } from './sign-in-flows.ts';

export type { AuthParts, RequestInfo } from './auth-kit.ts';

export type AuthService = ReturnType<typeof createAuthService>;

/** Accounts and sessions: sign-in in every form, register, passwords, member info (issue 4). */
export function createAuthService(deps: Deps, parts: AuthParts) {
  const kit = createAuthKit(deps, parts);
  const passwords = passwordFlows(kit);
  return {
    guard: kit.guard,
    codes: kit.codes,
    /** Sends one-time codes by SMS or e-mail (the cashier's bank binding uses it too). */
    sender: kit.sender,
    info: kit.info,
    ...signInFlows(kit),
    ...registerFlows(kit),
    ...passwords,
    ...confirmFlows(kit, passwords.confirmPassword),
    ...operatorActions(kit),
    ...memberAdmin(kit),
    ...checkFlows(kit),
    /** The VIP area keeps the club label and member labels in step with the level through these. */
    ...clubLabels(),
    customerId,
  };
}
