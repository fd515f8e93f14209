import type { SocialProvider } from '@app/contracts/auth';
import { useT } from '../../../i18n/i18n.tsx';
import { isDevelopmentServer } from '../api/social.ts';
import { devAdapter } from './dev-adapter.ts';
import { providerAdapter } from './provider-adapter.ts';

const NAMES = { google: 'Google', facebook: 'Facebook' } as const;

/**
 * An ID token from the provider's own sign-in (or, on a development server, the development adapter that
 * asks for a locally signed token). Throws SocialCancelled when the person closes it.
 */
export function useIdToken(): (provider: SocialProvider, clientId: string) => Promise<string> {
  const t = useT();
  return async (provider, clientId) => {
    const adapter = (await isDevelopmentServer())
      ? devAdapter((p) => t('auth_social_dev_prompt', { provider: NAMES[p] }))
      : providerAdapter;
    return adapter.signIn(provider, clientId);
  };
}
