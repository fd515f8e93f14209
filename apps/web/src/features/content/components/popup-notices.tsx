import { useEffect, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { readSession, writeSession } from '../../../lib/storage.ts';
import { useSwitch } from '../../system/index.ts';
import { useNotices } from '../api/get-notices.ts';
import { RichText } from '../rich-text.tsx';
import './popup-notices.css';

/** Session storage flag: the popup notices were shown in this visit. */
export const POPUP_SEEN_KEY = 'popupNoticesSeen';

/**
 * The popup notices (type PU), shown once per session after the page has loaded, in a card that
 * leaves the page usable; Close or Escape dismisses it.
 */
export default function PopupNotices() {
  const { t } = useI18n();
  const on = useSwitch('CONTENT_POPUP_NOTICE');
  const { data } = useNotices();
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>(() =>
    readSession(POPUP_SEEN_KEY) ? 'closed' : 'waiting',
  );
  const [index, setIndex] = useState(0);
  const list = data?.popup ?? [];
  useEffect(() => {
    if (state !== 'waiting' || !on || list.length === 0) return;
    writeSession(POPUP_SEEN_KEY, '1');
    setState('open');
  }, [state, on, list.length]);
  useEffect(() => {
    if (state !== 'open') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setState('closed');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state]);
  const notice = list[index];
  if (state !== 'open' || !notice) return null;
  return (
    <section className="popup-notice" aria-labelledby="popup-notice-title">
      <h2 id="popup-notice-title" className="popup-notice__title">
        {notice.title}
      </h2>
      <RichText html={notice.content} className="popup-notice__body" />
      <div className="popup-notice__actions">
        {list.length > 1 ? (
          <button type="button" onClick={() => setIndex((index + 1) % list.length)}>
            {t('content_next')} {t('content_n_of', { n: index + 1, total: list.length })}
          </button>
        ) : null}
        <button type="button" className="popup-notice__close" onClick={() => setState('closed')}>
          {t('close')}
        </button>
      </div>
    </section>
  );
}
