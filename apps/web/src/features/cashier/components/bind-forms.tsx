import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McNotice } from '../../member-centre/page-kit.tsx';
import { reloadSecurityProfile, useBindEmail, useBindMobile, useSetPayeeName } from '../api/security.ts';
import { useSubmit } from './use-submit.ts';

/** Sets the payee (real) name once. */
export function PayeeForm() {
  const t = useT();
  const { run: save } = useSetPayeeName();
  const s = useSubmit();
  const [name, setName] = useState('');
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        void s.run(async () => {
          await save({ payeeName: name });
          reloadSecurityProfile();
          return t('wl_saved');
        });
      }}
    >
      <div className="mc-field">
        <label htmlFor="mc-payee">{t('wl_payee_name')}</label>
        <input
          id="mc-payee"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          minLength={2}
          maxLength={60}
          autoComplete="name"
        />
        <span className="mc-field__hint">{t('wl_payee_hint')}</span>
      </div>
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
          {t('wl_save')}
        </button>
      </div>
      <McNotice error={s.error} success={s.success} />
    </form>
  );
}

/** Binds an e-mail address once. */
export function EmailForm() {
  const t = useT();
  const { run: bind } = useBindEmail();
  const s = useSubmit();
  const [email, setEmail] = useState('');
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        void s.run(async () => {
          await bind({ email });
          reloadSecurityProfile();
          return t('wl_saved');
        });
      }}
    >
      <div className="mc-field">
        <label htmlFor="mc-email">{t('wl_email')}</label>
        <input
          id="mc-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          maxLength={120}
          autoComplete="email"
        />
      </div>
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
          {t('wl_bind')}
        </button>
      </div>
      <McNotice error={s.error} success={s.success} />
    </form>
  );
}

/** Binds a mobile number once. */
export function MobileForm() {
  const t = useT();
  const { run: bind } = useBindMobile();
  const s = useSubmit();
  const [code, setCode] = useState('63');
  const [num, setNum] = useState('');
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        void s.run(async () => {
          await bind({ countryDialingCode: code, mobileNum: num });
          reloadSecurityProfile();
          return t('wl_saved');
        });
      }}
    >
      <div className="mc-row">
        <div className="mc-field">
          <label htmlFor="mc-dial">{t('wl_dial_code')}</label>
          <input
            id="mc-dial"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            pattern="\+?\d{1,4}"
            size={5}
          />
        </div>
        <div className="mc-field">
          <label htmlFor="mc-mobile">{t('wl_mobile')}</label>
          <input
            id="mc-mobile"
            inputMode="numeric"
            value={num}
            onChange={(e) => setNum(e.target.value)}
            required
            pattern="\d{7,15}"
            autoComplete="tel-national"
          />
        </div>
      </div>
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
          {t('wl_bind')}
        </button>
      </div>
      <McNotice error={s.error} success={s.success} />
    </form>
  );
}
