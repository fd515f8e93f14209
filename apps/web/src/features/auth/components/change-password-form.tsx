import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { sessionKeys, writeSession } from '../../../lib/storage.ts';
import { FormNotice, PasswordField } from '../../../ui/form-kit.tsx';
import { reloadMemberInfo } from '../api/member-info.ts';
import { useChangePassword } from '../api/passwords.ts';
import { closeAuthDialog } from '../auth-dialogs.ts';
import { type FieldProblem, reasonProblem, serverFieldReasons } from '../form-errors.ts';
import { useErrorText } from '../use-error-text.ts';
import { useMember } from '../use-member.ts';
import { NewPasswordFields, newPasswordProblems, usePasswordRule } from './new-password-fields.tsx';

/**
 * The change-password form (SPEC §2, §4): the old password (when the member has one), the new one and
 * its confirmation; success reloads the member info, closes the modal and goes to /.
 */
export function ChangePasswordForm({ forced }: { forced: boolean }) {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const rule = usePasswordRule();
  const { member } = useMember();
  const { run, pending } = useChangePassword();
  const hasPassword = member?.hasPassword ?? true;
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [error, setError] = useState<string>();
  const text = (p: FieldProblem | undefined) => (p ? t(p.key as TKey, p.vars) : undefined);
  return (
    <form
      className="auth-form auth-form__body"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const next = newPasswordProblems(rule, password, confirm);
        if (hasPassword && !old) next.oldPassword = { key: 'err_field_required' };
        setProblems(next);
        setError(undefined);
        if (Object.keys(next).length > 0) return;
        run({ ...(hasPassword ? { oldPassword: old } : {}), newPassword: password, confirmNewPassword: confirm }).then(
          () => {
            writeSession(sessionKeys.cpw, 'false');
            reloadMemberInfo();
            closeAuthDialog();
            void navigate('/');
          },
          (err: unknown) => {
            const server: Record<string, FieldProblem> = {};
            for (const [k, reason] of Object.entries(serverFieldReasons(err))) server[k] = reasonProblem(reason, rule);
            setProblems(server);
            setError(errorText(err));
          },
        );
      }}
    >
      {forced ? <p className="auth-form__text">{t('auth_change_password_forced')}</p> : null}
      {hasPassword ? (
        <PasswordField
          label={t('auth_old_password')}
          value={old}
          onChange={(e) => setOld(e.target.value)}
          autoComplete="current-password"
          maxLength={128}
          required
          error={text(problems.oldPassword)}
        />
      ) : null}
      <NewPasswordFields
        rule={rule}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        problems={problems}
      />
      <FormNotice error={error} />
      <button type="submit" className="auth-button auth-button--primary auth-button--wide" disabled={pending}>
        {t('auth_change_password_submit')}
      </button>
    </form>
  );
}
