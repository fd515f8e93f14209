import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

/** True when the page runs as the installed app (opened from its icon). */
function runsInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Starts the installable app's browser side, once at start: keeps the browser's install offer
 * (`beforeinstallprompt` fires once, usually before the download page opens) and, in production builds
 * on secure pages (https, or localhost), registers the service worker that lets the app start offline.
 */
export function startInstallableApp(): void {
  installed = runsInstalled();
  followThemeWithBar();
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    installed = true;
    changed();
  });
  if (import.meta.env.PROD && window.isSecureContext && 'serviceWorker' in navigator) {
    window.addEventListener('load', () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // The site works the same without it; only offline start is lost.
      });
    });
  }
}

/** The browser bar's colour per theme (as theme-init.js sets it at start and the manifest names it). */
const BAR_COLOURS = { dark: '#0b0e1a', light: '#0d4fb3' } as const;

/** Keeps the theme-color meta in step when the visitor switches the theme. */
function followThemeWithBar(): void {
  const bar = document.querySelector('meta[name="theme-color"]');
  if (!bar || typeof MutationObserver === 'undefined') return;
  const sync = () =>
    bar.setAttribute('content', BAR_COLOURS[document.documentElement.dataset.theme === 'light' ? 'light' : 'dark']);
  new MutationObserver(sync).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
}

export interface InstallState {
  /** The browser offers its install dialog now. */
  canPrompt: boolean;
  /** The page is already the installed app. */
  installed: boolean;
}

let snapshot: InstallState = { canPrompt: false, installed: false };
function read(): InstallState {
  if (snapshot.canPrompt !== (offer !== null) || snapshot.installed !== installed) {
    snapshot = { canPrompt: offer !== null, installed };
  }
  return snapshot;
}

/** The install offer as React state. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    read,
  );
}

/** Opens the browser's install dialog; true when the person accepted. The offer is used up either way. */
export async function promptInstall(): Promise<boolean> {
  const e = offer;
  if (!e) return false;
  offer = null;
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') installed = true;
  changed();
  return outcome === 'accepted';
}
