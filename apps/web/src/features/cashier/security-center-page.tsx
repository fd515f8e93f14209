import { useT } from '../../i18n/i18n.tsx';
import { Empty, Loading } from '../../ui/empty.tsx';
import { McNotice, McPage, McSection, useErrorText, useLatest } from '../../ui/page-kit.tsx';
import { openAuthDialog } from '../auth/index.ts';
import { useSecurityProfile } from './api/security.ts';
import { BankForm } from './components/bank-form.tsx';
import { EmailForm, MobileForm, PayeeForm } from './components/bind-forms.tsx';
import { PaymentPasswordForm } from './components/payment-password-form.tsx';

/** securityCenter (my account): profile, bindings and the payment password. */
export default function SecurityCenterPage() {
  const t = useT();
  const errorText = useErrorText();
  const profile = useSecurityProfile();
  const data = useLatest(profile.data);
  const { error } = profile;
  if (error) return <McNotice error={errorText(error)} />;
  if (!data) return <Loading />;
  return (
    <McPage titleKey="mc_security_center">
      <McSection title={t('wl_profile')} id="sc-profile">
        <dl className="mc-kv">
          <dt>{t('wl_username')}</dt>
          <dd>{data.username}</dd>
          <dt>{t('wl_nickname')}</dt>
          <dd>{data.nickname || '-'}</dd>
          <dt>{t('wl_payee_name')}</dt>
          <dd>{data.payeeName || t('wl_not_set')}</dd>
          <dt>{t('wl_upline')}</dt>
          <dd>{data.uplineUsername || '-'}</dd>
        </dl>
        {data.payeeName ? null : <PayeeForm />}
      </McSection>
      <McSection title={t('wl_mobile')} id="sc-mobile">
        {data.mobile ? <p>{t('wl_bound_as', { value: data.mobile })}</p> : <MobileForm />}
      </McSection>
      <McSection title={t('wl_email')} id="sc-email">
        {data.email ? <p>{t('wl_bound_as', { value: data.email })}</p> : <EmailForm />}
      </McSection>
      <McSection title={t('wl_bank_accounts')} id="sc-bank">
        {data.bankAccounts.length > 0 ? (
          <ul className="mc-list">
            {data.bankAccounts.map((b) => (
              <li key={b.id}>{`${b.bankName} · ${b.accountName} · ${b.accountNumber}`}</li>
            ))}
          </ul>
        ) : (
          <Empty>{t('wl_no_bank_accounts')}</Empty>
        )}
        {data.bankAccounts.length < 3 ? <BankForm payeeName={data.payeeName} /> : null}
      </McSection>
      <McSection title={t('auth_login_password')} id="sc-login-password">
        <p className="mc-field__hint">{t('auth_login_password_info')}</p>
        <button
          type="button"
          className="mc-button"
          onClick={() => openAuthDialog({ kind: 'changePassword', forced: false })}
        >
          {t('auth_change_login_password')}
        </button>
      </McSection>
      <McSection title={t('wl_payment_password')} id="sc-payment-password">
        <p className="mc-field__hint">
          {data.hasPaymentPassword ? t('wl_payment_password_is_set') : t('wl_payment_password_not_set')}
        </p>
        <PaymentPasswordForm hasPassword={data.hasPaymentPassword} />
      </McSection>
    </McPage>
  );
}
