import { subAgentType } from '@app/contracts/agent-types';
import { checkRegister, isKnownDialingCode } from '@app/contracts/auth';
import type * as calls from '@app/contracts/calls/auth';
import type { TLoginResult } from '@app/contracts/calls/auth';
import { isAgentType, TRIAL_TYPE } from '@app/contracts/constants';
import type { CallParsed } from '@app/contracts/define';
import { LIMITS } from '@app/contracts/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { affiliateCodes, members } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { type AuthKit, badFields, need, phoneTarget, type RequestInfo } from './auth-kit.ts';
import { type MemberRow, memberIdOfCustomerId } from './member-info.ts';

/** Affiliate codes, the registration SMS and registering by username or mobile (SPEC §3, §5). */
export function registerFlows(kit: AuthKit) {
  const {
    smsThrottle,
    deps,
    db,
    checks,
    guard,
    codes,
    system,
    on,
    memberById,
    memberByName,
    memberByMobile,
    smsCode,
    checkPhone,
    signIn,
    newMemberRow,
    uniqueName,
    bot,
    botCheck,
    firebasePhone,
  } = kit;
  const flows = {
    /**
     * An active (not retired) affiliate code of an active agent, limited to its domain when it has one;
     * with what it registers (an agent's invitation link of kind 'agent' makes a sub-agent, decision 1100).
     */
    async affiliate(brand: Brand, code: string, domain?: string) {
      const [row] = await db
        .select({
          id: affiliateCodes.id,
          code: affiliateCodes.code,
          kind: affiliateCodes.kind,
          domain: affiliateCodes.domain,
          member: members,
        })
        .from(affiliateCodes)
        .innerJoin(members, eq(members.id, affiliateCodes.memberId))
        .where(
          and(
            eq(affiliateCodes.brandId, brand.id),
            sql`lower(${affiliateCodes.code}) = ${code.trim().toLowerCase()}`,
            eq(affiliateCodes.active, true),
            isNull(affiliateCodes.retiredAt),
          ),
        );
      const hostOk = !row?.domain || !domain || row.domain === domain.trim().toLowerCase().replace(/:\d+$/, '');
      if (!row || !hostOk || !isAgentType(row.member.accountType) || row.member.status !== 'active') {
        throw new AppError('affiliate.code.invalid');
      }
      return {
        code: row.code,
        agent: row.member.nickname || row.member.username,
        agentId: row.member.id,
        codeId: row.id,
        accountType: row.kind === 'agent' ? subAgentType(row.member.accountType) : 0,
      };
    },

    /** The registration SMS (username and mobile forms). */
    async registerSmsCode(brand: Brand, input: CallParsed<typeof calls.registerSmsCode>, req: RequestInfo) {
      need(on(brand, 'REGISTER') && on(brand, input.regType === 'mobile' ? 'REG_MOBILE' : 'REG_USERNAME'));
      checkPhone(input.countryDialingCode, input.mobileNo, 'mobileNo');
      await smsThrottle(brand, req.ip);
      await botCheck(brand, req, { action: 'register_code', token: input.botCheckToken });
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
      await bot.check(brand, 'register', input.botCheckToken, req.ip);
      const rules = system.registerRules(brand);
      const needsPassword = mode === 'username' || on(brand, 'REG_MOBILE_PASSWORD');
      const smsVerify = on(brand, 'REG_SMS_VERIFY');
      // SMS verified by the social provider (SPEC §3): its ID token stands for the SMS code.
      const viaFirebase = input.firebaseChannel === 'sms' || !!input.firebaseIdToken;
      const strings = Object.fromEntries(Object.entries(input).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >;
      const fields = checkRegister(rules, strings, mode, { needsPassword, smsVerify: smsVerify && !viaFirebase });
      const mobile = input.mobileNum?.trim() ?? '';
      if (mobile && (!input.countryDialingCode || !isKnownDialingCode(input.countryDialingCode))) {
        fields.push({ field: 'countryDialingCode', reason: 'err_phone_format' });
      }
      // The ticked box must name the brand's minimum age (18 when the form did not say).
      const ageOk = input.ageConfirmed && (input.confirmedAge ?? LIMITS.minimumAge) >= brand.settings.minimumAge;
      if (!ageOk) fields.push({ field: 'ageConfirmed', reason: 'err_age_confirm_required' });
      if (!input.termsAccepted) fields.push({ field: 'termsAccepted', reason: 'err_terms_required' });
      if (fields.length) throw badFields(fields);
      const captchaRule = rules.find((r) => r.key === 'captcha');
      if (captchaRule?.enabled) await guard.checkCaptcha(brand, req.deviceId ?? req.ip, input.captcha);
      const agent = input.affiliateCode ? await flows.affiliate(brand, input.affiliateCode, input.domain) : null;
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
      if (mobile && viaFirebase) {
        await firebasePhone(brand, input.firebaseIdToken, dial, mobile);
      } else if (mobile && smsVerify && (mode === 'mobile' || input.verificationCode)) {
        await codes.consume(brand.id, 'register', phoneTarget(dial, mobile), input.verificationCode);
      }
      const finalName =
        mode === 'mobile' && (await memberByName(brand, username)) ? await uniqueName(brand, 'm') : username;
      const who = { ip: req.ip, account: `name:${brand.id}:${finalName.toLowerCase()}` };
      const passwordHash = needsPassword && input.password ? await checks.hash(who, input.password) : null;
      const payRule = rules.find((r) => r.key === 'paymentPassword');
      const paymentHash =
        payRule?.enabled && input.paymentPassword ? await checks.hash(who, input.paymentPassword) : null;
      const contact: Record<string, string> = {};
      for (const k of ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const) {
        const v = input[k];
        if (v && rules.find((r) => r.key === k)?.enabled) contact[k] = v;
      }
      const emailRule = rules.find((r) => r.key === 'email');
      const payeeRule = rules.find((r) => r.key === 'payeeName');
      let m: MemberRow;
      try {
        m = await newMemberRow(
          {
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
            signupCodeId: agent?.codeId ?? null,
            accountType: agent?.accountType ?? 0,
            referredBy,
            registerIp: req.ip,
            registerDevice: req.deviceId ?? '',
            firstLoginPending: true,
          },
          mode,
        );
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') {
          throw new AppError(dbErrorOf(e)?.constraint?.includes('mobile') ? 'mobile.taken' : 'username.taken');
        }
        throw e;
      }
      deps.log.info({ memberId: m.id, mode }, 'registered');
      return signIn(brand, m, req, { loginType: 'register', skipIpCheck: true, forced: null });
    },
  };
  return flows;
}
