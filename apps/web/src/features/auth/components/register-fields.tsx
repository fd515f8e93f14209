import type { FieldRule } from '@app/contracts/rules';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { Field, PasswordField } from '../../../ui/form-kit.tsx';
import { ruleHint } from '../form-errors.ts';

/** The label of each register field the server's rules can name. */
const LABELS: Record<string, TKey> = {
  username: 'auth_username',
  password: 'auth_password',
  confirmPassword: 'auth_confirm_password',
  mobileNum: 'auth_mobile',
  verificationCode: 'auth_verification_code',
  affiliateCode: 'auth_affiliate_code',
  payeeName: 'auth_field_payee_name',
  email: 'auth_field_email',
  qqNum: 'auth_field_qq',
  line: 'auth_field_line',
  whatsapp: 'auth_field_whatsapp',
  facebook: 'auth_field_facebook',
  wechat: 'auth_field_wechat',
  idNumber: 'auth_field_id_number',
  paymentPassword: 'auth_field_payment_password',
  captcha: 'auth_captcha',
  recommenderId: 'auth_field_recommender',
};

/** What the browser may fill in for a field (nothing for the rest). */
const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  payeeName: 'name',
  paymentPassword: 'off',
};

/** The affiliate field when the rules leave it out but a code from the link was refused (SPEC §4). */
export const AFFILIATE_RULE: FieldRule = {
  key: 'affiliateCode',
  enabled: true,
  required: false,
  minLength: 4,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 'LETTERS_OR_DIGITS',
  type: 'text',
};

/** One text, e-mail, phone or password field drawn from a server rule, with the rule's hint. */
export function RuleTextField({
  rule,
  value,
  onChange,
  error,
}: {
  rule: FieldRule;
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const t = useT();
  const hint = ruleHint(rule);
  const common = {
    label: t(LABELS[rule.key] ?? 'auth_field_other'),
    value,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    required: rule.required,
    hint: t(hint.key as TKey, hint.vars),
    error,
    maxLength: rule.maxLength || undefined,
    autoComplete: AUTOCOMPLETE[rule.key] ?? 'off',
  };
  if (rule.type === 'password') return <PasswordField {...common} />;
  return <Field {...common} type={rule.type === 'email' ? 'email' : rule.type === 'tel' ? 'tel' : 'text'} />;
}

/** A box the person must tick (age, terms), its refusal tied to it for screen readers. */
export function AgreementBox({
  checked,
  onChange,
  label,
  error,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  error?: string;
}) {
  const errorId = useId();
  return (
    <>
      <label className="auth-check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {label}
      </label>
      {error ? (
        <span id={errorId} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}
