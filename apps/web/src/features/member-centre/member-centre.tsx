import { securityProfile } from '@app/contracts/calls/cashier';
import { TRIAL_TYPE } from '@app/contracts/constants';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { openAuthDialog } from '../auth/auth-dialogs.ts';
import { useSession } from '../session/session.tsx';
import { MenuEntry } from './components/menu-entry.tsx';
import { useScrollLock } from './components/use-scroll-lock.ts';
import {
  announceMemberCentreClosed,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
  onMemberCentreOpen,
} from './open-member-centre.ts';
import { MEMBER_CENTRE_REGISTRY, type MemberCentrePageDef } from './pages.ts';
import './member-centre.css';

const DEFAULT_PAGE: MemberCentrePage = 'securityCenter';

const PAGES = MEMBER_CENTRE_PAGES.flatMap((key) => {
  const def = MEMBER_CENTRE_REGISTRY[key];
  return def ? [{ key, def, Component: lazy(def.load) }] : [];
});

/**
 * The member centre (SPEC §2): an overlay with a side menu and a close button, one page at a time
 * (default securityCenter), count badges, page scroll locked while open and restored on close. Opened
 * by openMemberCentre(page) from anywhere; visitors get the login popup, trial accounts are warned.
 */
export function MemberCentre() {
  const t = useT();
  const { token } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [page, setPage] = useState<MemberCentrePage | null>(null);
  useScrollLock(page !== null);

  const close = useCallback(() => {
    setPage(null);
    announceMemberCentreClosed();
  }, []);

  const open = useCallback(
    async (wanted: MemberCentrePage) => {
      if (!token) {
        openAuthDialog({ kind: 'login' });
        return;
      }
      try {
        const profile = await callApi(securityProfile, {});
        if (profile.accountType === TRIAL_TYPE) throw new ApiError('account.trial.forbidden', '', 403);
      } catch (e) {
        if (e instanceof ApiError && e.code === 'account.trial.forbidden') {
          // SPEC §5: the same warning as any gated action, with its way on to registration.
          openAuthDialog({ kind: 'trial' });
          return;
        }
      }
      opener.current = document.activeElement;
      setPage(PAGES.some((p) => p.key === wanted) ? wanted : DEFAULT_PAGE);
    },
    [token],
  );

  useEffect(() => onMemberCentreOpen((p) => void open(p)), [open]);
  useEffect(() => {
    if (!token) setPage(null);
  }, [token]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (page !== null && !d.open) d.showModal();
    if (page === null && d.open) {
      d.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [page]);

  const active = useMemo(() => PAGES.find((p) => p.key === page), [page]);
  const go = useCallback((p: MemberCentrePage) => setPage(PAGES.some((x) => x.key === p) ? p : DEFAULT_PAGE), []);

  return (
    <>
      <dialog
        ref={dialog}
        className="member-centre"
        aria-labelledby="member-centre-title"
        onCancel={(e) => {
          e.preventDefault();
          close();
        }}
      >
        {page !== null ? (
          <div className="member-centre__frame">
            <nav className="member-centre__menu" aria-label={t('mc_menu_label')}>
              <div className="member-centre__menu-head">
                <h2 id="member-centre-title" className="member-centre__title">
                  {t('mc_title')}
                </h2>
                <button type="button" className="member-centre__close" onClick={close} aria-label={t('mc_close')}>
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                  </svg>
                </button>
              </div>
              <ul>
                {PAGES.map((p) => (
                  <MenuEntry
                    key={p.key}
                    def={p.def as MemberCentrePageDef}
                    current={p.key === page}
                    onSelect={() => setPage(p.key)}
                  />
                ))}
              </ul>
            </nav>
            <section className="member-centre__page" aria-label={active ? t(active.def.labelKey) : undefined}>
              <Suspense fallback={<p className="member-centre__loading">{t('loading')}</p>}>
                {active ? <active.Component open={go} close={close} /> : null}
              </Suspense>
            </section>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
