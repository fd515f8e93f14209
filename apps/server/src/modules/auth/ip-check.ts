import { type ForcedChangeReason, type LoginType, maskEmail, maskMobile } from '@app/contracts/auth';
import type { TVerifyChannel } from '@app/contracts/calls/auth';
import { and, eq } from 'drizzle-orm';
import { memberIdentities, memberIps } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { maskNumber, type ProfileService, sameName } from '../cashier/profile-service.ts';
import type { Brand } from '../system/brand-types.ts';
import type { CodeService } from './codes.ts';
import type { MemberRow } from './member-info.ts';
import type { RequestInfo } from './request-info.ts';
import type { SocialVerifier } from './social.ts';
import { socialOffers } from './social-offers.ts';
import { newToken, sha } from './tokens.ts';

const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong holder names a check takes before it ends (a name is easier to guess than a code). */
const BANK_NAME_TRIES = 3;
/** Wrong holder names a member's checks take in an hour before the bank way is no longer offered. */
const BANK_NAME_TRIES_PER_HOUR = 6;
const HOUR_MS = 60 * 60_000;
const bankTriesKey = (memberId: number) => `auth:lvbank:m:${memberId}`;

/** An unregistered-IP check in progress (kept in the store under the hash of its challenge). */
export interface Challenge {
  brandId: number;
  memberId: number;
  loginType: LoginType;
  ip: string;
  forced: ForcedChangeReason | null;
  channels: TVerifyChannel[];
}

/** One proof of the member's identity for `loginVerify`. */
export interface Proof {
  verificationCode?: string;
  accountName?: string;
  idToken?: string;
}

const challengeKey = (challenge: string) => `auth:lv:${sha(challenge)}`;
/** The code of a check is tied to the check, not to the member's number or address. */
export const challengeTarget = (challenge: string) => `ip:${sha(challenge)}`;

/**
 * SPEC §4 unregistered-IP verification: a sign-in from an address the member has not used stops with a
 * challenge; the member proves it is them by a code (SMS or e-mail), the holder name of a bound bank
 * account, or the Google account linked to theirs, then the sign-in continues.
 */
