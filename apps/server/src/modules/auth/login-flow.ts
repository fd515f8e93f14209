import type { FieldIssue } from '@app/contracts/auth';
import type * as calls from '@app/contracts/calls/auth';
import type { TLoginResult } from '@app/contracts/calls/auth';
import { isAgentType, TRIAL_TYPE } from '@app/contracts/constants';
import type { CallParsed } from '@app/contracts/define';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { type AuthKit, badFields, need, phoneTarget, type RequestInfo } from './auth-kit.ts';
import type { MemberRow } from './member-info.ts';

/**
 * SPEC §6: non-members cannot sign in through the member entry (a trial account lives only as long as
 * its free-play session) and non-agents cannot through the agent entry. Checked after the credentials,
 * so the answer tells nothing to someone who does not know the password.
 */
function checkEntry(entry: 'member' | 'agent', m: MemberRow): void {
  if (entry === 'member' && m.accountType === TRIAL_TYPE) throw new AppError('login.entry.member');
  if (entry === 'agent' && !isAgentType(m.accountType)) throw new AppError('login.entry.agent');
}

/**
 * Username + password, or mobile + SMS code (SPEC §4 login; captcha and lockout per DECISIONS). Each
 * try is counted before its check (guard.begin, decision 0203).
 */
export function loginFlow(kit: AuthKit) {
  const { codes, guard, checks, signInWho, lockMs, on, memberByName, memberByMobile } = kit;
  const { checkPhone, lockedFor, signIn, failPassword, bot, firebasePhone } = kit;
  return async function login(
    brand: Brand,
    input: CallParsed<typeof calls.login>,
    req: RequestInfo,
  ): Promise<TLoginResult> {
    need(on(brand, 'LOGIN'));
    await guard.attempt(brand, req.ip);
    // Counted above before the check (decision 0203); a missing or spent token changes nothing else.
    await bot.check(brand, 'login', input.botCheckToken, req.ip);
    const client = req.deviceId ?? req.ip;
    if (input.type === 'firebase') {
      // SMS verified by the social provider: its ID token proves the number (SPEC §3 login type firebase).
      need(on(brand, 'LOGIN_VERIFY_CODE'));
      checkPhone(input.countryDialingCode, input.mobileNum);
      const dial = input.countryDialingCode as string;
      const mobile = (input.mobileNum as string).trim();
      await firebasePhone(brand, input.firebaseIdToken, dial, mobile);
      const m = await memberByMobile(brand, dial, mobile);
      if (!m) throw new AppError('login.failed');
      const locked = await lockedFor(brand, { key: phoneTarget(dial, mobile), epoch: m.lockEpoch }, m);
      if (locked) throw AppError.retryLater('account.locked', locked);
      checkEntry(input.entry, m);
      return signIn(brand, m, req, { loginType: 'firebase', remember: input.remember, skipIpCheck: true });
    }
    if (input.type === 'sms') {
      need(on(brand, 'LOGIN_VERIFY_CODE'));
      checkPhone(input.countryDialingCode, input.mobileNum);
      const dial = input.countryDialingCode as string;
      const mobile = (input.mobileNum as string).trim();
      const subject = { key: phoneTarget(dial, mobile), epoch: 0 };
      const m = await memberByMobile(brand, dial, mobile);
      subject.epoch = m?.lockEpoch ?? 0;
      const locked = await lockedFor(brand, subject, m);
      if (locked) throw AppError.retryLater('account.locked', locked);
      const attempt = await guard.begin(brand, subject, {
        ip: req.ip,
        client,
        captcha: input.captcha,
        lockMs: lockMs(brand),
      });
      // The code's own refusal (wrong, expired) is the answer, with whether a captcha comes next.
      const refusal: { code?: AppError['code'] } = {};
      const r = await attempt.check(async () => {
        try {
          await codes.consume(brand.id, 'login', subject.key, input.verificationCode);
          return true;
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          refusal.code = e.code;
          return false;
        }
      });
      if (refusal.code) throw new AppError(refusal.code, { captcha: r.captcha });
      if (!m) throw new AppError('verification.code.invalid');
      checkEntry(input.entry, m);
      // The SMS code already proved the phone, which is what the unregistered-IP check would ask for.
      return signIn(brand, m, req, { loginType: 'sms', remember: input.remember, skipIpCheck: true });
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
    if (locked) throw AppError.retryLater('account.locked', locked);
    // Counted before the hash, so a burst gets no more checks than one try after another would.
    const attempt = await guard.begin(brand, subject, {
      ip: req.ip,
      client,
      captcha: input.captcha,
      lockMs: lockMs(brand),
    });
    const who = signInWho(brand, req.ip, username);
    const r = await attempt.check(async () => {
      if (m?.passwordHash) return checks.verify(who, m.passwordHash, password);
      await checks.dummyVerify(who, password);
      return false;
    });
    if (!r.ok || !m) return failPassword(brand, subject, m, r);
    checkEntry(input.entry, m);
    return signIn(brand, m, req, { loginType: 'username', password, remember: input.remember });
  };
}
