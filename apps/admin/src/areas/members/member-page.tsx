import type { TMemberProfile } from '@app/contracts/calls/backoffice-members';
import * as calls from '@app/contracts/calls/backoffice-members';
import type { TBetRecord } from '@app/contracts/calls/bets';
import type { TRecord } from '@app/contracts/calls/wallet';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { DateTime } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { DateRange, type DayRange } from '../../ui/date-range.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { FiltersBar } from '../../ui/filters.tsx';
import { formatMinor, Money } from '../../ui/money.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { NoteForm } from './note-form.tsx';
import { LockBadge, may } from './shared.tsx';
import { Tabs } from './tabs.tsx';
import { TagEditor } from './tag-editor.tsx';
import './members.css';

const PAGE_SIZE = 20;
type Tab = 'overview' | 'money' | 'bets' | 'signIns' | 'notes';

/** A major-unit amount of the member-site shapes (ledger, bets) in the brand's format. */
const major = (amount: number) => formatMinor(Math.round(amount * 10 ** boot.minorUnits));

function Overview({ m }: { m: TMemberProfile }) {
  const t = useT();
  const none = t('members.fact.none');
  const facts: [string, React.ReactNode][] = [
    [t('members.fact.id'), m.id],
    [t('members.fact.nickname'), m.nickname || none],
    [t('members.fact.status'), <LockBadge key="s" m={m} />],
    [t('members.fact.registered'), <DateTime key="r" at={m.registeredAt} />],
    [t('members.fact.registerIp'), m.registerIp || none],
    [t('members.fact.registerDevice'), m.registerDevice || none],
    [t('members.fact.lastSignIn'), m.lastSignInAt ? <DateTime key="l" at={m.lastSignInAt} /> : t('members.never')],
    [t('members.fact.lastSignInIp'), m.lastSignInIp ?? none],
    [t('members.fact.mobile'), m.mobile ?? none],
    [t('members.fact.email'), m.email ?? none],
    ...Object.entries(m.contact).map(([k, v]): [string, React.ReactNode] => [k, v]),
    [
      t('members.fact.vip'),
      m.vip.label ? t('members.fact.vipValue', { label: m.vip.label, rank: m.vip.rank }) : String(m.vip.rank),
    ],
    [t('members.fact.labels'), m.labels.length ? m.labels.join(', ') : none],
    [t('members.fact.tags'), m.tags.length ? m.tags.join(', ') : none],
  ];
  return (
    <>
      {m.contactVisible ? null : <p className="notice">{t('members.fact.masked')}</p>}
      <dl className="facts">
        {facts.map(([k, v]) => (
          <div key={k} className="mb-fact">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function MoneyTab({ memberId }: { memberId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const balances = useStaffCall(calls.balances, { memberId });
  const ledger = useStaffCall(calls.ledger, { memberId, pageNo: page, pageSize: PAGE_SIZE }, { keepPrevious: true });
  const currency = balances.data?.currency ?? boot.currency;
  type Account = NonNullable<typeof balances.data>['accounts'][number];
  const accountCols: Column<Account>[] = [
    { id: 'wallet', header: t('members.balances.wallet'), cell: (a) => a.wallet || t('members.balances.main') },
    {
      id: 'balance',
      header: t('members.balances.balance'),
      cell: (a) => <Money minor={a.balance} currency={currency} />,
      align: 'end',
    },
    {
      id: 'held',
      header: t('members.balances.held'),
      cell: (a) => <Money minor={a.held} currency={currency} />,
      align: 'end',
    },
  ];
  const ledgerCols: Column<TRecord>[] = [
    { id: 'time', header: t('members.ledger.time'), cell: (r) => <DateTime at={r.time} /> },
    { id: 'type', header: t('members.ledger.type'), cell: (r) => r.type },
    { id: 'wallet', header: t('members.balances.wallet'), cell: (r) => r.wallet || t('members.balances.main') },
    { id: 'amount', header: t('members.ledger.amount'), cell: (r) => major(r.amount), align: 'end' },
    { id: 'after', header: t('members.ledger.after'), cell: (r) => major(r.balanceAfter), align: 'end' },
    { id: 'ref', header: t('members.ledger.reference'), cell: (r) => r.reference || r.memo },
  ];
  return (
    <>
      <DataTable
        caption={t('members.balances.caption')}
        columns={accountCols}
        rows={balances.data?.accounts}
        rowKey={(a) => a.wallet || 'main'}
        loading={balances.loading}
        error={balances.error}
        onRetry={() => void balances.refetch()}
      />
      <h2 className="mb-h2">{t('members.ledger.caption')}</h2>
      <DataTable
        caption={t('members.ledger.caption')}
        columns={ledgerCols}
        rows={ledger.data?.list}
        rowKey={(r) => r.id}
        loading={ledger.loading}
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
        paging={{ page, hasNext: (ledger.data?.total ?? 0) > page * PAGE_SIZE, onPage: setPage }}
      />
    </>
  );
}

function BetsTab({ memberId }: { memberId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<DayRange>({ from: '', to: '' });
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const bets = useStaffCall(
    calls.bets,
    {
      memberId,
      pageNo: page,
      pageSize: PAGE_SIZE,
      ...(range.from ? { startDate: range.from } : {}),
      ...(range.to ? { endDate: range.to } : {}),
    },
    { keepPrevious: true },
  );
  const cols: Column<TBetRecord>[] = [
    { id: 'started', header: t('members.bets.started'), cell: (b) => <DateTime at={b.startedAt} /> },
    { id: 'game', header: t('members.bets.game'), cell: (b) => b.gameName },
    { id: 'vendor', header: t('members.bets.vendor'), cell: (b) => b.vendor },
    { id: 'bet', header: t('members.bets.bet'), cell: (b) => major(b.betAmount), align: 'end' },
    { id: 'win', header: t('members.bets.win'), cell: (b) => major(b.winAmount), align: 'end' },
    { id: 'profit', header: t('members.bets.profit'), cell: (b) => major(b.profit), align: 'end' },
    { id: 'status', header: t('members.bets.status'), cell: (b) => <StatusBadge status={b.status} /> },
  ];
  const totals = bets.data?.totals;
  return (
    <>
      <FiltersBar
        label={t('members.bets.filters')}
        onApply={() => {
          setPage(1);
          setRange(draft);
        }}
        onClear={() => {
          setDraft({ from: '', to: '' });
          setRange({ from: '', to: '' });
        }}
      >
        <DateRange value={draft} onChange={setDraft} />
      </FiltersBar>
      {totals ? (
        <p className="muted">
          {t('members.bets.totals', {
            rounds: totals.rounds,
            bet: major(totals.betAmount),
            win: major(totals.winAmount),
            profit: major(totals.profit),
          })}
        </p>
      ) : null}
      <DataTable
        caption={t('members.bets.caption')}
        columns={cols}
        rows={bets.data?.list}
        rowKey={(b) => b.id}
        loading={bets.loading}
        error={bets.error}
        onRetry={() => void bets.refetch()}
        paging={{ page, hasNext: (bets.data?.total ?? 0) > page * PAGE_SIZE, onPage: setPage }}
      />
    </>
  );
}

function SignInsTab({ memberId }: { memberId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useStaffCall(calls.signIns, { memberId, pageNo: page, pageSize: PAGE_SIZE }, { keepPrevious: true });
  type Row = NonNullable<typeof list.data>['list'][number];
  const cols: Column<Row>[] = [
    { id: 'time', header: t('members.signIns.time'), cell: (s) => <DateTime at={s.at} /> },
    { id: 'ip', header: t('members.signIns.ip'), cell: (s) => s.ip },
    { id: 'device', header: t('members.signIns.device'), cell: (s) => s.device },
    { id: 'how', header: t('members.signIns.how'), cell: (s) => s.loginType },
    {
      id: 'ended',
      header: t('members.signIns.ended'),
      cell: (s) =>
        s.endedAt ? (
          <>
            <DateTime at={s.endedAt} /> {s.endReason ?? ''}
          </>
        ) : (
          t('members.signIns.open')
        ),
    },
  ];
  return (
    <DataTable
      caption={t('members.signIns.caption')}
      columns={cols}
      rows={list.data?.list}
      rowKey={(s) => s.id}
      loading={list.loading}
      error={list.error}
      onRetry={() => void list.refetch()}
      paging={{ page, hasNext: (list.data?.total ?? 0) > page * PAGE_SIZE, onPage: setPage }}
    />
  );
}

function NotesTab({ m }: { m: TMemberProfile }) {
  const t = useT();
  const me = useMe();
  const [page, setPage] = useState(1);
  const notes = useStaffCall(
    calls.notes,
    { memberId: m.id, pageNo: page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  type Row = NonNullable<typeof notes.data>['list'][number];
  const cols: Column<Row>[] = [
    { id: 'time', header: t('members.notes.time'), cell: (n) => <DateTime at={n.at} /> },
    { id: 'author', header: t('members.notes.author'), cell: (n) => n.author },
    { id: 'text', header: t('members.notes.text'), cell: (n) => <span className="mb-note">{n.text}</span> },
  ];
  return (
    <div className="mb-notes">
      <section>
        <h2 className="mb-h2">{t('members.tags.title')}</h2>
        <TagEditor memberId={m.id} tags={m.tags} editable={may('tag', me.role)} />
      </section>
      <section>
        <h2 className="mb-h2">{t('members.notes.title')}</h2>
        {may('note', me.role) ? <NoteForm memberId={m.id} /> : null}
        <DataTable
          caption={t('members.notes.caption')}
          columns={cols}
          rows={notes.data?.list}
          rowKey={(n) => n.id}
          loading={notes.loading}
          error={notes.error}
          onRetry={() => void notes.refetch()}
          paging={{ page, hasNext: (notes.data?.total ?? 0) > page * PAGE_SIZE, onPage: setPage }}
        />
      </section>
    </div>
  );
}

const LOCK_FOR = ['open', '60', '1440', '10080'] as const;

/** Lock (with how long) or unlock, with a reason. */
function LockAction({ m }: { m: TMemberProfile }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [lockFor, setLockFor] = useState<(typeof LOCK_FOR)[number]>('open');
  const locked = m.lock !== 'active';
  const lock = useStaffWrite(calls.lock, { invalidates: [calls.profile, calls.signIns, calls.search] });
  const unlock = useStaffWrite(calls.unlock, { invalidates: [calls.profile, calls.search] });
  const write = locked ? unlock : lock;
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => {
          write.reset();
          setOpen(true);
        }}
      >
        {locked ? t('members.unlock') : t('members.lock')}
      </button>
      <ReasonDialog
        open={open}
        title={locked ? t('members.unlockOf', { name: m.username }) : t('members.lockOf', { name: m.username })}
        description={locked ? t('members.unlockLead') : t('members.lockLead')}
        confirmLabel={locked ? t('members.unlock') : t('members.lock')}
        error={write.error}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const done = locked
            ? await unlock.run({ memberId: m.id, reason })
            : await lock.run({
                memberId: m.id,
                reason,
                ...(lockFor === 'open' ? {} : { minutes: Number(lockFor) }),
              });
          if (done) setOpen(false);
          return Boolean(done);
        }}
      >
        {locked ? null : (
          <div className="field">
            <label htmlFor={id}>{t('members.lockFor')}</label>
            <select id={id} value={lockFor} onChange={(e) => setLockFor(e.target.value as typeof lockFor)}>
              {LOCK_FOR.map((v) => (
                <option key={v} value={v}>
                  {t(`members.lockFor.${v}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </ReasonDialog>
    </>
  );
}

/** Makes a one-time reset link (with a reason) and shows it to copy. */
function ResetLinkAction({ m }: { m: TMemberProfile }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<{ link: string; expiresAt: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const write = useStaffWrite(calls.resetLink);
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={() => {
          write.reset();
          setOpen(true);
        }}
      >
        {t('members.resetLink')}
      </button>
      <ReasonDialog
        open={open}
        title={t('members.resetLinkOf', { name: m.username })}
        description={t('members.resetLinkLead')}
        confirmLabel={t('members.resetLinkMake')}
        error={write.error}
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const r = await write.run({ memberId: m.id, reason });
          if (r) {
            setOpen(false);
            setCopied(false);
            setMade(r);
          }
          return Boolean(r);
        }}
      />
      <Dialog open={made !== null} title={t('members.resetLinkOf', { name: m.username })} onClose={() => setMade(null)}>
        {made ? (
          <>
            <p>{t('members.resetLinkMade', { time: new Date(made.expiresAt).toLocaleString() })}</p>
            <div className="field">
              <label htmlFor={id}>{t('members.resetLinkField')}</label>
              <input id={id} readOnly value={made.link} onFocus={(e) => e.currentTarget.select()} />
            </div>
            {copied ? (
              <p role="status" className="muted">
                {t('members.copied')}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button
                type="button"
                className="btn"
                onClick={() => {
                  void navigator.clipboard?.writeText(made.link).then(() => setCopied(true));
                }}
              >
                {t('ui.copy')}
              </button>
              <button type="button" className="btn primary" onClick={() => setMade(null)}>
                {t('ui.close')}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

/** One member: overview, balances and ledger, bets, sign-ins, notes and tags; lock, reset link, adjust. */
export default function MemberPage() {
  const t = useT();
  const me = useMe();
  const params = useParams();
  const memberId = Number(params.id);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const profile = useStaffCall(calls.profile, { memberId: valid ? memberId : 0 }, { enabled: valid });
  const [tab, setTab] = useState<Tab>('overview');
  const m = profile.data;
  const tabs: { key: Tab; label: string }[] = [
    { key: 'overview', label: t('members.tab.overview') },
    { key: 'money', label: t('members.tab.money') },
    { key: 'bets', label: t('members.tab.bets') },
    ...(may('signIns', me.role) ? [{ key: 'signIns' as const, label: t('members.tab.signIns') }] : []),
    { key: 'notes', label: t('members.tab.notes') },
  ];
  const title = m ? t('members.record.title', { name: m.username }) : t('members.record.nav');
  return (
    <Page
      title={title}
      actions={
        m ? (
          <div className="row-actions">
            {may('lock', me.role) ? <LockAction m={m} /> : null}
            {may('resetLink', me.role) ? <ResetLinkAction m={m} /> : null}
            {may('adjust', me.role) ? (
              <Link className="btn" to={`/money/adjust?member=${encodeURIComponent(m.username)}`}>
                {t('members.adjust')}
              </Link>
            ) : null}
          </div>
        ) : null
      }
    >
      <p>
        <Link to="/members">{t('members.record.back')}</Link>
      </p>
      {profile.error || !valid ? (
        <div className="table-state" role="alert">
          <p>{profile.error ? errorText(t, profile.error) : t('app.notFound')}</p>
        </div>
      ) : !m ? (
        <p className="table-state" role="status">
          {t('ui.loading')}
        </p>
      ) : (
        <Tabs<Tab> label={t('members.tabs')} tabs={tabs} selected={tab} onSelect={setTab}>
          {tab === 'overview' ? <Overview m={m} /> : null}
          {tab === 'money' ? <MoneyTab memberId={m.id} /> : null}
          {tab === 'bets' ? <BetsTab memberId={m.id} /> : null}
          {tab === 'signIns' ? <SignInsTab memberId={m.id} /> : null}
          {tab === 'notes' ? <NotesTab m={m} /> : null}
        </Tabs>
      )}
    </Page>
  );
}
