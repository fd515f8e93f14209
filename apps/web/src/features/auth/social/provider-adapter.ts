import type { SocialProvider } from '@app/contracts/auth';
import { loadScript, type SocialAdapter, SocialCancelled } from './social-adapter.ts';

interface GoogleId {
  initialize(opts: {
    client_id: string;
    callback(r: { credential?: string }): void;
    cancel_on_tap_outside?: boolean;
  }): void;
  prompt(
    listener?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean; isDismissedMoment(): boolean }) => void,
  ): void;
}
interface FacebookSdk {
  init(opts: { appId: string; version: string; xfbml?: boolean }): void;
  login(
    cb: (r: { authResponse?: { graphDomain?: string; signedRequest?: string } | null }) => void,
    opts: object,
  ): void;
}
type ProviderWindow = Window & { google?: { accounts: { id: GoogleId } }; FB?: FacebookSdk };

async function google(clientId: string): Promise<string> {
  await loadScript('https://accounts.google.com/gsi/client');
  const id = (window as ProviderWindow).google?.accounts.id;
  if (!id) throw new Error('Google sign-in unavailable');
  return new Promise<string>((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      cancel_on_tap_outside: true,
      callback: (r) => (r.credential ? resolve(r.credential) : reject(new SocialCancelled())),
    });
    id.prompt((n) => {
      if (n.isNotDisplayed() || n.isSkippedMoment() || n.isDismissedMoment()) reject(new SocialCancelled());
    });
  });
}

async function facebook(appId: string): Promise<string> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const fb = (window as ProviderWindow).FB;
  if (!fb) throw new Error('Facebook sign-in unavailable');
  fb.init({ appId, version: 'v19.0' });
  return new Promise<string>((resolve, reject) => {
    // Facebook's OpenID Connect flow answers an ID token in the signed request's place.
    fb.login(
      (r) => (r.authResponse?.signedRequest ? resolve(r.authResponse.signedRequest) : reject(new SocialCancelled())),
      {
        scope: 'openid,email',
        response_type: 'id_token',
      },
    );
  });
}

/** The real adapter: the provider's own script, loaded only when the brand configured that provider. */
export const providerAdapter: SocialAdapter = {
  signIn(provider: SocialProvider, clientId: string) {
    return provider === 'google' ? google(clientId) : facebook(clientId);
  },
};
