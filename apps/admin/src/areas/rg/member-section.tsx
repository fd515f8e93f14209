import * as calls from '@app/contracts/calls/backoffice-rg';
import { RG_TIME_MAX_MINUTES, type TRgLimit, type TRgPeriod, type TRgState } from '@app/contracts/calls/rg';
import { parseAmount, toMinor } from '@app/contracts/money';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { TextField, useZodForm } from '../../ui/form.tsx';
import { MemberSearch, useMemberParam } from '../../ui/member-search.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { RG_ACTORS } from './index.ts';
import { KINDS, limitName, limitValue, Notice, PERIODS, When, whenText } from './shared.tsx';

/** Minor units of a typed amount, or null when it is not one (digits, at most the brand's decimals, above 0). */
const minorOf = (text: string): number | null => {
  const r = parseAmount(text, boot.minorUnits);
  return r.ok ? r.minor : null;
};

/** Whole minutes of a typed play-time limit, or null when it is not 1 to the period's longest. */
const minutesOf = (text: string, period: TRgPeriod): number | null => {
  const trimmed = text.trim();
  const minutes = /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : 0;
  return minutes >= 1 && minutes <= RG_TIME_MAX_MINUTES[period] ? minutes : null;
};

/** The twelve limits in a fixed order: deposit, loss, wager, time; each by day, week, month. */
const ordered = (limits: readonly TRgLimit[]) =>
  [...limits].sort(
    (a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period),
  );

/**
 * Lowers one limit of a member (or sets one where none is), at once, with a reason (audited). Money
 * limits take an amount in the brand's currency; a play-time limit takes whole minutes.
 */
export function LowerDialog({
  username,
  limit,
  onClose,
  onLowered,
}: {
  username: string;
  limit: TRgLimit;
  onClose(): void;
  onLowered(state: TRgState): void;
}) {
  const t = useT();
  const write = useStaffWrite(calls.lowerLimit, { invalidates: [calls.member] });
  const isTime = limit.kind === 'time';
  // Compared in minor units for money, in minutes for play time.
  const read = useMemo(
    () => (text: string) => (isTime ? minutesOf(text, limit.period) : minorOf(text)),
    [isTime, limit.period],
  );
  const ceiling = limit.amount === null ? null : isTime ? limit.amount : toMinor(limit.amount, boot.minorUnits);
  const schema = useMemo(
    () =>
      z.object({
        amount: z.string().refine((v) => {
          const value = read(v);
          return value !== null && (ceiling === null || value <= ceiling);
        }),
      }),
    [ceiling, read],
  );
  const [initial] = useState({ amount: '' });
  const form = useZodForm(schema, initial);
  const typed = String(form.values.amount ?? '');
  const typedValue = read(typed);
  const name = limitName(t, limit.kind, limit.period);
  const now = limit.amount === null ? t('rg.noLimit') : limitValue(t, limit.kind, limit.amount);
  return (
    <ReasonDialog
      open
      title={t('rg.lower.title', { limit: name, username })}
      confirmLabel={t('rg.lower.submit')}
      error={write.error}
      onClose={() => {
        write.reset();
        onClose();
      }}
      onConfirm={async (reason) => {
        const v = form.validate();
        if (!v) return false;
        const done = await write.run({
          username,
          kind: limit.kind,
          period: limit.period,
          // Play time goes as the plain number of minutes ("090" -> "90").
          amount: isTime ? String(read(v.amount)) : v.amount.trim(),
          reason,
        });
        if (!done) return false;
        onLowered(done.state);
        return true;
      }}
    >
      <p>{t('rg.lower.now', { amount: now })}</p>
      {limit.pending ? <p className="muted">{t('rg.lower.pendingNote')}</p> : null}
      <TextField
        form={form}
        name="amount"
        label={isTime ? t('rg.lower.minutes') : t('rg.lower.amount', { currency: boot.currency })}
        hint={limit.amount === null ? t('rg.lower.hintNone') : t('rg.lower.hintAtMost', { amount: now })}
        invalidText={
          typedValue !== null && ceiling !== null && typedValue > ceiling
            ? t('rg.lower.amountAbove', { amount: now })
            : isTime
              ? t('rg.lower.minutesInvalid', { max: RG_TIME_MAX_MINUTES[limit.period] })
              : t('rg.lower.amountInvalid', { decimals: boot.minorUnits })
        }
        inputMode={isTime ? 'numeric' : 'decimal'}
        autoComplete="off"
        required
      />
    </ReasonDialog>
  );
}

