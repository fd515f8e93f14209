import type { Language } from '@app/contracts/languages';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import type { AuthKit } from './auth-kit.ts';
import type { MemberRow } from './member-info.ts';
import { reauthMethodOf } from './reauth-method.ts';

/** What a member's confirmation codes are recorded for: the member, whichever channel carried them. */
const confirmTarget = (memberId: number) => `member:${memberId}`;

/**
 * Confirming who the member is before a sensitive act or a break (decision 1400, "Re-authentication"):
 * with the sign-in password, or, for a member who has none (social sign-in), a one-time code sent to the
 * bound mobile (else e-mail). The attempt is counted before the check either way: the password through
 * the account's attempt guard, a code by its five tries.
 */
export function confirmFlows(
  kit: AuthKit,
  confirmPassword: (brand: Brand, memberId: number, password: string, ip: string) => Promise<boolean>,
) {
  const { deps, codes, memberById, sender, guard } = kit;

  async function member(memberId: number): Promise<MemberRow> {
    const m = await memberById(memberId);
    if (!m) throw new AppError('user.or.token.invalid');
    return m;
  }

  return {
    /** Sends the code to a member without a password; a member with one is told to use it. */
    async sendConfirmCode(brand: Brand, memberId: number, lang: Language, ip: string) {
      const m = await member(memberId);
      const method = reauthMethodOf(m);
      if (method === 'password') throw new AppError('auth.reauth.use.password');
      if (method === 'signin') throw new AppError('auth.reauth.no.channel');
      await guard.attempt(brand, ip);
      const target = confirmTarget(m.id);
      if (m.mobileNum && m.countryDialingCode) {
        return sender.sms(brand, 'confirm', { dial: m.countryDialingCode, mobile: m.mobileNum, lang, target });
      }
      return sender.email(brand, 'confirm', {
        email: m.email as string,
        lang,
        target,
        body: 'msg_confirm_email_body',
      });
    },

    /**
     * True when the member proved who they are: the password for a member who has one (a code is not
     * enough then), the latest code of `sendConfirmCode` for one who has none. A wrong code throws the
     * code's own error (invalid or expired); a wrong password answers false.
     */
    async confirmIdentity(
      brand: Brand,
      memberId: number,
      proof: { password?: string | undefined; code?: string | undefined },
      ip: string,
    ): Promise<boolean> {
      const m = await member(memberId);
      if (m.passwordHash) {
        if (!proof.password) return false;
        return confirmPassword(brand, m.id, proof.password, ip);
      }
      if (!proof.code) return false;
      await codes.consume(brand.id, 'confirm', confirmTarget(m.id), proof.code);
      deps.log.info({ memberId: m.id }, 'identity confirmed by code');
      return true;
    },
  };
}
