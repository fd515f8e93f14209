import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McField } from '../../../ui/mc-field.tsx';
import { useBindBank } from '../api/security.ts';
import { McForm } from './form-kit.tsx';
import { useSubmit } from './use-submit.ts';

/**
 * Binds a bank account; its holder must be the payee name (the first binding sets it). Once the payee
 * name is set the holder is that name, read-only, also when the name arrives after the form appeared
 * (saved just above it): the holder is read from the profile, never copied into the form's state.
 */
export function BankForm({ payeeName }: { payeeName: string }) {
  const t = useT();
  const { run: bind } = useBindBank();
  const s = useSubmit();
  const [bankName, setBankName] = useState('');
  const [typedName, setTypedName] = useState('');
  const accountName = payeeName || typedName;
  const [accountNumber, setAccountNumber] = useState('');
  return (
    <McForm
      submit={s}
      label={t('wl_bind_bank')}
      onSubmit={() =>
        void s.run(async () => {
          await bind({ bankName, accountName, accountNumber });
          setBankName('');
          setAccountNumber('');
          return t('wl_bank_bound');
        })
      }
    >
      <McField
        id="mc-bank-name"
        label={t('wl_bank_name')}
        value={bankName}
        onValue={setBankName}
        required
        minLength={2}
        maxLength={60}
      />
      <McField
        id="mc-bank-holder"
        label={t('wl_account_name')}
        hint={t('wl_account_name_hint')}
        value={accountName}
        onValue={setTypedName}
        required
        minLength={2}
        maxLength={60}
        readOnly={!!payeeName}
        autoComplete="name"
      />
      <McField
        id="mc-bank-number"
        label={t('wl_account_number')}
        inputMode="numeric"
        value={accountNumber}
        onValue={setAccountNumber}
        required
        pattern="\d[\d \-]{5,30}\d"
      />
    </McForm>
  );
}
