import type { RegisterMode } from '@app/contracts/auth';
import type { TLoginResult, TRegisterRequest } from '@app/contracts/calls/auth';
import { type FieldRule, LIMITS } from '@app/contracts/rules';
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { Field, FormNotice, Tabs } from '../../../ui/form-kit.tsx';
import { useMinimumAge, useSwitch } from '../../system/index.ts';
import { useSignInChecks } from '../api/checks.ts';
import {
  checkAffiliate,
  useRegister,
  useRegisterMobile,
  useRegisterRules,
  useRegisterSmsCode,
} from '../api/register.ts';
import { openAuthDialog } from '../auth-dialogs.ts';
import { useBotCheck } from '../checks/bot-check.tsx';
import { firebasePhoneFor } from '../checks/firebase-phone.ts';
import { type FieldProblem, reasonProblem, ruleHint, serverFieldReasons } from '../form-errors.ts';
import { affiliateCodeFrom, checkRegisterForm, referralCodeFrom, shownRules } from '../register-model.ts';
import { deviceId } from '../remember.ts';
import { useErrorText } from '../use-error-text.ts';
import { WarningPopup } from '../warning-popup.tsx';
import { CaptchaBox } from './captcha-box.tsx';
import { MobileFields } from './mobile-fields.tsx';
import { AFFILIATE_RULE, AgreementBox, RuleTextField } from './register-fields.tsx';
import { SendCodeButton } from './send-code-button.tsx';

/** Register fields typed as text (everything but the flags). */
type TextKey = Exclude<keyof TRegisterRequest, 'login' | 'ageConfirmed' | 'termsAccepted' | 'firebaseChannel'>;

/**
 * The register form (SPEC §2, §5): by username or by mobile, fields drawn from the server's rules and
 * checked with the server's own function, affiliate and referral codes, country dialing codes, the SMS
 * code with its countdown, the brand's minimum age and terms agreement. Success signs in and goes to /.
 */
