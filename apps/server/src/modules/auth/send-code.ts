import { maskEmail, maskMobile } from '@app/contracts/auth';
import type { Language } from '@app/contracts/languages';
import { type MessageKey, sharedMessage } from '@app/contracts/messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { type CodePurpose, type CodeService, createCodeService } from './codes.ts';
import type { Mailer } from './mail.ts';
import type { SmsSender } from './sms.ts';

/** The mobile target of codes and lookups: "+63 9171234567" normalised to "+639171234567". */
export function phoneTarget(dial: string, mobile: string): string {
  return `${dial}${mobile.replace(/\D/g, '')}`;
}

/** A shared message in the reader's language, English when it has none. */
export function messageText(key: string, lang: Language, vars: Record<string, string | number>): string {
  return sharedMessage(key, lang, vars) ?? sharedMessage(key, 'EN', vars) ?? key;
}

/** What a sent code answers: the client counts expiredMinutes x 60 s and shows the masked recipient. */
export interface CodeSent {
  expiredMinutes: number;
  to: string;
}

/**
 * Issues one-time codes and sends them by SMS or e-mail. A send that fails withdraws its code and answers
 * sms.send.failed / email.send.failed. `target` is what the code is recorded for (the number or address
 * when not given); the message always goes to the number or address.
 */
export function createCodeSender(
  deps: Deps,
  channels: { sms: SmsSender; mailer: Mailer },
  codes: CodeService = createCodeService(deps),
) {
  async function withdrawOnFailure(brand: Brand, purpose: CodePurpose, target: string, what: string, e: unknown) {
    deps.log.warn({ err: (e as Error).message, purpose }, `${what} send failed`);
    await codes.discard(brand.id, purpose, target);
  }

  return {
    codes,

    /**
     * By SMS: only when `send` (unknown numbers get the same answer, nothing sent). `background` sends
     * after answering, so the gateway's round trip does not tell a registered number from an unknown one;
     * a background failure is logged and the code withdrawn.
     */
    async sms(
      brand: Brand,
      purpose: CodePurpose,
      to: { dial: string; mobile: string; lang: Language; target?: string },
      opts: { send: boolean; background?: boolean } = { send: true },
    ): Promise<CodeSent> {
      const number = phoneTarget(to.dial, to.mobile);
      const target = to.target ?? number;
      const code = await codes.issue(brand.id, purpose, target);
      const deliver = async () => {
        try {
          await channels.sms.send({
            brandId: brand.id,
            to: number,
            text: messageText('msg_sms_code', to.lang, { brand: brand.name, code, minutes: codes.expiredMinutes }),
            code,
            purpose,
          });
        } catch (e) {
          await withdrawOnFailure(brand, purpose, target, 'SMS', e);
          throw new AppError('sms.send.failed');
        }
      };
      if (opts.send && opts.background) setImmediate(() => deliver().catch(() => undefined));
      else if (opts.send) await deliver();
      return { expiredMinutes: codes.expiredMinutes, to: maskMobile(to.dial, to.mobile.replace(/\D/g, '')) };
    },

    /** By e-mail, sent before answering; `body` is the message key of its text ({code}, {minutes}, {brand}). */
    async email(
      brand: Brand,
      purpose: CodePurpose,
      to: { email: string; lang: Language; target?: string; body?: MessageKey },
    ): Promise<CodeSent> {
      const target = to.target ?? to.email;
      const code = await codes.issue(brand.id, purpose, target);
      try {
        await channels.mailer.send({
          brandId: brand.id,
          to: to.email,
          subject: messageText('msg_email_code_subject', to.lang, { brand: brand.name }),
          text: messageText(to.body ?? 'msg_email_code_body', to.lang, {
            brand: brand.name,
            code,
            minutes: codes.expiredMinutes,
          }),
          code,
          purpose,
        });
      } catch (e) {
        await withdrawOnFailure(brand, purpose, target, 'e-mail', e);
        throw new AppError('email.send.failed');
      }
      return { expiredMinutes: codes.expiredMinutes, to: maskEmail(to.email) };
    },
  };
}
export type CodeSender = ReturnType<typeof createCodeSender>;
