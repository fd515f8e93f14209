import type { TLoginVerifyValue } from '@app/contracts/calls/auth';
import { useT } from '../../../i18n/i18n.tsx';
import { FormNotice } from '../../../ui/form-kit.tsx';
import type { RememberedAccount } from '../remember.ts';
import { useRememberedSignIn } from '../use-remembered-sign-in.ts';

/** The remembered account of this device: sign in without typing, or use another account. */
export function RememberedCard({
  remembered,
  goTo,
  onForget,
  onVerify,
  onExpired,
}: {
  remembered: RememberedAccount;
  goTo?: string;
  /** After "Use another account" (the token is already revoked and forgotten). */
  onForget(): void;
  /** A new address: the server spent the remember token and asks for the code step. */
  onVerify(challenge: TLoginVerifyValue): void;
  /** The token was refused and forgotten: back to the password form with these words. */
  onExpired(message: string): void;
}) {
  const t = useT();
  const { signIn, forget, pending, error } = useRememberedSignIn({ goTo, onVerify, onExpired });
  return (
    <div className="auth-remembered">
      <p className="auth-form__text">{t('auth_remembered_account')}</p>
      <p className="auth-remembered__account">{remembered.account}</p>
      <button
        type="button"
        className="auth-button auth-button--primary auth-button--wide"
        disabled={pending}
        onClick={() => signIn(remembered)}
      >
        {t('auth_continue_as', { account: remembered.account })}
      </button>
      <FormNotice error={error} />
      <button
        type="button"
        className="auth-link-button"
        onClick={() => {
          forget(remembered);
          onForget();
        }}
      >
        {t('auth_use_another_account')}
      </button>
    </div>
  );
}
