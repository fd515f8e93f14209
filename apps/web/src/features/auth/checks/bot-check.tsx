import type { TBotCheckAction } from '@app/contracts/calls/auth';
import type { BotCheckProvider } from '@app/contracts/constants';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useI18n, useT } from '../../../i18n/i18n.tsx';
import { fetchBotChallenge, fetchSignInChecks, solveBotChallenge, useSignInChecks } from '../api/checks.ts';
import { renderProviderWidget } from './provider-widget.ts';
import { solvePuzzle } from './puzzle.ts';

type State = 'idle' | 'checking' | 'done' | 'failed';

/** The site's own stand-in: a puzzle for the action, solved here, traded for a single-use token. */
async function localToken(action: TBotCheckAction): Promise<{ token: string; until: number }> {
  const c = await fetchBotChallenge(action);
  const nonce = await solvePuzzle(c.challenge, c.bits);
  const s = await solveBotChallenge(c.challenge, nonce);
  // A little before the server's own expiry, so a token is never sent at its last moment.
  return { token: s.token, until: Date.now() + (s.expiresIn - 15) * 1000 };
}

export interface BotCheck {
  /** The brand checks for bots. */
  on: boolean;
  /** The person ticked the box (or the provider's widget gave its token). */
  ready: boolean;
  /** The box to show in the form (null when the brand does not check). */
  element: ReactNode;
  /**
   * Before a guarded call: true when it may go (the brand does not check, or the box is ticked); else
   * shows "tick the box first" under the box. Waits for the brand's settings when they are still loading.
   */
  gate(): Promise<boolean>;
  /**
   * A token for one call (each works once): undefined when the brand does not check. The local box,
   * once ticked, makes a fresh token for every call; the provider's box must be ticked again.
   */
  take(action: TBotCheckAction): Promise<string | undefined>;
}

/**
 * The bot check of a form (docs/decisions/0204-bot-check.md): the brand's provider from /wps/session/checks.
 * Local: an accessible "I am not a robot" box that solves the site's puzzle; Turnstile or reCAPTCHA:
 * the provider's own box, its script loaded only when the brand configured it. `action` is the form's
 * main call: ticking the box prepares its token.
 */
export function useBotCheck(action: TBotCheckAction): BotCheck {
  const t = useT();
  const { lang } = useI18n();
  const checks = useSignInChecks();
  const provider: BotCheckProvider = checks.data?.botCheck.provider ?? 'off';
  const siteKey = checks.data?.botCheck.siteKey ?? '';
  const [state, setState] = useState<State>('idle');
  const [demanded, setDemanded] = useState(false);
  const prepared = useRef<{ action: TBotCheckAction; token: string; until: number } | null>(null);
  const providerToken = useRef<string | null>(null);
  const providerReset = useRef<(() => void) | null>(null);
  const providerBox = useRef<HTMLDivElement>(null);
  const noteId = useId();
  // The latest provider and state for calls made from event handlers (no stale closures).
  const live = useRef({ provider: checks.data ? provider : null, state });
  live.current = { provider: checks.data ? provider : checks.error ? 'off' : null, state };

  const tick = useCallback(async () => {
    if (state === 'checking' || state === 'done') return;
    setState('checking');
    setDemanded(false);
    try {
      prepared.current = { action, ...(await localToken(action)) };
      setState('done');
    } catch {
      setState('failed');
    }
  }, [action, state]);

  useEffect(() => {
    if (provider !== 'turnstile' && provider !== 'recaptcha') return;
    const el = providerBox.current;
    if (!el || !siteKey) return;
    let live = true;
    // The site's theme as the page shows it (data-theme on <html>).
    const theme = document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
    renderProviderWidget(provider, el, siteKey, {
      theme,
      language: lang.toLowerCase(),
      onToken(token) {
        providerToken.current = token;
        if (live) setState(token ? 'done' : 'idle');
      },
    }).then(
      (reset) => {
        providerReset.current = reset;
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      el.replaceChildren();
    };
  }, [provider, siteKey, lang]);

  const gate = useCallback(async (): Promise<boolean> => {
    let p = live.current.provider;
    if (p === null) {
      try {
        p = (await fetchSignInChecks()).botCheck.provider;
      } catch {
        return true; // the server decides
      }
    }
    if (p === 'off' || live.current.state === 'done') return true;
    setDemanded(true);
    return false;
  }, []);

  const take = useCallback(async (wanted: TBotCheckAction): Promise<string | undefined> => {
    const { provider, state } = live.current;
    if (provider === 'off' || provider === null) return undefined;
    if (provider !== 'local') {
      const token = providerToken.current ?? undefined;
      providerToken.current = null;
      providerReset.current?.();
      setState('idle');
      return token;
    }
    if (state !== 'done') return undefined;
    // The token the tick prepared serves the form's main call; another action gets its own.
    const p = prepared.current;
    if (p && p.action === wanted && p.until > Date.now()) {
      prepared.current = null;
      return p.token;
    }
    try {
      return (await localToken(wanted)).token;
    } catch {
      setState('failed');
      return undefined;
    }
  }, []);

  const on = provider !== 'off';
  const note =
    demanded && state !== 'done'
      ? t('auth_botcheck_required')
      : state === 'failed'
        ? t('auth_botcheck_failed')
        : state === 'checking'
          ? t('auth_botcheck_checking')
          : '';
  const element = !on ? null : (
    <div className="bot-check" data-state={state}>
      {provider === 'local' ? (
        <label className="bot-check__box">
          <input
            type="checkbox"
            checked={state === 'done'}
            aria-busy={state === 'checking' || undefined}
            aria-describedby={note ? noteId : undefined}
            aria-invalid={demanded && state !== 'done' ? true : undefined}
            onChange={() => void tick()}
          />
          <span className="bot-check__label">{t('auth_botcheck_label')}</span>
          {state === 'checking' ? (
            <svg className="bot-check__spin" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <circle
                cx="10"
                cy="10"
                r="7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeDasharray="30 14"
              />
            </svg>
          ) : null}
          <svg className="bot-check__logo" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M12 2l8 3.5v6c0 5-3.4 8.6-8 10.5-4.6-1.9-8-5.5-8-10.5v-6z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
            />
            <path d="M8.5 12l2.5 2.5 4.5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </label>
      ) : (
        <div ref={providerBox} className="bot-check__provider" />
      )}
      {note ? (
        <span
          id={noteId}
          className={state === 'checking' ? 'bot-check__note' : 'bot-check__note bot-check__note--error'}
          role={state === 'checking' ? undefined : 'alert'}
        >
          {note}
        </span>
      ) : null}
    </div>
  );
  return { on, ready: !on || state === 'done', element, gate, take };
}
