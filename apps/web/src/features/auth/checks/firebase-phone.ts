import type { TSignInChecks } from '@app/contracts/calls/auth';
import { standInSendCode, standInVerifyCode } from '../api/checks.ts';
import { loadScript } from '../social/social-adapter.ts';

/**
 * SMS verified by the social provider (SPEC §3, login type firebase): the provider sends the code and,
 * for the right one, gives an ID token for the number; our server verifies that token like a social
 * sign-in. `send` answers the countdown (1 minute, SPEC §4).
 */
export interface FirebasePhone {
  send(countryDialingCode: string, mobileNum: string): Promise<{ expiredMinutes: number; to: string }>;
  confirm(countryDialingCode: string, mobileNum: string, code: string): Promise<string>;
}

/** The development stand-in (the server plays the provider; its code lands in the development outbox). */
export const standInPhone: FirebasePhone = {
  send: (dial, mobile) => standInSendCode(dial, mobile),
  async confirm(dial, mobile, code) {
    return (await standInVerifyCode(dial, mobile, code)).idToken;
  },
};

interface Confirmation {
  confirm(code: string): Promise<{ user: { getIdToken(): Promise<string> } }>;
}
interface FirebaseCompat {
  apps: unknown[];
  initializeApp(cfg: { apiKey: string; authDomain: string; projectId: string }): void;
  auth: (() => { signInWithPhoneNumber(phone: string, verifier: unknown): Promise<Confirmation> }) & {
    RecaptchaVerifier: new (el: HTMLElement, opts: { size: 'invisible' }) => unknown;
  };
}

const SDK = 'https://www.gstatic.com/firebasejs/10.12.2';

/** The real adapter: Firebase's own SDK (loaded only when the brand configured Firebase), invisible reCAPTCHA. */
export function providerPhone(cfg: { projectId: string; apiKey: string }): FirebasePhone {
  const pending = new Map<string, Confirmation>();
  async function sdk(): Promise<FirebaseCompat> {
    await loadScript(`${SDK}/firebase-app-compat.js`);
    await loadScript(`${SDK}/firebase-auth-compat.js`);
    const fb = (window as Window & { firebase?: FirebaseCompat }).firebase;
    if (!fb) throw new Error('Firebase unavailable');
    if (fb.apps.length === 0) {
      fb.initializeApp({
        apiKey: cfg.apiKey,
        authDomain: `${cfg.projectId}.firebaseapp.com`,
        projectId: cfg.projectId,
      });
    }
    return fb;
  }
  return {
    async send(dial, mobile) {
      const fb = await sdk();
      const holder = document.createElement('div');
      document.body.append(holder);
      const verifier = new fb.auth.RecaptchaVerifier(holder, { size: 'invisible' });
      const phone = `${dial}${mobile.replace(/\D/g, '')}`;
      pending.set(phone, await fb.auth().signInWithPhoneNumber(phone, verifier));
      return { expiredMinutes: 1, to: phone };
    },
    async confirm(dial, mobile, code) {
      const c = pending.get(`${dial}${mobile.replace(/\D/g, '')}`);
      if (!c) throw new Error('no code was sent to this number');
      const r = await c.confirm(code);
      return r.user.getIdToken();
    },
  };
}

/** The brand's Firebase phone adapter, or null when codes come from our own SMS. */
export function firebasePhoneFor(checks: TSignInChecks | undefined): FirebasePhone | null {
  const f = checks?.firebase;
  if (!f) return null;
  return f.standIn ? standInPhone : providerPhone(f);
}
