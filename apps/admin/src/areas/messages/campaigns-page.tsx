import * as calls from '@app/contracts/calls/backoffice-messages';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { ComposeForm } from './compose-form.tsx';
import { MSG_SENDERS } from './index.ts';
import './messages.css';

/** Messages to segments: the compose form (senders) and the messages sent. */
export default function CampaignsPage() {
  const t = useT();
  const me = useMe();
  const list = useStaffCall(calls.campaigns, {});
  const columns: Column<calls.TCampaign>[] = [
    { id: 'title', header: t('msg.col.title'), cell: (r) => <span className="msg-wrap">{r.title}</span> },
    { id: 'category', header: t('msg.col.category'), cell: (r) => t(`msg.category.${r.category}`) },
    { id: 'languages', header: t('msg.col.languages'), cell: (r) => r.languages.join(', ') },
    { id: 'recipients', header: t('msg.col.recipients'), cell: (r) => r.recipients, align: 'end' },
    { id: 'reason', header: t('ui.reason'), cell: (r) => <span className="msg-wrap">{r.reason}</span> },
    { id: 'by', header: t('msg.col.by'), cell: (r) => r.by },
    { id: 'when', header: t('msg.col.when'), cell: (r) => <Age at={new Date(r.at)} /> },
  ];
  return (
    <Page title={t('msg.send.nav')}>
      {MSG_SENDERS.includes(me.role) ? <ComposeForm /> : null}
      <section className="msg-section" aria-labelledby="msg-sent-title">
        <h2 id="msg-sent-title">{t('msg.campaigns.title')}</h2>
        <DataTable
          caption={t('msg.campaigns.caption')}
          columns={columns}
          rows={list.data?.list}
          rowKey={(r) => r.id}
          loading={list.loading}
          error={list.error}
          empty={t('msg.campaigns.empty')}
          onRetry={() => void list.refetch()}
        />
      </section>
    </Page>
  );
}
