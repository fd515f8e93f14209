import { Suspense, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useNotices } from '../api/get-notices.ts';
import { useContentSwitch } from '../use-content-switch.ts';
import './notice-marquee.css';
import { lazyScreen } from '../../../lib/lazy-page.ts';

const NoticeDialog = lazyScreen(() => import('./notice-dialog.tsx'));

/** Seconds the marquee takes per character of its titles, so long lists do not race by. */
const SECONDS_PER_CHAR = 0.18;

/**
 * The notice marquee (SPEC §2): the titles of the player notices scrolling by; a click on one opens
 * the notice dialog at that notice. It pauses on hover, on focus and with its pause button.
 */
export function NoticeMarquee() {
  const t = useT();
  const on = useContentSwitch('CONTENT_MARQUEE');
  const { data, loading } = useNotices();
  const [paused, setPaused] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = data?.player ?? [];
  if (!on || (!loading && list.length === 0)) return null;
  const chars = list.reduce((n, x) => n + x.title.length, 0);
  const titles = (copy: boolean) =>
    list.map((n, i) => (
      <li key={`${n.id}-${copy ? 'b' : 'a'}`}>
        <button type="button" className="marquee__item" tabIndex={copy ? -1 : undefined} onClick={() => setOpen(i)}>
          {n.title}
        </button>
      </li>
    ));
  return (
    <section className="marquee" aria-label={t('content_notices')}>
      <div className="marquee__inner">
        <span className="marquee__icon" aria-hidden="true" />
        <div className="marquee__viewport">
          <div
            className={`marquee__track${paused ? ' marquee__track--paused' : ''}`}
            style={{ ['--marquee-duration' as string]: `${Math.max(20, chars * SECONDS_PER_CHAR)}s` }}
          >
            <ul className="marquee__list">{titles(false)}</ul>
            <ul className="marquee__list marquee__list--copy" aria-hidden="true">
              {titles(true)}
            </ul>
          </div>
        </div>
        <button type="button" className="marquee__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          <span aria-hidden="true" className={paused ? 'marquee__play-icon' : 'marquee__pause-icon'} />
          <span className="visually-hidden">{t('content_pause_notices')}</span>
        </button>
      </div>
      {open === null ? null : (
        <Suspense fallback={null}>
          <NoticeDialog notices={list} initial={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
