import { checkNewPassword } from '@app/contracts/auth';
import type { FieldRule } from '@app/contracts/rules';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { PasswordField } from '../../../ui/form-kit.tsx';
import { useRegisterRules } from '../api/register.ts';
import { type FieldProblem, reasonProblem, ruleHint } from '../form-errors.ts';

/** The brand's password rule (the register rules' password field). */
export function usePasswordRule(): FieldRule | undefined {
  const { data } = useRegisterRules();
  return data?.find((r) => r.key === 'password');
}

/** Checks a new password and its confirmation with the server's function; problems by field. */
export function newPasswordProblems(
  rule: FieldRule | undefined,
  password: string,
  confirm: string,
): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  for (const i of checkNewPassword(rule, password, confirm)) {
    if (!out[i.field]) out[i.field] = reasonProblem(i.reason, rule);
  }
  return out;
}

/** New password and its confirmation, with the rule's hint. */
export function NewPasswordFields({
  rule,
  password,
  confirm,
  onPassword,
  onConfirm,
  problems,
}: {
  rule: FieldRule | undefined;
  password: string;
  confirm: string;
  onPassword(v: string): void;
  onConfirm(v: string): void;
  problems: Record<string, FieldProblem>;
}) {
  const t = useT();
  const text = (p: FieldProblem | undefined) => (p ? t(p.key as TKey, p.vars) : undefined);
  const hint = rule ? ruleHint(rule) : undefined;
  return (
    <>
      <PasswordField
        label={t('auth_new_password')}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        autoComplete="new-password"
        maxLength={rule?.maxLength || 128}
        required
        hint={hint ? t(hint.key as TKey, hint.vars) : undefined}
        error={text(problems.newPassword)}
      />
      <PasswordField
        label={t('auth_confirm_new_password')}
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        autoComplete="new-password"
        maxLength={rule?.maxLength || 128}
        required
        error={text(problems.confirmNewPassword)}
      />
    </>
  );
}
