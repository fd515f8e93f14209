import { createHash, randomBytes } from 'node:crypto';
import {
  checkNewPassword,
  checkRegister,
  type FieldIssue,
  type ForcedChangeReason,
  isKnownDialingCode,
  isWeakPassword,
  type LoginType,
  maskEmail,
  maskMobile,
  REMEMBER_MS,
  RESET_LINK_MS,
  RESET_PASSWORD_PATH,
  type SocialProvider,
  TRIAL_BALANCE_MINOR,
} from '@app/contracts/auth';
import type * as calls from '@app/contracts/calls/auth';
import type { TLoginResult, TMemberInfo } from '@app/contracts/calls/auth';
import { FORCED_PASSWORD, isAgentType, TRIAL_TYPE } from '@app/contracts/constants';
import type { CallParsed } from '@app/contracts/define';
import type { Language } from '@app/contracts/languages';
import { sharedMessage } from '@app/contracts/messages';
import type { ModId } from '@app/contracts/whitelabel';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  affiliateCodes,
  memberIdentities,
  memberIps,
  members,
  passwordResets,
  rememberTokens,
  sessions,
  trialBalances,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { createSystemService } from '../system/system-service.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { switchOn } from '../wallet/money.ts';
import { type CodePurpose, createCodeService } from './codes.ts';
import { createGuard, type Subject } from './guard.ts';
import type { Mailer } from './mail.ts';
import { AVATAR_COUNT, customerId, type MemberRow, memberIdOfCustomerId, memberInfo } from './member-info.ts';
import type { PasswordHasher } from './passwords.ts';
import type { SessionService } from './session-service.ts';
import type { SmsSender } from './sms.ts';
import type { SocialVerifier } from './social.ts';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const CHALLENGE_TTL_MS = 10 * 60_000;
const TRIALS_PER_IP_HOUR = 10;

/** What every way in knows about the request. */
export interface RequestInfo {
  ip: string;
  lang: Language;
  /** Scheme and host the browser used, for links in e-mails. */
  origin: string;
  /** The client's device id when it sent one. */
  deviceId?: string;
}

interface SignInOptions {
  loginType: LoginType;
  /** The typed password, to decide a forced change (never stored). */
  password?: string;
  remember?: boolean;
  skipIpCheck?: boolean;
  forced?: ForcedChangeReason | null;
}

interface Challenge {
  brandId: number;
  memberId: number;
  loginType: LoginType;
  ip: string;
  forced: ForcedChangeReason | null;
  channels: ('sms' | 'email')[];
}

function need(on: boolean): void {
  if (!on) throw new AppError('function.not.available');
}

function badFields(fields: FieldIssue[]): AppError {
  return new AppError('request_param_err', { fields });
}

/** The mobile target of codes and lookups: "+63 9171234567" normalised to "+639171234567". */
function phoneTarget(dial: string, mobile: string): string {
  return `${dial}${mobile.replace(/\D/g, '')}`;
}

