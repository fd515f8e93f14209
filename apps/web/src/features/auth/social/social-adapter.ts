import type { SocialProvider } from '@app/contracts/auth';

/**
 * The provider's side of a social sign-in (outside our world): show the provider's own sign-in and
 * hand back its ID token, which our server verifies against the provider's published keys.
 */
export interface SocialAdapter {
  /** Resolves with the provider's ID token; rejects with SocialCancelled when the person closes it. */
  signIn(provider: SocialProvider, clientId: string): Promise<string>;
}

/** The person closed the provider's window (SPEC §8 "login popup closed"). */
export class SocialCancelled extends Error {
  constructor() {
    super('login popup closed');
    this.name = 'SocialCancelled';
  }
}

/** Loads a script once (the provider's SDK), only when that provider is used. */
const loaded = new Map<string, Promise<void>>();
export function loadScript(src: string): Promise<void> {
  let p = loaded.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = src;
      s.async = true;
      s.onload = () => resolve();
      s.onerror = () => {
        loaded.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(s);
    });
    loaded.set(src, p);
  }
  return p;
}
