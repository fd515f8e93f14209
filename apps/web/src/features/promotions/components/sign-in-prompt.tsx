import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { openAuthDialog } from '../../auth/index.ts';

/** What an anonymous reader sees where a member would act: why to sign in, and the two ways in. */
export function SignInPrompt({ textKey }: { textKey: TKey }) {
  const t = useT();
  return (
    <div className="pm-signin">
      <p>{t(textKey)}</p>
      <div className="pm-row">
        <button type="button" className="pm-btn pm-btn--primary" onClick={() => openAuthDialog({ kind: 'login' })}>
          {t('pm_signin')}
        </button>
        <button type="button" className="pm-btn" onClick={() => openAuthDialog({ kind: 'register' })}>
          {t('pm_register')}
        </button>
      </div>
    </div>
  );
}
