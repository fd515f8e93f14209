import { checkNewPassword, RESET_LINK_MS, RESET_PASSWORD_PATH } from '@app/contracts/auth';
import type * as calls from '@app/contracts/calls/auth';
import type { CallParsed } from '@app/contracts/define';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { members, passwordResets, sessions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { type AuthKit, badFields, need, newToken, phoneTarget, type RequestInfo, sha } from './auth-kit.ts';
import type { MemberRow } from './member-info.ts';

/** Change, forgot by e-mail (reset link) and by phone (SMS code), and setting the new password. */
export function passwordFlows(kit: AuthKit) {
  const {
    smsCodeToMember,
    deps,
    db,
    parts,
    sessionService,
    checks,
    lockMs,
    guard,
    codes,
    system,
    on,
    memberById,
    memberByName,
    memberByMobile,
    text,
    checkPhone,
    revokeRemembers,
    signIn,
    setPassword,
    info,
  } = kit;
  const flows = {
    /**
     * Checks the member's sign-in password for a sensitive act (taking a self-exclusion): the attempt is
     * counted before the check, and too many wrong ones lock the account as a wrong old password does.
     * Answers false when it is wrong.
     */
    async confirmPassword(brand: Brand, memberId: number, password: string, ip: string): Promise<boolean> {
      const m = await memberById(memberId);
      if (!m) throw new AppError('user.or.token.invalid');
      if (!m.passwordHash) return false;
      const stored = m.passwordHash;
      const attempt = await guard.begin(
        brand,
        { key: `cpw:${m.id}`, epoch: m.lockEpoch },
        { ip, client: null, lockMs: lockMs(brand) },
      );
      const r = await attempt.check(() => checks.verify({ ip, account: `member:${m.id}` }, stored, password));
      if (!r.ok && r.lock) {
        await sessionService.revokeAll(db, m.id, 'locked');
        await db
          .update(members)
          .set({ lockedUntil: new Date(deps.now().getTime() + brand.settings.lockMinutes * 60_000) })
          .where(eq(members.id, m.id));
      }
      return r.ok;
    },

    /** Old (when the member has one), new, confirm; revokes every other session and remember token. */
    async changePassword(
      brand: Brand,
      auth: { memberId: number; sessionId: number },
      input: CallParsed<typeof calls.changePassword>,
      ip = 'operator',
    ) {
      const m = await memberById(auth.memberId);
      if (!m) throw new AppError('user.or.token.invalid');
      const rule = system.registerRules(brand).find((r) => r.key === 'password');
      const fields = checkNewPassword(rule, input.newPassword, input.confirmNewPassword);
      if (m.passwordHash && !input.oldPassword) fields.unshift({ field: 'oldPassword', reason: 'err_field_required' });
      if (fields.length) throw badFields(fields);
      // A first password (a member who signed up socially) takes no old one: a stolen sign-in could set
      // it, so it needs who the member is confirmed within 15 minutes, as payment details do.
      if (!m.passwordHash) await sessionService.assertFresh(db, auth.sessionId);
      if (m.passwordHash) {
        const subject = { key: `cpw:${m.id}`, epoch: m.lockEpoch };
        const stored = m.passwordHash;
        const attempt = await guard.begin(brand, subject, { ip, client: null, lockMs: lockMs(brand) });
        const r = await attempt.check(() =>
          checks.verify({ ip, account: `member:${m.id}` }, stored, input.oldPassword as string),
        );
        if (!r.ok) {
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
      }
      await setPassword(m.id, input.newPassword, ip);
      await sessionService.revokeAll(db, m.id, 'password changed', auth.sessionId);
      await revokeRemembers(m.id);
      await db.update(sessions).set({ forcedChange: null }).where(eq(sessions.id, auth.sessionId));
      await db.update(members).set({ firstLoginPending: false, lockedUntil: null }).where(eq(members.id, m.id));
      deps.log.info({ memberId: m.id }, 'password changed');
      return { member: await info(brand, m.id, auth.sessionId) };
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
      await setPassword(memberId, input.newPassword, req.ip);
      await sessionService.revokeAll(db, memberId, 'password reset');
      await revokeRemembers(memberId);
      await db.update(members).set({ lockedUntil: null }).where(eq(members.id, memberId));
      return null;
    },

    /** The SMS code of a reset by phone; unknown numbers get the same answer and no message. */
    async forgotSmsCode(brand: Brand, input: CallParsed<typeof calls.forgotSmsCode>, req: RequestInfo) {
      need(on(brand, 'FORGOT') && on(brand, 'FORGOT_MOBILE'));
      return smsCodeToMember(brand, 'forgot', input.countryDialingCode, input.mobileNum, req);
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
      await setPassword(m.id, input.newPassword, req.ip);
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
  };
  return flows;
}
