import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McNotice } from '../../member-centre/page-kit.tsx';
import { reloadSecurityProfile, useSetPaymentPassword } from '../api/security.ts';
import { useSubmit } from './use-submit.ts';

const SIX = '\\d{6}';

/** Sets the 6-digit payment password, or changes it with the old one (an encrypted call). */
export function PaymentPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const { run: save } = useSetPaymentPassword();
  const s = useSubmit();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  const field = (id: string, label: string, value: string, set: (v: string) => void, hint?: string) => (
    <div className="mc-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        pattern={SIX}
        required
        value={value}
        onChange={(e) => set(e.target.value.replace(/\D/g, ''))}
        aria-invalid={id === 'mc-pp-confirm' && mismatch ? true : undefined}
      />
      {hint ? <span className="mc-field__hint">{hint}</span> : null}
    </div>
  );
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (mismatch) return;
        void s.run(async () => {
          await save({ ...(hasPassword ? { oldPassword } : {}), newPassword, confirmPassword });
          reloadSecurityProfile();
          setOld('');
          setNew('');
          setConfirm('');
          return t('wl_payment_password_saved');
        });
      }}
    >
      {hasPassword ? field('mc-pp-old', t('wl_payment_password_old'), oldPassword, setOld) : null}
      {field('mc-pp-new', t('wl_payment_password_new'), newPassword, setNew, t('wl_payment_password_hint'))}
      {field('mc-pp-confirm', t('wl_payment_password_confirm'), confirmPassword, setConfirm)}
      <McNotice error={mismatch ? t('wl_passwords_differ') : s.error} success={s.success} />
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending || mismatch}>
          {hasPassword ? t('wl_change') : t('wl_save')}
        </button>
      </div>
    </form>
  );
}