export function RegisterForm({ onSignedIn }: { onSignedIn(r: TLoginResult): void }) {
  const t = useT();
  const errorText = useErrorText();
  const byUsername = useSwitch('REG_USERNAME');
  const byMobile = useSwitch('REG_MOBILE');
  const needsPassword = useSwitch('REG_MOBILE_PASSWORD');
  const smsVerify = useSwitch('REG_SMS_VERIFY');
  const minimumAge = useMinimumAge();
  const ageProblem: FieldProblem = { key: 'auth_age_confirm_min', vars: { age: minimumAge } };
  const rulesCall = useRegisterRules();
  const register = useRegister();
  const registerMobile = useRegisterMobile();
  const smsCode = useRegisterSmsCode();
  const countdown = useCountdown();
  /** The brand's bot check (a token for each call) and, when Firebase verifies SMS, the provider's SMS. */
  const bot = useBotCheck('register');
  const checks = useSignInChecks();
  const firebase = useMemo(() => firebasePhoneFor(checks.data), [checks.data]);
  const [firebasePending, setFirebasePending] = useState(false);

  const [chosen, setChosen] = useState<RegisterMode>('username');
  const mode: RegisterMode = byUsername && byMobile ? chosen : byMobile ? 'mobile' : 'username';
  const [values, setValues] = useState<Record<string, string>>({});
  const [country, setCountry] = useState('+63');
  const [age, setAge] = useState(false);
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  /** SPEC §8: a failed SMS send and an invalid invitation code are warning popups. */
  const [warning, setWarning] = useState<{ key: TKey } | { text: string }>();
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [urlAffiliate] = useState(() => affiliateCodeFrom(location.search));
  const [affiliateState, setAffiliateState] = useState<'none' | 'valid' | 'invalid'>('none');
  const [inviter, setInviter] = useState('');
  const referralCode = useMemo(() => referralCodeFrom(location.search), []);

  useEffect(() => {
    if (!urlAffiliate) return;
    setValues((v) => ({ ...v, affiliateCode: urlAffiliate }));
    checkAffiliate(urlAffiliate).then(
      (r) => {
        setAffiliateState('valid');
        setInviter(r.agent);
      },
      () => {
        setAffiliateState('invalid');
        setProblems((p) => ({ ...p, affiliateCode: { key: 'err_affiliate_code_invalid' } }));
        setWarning({ key: 'err_affiliate_code_invalid' });
      },
    );
  }, [urlAffiliate]);

  const rules = rulesCall.data ?? [];
  const opts = { needsPassword, smsVerify };
  const shown = shownRules(rules, mode, opts);
  const ruleOf = (key: string) => shown.find((r) => r.key === key);
  const affiliateShown = !!ruleOf('affiliateCode') || affiliateState === 'invalid';
  const set = (key: string) => (v: string) => setValues((old) => ({ ...old, [key]: v }));
  const problemText = (key: string) => {
    const p = problems[key];
    return p ? t(p.key as TKey, p.vars) : undefined;
  };

  const sendCode = async () => {
    if (countdown.running) return;
    const mobile = (values.mobileNum ?? '').trim();
    if (!mobile) {
      setProblems((p) => ({ ...p, mobileNum: { key: 'err_phone_required' } }));
      return;
    }
    setError(undefined);
    const sent = (r: { expiredMinutes: number; to: string }) => {
      countdown.start(r.expiredMinutes);
      setNotice(t('auth_code_sent_to', { to: r.to }));
    };
    if (firebase) {
      // The provider sends the code; the countdown is its 1 minute (SPEC §4).
      setFirebasePending(true);
      firebase
        .send(country, mobile)
        .then(sent, (e: unknown) => setWarning({ text: errorText(e) }))
        .finally(() => setFirebasePending(false));
      return;
    }
    if (!(await bot.gate())) return;
    void bot
      .take('register_code')
      .then((botCheckToken) =>
        smsCode
          .run({ countryDialingCode: country, mobileNo: mobile, regType: mode, botCheckToken })
          .then(sent, (e: unknown) => setWarning({ text: errorText(e) })),
      );
  };

  const submit = async () => {
    const issues = checkRegisterForm(rules, values, mode, opts);
    const next: Record<string, FieldProblem> = {};
    for (const i of issues) {
      if (!next[i.field])
        next[i.field] = reasonProblem(
          i.reason,
          rules.find((r) => r.key === i.field),
        );
    }
    if (!age) next.ageConfirmed = ageProblem;
    if (!terms) next.termsAccepted = { key: 'err_terms_required' };
    setProblems(next);
    setError(undefined);
    if (Object.keys(next).length > 0) {
      setError(t('auth_fix_fields'));
      return;
    }
    if (!(await bot.gate())) return;
    const typed: Record<string, string> = {};
    for (const [k, v] of Object.entries(values)) {
      if (mode === 'mobile' && k === 'username') continue;
      typed[k] = k.toLowerCase().includes('password') ? v : v.trim();
    }
    const payload: TRegisterRequest = {
      ...(typed as Partial<Record<TextKey, string>>),
      ...(mode === 'mobile' || values.mobileNum ? { countryDialingCode: country } : {}),
      referralCode: values.referralCode?.trim() || referralCode || undefined,
      domain: location.hostname,
      login: true,
      registerUrl: location.href,
      registerMethod: 'WEB',
      ageConfirmed: age,
      confirmedAge: minimumAge,
      termsAccepted: terms,
      deviceId: deviceId(),
    };
    const mobile = (values.mobileNum ?? '').trim();
    if (firebase && mobile && values.verificationCode?.trim()) {
      // SMS verified by the social provider (SPEC §3): firebaseChannel and its ID token instead of the code.
      setFirebasePending(true);
      try {
        payload.firebaseIdToken = await firebase.confirm(country, mobile, values.verificationCode.trim());
        payload.firebaseChannel = 'sms';
        payload.verificationCode = undefined;
      } catch (e) {
        setError(errorText(e));
        return;
      } finally {
        setFirebasePending(false);
      }
    }
    payload.botCheckToken = await bot.take('register');
    (mode === 'mobile' ? registerMobile : register).run(payload).then(onSignedIn, (e: unknown) => {
      const fields = serverFieldReasons(e);
      const server: Record<string, FieldProblem> = {};
      for (const [k, reason] of Object.entries(fields))
        server[k] =
          k === 'ageConfirmed'
            ? ageProblem
            : reasonProblem(
                reason,
                rules.find((r) => r.key === k),
              );
      if (e instanceof ApiError && e.code.startsWith('captcha')) setCaptchaVersion((v) => v + 1);
      if (e instanceof ApiError && e.code === 'affiliate.code.invalid') {
        setAffiliateState('invalid');
        setProblems({ ...server, affiliateCode: { key: 'err_affiliate_code_invalid' } });
        setWarning({ key: 'err_affiliate_code_invalid' });
        return;
      }
      setProblems(server);
      setError(errorText(e));
    });
  };

  const textField = (rule: FieldRule) => (
    <RuleTextField
      key={rule.key}
      rule={rule}
      value={values[rule.key] ?? ''}
      onChange={set(rule.key)}
      error={problemText(rule.key)}
    />
  );

  const pending = register.pending || registerMobile.pending || firebasePending;
  if (rulesCall.error) return <FormNotice error={errorText(rulesCall.error)} />;
  if (!rulesCall.data) return <p className="auth-form__text">{t('loading')}</p>;
  return (
    <div className="auth-form">
      <Tabs
        label={t('auth_register_methods')}
        idPrefix="register"
        active={mode}
        onChange={(m) => {
          setChosen(m);
          setProblems({});
          setError(undefined);
        }}
        tabs={[
          ...(byUsername ? [{ key: 'username' as const, label: t('auth_tab_register_username') }] : []),
          ...(byMobile ? [{ key: 'mobile' as const, label: t('auth_tab_register_mobile') }] : []),
        ]}
      />
      <form
        id="register-panel"
        role={byUsername && byMobile ? 'tabpanel' : undefined}
        aria-labelledby={byUsername && byMobile ? `register-tab-${mode}` : undefined}
        className="auth-form__body"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {affiliateState === 'valid' && inviter ? (
          <p className="auth-form__text">{t('auth_invited_by', { agent: inviter })}</p>
        ) : null}
        {shown.map((rule) => {
          if (rule.key === 'mobileNum') {
            return (
              <MobileFields
                key="mobileNum"
                country={country}
                onCountry={setCountry}
                mobile={values.mobileNum ?? ''}
                onMobile={set('mobileNum')}
                required={rule.required}
                hint={t(ruleHint(rule).key as TKey, ruleHint(rule).vars)}
                error={problemText('mobileNum')}
              />
            );
          }
          if (rule.key === 'verificationCode') {
            return (
              <div key="verificationCode" className="auth-row auth-row--code">
                <Field
                  label={t('auth_verification_code')}
                  value={values.verificationCode ?? ''}
                  onChange={(e) => set('verificationCode')(e.target.value)}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={LIMITS.verificationCode.max}
                  required={rule.required}
                  error={problemText('verificationCode')}
                />
                <SendCodeButton left={countdown.left} pending={smsCode.pending || firebasePending} onSend={sendCode} />
              </div>
            );
          }
          if (rule.key === 'captcha') {
            return (
              <CaptchaBox
                key="captcha"
                value={values.captcha ?? ''}
                onChange={set('captcha')}
                error={problemText('captcha')}
                version={captchaVersion}
              />
            );
          }
          if (rule.key === 'affiliateCode') return null;
          return textField(rule);
        })}
        {affiliateShown ? textField(ruleOf('affiliateCode') ?? AFFILIATE_RULE) : null}
        <FormNotice success={notice} />
        {bot.element}
        <AgreementBox
          checked={age}
          onChange={setAge}
          label={t('auth_confirm_age', { age: minimumAge })}
          error={problemText('ageConfirmed')}
        />
        <AgreementBox
          checked={terms}
          onChange={setTerms}
          label={t('auth_accept_terms')}
          error={problemText('termsAccepted')}
        />
        <FormNotice error={error} />
        <button type="submit" className="auth-button auth-button--primary auth-button--wide" disabled={pending}>
          {pending ? t('auth_registering') : t('auth_register')}
        </button>
      </form>
      <WarningPopup
        text={warning && ('key' in warning ? t(warning.key) : warning.text)}
        onClose={() => setWarning(undefined)}
      />
      <p className="auth-form__footer">
        {t('auth_have_account')}{' '}
        <button type="button" className="auth-link-button" onClick={() => openAuthDialog({ kind: 'login' })}>
          {t('auth_login')}
        </button>
      </p>
    </div>
  );
}
