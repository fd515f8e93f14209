import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McField } from '../../../ui/mc-field.tsx';
import { useBindEmail, useBindEmailCode, useBindMobile, useBindMobileCode, useSetPayeeName } from '../api/security.ts';
import { CodeField } from './code-field.tsx';
import { McForm } from './form-kit.tsx';
import { useSubmit } from './use-submit.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{7,15}$/;

/** Sets the payee (real) name once. */
export function PayeeForm() {
  const t = useT();
  const { run: save } = useSetPayeeName();
  const s = useSubmit();
  const [name, setName] = useState('');
  return (
    <McForm
      submit={s}
      label={t('wl_save')}
      onSubmit={() =>
        void s.run(async () => {
          await save({ payeeName: name });
          return t('wl_saved');
        })
      }
    >
      <McField
        id="mc-payee"
        label={t('wl_payee_name')}
        hint={t('wl_payee_hint')}
        value={name}
        onValue={setName}
        required
        minLength={2}
        maxLength={60}
        autoComplete="name"
      />
    </McForm>
  );
}

/** Binds an e-mail address once, with the code sent to it. */
export function EmailForm() {
  const t = useT();
  const { run: bind } = useBindEmail();
  const { run: sendCode } = useBindEmailCode();
  const s = useSubmit();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  return (
    <McForm
      submit={s}
      label={t('wl_bind')}
      onSubmit={() =>
        void s.run(async () => {
          await bind({ email: email.trim(), verificationCode: code });
          return t('wl_saved');
        })
      }
    >
      <McField
        id="mc-email"
        label={t('wl_email')}
        type="email"
        value={email}
        onValue={setEmail}
        required
        maxLength={120}
        autoComplete="email"
      />
      <CodeField
        id="mc-email-code"
        value={code}
        onValue={setCode}
        sending={{
          check: () => (EMAIL.test(email.trim()) ? undefined : t('auth_email_invalid')),
          send: () => sendCode({ email: email.trim() }),
        }}
      />
    </McForm>
  );
}

/** Binds a mobile number once, with the code sent to it by SMS. */
export function MobileForm() {
  const t = useT();
  const { run: bind } = useBindMobile();
  const { run: sendCode } = useBindMobileCode();
  const s = useSubmit();
  const [dial, setDial] = useState('63');
  const [num, setNum] = useState('');
  const [code, setCode] = useState('');
  const sending = {
    check: () => (!num.trim() ? t('err_phone_required') : MOBILE.test(num.trim()) ? undefined : t('err_phone_format')),
    send: () => sendCode({ countryDialingCode: dial, mobileNum: num.trim() }),
  };
  return (
    <McForm
      submit={s}
      label={t('wl_bind')}
      onSubmit={() =>
        void s.run(async () => {
          await bind({ countryDialingCode: dial, mobileNum: num.trim(), verificationCode: code });
          return t('wl_saved');
        })
      }
    >
      <div className="mc-row">
        <McField
          id="mc-dial"
          label={t('wl_dial_code')}
          inputMode="numeric"
          value={dial}
          onValue={setDial}
          required
          pattern="\+?\d{1,4}"
          size={5}
        />
        <McField
          id="mc-mobile"
          label={t('wl_mobile')}
          inputMode="numeric"
          value={num}
          onValue={setNum}
          required
          pattern="\d{7,15}"
          autoComplete="tel-national"
        />
      </div>
      <CodeField id="mc-mobile-code" value={code} onValue={setCode} sending={sending} />
    </McForm>
  );
}
