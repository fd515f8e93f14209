import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { PaymentPasswordField } from '../../../ui/mc-field.tsx';
import { useSetPaymentPassword } from '../api/security.ts';
import { McForm } from './form-kit.tsx';
import { useSubmit } from './use-submit.ts';

/** Sets the 6-digit payment password, or changes it with the old one (an encrypted call). */
export function PaymentPasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const { run: save } = useSetPaymentPassword();
  const s = useSubmit();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;
  return (
    <McForm
      submit={s}
      label={hasPassword ? t('wl_change') : t('wl_save')}
      error={mismatch ? t('wl_passwords_differ') : undefined}
      disabled={mismatch}
      onSubmit={() => {
        if (mismatch) return;
        void s.run(async () => {
          await save({ ...(hasPassword ? { oldPassword } : {}), newPassword, confirmPassword });
          setOld('');
          setNew('');
          setConfirm('');
          return t('wl_payment_password_saved');
        });
      }}
    >
      {hasPassword ? (
        <PaymentPasswordField
          id="mc-pp-old"
          label={t('wl_payment_password_old')}
          value={oldPassword}
          onValue={setOld}
        />
      ) : null}
      <PaymentPasswordField
        id="mc-pp-new"
        label={t('wl_payment_password_new')}
        hint={t('wl_payment_password_hint')}
        value={newPassword}
        onValue={setNew}
      />
      <PaymentPasswordField
        id="mc-pp-confirm"
        label={t('wl_payment_password_confirm')}
        value={confirmPassword}
        onValue={setConfirm}
        invalid={mismatch}
      />
    </McForm>
  );
}
