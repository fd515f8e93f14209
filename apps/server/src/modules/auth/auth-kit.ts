import { randomBytes } from 'node:crypto';
import { type FieldIssue, isKnownDialingCode } from '@app/contracts/auth';
import type { TBotCheckAction, TMemberInfo } from '@app/contracts/calls/auth';
import type { Language } from '@app/contracts/languages';
import type { ModId } from '@app/contracts/whitelabel';
import { and, eq, sql } from 'drizzle-orm';
import { members, sessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProfileService } from '../cashier/profile-service.ts';
import type { Brand } from '../system/brand-types.ts';
import type { SystemService } from '../system/system-service.ts';
import { switchOn } from '../wallet/money.ts';
import { type BotCheck, createBotChecks, createLocalBotCheck } from './bot-check.ts';
import type { CheckLimits, Who } from './check-limits.ts';
import { type CodePurpose, createCodeService } from './codes.ts';
import type { FirebaseStandIn } from './firebase-stand-in.ts';
import { createGuard, type Subject } from './guard.ts';
import { createIpCheck } from './ip-check.ts';
import type { Mailer } from './mail.ts';
import { type RegisterMethod, recordRegistered } from './member-events.ts';
import { AVATAR_COUNT, type MemberRow, memberInfo } from './member-info.ts';
import { createSessionOpener } from './open-session.ts';
import type { PasswordHasher } from './passwords.ts';
import { createCodeSender, messageText, phoneTarget } from './send-code.ts';
import type { SessionService } from './session-service.ts';
import type { SmsSender } from './sms.ts';
import type { FirebaseVerifier, SocialVerifier } from './social.ts';
import { sha } from './tokens.ts';

export type { Challenge } from './ip-check.ts';
export type { SignInOptions } from './open-session.ts';

import type { RequestInfo } from './request-info.ts';

export { phoneTarget } from './send-code.ts';
export { newToken, sha } from './tokens.ts';
export type { RequestInfo };

export function need(on: boolean): void {
  if (!on) throw new AppError('function.not.available');
}

export function badFields(fields: FieldIssue[]): AppError {
  return new AppError('request_param_err', { fields });
}

export interface AuthParts {
  sessions: SessionService;
  hasher: PasswordHasher;
  /** The same hasher behind per-address and per-account caps (check-limits.ts): every client's hash goes here. */
  checks: CheckLimits;
  sms: SmsSender;
  mailer: Mailer;
  social: SocialVerifier;
  firebase: FirebaseVerifier;
  firebaseStandIn: FirebaseStandIn | null;
  botProviders: { turnstile: BotCheck; recaptcha: BotCheck };
  /** The site's system settings (register rules, switches). */
  system: SystemService;
  /** Members' payee profiles (the unregistered-IP check asks for a bound account's holder name). */
  profiles: ProfileService;
}

