import type { TNotice } from '@app/contracts/calls/content';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { formatDateTime } from '../format.ts';
import { RichText } from '../rich-text.tsx';
import './notice-dialog.css';

/** The notice modal: the titles on one side, the chosen notice's time and content on the other. */
export default function NoticeDialog({
  notices,
  initial,
  onClose,
}: {
  notices: readonly TNotice[];
  initial: number;
  onClose(): void;
}) {
  const { t, lang } = useI18n();
  const [index, setIndex] = useState(initial);
  const notice = notices[index];
  return (
    <Dialog title={t('content_notices')} onClose={onClose} wide>
      <div className="notice-dialog">
        <ul className="notice-dialog__titles">
          {notices.map((n, i) => (
            <li key={n.id}>
              <button
                type="button"
                className="notice-dialog__title"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                {n.title}
              </button>
            </li>
          ))}
        </ul>
        {notice ? (
          <article className="notice-dialog__notice" aria-labelledby="notice-dialog-heading">
            <h3 id="notice-dialog-heading">{notice.title}</h3>
            <p className="notice-dialog__time">
              <time dateTime={new Date(notice.time).toISOString()}>{formatDateTime(notice.time, lang)}</time>
            </p>
            <RichText html={notice.content} />
            <div className="notice-dialog__steps">
              <button type="button" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                {t('content_previous')}
              </button>
              <span>{t('content_n_of', { n: index + 1, total: notices.length })}</span>
              <button type="button" disabled={index === notices.length - 1} onClick={() => setIndex(index + 1)}>
                {t('content_next')}
              </button>
            </div>
          </article>
        ) : null}
      </div>
    </Dialog>
  );
}
