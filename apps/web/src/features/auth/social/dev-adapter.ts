import type { SocialProvider } from '@app/contracts/auth';
import { type SocialAdapter, SocialCancelled } from './social-adapter.ts';

/**
 * The development adapter (offered only when the server runs outside production): instead of the
 * provider's window it asks for an ID token signed with the development keys (tests sign their own).
 */
export function devAdapter(question: (provider: SocialProvider) => string): SocialAdapter {
  return {
    async signIn(provider) {
      const token = window.prompt(question(provider))?.trim();
      if (!token) throw new SocialCancelled();
      return token;
    },
  };
}
