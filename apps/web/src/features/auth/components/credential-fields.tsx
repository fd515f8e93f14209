import { useT } from '../../../i18n/i18n.tsx';
import { Field, PasswordField } from '../../../ui/form-kit.tsx';

/**
 * The username and password of a sign-in (the password with show/hide), for the login form and the
 * header's inline form (`labelHidden`: labels for screen readers, shown as placeholders).
 */
export function CredentialFields({
  username,
  onUsername,
  password,
  onPassword,
  errors,
  labelHidden,
}: {
  username: string;
  onUsername(v: string): void;
  password: string;
  onPassword(v: string): void;
  errors: { username?: string; password?: string };
  labelHidden?: boolean;
}) {
  const t = useT();
  return (
    <>
      <Field
        label={t('auth_username')}
        labelHidden={labelHidden}
        value={username}
        onChange={(e) => onUsername(e.target.value)}
        autoComplete="username"
        autoCapitalize="none"
        maxLength={64}
        required
        error={errors.username}
      />
      <PasswordField
        label={t('auth_password')}
        labelHidden={labelHidden}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        autoComplete="current-password"
        maxLength={128}
        required
        error={errors.password}
      />
    </>
  );
}
