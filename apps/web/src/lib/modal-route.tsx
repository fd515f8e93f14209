import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { type Location, UNSAFE_LocationContext, useLocation, useNavigate, useOutlet } from 'react-router';
import { useScrollLock } from './use-scroll-lock.ts';

/**
 * Modal routes (the member centre, later the agent centre): a screen with its own address that shows
 * over the page it was opened from, as Medusa's admin does. Opening one pushes its address with the
 * page behind in the history state (`background`); moving between its pages replaces that entry, so
 * Back closes it; a reload or a typed address opens it over the home page.
 */

/** True for the page kept behind a modal route's overlay (see ModalRouteOutlet). */
const BehindModal = createContext(false);

/**
 * True while the page renders behind a modal route's overlay: nobody can use it until the overlay
 * closes, so it may leave its heavy below-the-fold parts until then (the home page's game lists).
 */
export function useBehindModal(): boolean {
  return useContext(BehindModal);
}

/** The history state a modal route is opened with. */
interface ModalState {
  background?: Location;
}

/** The page a modal route was opened over, if it was opened from one (not typed or reloaded fresh). */
export function backgroundOf(location: Location): Location | undefined {
  return (location.state as ModalState | null)?.background;
}

/** What a Link or navigate() needs to open a modal-route address: from inside one, it moves within it. */
export interface ModalLinkProps {
  to: string;
  state: ModalState | undefined;
  replace: boolean;
}

/** Builds the link props for the addresses of one modal route (`isModalPath` says which are its). */
export function useModalLink(isModalPath: (pathname: string) => boolean): (to: string) => ModalLinkProps {
  const location = useLocation();
  return useCallback(
    (to: string) => {
      const inside = isModalPath(location.pathname);
      const background = inside ? backgroundOf(location) : location;
      return { to, state: background ? { background } : undefined, replace: inside };
    },
    [location, isModalPath],
  );
}

/** Opens a modal-route address from code (buttons that do something first). */
export function useOpenModalRoute(isModalPath: (pathname: string) => boolean): (to: string) => void {
  const link = useModalLink(isModalPath);
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      const { state, replace } = link(to);
      void navigate(to, { state, replace });
    },
    [link, navigate],
  );
}

/** Closes the modal route: back to the page behind it, or to `fallback` when it was opened directly. */
export function useCloseModalRoute(fallback = '/'): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (backgroundOf(location) && idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [location, navigate, fallback]);
}

/**
 * A modal route shown as a modal dialog over the page behind it (desktop): the page behind does not
 * scroll, Escape closes the route, and focus goes back to where it was when the dialog opened.
 */
export function ModalRouteDialog({
  className,
  labelledBy,
  children,
}: {
  className: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useCloseModalRoute();
  useScrollLock(true);
  useEffect(() => {
    const opener = document.activeElement;
    ref.current?.showModal();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      {children}
    </dialog>
  );
}

/**
 * The router's outlet, except while a modal route shows as an overlay: then the page it was opened
 * over stays mounted as it was (its state, scroll position and address, so its banners and active
 * links do not change), and a modal route opened directly shows its own page (home) at address `home`.
 * On phones the modal routes are full pages (`overlay` false) and the outlet is left alone.
 */
export function ModalRouteOutlet({
  isModalPath,
  overlay,
  home = '/',
}: {
  isModalPath: (pathname: string) => boolean;
  overlay: boolean;
  home?: string;
}) {
  const outlet = useOutlet();
  const location = useLocation();
  // What <Routes location={...}> does inside react-router: the page behind reads its own address.
  const current = useContext(UNSAFE_LocationContext);
  const kept = useRef<{ outlet: typeof outlet; context: typeof current } | null>(null);
  const atHome = useMemo(
    () => ({ ...current, location: { ...current.location, pathname: home, search: '', hash: '', state: null } }),
    [current, home],
  );
  const modal = overlay && isModalPath(location.pathname);
  if (!modal) kept.current = { outlet, context: current };
  const shown = !modal
    ? { outlet, context: current }
    : kept.current && backgroundOf(location)
      ? kept.current
      : { outlet, context: atHome };
  return (
    <UNSAFE_LocationContext.Provider value={shown.context}>
      <BehindModal.Provider value={modal}>{shown.outlet}</BehindModal.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}