/** The break in force, if any. */
function BlockText({ block }: { block: TRgState['block'] }) {
  const t = useT();
  if (!block) return <>{t('rg.block.none')}</>;
  const since = whenText(block.since);
  if (block.until === null) return <>{t('rg.block.forever', { since })}</>;
  return <>{t(`rg.block.${block.kind}`, { since, until: whenText(block.until) })}</>;
}

/** One member's limits and break, with "Lower" per limit for the roles that may act. */
function MemberLimits({ username }: { username: string }) {
  const t = useT();
  const me = useMe();
  const mayAct = RG_ACTORS.includes(me.role);
  const member = useStaffCall(calls.member, { username });
  const [target, setTarget] = useState<TRgLimit | null>(null);
  const [notice, setNotice] = useState('');
  if (member.error)
    return (
      <p className="form-error" role="alert">
        {errorText(t, member.error)}
      </p>
    );
  const data = member.data;
  const columns: Column<TRgLimit>[] = [
    { id: 'kind', header: t('rg.col.kind'), cell: (r) => t(`rg.kind.${r.kind}`) },
    { id: 'period', header: t('rg.col.period'), cell: (r) => t(`rg.period.${r.period}`) },
    {
      id: 'amount',
      header: t('rg.col.amount'),
      align: 'end',
      cell: (r) => (r.amount === null ? t('rg.noLimit') : limitValue(t, r.kind, r.amount)),
    },
    { id: 'used', header: t('rg.col.used'), align: 'end', cell: (r) => limitValue(t, r.kind, r.used) },
    {
      id: 'remaining',
      header: t('rg.col.remaining'),
      align: 'end',
      cell: (r) => (r.remaining === null ? t('rg.noLimit') : limitValue(t, r.kind, r.remaining)),
    },
    {
      id: 'pending',
      header: t('rg.col.pending'),
      cell: (r) => {
        if (!r.pending) return t('rg.none');
        const from = whenText(r.pending.from);
        return r.pending.amount === null
          ? t('rg.pending.removal', { from })
          : t('rg.pending.raise', { amount: limitValue(t, r.kind, r.pending.amount), from });
      },
    },
    { id: 'resets', header: t('rg.col.resets'), cell: (r) => <When at={r.periodEndsAt} /> },
  ];
  if (mayAct)
    columns.push({
      id: 'actions',
      header: t('rg.col.actions'),
      cell: (r) => (
        <span className="row-actions">
          <button
            type="button"
            className="btn small"
            aria-label={t('rg.lowerOf', { limit: limitName(t, r.kind, r.period) })}
            onClick={() => {
              setNotice('');
              setTarget(r);
            }}
          >
            {t('rg.lower')}
          </button>
        </span>
      ),
    });
  const shown = data?.username ?? username;
  return (
    <>
      {data ? (
        <h3 className="rg-member-head">{t('rg.member.of', { username: data.username, id: data.memberId })}</h3>
      ) : null}
      {data ? (
        <dl className="facts rg-block">
          <dt>{t('rg.block.title')}</dt>
          <dd>
            <BlockText block={data.state.block} />
          </dd>
        </dl>
      ) : null}
      <Notice text={notice} />
      <DataTable
        caption={t('rg.member.caption', { username: shown })}
        columns={columns}
        rows={data ? ordered(data.state.limits) : undefined}
        rowKey={(r) => `${r.kind}-${r.period}`}
        loading={member.loading}
      />
      {target && data ? (
        <LowerDialog
          username={data.username}
          limit={target}
          onClose={() => setTarget(null)}
          onLowered={(state) => {
            const now = state.limits.find((l) => l.kind === target.kind && l.period === target.period);
            setTarget(null);
            setNotice(
              t('rg.lower.done', {
                limit: limitName(t, target.kind, target.period),
                username: data.username,
                amount: now?.amount == null ? t('rg.noLimit') : limitValue(t, target.kind, now.amount),
              }),
            );
          }}
        />
      ) : null}
    </>
  );
}

/** "Member limits": find a member by username (kept in the URL as ?member=) and show their limits. */
export function MemberSection() {
  const t = useT();
  const username = useMemberParam();
  return (
    <section className="rg-section" aria-labelledby="rg-member-title">
      <h2 id="rg-member-title">{t('rg.member.title')}</h2>
      <p className="rg-lead muted">{t('rg.member.lead')}</p>
      <MemberSearch
        searchLabel={t('rg.member.search')}
        usernameLabel={t('rg.member.username')}
        showLabel={t('rg.member.show')}
        className="rg-search"
      />
      {username ? <MemberLimits key={username} username={username} /> : null}
    </section>
  );
}
