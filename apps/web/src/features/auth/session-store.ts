import type { TLoginResult, TMemberInfo } from '@app/contracts/calls/auth';
import { boot } from '../../lib/boot.ts';
import { readSession, sessionKeys, writeSession } from '../../lib/storage.ts';

/** Writes the member's values to the session storage keys of SPEC §3 (all but the token). */
export function storeMember(member: TMemberInfo): void {
  writeSession(sessionKeys.isAgent, String(member.isAgent));
  writeSession(sessionKeys.memberLabel, JSON.stringify(member.memberLabel));
  writeSession(sessionKeys.customerId, member.customerId);
  writeSession(sessionKeys.account, member.account);
  writeSession(sessionKeys.username, member.username);
  writeSession(sessionKeys.merchant, boot.merchantCode);
  writeSession(sessionKeys.merchantCode, boot.merchantCode);
}

/**
 * Stores a sign-in (SPEC §3 storage): the token, the member's values, and the cpw flag (true when the
 * password must be changed: first login with 123456, a weak or an expired password).
 */
export function storeSignIn(result: TLoginResult): void {
  writeSession(sessionKeys.token, result.token);
  storeMember(result.member);
  writeSession(sessionKeys.cpw, String(result.cpw));
}

/** The stored account type (isAgent), or null before any member info arrived. */
export function storedAccountType(): number | null {
  const raw = readSession(sessionKeys.isAgent);
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) ? n : null;
}

/** The stored member labels (a JSON list), empty when absent. */
export function storedMemberLabels(): string[] {
  try {
    const v: unknown = JSON.parse(readSession(sessionKeys.memberLabel) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
