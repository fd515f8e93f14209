import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { formatDateTime } from '../format.ts';
import { RichText } from '../rich-text.tsx';
import { Pagination } from './pagination.tsx';
import './announcement-list.css';

/**
 * The announcements list (SPEC §2): 9 titles per page with pagination; choosing one expands its
 * title, HTML content, and date and time.
 */
export function AnnouncementList() {
  const { t, lang } = useI18n();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, loading, error, refetch } = useAnnouncements(page);
  if (error && !data) {
    return (
      <div className="announcements__state" role="alert">
        <p>{t(error.messageKey as 'err_unknown')}</p>
        <button type="button" onClick={() => void refetch()}>
          {t('try_again')}
        </button>
      </div>
    );
  }
  if (loading && !data) return <p className="announcements__state">{t('loading')}</p>;
  const list = data?.list ?? [];
  if (list.length === 0) return <p className="announcements__state">{t('content_no_notices')}</p>;
  return (
    <>
      <ul className="announcements">
        {list.map((n) => {
          const open = openId === n.id;
          const panel = `announcement-${n.id}`;
          return (
            <li key={n.id} className={`announcement${open ? ' announcement--open' : ''}`}>
              <h2 className="announcement__heading">
                <button
                  type="button"
                  className="announcement__toggle"
                  aria-expanded={open}
                  aria-controls={panel}
                  onClick={() => setOpenId(open ? null : n.id)}
                >
                  <span className="announcement__title">{n.title}</span>
                  <time className="announcement__time" dateTime={new Date(n.time).toISOString()}>
                    {formatDateTime(n.time, lang)}
                  </time>
                </button>
              </h2>
              <div id={panel} className="announcement__body" hidden={!open}>
                <RichText html={n.content} />
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        total={data?.totalPages ?? 1}
        onPage={(p) => {
          setPage(p);
          setOpenId(null);
        }}
      />
    </>
  );
}
