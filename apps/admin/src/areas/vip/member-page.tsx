import type { TVipMember } from '@app/contracts/calls/backoffice-vip';
import * as calls from '@app/contracts/calls/backoffice-vip';
import { toMinor } from '@app/contracts/money';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { MemberHead, MemberSearch, useMemberParam } from '../../ui/member-search.tsx';
import { formatMinor } from '../../ui/money.tsx';
import { Page } from '../../ui/page.tsx';
import { VIP_EDITORS } from './index.ts';
import { SetLevelDialog } from './set-level-dialog.tsx';
import './vip.css';

type Change = TVipMember['history'][number];
const major = (n: number) => `${formatMinor(toMinor(n, boot.minorUnits))} ${boot.currency}`;
const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function MemberLevel({ username }: { username: string }) {
  const t = useT();
  const me = useMe();
  const member = useStaffCall(calls.member, { username });
  const levels = useStaffCall(calls.levels, {});
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  if (member.error)
    return (
      <p className="form-error" role="alert">
        {errorText(t, member.error)}
      </p>
    );
  const d = member.data;
  const columns: Column<Change>[] = [
    {
      id: 'at',
      header: t('vip.history.when'),
      cell: (c) => <time dateTime={new Date(c.at).toISOString()}>{when(c.at)}</time>,
    },
    { id: 'change', header: t('vip.history.change'), cell: (c) => `${c.from} → ${c.to}` },
    { id: 'cause', header: t('vip.history.cause'), cell: (c) => t(`vip.cause.${c.cause}`) },
    { id: 'reason', header: t('vip.history.reason'), cell: (c) => c.reason },
    { id: 'by', header: t('vip.history.by'), cell: (c) => c.by },
  ];
  return (
    <>
      {d ? (
        <MemberHead
          title={t('vip.member.of', { username: d.username, id: d.memberId })}
          className="vip-member-head"
          action={
            VIP_EDITORS.includes(me.role) && levels.data
              ? {
                  label: t('vip.member.set'),
                  onClick: () => {
                    setNotice('');
                    setOpen(true);
                  },
                }
              : null
          }
          notice={notice}
        >
          <dt>{t('vip.member.level')}</dt>
          <dd data-testid="vip-member-level">{d.level}</dd>
          <dt>{t('vip.member.highest')}</dt>
          <dd>{d.highest}</dd>
          <dt>{t('vip.member.totals', { days: d.rollingDays })}</dt>
          <dd>{t('vip.member.totalsValue', { bet: major(d.validBet), deposit: major(d.deposit) })}</dd>
        </MemberHead>
      ) : null}
      <DataTable
        caption={t('vip.history.caption', { username: d?.username ?? username })}
        columns={columns}
        rows={d?.history}
        rowKey={(c) => `${c.at}-${c.from}-${c.to}`}
        loading={member.loading}
        empty={t('vip.history.empty')}
      />
      {open && d && levels.data ? (
        <SetLevelDialog
          member={d}
          levels={levels.data.levels}
          onClose={() => setOpen(false)}
          onDone={(after) => {
            setOpen(false);
            setNotice(t('vip.member.done', { username: after.username, level: after.level }));
          }}
        />
      ) : null}
    </>
  );
}

/** /vip/members?member=<username>: a member's VIP level, totals and history; set by hand with a reason. */
export default function MemberPage() {
  const t = useT();
  const username = useMemberParam();
  return (
    <Page title={t('vip.members.nav')}>
      <MemberSearch
        searchLabel={t('vip.member.search')}
        usernameLabel={t('vip.member.username')}
        showLabel={t('vip.member.show')}
      />
      {username ? <MemberLevel key={username} username={username} /> : null}
    </Page>
  );
}
