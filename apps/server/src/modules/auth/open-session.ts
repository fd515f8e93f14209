import { type ForcedChangeReason, isWeakPassword, type LoginType, REMEMBER_MS } from '@app/contracts/auth';
import type { TLoginResult } from '@app/contracts/calls/auth';
import { FORCED_PASSWORD, TRIAL_TYPE } from '@app/contracts/constants';
import { and, eq, isNull } from 'drizzle-orm';
import { memberIps, rememberTokens, sessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { switchOn } from '../wallet/money.ts';
import type { IpCheck } from './ip-check.ts';
import { recordSignedIn } from './member-events.ts';
import { type MemberRow, memberInfo } from './member-info.ts';
import type { RequestInfo } from './request-info.ts';
import type { SessionService } from './session-service.ts';
import { newToken, sha } from './tokens.ts';

export interface SignInOptions {
  loginType: LoginType;
  /** The typed password, to decide a forced change (never stored). */
  password?: string;
  remember?: boolean;
  skipIpCheck?: boolean;
  forced?: ForcedChangeReason | null;
}

/**
 * Opening a session once a member's identity is proven (every way in ends here): status and lock, the
 * forced password change, the unregistered-IP check with its challenge, the session, the remember token.
 */
export function createSessionOpener(deps: Deps, sessionService: SessionService, ipCheck: IpCheck) {
  const { db } = deps;

  /** Decides the forced password change of a password sign-in (SPEC §4; DECISIONS). */
  function forcedChange(brand: Brand, m: MemberRow, type: LoginType, password?: string): ForcedChangeReason | null {
    if (type === 'sms' || type === 'firebase' || type === 'social' || type === 'freeplay') return null;
    if (!switchOn(brand, 'LOGIN_FORCE_PASSWORD') || m.passwordHash === null) return null;
    if (password !== undefined) {
      if (password === FORCED_PASSWORD) return 'default';
      if (isWeakPassword(password)) return 'weak';
    }
    if (switchOn(brand, 'LOGIN_PASSWORD_EXPIRY')) {
      const since = (m.passwordChangedAt ?? m.createdAt).getTime();
      if (deps.now().getTime() - since > brand.settings.passwordExpiryDays * 86_400_000) return 'expired';
    }
    return null;
  }

  async function rememberIp(memberId: number, ip: string): Promise<void> {
    const now = deps.now();
    await db
      .insert(memberIps)
      .values({ memberId, ip, firstSeen: now, lastSeen: now })
      .onConflictDoUpdate({ target: [memberIps.memberId, memberIps.ip], set: { lastSeen: now } });
  }

  async function issueRemember(brand: Brand, memberId: number, deviceId: string): Promise<string> {
    const token = newToken();
    const now = deps.now();
    await db.insert(rememberTokens).values({
      brandId: brand.id,
      memberId,
      tokenHash: sha(token),
      deviceHash: sha(`${brand.id}:${deviceId}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REMEMBER_MS),
    });
    return token;
  }

  async function revokeRemembers(memberId: number): Promise<void> {
    await db
      .update(rememberTokens)
      .set({ revokedAt: deps.now() })
      .where(and(eq(rememberTokens.memberId, memberId), isNull(rememberTokens.revokedAt)));
  }

  /** Opens a session for a member whose identity is proven; the unregistered-IP check may stop it here. */
  async function signIn(brand: Brand, m: MemberRow, req: RequestInfo, opts: SignInOptions): Promise<TLoginResult> {
    if (m.status !== 'active') throw new AppError('account.disabled');
    if (m.lockedUntil && m.lockedUntil > deps.now()) {
      const retryAfter = Math.ceil((m.lockedUntil.getTime() - deps.now().getTime()) / 1000);
      throw AppError.retryLater('account.locked', retryAfter);
    }
    const forced = opts.forced !== undefined ? opts.forced : forcedChange(brand, m, opts.loginType, opts.password);
    if (!opts.skipIpCheck && m.accountType !== TRIAL_TYPE && switchOn(brand, 'LOGIN_IP_VERIFY')) {
      await ipCheck.stopIfNewAddress(brand, m, req, opts.loginType, forced);
    }
    const created = await db.transaction(async (tx) => {
      const c = await sessionService.create(tx, {
        brandId: brand.id,
        memberId: m.id,
        loginType: opts.loginType,
        ip: req.ip,
        device: 'web',
      });
      if (forced) await tx.update(sessions).set({ forcedChange: forced }).where(eq(sessions.id, c.sessionId));
      await recordSignedIn(tx, brand, m.id, req.ip, deps.now());
      return c;
    });
    await rememberIp(m.id, req.ip);
    const rememberToken =
      opts.remember && req.deviceId && m.accountType !== TRIAL_TYPE
        ? await issueRemember(brand, m.id, req.deviceId)
        : null;
    const info = await memberInfo(db, brand, m, forced);
    deps.log.info({ memberId: m.id, loginType: opts.loginType }, 'signed in');
    return {
      token: created.token,
      loginType: opts.loginType,
      firstTimeLogin: m.firstLoginPending,
      passwordExpired: forced === 'expired',
      cpw: forced !== null || m.firstLoginPending,
      forcedChange: forced,
      rememberToken,
      expiresAt: created.expiresAt.getTime(),
      member: info,
    };
  }

  return { rememberIp, issueRemember, revokeRemembers, signIn };
}