export interface AuthParts {
  sessions: SessionService;
  hasher: PasswordHasher;
  sms: SmsSender;
  mailer: Mailer;
  social: SocialVerifier;
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Accounts and sessions: sign-in in every form, register, passwords, member info (issue 4). */
export function createAuthService(deps: Deps, parts: AuthParts) {
  const { db } = deps;
  const { sessions: sessionService, hasher } = parts;
  const guard = createGuard(deps);
  const codes = createCodeService(deps);
  const system = createSystemService(deps);
  const on = (brand: Brand, id: ModId) => switchOn(brand, id);

  async function memberById(id: number): Promise<MemberRow | undefined> {
    const [m] = await db.select().from(members).where(eq(members.id, id));
    return m;
  }

  async function memberByName(brand: Brand, username: string): Promise<MemberRow | undefined> {
    const [m] = await db
      .select()
      .from(members)
      .where(and(eq(members.brandId, brand.id), sql`lower(${members.username}) = ${username.toLowerCase()}`));
    return m;
  }

  async function memberByMobile(brand: Brand, dial: string, mobile: string): Promise<MemberRow | undefined> {
    const [m] = await db
      .select()
      .from(members)
      .where(
        and(
          eq(members.brandId, brand.id),
          eq(members.countryDialingCode, dial),
          eq(members.mobileNum, mobile.replace(/\D/g, '')),
        ),
      );
    return m;
  }

  function text(key: string, lang: Language, vars: Record<string, string | number>): string {
    return sharedMessage(key, lang, vars) ?? sharedMessage(key, 'EN', vars) ?? key;
  }

  /**
   * Issues a code and sends it by SMS: only when `send` (unknown numbers get the same answer, nothing
   * sent). `background` sends after answering, so the gateway's round trip does not tell a registered
   * number from an unknown one; a background failure is logged and the code withdrawn.
   */
  async function smsCode(
    brand: Brand,
    purpose: CodePurpose,
    dial: string,
    mobile: string,
    lang: Language,
    opts: { send: boolean; background?: boolean; target?: string },
  ) {
    const target = opts.target ?? phoneTarget(dial, mobile);
    const code = await codes.issue(brand.id, purpose, target);
    const deliver = async () => {
      try {
        await parts.sms.send({
          brandId: brand.id,
          to: phoneTarget(dial, mobile),
          text: text('msg_sms_code', lang, { brand: brand.name, code, minutes: codes.expiredMinutes }),
          code,
          purpose,
        });
      } catch (e) {
        deps.log.warn({ err: (e as Error).message, purpose }, 'SMS send failed');
        await codes.discard(brand.id, purpose, target);
        throw new AppError('sms.send.failed');
      }
    };
    if (opts.send && opts.background) setImmediate(() => deliver().catch(() => undefined));
    else if (opts.send) await deliver();
    return { expiredMinutes: codes.expiredMinutes, to: maskMobile(dial, mobile.replace(/\D/g, '')) };
  }

  function checkPhone(dial: string | undefined, mobile: string | undefined, field = 'mobileNum'): void {
    if (!mobile?.trim()) throw new AppError('phone.required', { fields: [{ field, reason: 'err_phone_required' }] });
    const digits = mobile.trim();
    if (!dial || !isKnownDialingCode(dial) || !/^\d{7,15}$/.test(digits)) {
      throw new AppError('phone.format.invalid', { fields: [{ field, reason: 'err_phone_format' }] });
    }
  }

  /** Decides the forced password change of a password sign-in (SPEC §4; DECISIONS). */
  function forcedChange(brand: Brand, m: MemberRow, type: LoginType, password?: string): ForcedChangeReason | null {
    if (type === 'sms' || type === 'firebase' || type === 'social' || type === 'freeplay') return null;
    if (!on(brand, 'LOGIN_FORCE_PASSWORD') || m.passwordHash === null) return null;
    if (password !== undefined) {
      if (password === FORCED_PASSWORD) return 'default';
      if (isWeakPassword(password)) return 'weak';
    }
    if (on(brand, 'LOGIN_PASSWORD_EXPIRY')) {
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
      throw new AppError('account.locked', { retryAfter }, { 'retry-after': String(retryAfter) });
    }
    const forced = opts.forced !== undefined ? opts.forced : forcedChange(brand, m, opts.loginType, opts.password);
    if (!opts.skipIpCheck && m.accountType !== TRIAL_TYPE && on(brand, 'LOGIN_IP_VERIFY')) {
      const known = await db.select({ ip: memberIps.ip }).from(memberIps).where(eq(memberIps.memberId, m.id));
      const channels: ('sms' | 'email')[] = [];
      if (m.mobileNum && m.countryDialingCode) channels.push('sms');
      if (m.email) channels.push('email');
      if (known.length > 0 && !known.some((k) => k.ip === req.ip) && channels.length > 0) {
        const challenge = newToken();
        const c: Challenge = {
          brandId: brand.id,
          memberId: m.id,
          loginType: opts.loginType,
          ip: req.ip,
          forced,
          channels,
        };
        await deps.store.set(`auth:lv:${sha(challenge)}`, JSON.stringify(c), CHALLENGE_TTL_MS);
        throw new AppError('login_verify_required', {
          challenge,
          channels,
          mobileHint: m.mobileNum && m.countryDialingCode ? maskMobile(m.countryDialingCode, m.mobileNum) : '',
          emailHint: m.email ? maskEmail(m.email) : '',
        });
      }
    }
    const created = await sessionService.create(db, {
      brandId: brand.id,
      memberId: m.id,
      loginType: opts.loginType,
      ip: req.ip,
      device: 'web',
    });
    if (forced) await db.update(sessions).set({ forcedChange: forced }).where(eq(sessions.id, created.sessionId));
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

  /** Records a failed password for a name (known or not) and throws the answer the client gets. */
  async function failPassword(brand: Brand, subject: Subject, m: MemberRow | undefined, ip: string): Promise<never> {
    const r = await guard.failed(brand, subject, ip);
    if (r.lock) {
      const ms = brand.settings.lockMinutes * 60_000;
      if (m) {
        await db
          .update(members)
          .set({ lockedUntil: new Date(deps.now().getTime() + ms) })
          .where(eq(members.id, m.id));
        await sessionService.revokeAll(db, m.id, 'locked');
        await revokeRemembers(m.id);
      } else {
        await guard.lockUnknown(brand, subject, ms);
      }
      deps.log.warn({ brandId: brand.id, memberId: m?.id ?? null }, 'sign-in locked after repeated failures');
      const retryAfter = Math.ceil(ms / 1000);
      throw new AppError('account.locked', { retryAfter, captcha: true }, { 'retry-after': String(retryAfter) });
    }
    throw new AppError('login.failed', { captcha: r.captcha });
  }

  async function lockedFor(brand: Brand, subject: Subject, m: MemberRow | undefined): Promise<number> {
    if (m) {
      const until = m.lockedUntil?.getTime() ?? 0;
      const left = until - deps.now().getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    }
    return guard.unknownLocked(brand, subject);
  }

  async function newMemberRow(
    values: Partial<typeof members.$inferInsert> & { brandId: number; username: string },
  ): Promise<MemberRow> {
    const [row] = await db
      .insert(members)
      .values({ avatar: Math.floor(Math.random() * AVATAR_COUNT), ...values })
      .returning();
    if (!row) throw new Error('member insert returned nothing');
    return row;
  }

  async function uniqueName(brand: Brand, prefix: string): Promise<string> {
    for (let i = 0; i < 5; i++) {
      const name = `${prefix}${randomBytes(5).readUIntBE(0, 5).toString().padStart(10, '0').slice(0, 10)}`;
      if (!(await memberByName(brand, name))) return name;
    }
    throw new Error('no free generated username');
  }

  async function setPassword(memberId: number, password: string): Promise<void> {
    const hash = await hasher.hash(password);
    await db
      .update(members)
      .set({ passwordHash: hash, passwordChangedAt: deps.now(), updatedAt: deps.now() })
      .where(eq(members.id, memberId));
  }

  async function challengeOf(brand: Brand, challenge: string): Promise<Challenge> {
    const raw = await deps.store.get(`auth:lv:${sha(challenge)}`);
    const c = raw ? (JSON.parse(raw) as Challenge) : null;
    if (!c || c.brandId !== brand.id) throw new AppError('login.verify.expired');
    return c;
  }

  const service = {
    guard,
    codes,

    /** Username + password, or mobile + SMS code (SPEC §4 login; captcha and lockout per DECISIONS). */
    async login(brand: Brand, input: CallParsed<typeof calls.login>, req: RequestInfo): Promise<TLoginResult> {
      need(on(brand, 'LOGIN'));
      await guard.attempt(brand, req.ip);
      const client = req.deviceId ?? req.ip;
      if (input.type === 'sms') {
        need(on(brand, 'LOGIN_VERIFY_CODE'));
        checkPhone(input.countryDialingCode, input.mobileNum);
        const dial = input.countryDialingCode as string;
        const mobile = (input.mobileNum as string).trim();
        const subject = { key: phoneTarget(dial, mobile), epoch: 0 };
        const m = await memberByMobile(brand, dial, mobile);
        subject.epoch = m?.lockEpoch ?? 0;
        const locked = await lockedFor(brand, subject, m);
        if (locked) throw new AppError('account.locked', { retryAfter: locked }, { 'retry-after': String(locked) });
        if (await guard.captchaNeeded(brand, subject, req.ip)) await guard.checkCaptcha(brand, client, input.captcha);
        try {
          await codes.consume(brand.id, 'login', subject.key, input.verificationCode);
        } catch (e) {
          const r = await guard.failed(brand, subject, req.ip);
          if (e instanceof AppError) throw new AppError(e.code, { captcha: r.captcha });
          throw e;
        }
        if (!m) throw new AppError('verification.code.invalid');
        await guard.succeeded(brand, subject);
        return signIn(brand, m, req, { loginType: 'sms', remember: input.remember });
      }
      const fields: FieldIssue[] = [];
      if (!input.username) fields.push({ field: 'username', reason: 'err_field_required' });
      if (!input.password) fields.push({ field: 'password', reason: 'err_field_required' });
      if (fields.length) throw badFields(fields);
      const username = input.username as string;
      const password = input.password as string;
      const m = await memberByName(brand, username);
      const subject = { key: username, epoch: m?.lockEpoch ?? 0 };
      const locked = await lockedFor(brand, subject, m);
      if (locked) throw new AppError('account.locked', { retryAfter: locked }, { 'retry-after': String(locked) });
      if (await guard.captchaNeeded(brand, subject, req.ip)) await guard.checkCaptcha(brand, client, input.captcha);
      let ok = false;
      if (m?.passwordHash) ok = await hasher.verify(m.passwordHash, password);
      else await hasher.dummyVerify(password);
      if (!ok || !m) return failPassword(brand, subject, m, req.ip);
      await guard.succeeded(brand, subject);
      return signIn(brand, m, req, { loginType: 'username', password, remember: input.remember });
    },

    /** The sign-in SMS (verification-code login on); unknown numbers get the same answer and no message. */
    async loginSmsCode(brand: Brand, input: CallParsed<typeof calls.loginSmsCode>, req: RequestInfo) {
      need(on(brand, 'LOGIN') && on(brand, 'LOGIN_VERIFY_CODE'));
      checkPhone(input.countryDialingCode, input.mobileNum);
      const fresh = await deps.store.setIfAbsent(`auth:smsq:${brand.id}:${req.ip}`, '1', 1000);
      if (!fresh) throw new AppError('verification.code.too.soon', { retryAfter: 1 }, { 'retry-after': '1' });
      const m = await memberByMobile(brand, input.countryDialingCode, input.mobileNum);
      return smsCode(brand, 'login', input.countryDialingCode, input.mobileNum, req.lang, {
        send: !!m && m.status === 'active',
        background: true,
      });
    },

    /** A free-play trial account with play money (docs/decisions/0200). */
    async freePlay(brand: Brand, input: CallParsed<typeof calls.loginFreePlay>, req: RequestInfo) {
      need(on(brand, 'LOGIN') && on(brand, 'LOGIN_FREE_PLAY'));
      const perIp = await deps.store.incr(`auth:trial:${brand.id}:${req.ip}`, 3_600_000);
      if (perIp > TRIALS_PER_IP_HOUR) {
        throw new AppError('TOO_MANY_REQUESTS', { retryAfter: 300 }, { 'retry-after': '300' });
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
        await tx.insert(trialBalances).values({ memberId: row.id, brandId: brand.id, balance: TRIAL_BALANCE_MINOR });
        return row;
      });
      return signIn(brand, m, req, { loginType: 'freeplay', skipIpCheck: true });
    },

    /** Social providers this brand offers, with the client id each button needs. */
    socialConfig(brand: Brand) {
      const out: { provider: SocialProvider; clientId: string }[] = [];
      if (!on(brand, 'LOGIN') || !on(brand, 'LOGIN_SOCIAL')) return out;
      if (on(brand, 'LOGIN_GOOGLE') && brand.settings.googleClientId) {
        out.push({ provider: 'google', clientId: brand.settings.googleClientId });
      }
      if (on(brand, 'LOGIN_FACEBOOK') && brand.settings.facebookAppId) {
        out.push({ provider: 'facebook', clientId: brand.settings.facebookAppId });
      }
      return out;
    },

    /** Social sign-in: a verified ID token finds its linked member or makes one (the link never changes). */
    async social(brand: Brand, input: CallParsed<typeof calls.loginSocial>, req: RequestInfo) {
      const offer = service.socialConfig(brand).find((p) => p.provider === input.provider);
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
      const c = await challengeOf(brand, input.challenge);
      if (!c.channels.includes(input.channel)) throw new AppError('function.not.available');
      const m = await memberById(c.memberId);
      if (!m) throw new AppError('login.verify.expired');
      const target = `ip:${sha(input.challenge)}`;
      if (input.channel === 'sms' && m.mobileNum && m.countryDialingCode) {
        return smsCode(brand, 'login_ip', m.countryDialingCode, m.mobileNum, req.lang, { send: true, target });
      }
      const email = m.email as string;
      const code = await codes.issue(brand.id, 'login_ip', target);
      try {
        await parts.mailer.send({
          brandId: brand.id,
          to: email,
          subject: text('msg_email_code_subject', req.lang, { brand: brand.name }),
          text: text('msg_email_code_body', req.lang, { code, minutes: codes.expiredMinutes }),
          code,
          purpose: 'login_ip',
        });
      } catch (e) {
        deps.log.warn({ err: (e as Error).message }, 'e-mail send failed');
        await codes.discard(brand.id, 'login_ip', target);
        throw new AppError('email.send.failed');
      }
      return { expiredMinutes: codes.expiredMinutes, to: maskEmail(email) };
    },

    /** The unregistered-IP code completes the sign-in; the address becomes known. */
    async verify(brand: Brand, input: CallParsed<typeof calls.loginVerify>, req: RequestInfo) {
      await guard.attempt(brand, req.ip);
      const c = await challengeOf(brand, input.challenge);
      if (c.ip !== req.ip) throw new AppError('login.verify.expired');
      await codes.consume(brand.id, 'login_ip', `ip:${sha(input.challenge)}`, input.verificationCode);
      await deps.store.del(`auth:lv:${sha(input.challenge)}`);
      const m = await memberById(c.memberId);
      if (!m) throw new AppError('login.verify.expired');
      return signIn(brand, m, req, {
        loginType: c.loginType,
        remember: input.remember,
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

    /** The header-bar member info of a session's member. */
    async info(brand: Brand, memberId: number, sessionId: number): Promise<TMemberInfo> {
      const m = await memberById(memberId);
      if (!m) throw new AppError('user.or.token.invalid');
      const [s] = await db.select({ forced: sessions.forcedChange }).from(sessions).where(eq(sessions.id, sessionId));
      return memberInfo(db, brand, m, s?.forced ?? null);
    },

    async memberRow(memberId: number) {
      return memberById(memberId);
    },

    // ---------------------------------------------------------------- register

    /** An affiliate code of an active agent, limited to its domain when it has one. */
    async affiliate(brand: Brand, code: string, domain?: string) {
      const [row] = await db
        .select({ code: affiliateCodes.code, domain: affiliateCodes.domain, member: members })
        .from(affiliateCodes)
        .innerJoin(members, eq(members.id, affiliateCodes.memberId))
        .where(
          and(
            eq(affiliateCodes.brandId, brand.id),
            sql`lower(${affiliateCodes.code}) = ${code.trim().toLowerCase()}`,
            eq(affiliateCodes.active, true),
          ),
        );
      const hostOk = !row?.domain || !domain || row.domain === domain.trim().toLowerCase().replace(/:\d+$/, '');
      if (!row || !hostOk || !isAgentType(row.member.accountType) || row.member.status !== 'active') {
        throw new AppError('affiliate.code.invalid');
      }
      return { code: row.code, agent: row.member.nickname || row.member.username, agentId: row.member.id };
    },

    /** The registration SMS (username and mobile forms). */
    async registerSmsCode(brand: Brand, input: CallParsed<typeof calls.registerSmsCode>, req: RequestInfo) {
      need(on(brand, 'REGISTER') && on(brand, input.regType === 'mobile' ? 'REG_MOBILE' : 'REG_USERNAME'));
      checkPhone(input.countryDialingCode, input.mobileNo, 'mobileNo');
      const fresh = await deps.store.setIfAbsent(`auth:smsq:${brand.id}:${req.ip}`, '1', 1000);
      if (!fresh) throw new AppError('verification.code.too.soon', { retryAfter: 1 }, { 'retry-after': '1' });
      return smsCode(brand, 'register', input.countryDialingCode, input.mobileNo, req.lang, { send: true });
    },

    /** Register by username or by mobile (SPEC §3, §5), then sign in. */
    async register(
      brand: Brand,
      mode: 'username' | 'mobile',
      input: CallParsed<typeof calls.register>,
      req: RequestInfo,
    ): Promise<TLoginResult> {
      need(on(brand, 'REGISTER') && on(brand, mode === 'mobile' ? 'REG_MOBILE' : 'REG_USERNAME'));
      await guard.attempt(brand, req.ip);
      const rules = system.registerRules(brand);
      const needsPassword = mode === 'username' || on(brand, 'REG_MOBILE_PASSWORD');
      const smsVerify = on(brand, 'REG_SMS_VERIFY');
      const strings = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
      const fields = checkRegister(rules, strings, mode, { needsPassword, smsVerify });
      const mobile = input.mobileNum?.trim() ?? '';
      if (mobile && (!input.countryDialingCode || !isKnownDialingCode(input.countryDialingCode))) {
        fields.push({ field: 'countryDialingCode', reason: 'err_phone_format' });
      }
      if (!input.ageConfirmed) fields.push({ field: 'ageConfirmed', reason: 'err_age_confirm_required' });
      if (!input.termsAccepted) fields.push({ field: 'termsAccepted', reason: 'err_terms_required' });
      if (fields.length) throw badFields(fields);
      const captchaRule = rules.find((r) => r.key === 'captcha');
      if (captchaRule?.enabled) await guard.checkCaptcha(brand, req.deviceId ?? req.ip, input.captcha);
      const agent = input.affiliateCode ? await service.affiliate(brand, input.affiliateCode, input.domain) : null;
      let referredBy: number | null = null;
      const ref = input.referralCode || input.recommenderId;
      if (ref) {
        const id = memberIdOfCustomerId(ref);
        const r = id ? await memberById(id) : await memberByName(brand, ref);
        if (r && r.brandId === brand.id && r.accountType !== TRIAL_TYPE) referredBy = r.id;
      }
      const dial = input.countryDialingCode ?? '';
      const username = mode === 'username' ? (input.username as string) : `m${phoneTarget(dial, mobile).slice(1)}`;
      if (await memberByName(brand, username)) {
        if (mode === 'username') throw new AppError('username.taken');
      }
      if (mobile && (await memberByMobile(brand, dial, mobile))) throw new AppError('mobile.taken');
      if (mobile && smsVerify && (mode === 'mobile' || input.verificationCode)) {
        await codes.consume(brand.id, 'register', phoneTarget(dial, mobile), input.verificationCode);
      }
      const finalName =
        mode === 'mobile' && (await memberByName(brand, username)) ? await uniqueName(brand, 'm') : username;
      const passwordHash = needsPassword && input.password ? await hasher.hash(input.password) : null;
      const payRule = rules.find((r) => r.key === 'paymentPassword');
      const paymentHash = payRule?.enabled && input.paymentPassword ? await hasher.hash(input.paymentPassword) : null;
      const contact: Record<string, string> = {};
      for (const k of ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const) {
        const v = input[k];
        if (v && rules.find((r) => r.key === k)?.enabled) contact[k] = v;
      }
      const emailRule = rules.find((r) => r.key === 'email');
      const payeeRule = rules.find((r) => r.key === 'payeeName');
      let m: MemberRow;
      try {
        m = await newMemberRow({
          brandId: brand.id,
          username: finalName,
          nickname: mode === 'username' ? finalName : `${finalName.slice(0, 1)}…${mobile.slice(-4)}`,
          mobileNum: mobile || null,
          countryDialingCode: mobile ? dial : null,
          passwordHash,
          passwordChangedAt: passwordHash ? deps.now() : null,
          paymentPasswordHash: paymentHash,
          email: emailRule?.enabled && input.email ? input.email : null,
          payeeName: payeeRule?.enabled && input.payeeName ? input.payeeName : null,
          contact,
          uplineId: agent?.agentId ?? null,
          referredBy,
          registerIp: req.ip,
          registerDevice: req.deviceId ?? '',
          firstLoginPending: true,
        });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') {
          throw new AppError(dbErrorOf(e)?.constraint?.includes('mobile') ? 'mobile.taken' : 'username.taken');
        }
        throw e;
      }
      deps.log.info({ memberId: m.id, mode }, 'registered');
      return signIn(brand, m, req, { loginType: 'register', skipIpCheck: true, forced: null });
    },

    // ---------------------------------------------------------------- passwords

    /** Old (when the member has one), new, confirm; revokes every other session and remember token. */
    async changePassword(
      brand: Brand,
      auth: { memberId: number; sessionId: number },
      input: CallParsed<typeof calls.changePassword>,
    ) {
      const m = await memberById(auth.memberId);
      if (!m) throw new AppError('user.or.token.invalid');
      const rule = system.registerRules(brand).find((r) => r.key === 'password');
      const fields = checkNewPassword(rule, input.newPassword, input.confirmNewPassword);
      if (m.passwordHash && !input.oldPassword) fields.unshift({ field: 'oldPassword', reason: 'err_field_required' });
      if (fields.length) throw badFields(fields);
      if (m.passwordHash) {
        const subject = { key: `cpw:${m.id}`, epoch: m.lockEpoch };
        if (!(await hasher.verify(m.passwordHash, input.oldPassword as string))) {
          const r = await guard.failed(brand, subject, `member:${m.id}`);
          if (r.lock) {
            await sessionService.revokeAll(db, m.id, 'locked');
            await db
              .update(members)
              .set({ lockedUntil: new Date(deps.now().getTime() + brand.settings.lockMinutes * 60_000) })
              .where(eq(members.id, m.id));
          }
          throw new AppError('password.old.wrong');
        }
        if (input.oldPassword === input.newPassword) throw new AppError('password.same');
        await guard.succeeded(brand, subject);
      }
      await setPassword(m.id, input.newPassword);
      await sessionService.revokeAll(db, m.id, 'password changed', auth.sessionId);
      await revokeRemembers(m.id);
      await db.update(sessions).set({ forcedChange: null }).where(eq(sessions.id, auth.sessionId));
      await db.update(members).set({ firstLoginPending: false, lockedUntil: null }).where(eq(members.id, m.id));
      deps.log.info({ memberId: m.id }, 'password changed');
      return { member: await service.info(brand, m.id, auth.sessionId) };
    },

    /**
     * Forgot by e-mail: a single-use link for 30 minutes when username and e-mail match. The answer and
     * the work are the same either way: the e-mail goes out after the answer.
     */
    async forgotByEmail(brand: Brand, input: CallParsed<typeof calls.forgotByEmail>, req: RequestInfo): Promise<null> {
      need(on(brand, 'FORGOT') && on(brand, 'FORGOT_EMAIL'));
      await guard.attempt(brand, req.ip);
      const m = await memberByName(brand, input.username);
      const match =
        m && m.status === 'active' && m.email && m.email.toLowerCase() === input.email.trim().toLowerCase() ? m : null;
      const token = newToken();
      const now = deps.now();
      const row = {
        brandId: brand.id,
        memberId: match?.id ?? 0,
        tokenHash: sha(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LINK_MS),
      };
      if (match) await db.insert(passwordResets).values(row);
      else await db.select({ one: sql`1` }).from(passwordResets).where(eq(passwordResets.tokenHash, row.tokenHash));
      if (match?.email) {
        const email = match.email;
        const link = `${req.origin}${RESET_PASSWORD_PATH}?token=${token}`;
        setImmediate(() => {
          parts.mailer
            .send({
              brandId: brand.id,
              to: email,
              subject: text('msg_reset_subject', req.lang, { brand: brand.name }),
              text: text('msg_reset_body', req.lang, { username: match.username, link }),
              link,
              purpose: 'reset',
            })
            .catch((e: Error) => deps.log.warn({ err: e.message }, 'reset e-mail failed'));
        });
      }
      return null;
    },

    /** Sets a new password with an e-mailed link's token (once, within 30 minutes); signs out everywhere. */
    async resetPassword(brand: Brand, input: CallParsed<typeof calls.resetPassword>, req: RequestInfo): Promise<null> {
      await guard.attempt(brand, req.ip);
      const rule = system.registerRules(brand).find((r) => r.key === 'password');
      const fields = checkNewPassword(rule, input.newPassword, input.confirmNewPassword);
      if (fields.length) throw badFields(fields);
      const used = await db
        .update(passwordResets)
        .set({ usedAt: deps.now() })
        .where(
          and(
            eq(passwordResets.tokenHash, sha(input.token)),
            eq(passwordResets.brandId, brand.id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, deps.now()),
          ),
        )
        .returning({ memberId: passwordResets.memberId });
      const memberId = used[0]?.memberId;
      if (!memberId) throw new AppError('reset.link.invalid');
      await setPassword(memberId, input.newPassword);
      await sessionService.revokeAll(db, memberId, 'password reset');
      await revokeRemembers(memberId);
      await db.update(members).set({ lockedUntil: null }).where(eq(members.id, memberId));
      return null;
    },

    /** The SMS code of a reset by phone; unknown numbers get the same answer and no message. */
    async forgotSmsCode(brand: Brand, input: CallParsed<typeof calls.forgotSmsCode>, req: RequestInfo) {
      need(on(brand, 'FORGOT') && on(brand, 'FORGOT_MOBILE'));
      checkPhone(input.countryDialingCode, input.mobileNum);
      const fresh = await deps.store.setIfAbsent(`auth:smsq:${brand.id}:${req.ip}`, '1', 1000);
      if (!fresh) throw new AppError('verification.code.too.soon', { retryAfter: 1 }, { 'retry-after': '1' });
      const m = await memberByMobile(brand, input.countryDialingCode, input.mobileNum);
      return smsCode(brand, 'forgot', input.countryDialingCode, input.mobileNum, req.lang, {
        send: !!m && m.status === 'active',
        background: true,
      });
    },

    /** Reset by phone: SMS code + new password, then signed in (SPEC §4). */
    async resetByPhone(brand: Brand, input: CallParsed<typeof calls.resetByPhone>, req: RequestInfo) {
      need(on(brand, 'FORGOT') && on(brand, 'FORGOT_MOBILE'));
      await guard.attempt(brand, req.ip);
      checkPhone(input.countryDialingCode, input.mobileNum);
      const rule = system.registerRules(brand).find((r) => r.key === 'password');
      const fields = checkNewPassword(rule, input.newPassword, input.confirmNewPassword ?? input.newPassword);
      if (fields.length) throw badFields(fields);
      await codes.consume(
        brand.id,
        'forgot',
        phoneTarget(input.countryDialingCode, input.mobileNum),
        input.verificationCode,
      );
      const m = await memberByMobile(brand, input.countryDialingCode, input.mobileNum);
      if (!m) throw new AppError('verification.code.invalid');
      await setPassword(m.id, input.newPassword);
      await sessionService.revokeAll(db, m.id, 'password reset');
      await revokeRemembers(m.id);
      const fresh = (await memberById(m.id)) as MemberRow;
      const unlocked = { ...fresh, lockedUntil: null };
      await db.update(members).set({ lockedUntil: null }).where(eq(members.id, m.id));
      return signIn(
        brand,
        unlocked,
        { ...req, deviceId: input.deviceId ?? req.deviceId },
        {
          loginType: 'sms',
          skipIpCheck: true,
          forced: null,
        },
      );
    },

    // ---------------------------------------------------------------- operators and tools

    /** Makes a member with a password (operator and development tools); refuses a taken name. */
    async createMember(
      brand: Brand,
      input: { username: string; password?: string; accountType?: number; uplineId?: number | null; nickname?: string },
    ): Promise<MemberRow> {
      if (await memberByName(brand, input.username)) throw new AppError('username.taken');
      return newMemberRow({
        brandId: brand.id,
        username: input.username,
        nickname: input.nickname ?? input.username,
        accountType: input.accountType ?? 0,
        uplineId: input.uplineId ?? null,
        passwordHash: input.password ? await hasher.hash(input.password) : null,
        passwordChangedAt: input.password ? deps.now() : null,
      });
    },

    setPassword,
    memberByName,

    /** Lifts a lock and starts the failure counters afresh. */
    async unlock(brand: Brand, username: string): Promise<MemberRow> {
      const m = await memberByName(brand, username);
      if (!m) throw new AppError('not_found', { field: 'username' });
      const [row] = await db
        .update(members)
        .set({ lockedUntil: null, lockEpoch: m.lockEpoch + 1 })
        .where(eq(members.id, m.id))
        .returning();
      return row as MemberRow;
    },

    /** Locks a member now (operator), revoking every session and remember token. */
    async lock(brand: Brand, username: string, minutes: number): Promise<MemberRow> {
      const m = await memberByName(brand, username);
      if (!m) throw new AppError('not_found', { field: 'username' });
      const [row] = await db
        .update(members)
        .set({ lockedUntil: new Date(deps.now().getTime() + minutes * 60_000) })
        .where(eq(members.id, m.id))
        .returning();
      await sessionService.revokeAll(db, m.id, 'locked');
      await revokeRemembers(m.id);
      return row as MemberRow;
    },

    /** Gives an agent an affiliate code (optionally for one domain). */
    async addAffiliateCode(brand: Brand, username: string, code: string, domain?: string) {
      const m = await memberByName(brand, username);
      if (!m) throw new AppError('not_found', { field: 'username' });
      if (!isAgentType(m.accountType)) throw new AppError('role.forbidden');
      if (!/^[A-Za-z0-9]{4,20}$/.test(code)) throw badFields([{ field: 'code', reason: 'pattern_LETTERS_OR_DIGITS' }]);
      try {
        await db
          .insert(affiliateCodes)
          .values({ brandId: brand.id, code, memberId: m.id, domain: domain?.toLowerCase() ?? null });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') throw new AppError('request_param_err', { field: 'code', reason: 'taken' });
        throw e;
      }
      return { code, agent: m.username };
    },

    /** Play money of a trial account, minor units (null for other accounts). */
    async trialBalance(memberId: number): Promise<number | null> {
      const [row] = await db
        .select({ balance: trialBalances.balance })
        .from(trialBalances)
        .where(eq(trialBalances.memberId, memberId));
      return row ? Number(row.balance) : null;
    },

    customerId,
  };
  return service;
}
