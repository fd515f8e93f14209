import * as calls from '@app/contracts/calls/backoffice-points';
import type { CallResponse } from '@app/contracts/define';
import { useState } from 'react';
import { type TFn, useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { MemberHead, MemberSearch, useMemberParam } from '../../ui/member-search.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { AdjustDialog } from './adjust-dialog.tsx';
import { POINTS_DECIDERS } from './index.ts';

type Entry = CallResponse<typeof calls.member>['entries'][number];

const points = (n: number) => n.toLocaleString('en-US');
const signed = (n: number) => (n > 0 ? `+${points(n)}` : points(n));
const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The label of an entry's source; an unknown source shows as it is. */
function sourceLabel(t: TFn, source: string): string {
  const key = `points.source.${source}`;
  const text = t(key);
  return text === key ? source : text;
}

function MemberPoints({ username }: { username: string }) {
  const t = useT();
  const me = useMe();
  const member = useStaffCall(calls.member, { username });
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  if (member.error)
    return (
      <p className="form-error" role="alert">
        {errorText(t, member.error)}
      </p>
    );
  const d = member.data;
  const columns: Column<Entry>[] = [
    {
      id: 'time',
      header: t('points.entries.time'),
      cell: (e) => <time dateTime={new Date(e.time).toISOString()}>{when(e.time)}</time>,
    },
    {
      id: 'source',
      header: t('points.entries.source'),
      cell: (e) => <StatusBadge status={e.source} label={sourceLabel(t, e.source)} />,
    },
    { id: 'points', header: t('points.entries.change'), cell: (e) => signed(e.points), align: 'end' },
    { id: 'balance', header: t('points.entries.balance'), cell: (e) => points(e.balance), align: 'end' },
    { id: 'remark', header: t('points.entries.remark'), cell: (e) => e.remark },
  ];
  return (
    <>
      {d ? (
        <MemberHead
          title={t('points.member.of', { username: d.username, id: d.memberId })}
          action={
            POINTS_DECIDERS.includes(me.role)
              ? {
                  label: t('points.member.adjust'),
                  onClick: () => {
                    setNotice('');
                    setOpen(true);
                  },
                }
              : null
          }
          notice={notice}
        >
          <dt>{t('points.member.balance')}</dt>
          <dd data-testid="points-member-balance">{points(d.points)}</dd>
        </MemberHead>
      ) : null}
      <DataTable
        caption={t('points.entries.caption', { username: d?.username ?? username })}
        columns={columns}
        rows={d?.entries}
        rowKey={(e) => e.id}
        loading={member.loading}
        empty={t('points.entries.empty')}
      />
      {open && d ? (
        <AdjustDialog
          username={d.username}
          onClose={() => setOpen(false)}
          onDone={(after) => {
            setOpen(false);
            setNotice(t('points.member.done', { username: after.username, points: points(after.points) }));
          }}
        />
      ) : null}
    </>
  );
}

/** /points/members?member=<username>: a member's points and latest entries; adjusted with a reason. */
export default function MemberPage() {
  const t = useT();
  const username = useMemberParam();
  return (
    <Page title={t('points.members.nav')}>
      <MemberSearch
        searchLabel={t('points.member.search')}
        usernameLabel={t('points.member.username')}
        showLabel={t('points.member.show')}
      />
      {username ? <MemberPoints key={username} username={username} /> : null}
    </Page>
  );
}