/** What every flow shares: member lookups, codes by SMS, opening a session (signIn) and its checks. */
export function createAuthKit(deps: Deps, parts: AuthParts) {
  const { db } = deps;
  const { sessions: sessionService, hasher, checks } = parts;
  const guard = createGuard(deps);
  const codes = createCodeService(deps);
  const { system } = parts;
  const on = (brand: Brand, id: ModId) => switchOn(brand, id);
  const ipCheck = createIpCheck(deps, codes, parts.social, parts.profiles);
  const opener = createSessionOpener(deps, sessionService, ipCheck);
  const bot = createBotChecks(deps, { local: createLocalBotCheck(deps), ...parts.botProviders });

  /**
   * A Firebase phone sign-in's ID token for this number (SMS verified by the social provider): the same
   * check as social sign-in, the project id as audience, the phone_number claim equal to the number.
   * A token is taken once (firebase.token.invalid the second time).
   */
  async function firebasePhone(brand: Brand, idToken: string | undefined, dial: string, mobile: string) {
    const projectId = brand.settings.firebaseProjectId;
    if (!projectId) throw new AppError('function.not.available');
    if (!idToken) throw badFields([{ field: 'firebaseIdToken', reason: 'err_field_required' }]);
    const who = await parts.firebase.verify(idToken, projectId);
    if (!who) throw new AppError('firebase.token.invalid');
    if (who.phone !== phoneTarget(dial, mobile)) throw new AppError('firebase.phone.mismatch');
    const fresh = await deps.store.setIfAbsent(`firebase:used:${brand.id}:${sha(idToken)}`, '1', 3_700_000);
    if (!fresh) throw new AppError('firebase.token.invalid');
    return who;
  }

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

  const text = messageText;
  const sender = createCodeSender(deps, parts, codes);

  /** Issues a code and sends it by SMS (see createCodeSender: `send`, `background`, `target`). */
  function smsCode(
    brand: Brand,
    purpose: CodePurpose,
    dial: string,
    mobile: string,
    lang: Language,
    opts: { send: boolean; background?: boolean; target?: string },
  ) {
    return sender.sms(brand, purpose, { dial, mobile, lang, target: opts.target }, opts);
  }

  function checkPhone(dial: string | undefined, mobile: string | undefined, field = 'mobileNum'): void {
    if (!mobile?.trim()) throw new AppError('phone.required', { fields: [{ field, reason: 'err_phone_required' }] });
    const digits = mobile.trim();
    if (!dial || !isKnownDialingCode(dial) || !/^\d{7,15}$/.test(digits)) {
      throw new AppError('phone.format.invalid', { fields: [{ field, reason: 'err_phone_format' }] });
    }
  }

  /** How long a lock after repeated failures lasts. */
  const lockMs = (brand: Brand) => brand.settings.lockMinutes * 60_000;

  /** Who a sign-in is for: the address and the typed name (known or not). */
  const signInWho = (brand: Brand, ip: string, name: string): Who => ({
    ip,
    account: `name:${brand.id}:${name.toLowerCase()}`,
  });

  /** Records the lock a failure brought (`r`, from the counted try) and throws the answer the client gets. */
  async function failPassword(
    brand: Brand,
    subject: Subject,
    m: MemberRow | undefined,
    r: { captcha: boolean; lock: boolean },
  ): Promise<never> {
    if (r.lock) {
      const ms = lockMs(brand);
      if (m) {
        await db
          .update(members)
          .set({ lockedUntil: new Date(deps.now().getTime() + ms) })
          .where(eq(members.id, m.id));
        await sessionService.revokeAll(db, m.id, 'locked');
        await opener.revokeRemembers(m.id);
      } else {
        await guard.lockUnknown(brand, subject, ms);
      }
      deps.log.warn({ brandId: brand.id, memberId: m?.id ?? null }, 'sign-in locked after repeated failures');
      const retryAfter = Math.ceil(ms / 1000);
      throw AppError.retryLater('account.locked', retryAfter, { captcha: true });
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

  /** Inserts a member; a registration (`registered` names how) records member.registered with it. */
  async function newMemberRow(
    values: Partial<typeof members.$inferInsert> & { brandId: number; username: string },
    registered?: RegisterMethod,
  ): Promise<MemberRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({ avatar: Math.floor(Math.random() * AVATAR_COUNT), ...values })
        .returning();
      if (!row) throw new Error('member insert returned nothing');
      if (registered) await recordRegistered(tx, row, registered, deps.now());
      return row;
    });
  }

  async function uniqueName(brand: Brand, prefix: string): Promise<string> {
    for (let i = 0; i < 5; i++) {
      const name = `${prefix}${randomBytes(5).readUIntBE(0, 5).toString().padStart(10, '0').slice(0, 10)}`;
      if (!(await memberByName(brand, name))) return name;
    }
    throw new Error('no free generated username');
  }

  async function setPassword(memberId: number, password: string, ip = 'operator'): Promise<void> {
    const hash = await checks.hash({ ip, account: `member:${memberId}` }, password);
    await db
      .update(members)
      .set({ passwordHash: hash, passwordChangedAt: deps.now(), updatedAt: deps.now() })
      .where(eq(members.id, memberId));
  }

  /** The header-bar member info of a session's member. */
  async function info(brand: Brand, memberId: number, sessionId: number): Promise<TMemberInfo> {
    const m = await memberById(memberId);
    if (!m) throw new AppError('user.or.token.invalid');
    const [s] = await db.select({ forced: sessions.forcedChange }).from(sessions).where(eq(sessions.id, sessionId));
    return memberInfo(db, brand, m, s?.forced ?? null);
  }

  /** At most one SMS send a second per client address (SPEC §5). */
  async function smsThrottle(brand: Brand, ip: string): Promise<void> {
    const fresh = await deps.store.setIfAbsent(`auth:smsq:${brand.id}:${ip}`, '1', 1000);
    if (!fresh) throw AppError.retryLater('verification.code.too.soon', 1);
  }

  /** A code by SMS to a member's number; unknown or inactive numbers get the same answer and nothing. */
  /** The bot check of a call that has no other attempt count: the try is counted first (decision 0203). */
  async function botCheck(brand: Brand, req: RequestInfo, check: { action: TBotCheckAction; token?: string }) {
    if (!bot.on(brand)) return;
    await guard.attempt(brand, req.ip);
    await bot.check(brand, check.action, check.token, req.ip);
  }

  async function smsCodeToMember(
    brand: Brand,
    purpose: CodePurpose,
    dial: string,
    mobile: string,
    req: RequestInfo,
    check?: { action: TBotCheckAction; token?: string },
  ) {
    checkPhone(dial, mobile);
    await smsThrottle(brand, req.ip);
    if (check) await botCheck(brand, req, check);
    const m = await memberByMobile(brand, dial, mobile);
    return smsCode(brand, purpose, dial, mobile, req.lang, { send: !!m && m.status === 'active', background: true });
  }

  return {
    deps,
    db,
    parts,
    sessionService,
    hasher,
    checks,
    lockMs,
    signInWho,
    guard,
    codes,
    system,
    on,
    memberById,
    memberByName,
    memberByMobile,
    text,
    smsCode,
    smsThrottle,
    smsCodeToMember,
    emailCode: sender.email,
    checkPhone,
    ...opener,
    ipCheck,
    failPassword,
    lockedFor,
    newMemberRow,
    uniqueName,
    setPassword,
    info,
    sender,
    bot,
    botCheck,
    firebasePhone,
  };
}

export type AuthKit = ReturnType<typeof createAuthKit>;
