import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McNotice } from '../../member-centre/page-kit.tsx';
import { reloadSecurityProfile, useBindBank } from '../api/security.ts';
import { useSubmit } from './use-submit.ts';

/** Binds a bank account; its holder must be the payee name (the first binding sets it). */
export function BankForm({ payeeName }: { payeeName: string }) {
  const t = useT();
  const { run: bind } = useBindBank();
  const s = useSubmit();
  const [bankName, setBankName] = useState('');
  const [accountName, setAccountName] = useState(payeeName);
  const [accountNumber, setAccountNumber] = useState('');
  return (
    <form
      className="mc-form"
      onSubmit={(e) => {
        e.preventDefault();
        void s.run(async () => {
          await bind({ bankName, accountName, accountNumber });
          reloadSecurityProfile();
          setBankName('');
          setAccountNumber('');
          return t('wl_bank_bound');
        });
      }}
    >
      <div className="mc-field">
        <label htmlFor="mc-bank-name">{t('wl_bank_name')}</label>
        <input
          id="mc-bank-name"
          value={bankName}
          onChange={(e) => setBankName(e.target.value)}
          required
          minLength={2}
          maxLength={60}
        />
      </div>
      <div className="mc-field">
        <label htmlFor="mc-bank-holder">{t('wl_account_name')}</label>
        <input
          id="mc-bank-holder"
          value={accountName}
          onChange={(e) => setAccountName(e.target.value)}
          required
          minLength={2}
          maxLength={60}
          readOnly={!!payeeName}
          autoComplete="name"
        />
        <span className="mc-field__hint">{t('wl_account_name_hint')}</span>
      </div>
      <div className="mc-field">
        <label htmlFor="mc-bank-number">{t('wl_account_number')}</label>
        <input
          id="mc-bank-number"
          inputMode="numeric"
          value={accountNumber}
          onChange={(e) => setAccountNumber(e.target.value)}
          required
          pattern="\d[\d \-]{5,30}\d"
        />
      </div>
      <div className="mc-row">
        <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
          {t('wl_bind_bank')}
        </button>
      </div>
      <McNotice error={s.error} success={s.success} />
    </form>
  );
}
