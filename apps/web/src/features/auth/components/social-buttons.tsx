import type { SocialProvider } from '@app/contracts/auth';
import type { TLoginResult, TLoginVerifyValue } from '@app/contracts/calls/auth';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useSwitch } from '../../system/index.ts';
import { useLoginSocial } from '../api/sign-in.ts';
import { useSocialConfig } from '../api/social.ts';
import { loginVerifyOf } from '../form-errors.ts';
import { deviceId } from '../remember.ts';
import { SocialCancelled } from '../social/social-adapter.ts';
import { useIdToken } from '../social/use-id-token.ts';
import { useErrorText } from '../use-error-text.ts';

const LABEL_KEYS = { google: 'auth_with_google', facebook: 'auth_with_facebook' } as const;

export function Mark({ provider }: { provider: SocialProvider }) {
  return provider === 'google' ? (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#fff" />
      <path d="M17 12.2h-5v2.2h2.8a3 3 0 1 1-.9-3.2l1.6-1.5A5.2 5.2 0 1 0 17.2 12z" fill="#1a73e8" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="#1877f2" />
      <path
        d="M13.2 19v-6h2l.3-2.3h-2.3V9.3c0-.7.2-1.1 1.1-1.1h1.2V6.1a16 16 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.6H8.8V13h1.9v6z"
        fill="#fff"
      />
    </svg>
  );
}

/** Facebook and Google sign-in buttons (SPEC §1), shown when the brand switched them on and configured them. */
export function SocialButtons({
  remember,
  onSignedIn,
  onVerify,
  onError,
}: {
  remember: boolean;
  onSignedIn(r: TLoginResult): void;
  /** A sign-in from an address the member has not used: the code step takes over. */
  onVerify(challenge: TLoginVerifyValue): void;
  onError(text: string | undefined): void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const socialOn = useSwitch('LOGIN_SOCIAL');
  const google = useSwitch('LOGIN_GOOGLE');
  const facebook = useSwitch('LOGIN_FACEBOOK');
  const { data } = useSocialConfig(socialOn);
  const { run } = useLoginSocial();
  const [busy, setBusy] = useState(false);
  const idTokenOf = useIdToken();
  const offered = (data ?? []).filter((p) => (p.provider === 'google' ? google : facebook));
  if (!socialOn || offered.length === 0) return null;
  const start = async (provider: SocialProvider, clientId: string) => {
    onError(undefined);
    setBusy(true);
    try {
      const idToken = await idTokenOf(provider, clientId);
      onSignedIn(await run({ provider, idToken, remember, deviceId: deviceId() }));
    } catch (e) {
      const challenge = loginVerifyOf(e);
      if (challenge) onVerify(challenge);
      else onError(e instanceof SocialCancelled ? t('err_login_popup_closed') : errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-social">
      <p className="auth-social__or">{t('auth_or')}</p>
      {offered.map((p) => (
        <button
          key={p.provider}
          type="button"
          className="auth-button auth-button--secondary auth-button--wide auth-social__button"
          disabled={busy}
          onClick={() => void start(p.provider, p.clientId)}
        >
          <Mark provider={p.provider} />
          {t(LABEL_KEYS[p.provider])}
        </button>
      ))}
    </div>
  );
}
