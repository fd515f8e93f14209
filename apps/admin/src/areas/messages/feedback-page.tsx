import * as calls from '@app/contracts/calls/backoffice-messages';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { MSG_REPLIERS } from './index.ts';
import { ReplyDialog } from './reply-dialog.tsx';
import './messages.css';

type Status = 'open' | 'replied';

/** The feedback queue: waiting (oldest first) or replied; each opened to read its images and reply. */
export default function FeedbackPage() {
  const t = useT();
  const me = useMe();
  const [status, setStatus] = useState<Status>('open');
  const [opened, setOpened] = useState<calls.TFeedbackItem | null>(null);
  const [notice, setNotice] = useState('');
  const list = useStaffCall(calls.feedbackQueue, { status });
  const columns: Column<calls.TFeedbackItem>[] = [
    { id: 'member', header: t('msg.col.member'), cell: (r) => r.username },
    { id: 'question', header: t('msg.col.question'), cell: (r) => t(`msg.q.${r.question}`) },
    {
      id: 'content',
      header: t('msg.col.content'),
      cell: (r) => <span className="msg-wrap">{r.content.length > 80 ? `${r.content.slice(0, 80)}…` : r.content}</span>,
    },
    { id: 'images', header: t('msg.col.images'), cell: (r) => r.images, align: 'end' },
    { id: 'when', header: t('msg.col.when'), cell: (r) => <Age at={new Date(r.createdAt)} /> },
    {
      id: 'actions',
      header: t('msg.col.actions'),
      cell: (r) => (
        <button
          type="button"
          className="btn small"
          aria-label={t('msg.feedback.viewOf', { member: r.username })}
          onClick={() => {
            setNotice('');
            setOpened(r);
          }}
        >
          {t('msg.feedback.view')}
        </button>
      ),
    },
  ];
  return (
    <Page title={t('msg.feedback.nav')}>
      <div className="field msg-filter">
        <label htmlFor="msg-status">{t('msg.feedback.status')}</label>
        <select id="msg-status" value={status} onChange={(e) => setStatus(e.target.value as Status)}>
          <option value="open">{t('msg.feedback.open')}</option>
          <option value="replied">{t('msg.feedback.replied')}</option>
        </select>
      </div>
      {notice ? <p role="status">{notice}</p> : null}
      <DataTable
        caption={t('msg.feedback.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        empty={t('msg.feedback.empty')}
        onRetry={() => void list.refetch()}
      />
      {opened ? (
        <ReplyDialog
          item={opened}
          mayReply={MSG_REPLIERS.includes(me.role)}
          onClose={() => setOpened(null)}
          onDone={(done) => {
            setOpened(null);
            setNotice(t('msg.feedback.done', { member: done.username }));
          }}
        />
      ) : null}
    </Page>
  );
}
