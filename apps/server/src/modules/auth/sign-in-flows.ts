import { TRIAL_BALANCE_MINOR } from '@app/contracts/auth';
import type * as calls from '@app/contracts/calls/auth';
import { TOO_MANY_REQUESTS_RETRY_S, TRIAL_TYPE } from '@app/contracts/constants';
import type { CallParsed } from '@app/contracts/define';
import { and, eq, isNull } from 'drizzle-orm';
import { memberIdentities, members, rememberTokens } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { playMoney } from '../play-money/play-money.ts';
import type { Brand } from '../system/brand-types.ts';
import { type AuthKit, badFields, need, type RequestInfo, sha } from './auth-kit.ts';
import { challengeTarget } from './ip-check.ts';
import { loginFlow } from './login-flow.ts';
import { recordRegistered } from './member-events.ts';
import { AVATAR_COUNT } from './member-info.ts';
import { socialOffers } from './social-offers.ts';

const TRIALS_PER_IP_HOUR = 10;

/** Every way in: password and SMS (login-flow.ts), free play, social, remember-me, the unregistered-IP step, logout. */
export function signInFlows(kit: AuthKit) {
  const {
    smsCodeToMember,
    deps,
    db,
    parts,
    sessionService,
    guard,
    on,
    memberById,
    smsCode,
    emailCode,
    rememberIp,
    signIn,
    uniqueName,
    ipCheck,
  } = kit;
  const flows = {
    login: loginFlow(kit),

    /** The sign-in SMS (verification-code login on); unknown numbers get the same answer and no message. */
    async loginSmsCode(brand: Brand, input: CallParsed<typeof calls.loginSmsCode>, req: RequestInfo) {
      need(on(brand, 'LOGIN') && on(brand, 'LOGIN_VERIFY_CODE'));
      return smsCodeToMember(brand, 'login', input.countryDialingCode, input.mobileNum, req, {
        action: 'login_code',
        token: input.botCheckToken,
      });
    },

    /** A free-play trial account with play money (docs/decisions/0200). */
    async freePlay(brand: Brand, input: CallParsed<typeof calls.loginFreePlay>, req: RequestInfo) {
      need(on(brand, 'LOGIN') && on(brand, 'LOGIN_FREE_PLAY'));
      const perIp = await deps.store.incr(`auth:trial:${brand.id}:${req.ip}`, 3_600_000);
      if (perIp > TRIALS_PER_IP_HOUR) {
        throw AppError.retryLater('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_RETRY_S);
      }
      const fresh = await deps.store.setIfAbsent(`auth:trialnonce:${sha(input.random)}`, '1', 86_400_000);
      if (!fresh) throw badFields([{ field: 'random', reason: 'err_request_param' }]);
      const username = await uniqueName(brand, 'guest');
      const m = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({
            brandId: brand.id,
            username,
            nickname: `Guest ${username.slice(-4)}`,
            accountType: TRIAL_TYPE,
            avatar: Math.floor(Math.random() * AVATAR_COUNT),
            registerIp: req.ip,
            registerDevice: input.deviceId ?? '',
          })
          .returning();
        if (!row) throw new Error('trial insert returned nothing');
        await playMoney.open(tx, row.id, brand.id, TRIAL_BALANCE_MINOR);
        return row;
      });
      return signIn(brand, m, req, { loginType: 'freeplay', skipIpCheck: true });
    },

    /** Social providers this brand offers, with the client id each button needs. */
    socialConfig: socialOffers,

    /** Social sign-in: a verified ID token finds its linked member or makes one (the link never changes). */
    async social(brand: Brand, input: CallParsed<typeof calls.loginSocial>, req: RequestInfo) {
      const offer = flows.socialConfig(brand).find((p) => p.provider === input.provider);
      if (!offer) throw new AppError('function.not.available');
      await guard.attempt(brand, req.ip);
      const who = await parts.social.verify(input.provider, input.idToken, offer.clientId);
      if (!who) throw new AppError('social.token.invalid');
      const [link] = await db
        .select()
        .from(memberIdentities)
        .where(
          and(
            eq(memberIdentities.brandId, brand.id),
            eq(memberIdentities.provider, who.provider),
            eq(memberIdentities.subject, who.subject),
          ),
        );
      let m = link ? await memberById(link.memberId) : undefined;
      if (!m) {
        const username = await uniqueName(brand, who.provider === 'google' ? 'g' : 'fb');
        m = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(members)
            .values({
              brandId: brand.id,
              username,
              nickname: who.name ?? username,
              email: who.email,
              avatar: Math.floor(Math.random() * AVATAR_COUNT),
              registerIp: req.ip,
              registerDevice: req.deviceId ?? '',
              firstLoginPending: true,
            })
            .returning();
          if (!row) throw new Error('member insert returned nothing');
          await tx
            .insert(memberIdentities)
            .values({ brandId: brand.id, provider: who.provider, subject: who.subject, memberId: row.id });
          await recordRegistered(tx, row, 'social', deps.now());
          return row;
        });
        await rememberIp(m.id, req.ip);
      }
      return signIn(brand, m, req, { loginType: 'social', remember: input.remember });
    },

    /** Signs in with a remember token from the device it was given to; the token is replaced. */
    async remember(brand: Brand, input: CallParsed<typeof calls.loginRemember>, req: RequestInfo) {
      await guard.attempt(brand, req.ip);
      const [row] = await db
        .select()
        .from(rememberTokens)
        .where(and(eq(rememberTokens.tokenHash, sha(input.rememberToken)), eq(rememberTokens.brandId, brand.id)));
      if (!row || row.revokedAt || row.expiresAt <= deps.now()) throw new AppError('remember.token.invalid');
      // Shown from another device: treat it as stolen and revoke it.
      const spent = await db
        .update(rememberTokens)
        .set({ revokedAt: deps.now() })
        .where(and(eq(rememberTokens.id, row.id), isNull(rememberTokens.revokedAt)))
        .returning({ id: rememberTokens.id });
      if (spent.length === 0 || row.deviceHash !== sha(`${brand.id}:${input.deviceId}`)) {
        throw new AppError('remember.token.invalid');
      }
      const m = await memberById(row.memberId);
      if (!m) throw new AppError('remember.token.invalid');
      return signIn(brand, m, { ...req, deviceId: input.deviceId }, { loginType: 'remember', remember: true });
    },

    async forgetRemember(brand: Brand, token: string): Promise<null> {
      await db
        .update(rememberTokens)
        .set({ revokedAt: deps.now() })
        .where(
          and(
            eq(rememberTokens.tokenHash, sha(token)),
            eq(rememberTokens.brandId, brand.id),
            isNull(rememberTokens.revokedAt),
          ),
        );
      return null;
    },

    /** Sends the unregistered-IP code to the member's mobile or e-mail. */
    async verifySend(brand: Brand, input: CallParsed<typeof calls.loginVerifySend>, req: RequestInfo) {
      const c = await ipCheck.challengeOf(brand, input.challenge);
      if (!c.channels.includes(input.channel)) throw new AppError('function.not.available');
      const m = await memberById(c.memberId);
      if (!m) throw new AppError('login.verify.expired');
      const target = challengeTarget(input.challenge);
      if (input.channel === 'sms' && m.mobileNum && m.countryDialingCode) {
        return smsCode(brand, 'login_ip', m.countryDialingCode, m.mobileNum, req.lang, { send: true, target });
      }
      return emailCode(brand, 'login_ip', { email: m.email as string, lang: req.lang, target });
    },

    /** One proof (code, bank holder name, linked Google account) completes the sign-in; the address becomes known. */
    async verify(brand: Brand, input: CallParsed<typeof calls.loginVerify>, req: RequestInfo) {
      await guard.attempt(brand, req.ip);
      const c = await ipCheck.challengeOf(brand, input.challenge);
      if (c.ip !== req.ip) throw new AppError('login.verify.expired');
      const m = await memberById(c.memberId);
      if (!m) throw new AppError('login.verify.expired');
      await ipCheck.prove(brand, input.challenge, c, m, input);
      return signIn(brand, m, req, {
        loginType: c.loginType,
        // A remembered device's token was spent when the check stopped it: it gets a new one unless it says no.
        remember: input.remember ?? c.loginType === 'remember',
        skipIpCheck: true,
        forced: c.forced,
      });
    },

    async firstLogin(memberId: number) {
      await db
        .update(members)
        .set({ firstLoginPending: false })
        .where(and(eq(members.id, memberId), eq(members.firstLoginPending, true)));
      return { firstTimeLogin: false };
    },

    async logout(sessionId: number): Promise<null> {
      await sessionService.revoke(db, sessionId, 'logout');
      return null;
    },

    async memberRow(memberId: number) {
      return memberById(memberId);
    },
  };
  return flows;
}