export function createIpCheck(deps: Deps, codes: CodeService, social: SocialVerifier, profile: ProfileService) {
  const { db } = deps;

  async function googleLink(brand: Brand, memberId: number): Promise<string | undefined> {
    const [link] = await db
      .select({ subject: memberIdentities.subject })
      .from(memberIdentities)
      .where(
        and(
          eq(memberIdentities.brandId, brand.id),
          eq(memberIdentities.memberId, memberId),
          eq(memberIdentities.provider, 'google'),
        ),
      );
    return link?.subject;
  }

  /** Seconds until wrong names no longer block the bank way; 0 when it is open. */
  async function bankBlockedFor(memberId: number): Promise<number> {
    const wrong = Number((await deps.store.get(bankTriesKey(memberId))) ?? 0);
    if (wrong < BANK_NAME_TRIES_PER_HOUR) return 0;
    return Math.max(1, Math.ceil((await deps.store.ttl(bankTriesKey(memberId))) / 1000));
  }

  /** The ways this member can prove it is them, with what the step shows of each. */
  async function channelsOf(brand: Brand, m: MemberRow) {
    const channels: TVerifyChannel[] = [];
    if (m.mobileNum && m.countryDialingCode) channels.push('sms');
    if (m.email) channels.push('email');
    const banks = await profile.bankAccounts(m.id);
    const bankBlocked = banks.length > 0 ? await bankBlockedFor(m.id) : 0;
    if (banks.length > 0 && !bankBlocked) channels.push('bank');
    if (socialOffers(brand).some((p) => p.provider === 'google') && (await googleLink(brand, m.id))) {
      channels.push('google');
    }
    return {
      bankBlocked,
      channels,
      mobileHint: m.mobileNum && m.countryDialingCode ? maskMobile(m.countryDialingCode, m.mobileNum) : '',
      emailHint: m.email ? maskEmail(m.email) : '',
      bankHint: channels.includes('bank')
        ? banks.map((b) => `${b.bankName} ${maskNumber(b.accountNumber)}`).join(', ')
        : '',
    };
  }

  return {
    /**
     * Throws `login_verify_required` with a new challenge when the member has signed in before, never
     * from this address, and has a way to prove it is them (none: the sign-in goes on as before).
     */
    async stopIfNewAddress(
      brand: Brand,
      m: MemberRow,
      req: RequestInfo,
      loginType: LoginType,
      forced: ForcedChangeReason | null,
    ): Promise<void> {
      const known = await db.select({ ip: memberIps.ip }).from(memberIps).where(eq(memberIps.memberId, m.id));
      if (known.length === 0 || known.some((k) => k.ip === req.ip)) return;
      const { bankBlocked, ...offer } = await channelsOf(brand, m);
      if (offer.channels.length === 0) {
        // The only way left was guessed at too often: no way in from a new address until it opens again.
        if (bankBlocked) throw AppError.retryLater('login.verify.locked', bankBlocked);
        return;
      }
      const challenge = newToken();
      const c: Challenge = {
        brandId: brand.id,
        memberId: m.id,
        loginType,
        ip: req.ip,
        forced,
        channels: offer.channels,
      };
      await deps.store.set(challengeKey(challenge), JSON.stringify(c), CHALLENGE_TTL_MS);
      throw new AppError('login_verify_required', { challenge, ...offer });
    },

    async challengeOf(brand: Brand, challenge: string): Promise<Challenge> {
      const raw = await deps.store.get(challengeKey(challenge));
      const c = raw ? (JSON.parse(raw) as Challenge) : null;
      if (!c || c.brandId !== brand.id) throw new AppError('login.verify.expired');
      return c;
    },

    /**
     * Checks one proof against the check and ends the check when it holds. A wrong code counts a try on
     * the code; a wrong holder name counts against the check (BANK_NAME_TRIES, then it ends) and against
     * the member (BANK_NAME_TRIES_PER_HOUR, then `login.verify.locked` and new checks no longer offer the
     * bank way; with no other way a new address waits), so signing in again does not buy more guesses.
     */
    async prove(brand: Brand, challenge: string, c: Challenge, m: MemberRow, proof: Proof): Promise<void> {
      const offered = (ch: TVerifyChannel) => {
        if (!c.channels.includes(ch)) throw new AppError('function.not.available');
      };
      if (proof.verificationCode) {
        if (!c.channels.some((ch) => ch === 'sms' || ch === 'email')) throw new AppError('function.not.available');
        await codes.consume(brand.id, 'login_ip', challengeTarget(challenge), proof.verificationCode);
      } else if (proof.accountName) {
        const typed = proof.accountName;
        offered('bank');
        const blocked = await bankBlockedFor(m.id);
        if (blocked) {
          await deps.store.del(challengeKey(challenge));
          throw AppError.retryLater('login.verify.locked', blocked);
        }
        const banks = await profile.bankAccounts(m.id);
        if (!banks.some((b) => sameName(b.accountName, typed))) {
          const wrong = await deps.store.incr(`auth:lvbank:${sha(challenge)}`, CHALLENGE_TTL_MS);
          const wrongThisHour = await deps.store.incr(bankTriesKey(m.id), HOUR_MS);
          if (wrongThisHour >= BANK_NAME_TRIES_PER_HOUR) {
            await deps.store.del(challengeKey(challenge));
            throw AppError.retryLater('login.verify.locked', await bankBlockedFor(m.id));
          }
          if (wrong >= BANK_NAME_TRIES) {
            await deps.store.del(challengeKey(challenge));
            throw new AppError('login.verify.expired');
          }
          throw new AppError('login.verify.bank.mismatch');
        }
      } else if (proof.idToken) {
        offered('google');
        const offer = socialOffers(brand).find((p) => p.provider === 'google');
        if (!offer) throw new AppError('function.not.available');
        const who = await social.verify('google', proof.idToken, offer.clientId);
        if (!who) throw new AppError('social.token.invalid');
        if (who.subject !== (await googleLink(brand, m.id))) throw new AppError('login.verify.google.mismatch');
      } else {
        throw new AppError('request_param_err', {
          fields: [{ field: 'verificationCode', reason: 'err_field_required' }],
        });
      }
      await deps.store.del(challengeKey(challenge));
    },
  };
}

export type IpCheck = ReturnType<typeof createIpCheck>;
