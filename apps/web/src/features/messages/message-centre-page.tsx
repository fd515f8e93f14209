import { MESSAGE_CATEGORIES, type TMessage, type TMessageCategory } from '@app/contracts/calls/messages';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useFormatTime } from '../../lib/format-time.ts';
import { Empty } from '../../ui/empty.tsx';
import { Tabs } from '../../ui/form-kit.tsx';
import { McNotice, McPage, McPager, McPending, useErrorText } from '../../ui/page-kit.tsx';
import { MESSAGES_PAGE_SIZE, useMessages } from './api/list-messages.ts';
import { reloadInbox, useReadAll } from './api/message-actions.ts';
import { useUnreadCounts } from './api/unread.ts';
import { FeedbackForm } from './components/feedback-form.tsx';
import { FeedbackList } from './components/feedback-list.tsx';
import { CATEGORY_KEYS } from './components/labels.ts';
import { MessageDialog } from './components/message-dialog.tsx';
import './messages.css';

type Tab = 'all' | TMessageCategory | 'feedback';

/**
 * messageV2 (SPEC §2): the platform messages by category, unread ones marked, opened in a dialog (which
 * marks them read), deleted, all marked read; and feedback (SPEC §2 names it only by label, so it lives
 * here as the last tab): the form and my feedback with the replies.
 */
export default function MessageCentrePage() {
  const t = useT();
  const time = useFormatTime();
  const errorText = useErrorText();
  const [tab, setTab] = useState<Tab>('all');
  const [pageNo, setPageNo] = useState(1);
  const [opened, setOpened] = useState<TMessage | undefined>();
  const [error, setError] = useState<string | undefined>();
  const counts = useUnreadCounts();
  const category = tab === 'all' || tab === 'feedback' ? undefined : tab;
  const messages = useMessages(category, pageNo);
  const readAll = useReadAll();
  const list = messages.data?.list ?? [];
  const unreadHere = counts.data ? (category ? counts.data[category] : counts.data.total) : 0;

  const countLabel = (label: string, n: number) => (n > 0 ? t('ms_tab_count', { label, count: n }) : label);
  const tabs: { key: Tab; label: string }[] = [
    { key: 'all', label: countLabel(t('ms_tab_all'), counts.data?.total ?? 0) },
    ...MESSAGE_CATEGORIES.map((c) => ({
      key: c as Tab,
      label: countLabel(t(CATEGORY_KEYS[c]), counts.data?.[c] ?? 0),
    })),
    { key: 'feedback', label: t('ms_tab_feedback') },
  ];

  const markAll = async () => {
    setError(undefined);
    try {
      await readAll.run({ category });
      reloadInbox();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <McPage titleKey="ms_page_title">
      <Tabs
        label={t('ms_tabs_label')}
        idPrefix="ms"
        active={tab}
        onChange={(next) => {
          setTab(next);
          setPageNo(1);
        }}
        tabs={tabs}
      />
      <div id="ms-panel" role="tabpanel" aria-labelledby={`ms-tab-${tab}`} className="ms-panel">
        {tab === 'feedback' ? (
          <div className="ms-feedback">
            <FeedbackForm />
            <FeedbackList />
          </div>
        ) : (
          <>
            <div className="mc-row ms-toolbar">
              <button
                type="button"
                className="mc-button"
                disabled={unreadHere === 0 || readAll.pending}
                onClick={() => void markAll()}
              >
                {t('ms_mark_all_read')}
              </button>
            </div>
            <McNotice error={error} />
            <McPending read={messages} />
            {messages.data && list.length === 0 ? <Empty>{t('ms_empty')}</Empty> : null}
            {list.length > 0 ? (
              <ul className="ms-list" aria-label={t('ms_list_label')}>
                {list.map((m) => {
                  const at = new Date(m.time).toISOString();
                  return (
                    <li key={m.id}>
                      <button
                        type="button"
                        className={`ms-item${m.read ? '' : ' ms-item--unread'}`}
                        onClick={() => setOpened(m)}
                      >
                        <span className="ms-item__dot" aria-hidden="true" />
                        <span className="ms-item__title">
                          {m.read ? null : <span className="visually-hidden">{t('ms_unread')} </span>}
                          {m.title}
                        </span>
                        <span className="ms-item__meta">
                          <span className="mc-pill">{t(CATEGORY_KEYS[m.category])}</span>
                          <time dateTime={at}>{time(at)}</time>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <McPager
              pageNo={pageNo}
              totalPages={Math.ceil((messages.data?.total ?? 0) / MESSAGES_PAGE_SIZE)}
              onPage={setPageNo}
            />
          </>
        )}
      </div>
      {opened ? <MessageDialog message={opened} onClose={() => setOpened(undefined)} /> : null}
    </McPage>
  );
}
