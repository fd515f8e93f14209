import { createHash } from 'node:crypto';
import { isKnownDialingCode } from '@app/contracts/auth';
import { TOO_MANY_REQUESTS_RETRY_S } from '@app/contracts/constants';
import type { Language } from '@app/contracts/languages';
import { and, eq, ne } from 'drizzle-orm';
import { members } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CodeSender } from '../auth/send-code.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { isUnset } from './profile-service.ts';

/** One send a second per member (like the other SMS sends per client). */
const SEND_GAP_MS = 1000;
/**
 * Bind codes one number or address may receive in an hour from all members of a brand together: each
 * member's codes are their own, so without this many accounts could flood a stranger's phone.
 */
export const BIND_SENDS_PER_DESTINATION_HOUR = 6;

interface MobileInput {
  countryDialingCode: string;
  mobileNum: string;
}

/** "63" or "+63" and digits, as sign-in looks a number up ("+63", digits only); refuses unknown codes. */
function normalMobile(input: MobileInput): { dial: string; mobile: string } {
  const dial = `+${input.countryDialingCode.replace(/^\+/, '')}`;
  if (!isKnownDialingCode(dial)) {
    throw new AppError('request_param_err', { fields: [{ field: 'countryDialingCode', reason: 'err_phone_format' }] });
  }
  return { dial, mobile: input.mobileNum.replace(/\D/g, '') };
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Binding a mobile number or an e-mail address to the signed-in member, proven by a code sent to it
 * (sign-in by SMS and the password resets send there). A code is recorded for (member, number or
 * address): it binds nothing else and no one else.
 */
export function createBindService(deps: Deps, sender: CodeSender) {
  const { db } = deps;
  const { codes } = sender;
  const mobileTarget = (memberId: number, dial: string, mobile: string) => `bind:${memberId}:${dial}${mobile}`;
  const emailTarget = (memberId: number, email: string) => `bind:${memberId}:${email}`;

  async function member(brand: Brand, memberId: number) {
    const [m] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.brandId, brand.id)));
    if (!m) throw new AppError('user.or.token.invalid');
    return m;
  }

  /** Refuses when the member has a number already or another member of the brand holds this one. */
  async function checkMobileFree(brand: Brand, memberId: number, dial: string, mobile: string): Promise<void> {
    if ((await member(brand, memberId)).mobileNum) throw new AppError('cashier.binding.exists');
    const [holder] = await db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.brandId, brand.id),
          eq(members.countryDialingCode, dial),
          eq(members.mobileNum, mobile),
          ne(members.id, memberId),
        ),
      );
    if (holder) throw new AppError('cashier.mobile.taken');
  }

  async function checkEmailFree(brand: Brand, memberId: number): Promise<void> {
    if ((await member(brand, memberId)).email) throw new AppError('cashier.binding.exists');
  }

  async function throttle(brand: Brand, memberId: number, destination: string): Promise<void> {
    const fresh = await deps.store.setIfAbsent(`cashier:bindq:${brand.id}:${memberId}`, '1', SEND_GAP_MS);
    if (!fresh) throw AppError.retryLater('verification.code.too.soon', 1);
    const key = `cashier:bindto:${brand.id}:${createHash('sha256').update(destination).digest('hex')}`;
    if ((await deps.store.incr(key, 3_600_000)) > BIND_SENDS_PER_DESTINATION_HOUR) {
      throw AppError.retryLater('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_RETRY_S);
    }
  }

  return {
    async sendMobileCode(brand: Brand, memberId: number, input: MobileInput, lang: Language) {
      const { dial, mobile } = normalMobile(input);
      await checkMobileFree(brand, memberId, dial, mobile);
      await throttle(brand, memberId, `${dial}${mobile}`);
      return sender.sms(brand, 'bind', { dial, mobile, lang, target: mobileTarget(memberId, dial, mobile) });
    },

    async sendEmailCode(brand: Brand, memberId: number, input: { email: string }, lang: Language) {
      const email = normalEmail(input.email);
      await checkEmailFree(brand, memberId);
      await throttle(brand, memberId, email);
      return sender.email(brand, 'bind', {
        email,
        lang,
        target: emailTarget(memberId, email),
        body: 'msg_bind_email_body',
      });
    },

    /** Binds a mobile number once, stored as sign-in looks it up, with the code sent to it. */
    async bindMobile(brand: Brand, memberId: number, input: MobileInput & { verificationCode: string }) {
      const { dial, mobile } = normalMobile(input);
      await checkMobileFree(brand, memberId, dial, mobile);
      await codes.consume(brand.id, 'bind', mobileTarget(memberId, dial, mobile), input.verificationCode);
      try {
        const done = await db
          .update(members)
          .set({ countryDialingCode: dial, mobileNum: mobile, updatedAt: deps.now() })
          .where(and(eq(members.id, memberId), eq(members.brandId, brand.id), isUnset(members.mobileNum)))
          .returning({ id: members.id });
        if (done.length === 0) throw new AppError('cashier.binding.exists');
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') throw new AppError('cashier.mobile.taken');
        throw e;
      }
    },

    /** Binds an e-mail address once, with the code sent to it. */
    async bindEmail(brand: Brand, memberId: number, input: { email: string; verificationCode: string }) {
      const email = normalEmail(input.email);
      await checkEmailFree(brand, memberId);
      await codes.consume(brand.id, 'bind', emailTarget(memberId, email), input.verificationCode);
      const done = await db
        .update(members)
        .set({ email, updatedAt: deps.now() })
        .where(and(eq(members.id, memberId), eq(members.brandId, brand.id), isUnset(members.email)))
        .returning({ id: members.id });
      if (done.length === 0) throw new AppError('cashier.binding.exists');
    },
  };
}
export type BindService = ReturnType<typeof createBindService>;
