import type { BotCheckProvider } from '@app/contracts/constants';
import { loadScript } from '../social/social-adapter.ts';

/** A provider's widget script (Turnstile, reCAPTCHA v2): loaded only when the brand configured it. */
interface ProviderApi {
  render(el: HTMLElement, opts: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
}
type ProviderWindow = Window & { turnstile?: ProviderApi; grecaptcha?: ProviderApi & { ready?(cb: () => void): void } };

const SCRIPTS: Record<'turnstile' | 'recaptcha', string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
};

/**
 * Renders the provider's own box into `el`; `onToken` gets each token (null when it expires). Answers
 * the widget's reset (a token works once).
 */
export async function renderProviderWidget(
  provider: Exclude<BotCheckProvider, 'off' | 'local'>,
  el: HTMLElement,
  siteKey: string,
  opts: { theme: 'dark' | 'light'; language: string; onToken(token: string | null): void },
): Promise<() => void> {
  await loadScript(SCRIPTS[provider]);
  const w = window as ProviderWindow;
  const api = provider === 'turnstile' ? w.turnstile : w.grecaptcha;
  if (!api) throw new Error(`${provider} unavailable`);
  const id = api.render(el, {
    sitekey: siteKey,
    theme: opts.theme,
    ...(provider === 'turnstile' ? { language: opts.language } : { hl: opts.language }),
    callback: (token: string) => opts.onToken(token),
    'expired-callback': () => opts.onToken(null),
    'error-callback': () => opts.onToken(null),
  });
  return () => api.reset(id);
}
