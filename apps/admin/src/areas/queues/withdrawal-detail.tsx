import * as calls from '@app/contracts/calls/backoffice';
import * as staffCalls from '@app/contracts/calls/backoffice-staff';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age, DateTime } from '../../ui/age.tsx';
import { errorText } from '../../ui/error-text.ts';
import { StaffImage } from '../../ui/staff-image.tsx';
import { formatMajor, HoldButtons, Holder, Major, MONEY_ACTORS, OrderStatus } from './shared.tsx';

function Recent({
  title,
  rows,
}: {
  title: string;
  rows: { orderNo: string; amount: number; status: string; createdAt: string }[];
}) {
  const t = useT();
  return (
    <section className="detail-block">
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p className="muted">{t('queues.detail.none')}</p>
      ) : (
        <ul className="plain-list">
          {rows.map((r) => (
            <li key={r.orderNo}>
              <Major amount={r.amount} /> · <OrderStatus status={r.status} /> · <Age at={r.createdAt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Owners and admins hand a withdrawal to a staff member who does money work. */
function AssignControl({ orderNo }: { orderNo: string }) {
  const t = useT();
  const id = useId();
  const staff = useStaffCall(staffCalls.staffList, {});
  const assign = useStaffWrite(calls.assign, { invalidates: [calls.withdrawalsList, calls.withdrawalDetail] });
  const [to, setTo] = useState('');
  const candidates = (staff.data ?? []).filter((s) => s.status === 'active' && MONEY_ACTORS.includes(s.role));
  return (
    <div className="inline-form">
      <div className="field">
        <label htmlFor={id}>{t('queues.assignTo')}</label>
        <select id={id} value={to} onChange={(e) => setTo(e.target.value)}>
          <option value="">{t('queues.nobody')}</option>
          {candidates.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.username} (${t(`role.${s.role}`)})`}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn small"
        disabled={!to || assign.pending}
        onClick={() => void assign.run({ kind: 'withdrawal', orderNo, staffId: Number(to) })}
      >
        {t('queues.assign')}
      </button>
      {assign.error ? (
        <p className="form-error" role="alert">
          {errorText(t, assign.error)}
        </p>
      ) : null}
    </div>
  );
}

export type WithdrawalAct = 'approve' | 'confirm' | 'reject' | 'resolve';

/** One withdrawal: payout details, proofs, the member's recent money and bets, and the acts. */
export function WithdrawalDetail({
  orderNo,
  onClose,
  onAct,
}: {
  orderNo: string;
  onClose(): void;
  onAct(act: WithdrawalAct, w: calls.TBackofficeWithdrawal, threshold: number): void;
}) {
  const t = useT();
  const me = useMe();
  const detail = useStaffCall(calls.withdrawalDetail, { orderNo });
  const d = detail.data;
  // Opening a withdrawal moves focus (and the view, on a phone) to its detail.
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = d !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (detail.error) {
    return (
      <section className="detail-panel" aria-label={t('queues.detail.title', { order: orderNo })}>
        <p role="alert">{t('ui.error', { message: errorText(t, detail.error) })}</p>
        <button type="button" className="btn" onClick={onClose}>
          {t('queues.detail.close')}
        </button>
      </section>
    );
  }
  if (!d) return <p className="muted">{t('ui.loading')}</p>;
  const w = d.withdrawal;
  const mayHold = MONEY_ACTORS.includes(me.role);
  const free = !w.claim || w.claim.staffId === me.staff.id;
  const pendingSecond = w.approval.state === 'pending_second';
  // The server refuses the first approver's confirmation (approval.same.staff); the button is not offered.
  const mayConfirm =
    [...MONEY_ACTORS, 'risk'].includes(me.role) && pendingSecond && w.approval.firstBy !== me.staff.username;
  const disputed = w.status === 'not_received' || w.status === 'received';
  return (
    <section className="detail-panel" aria-labelledby={`${orderNo}-title`}>
      <div className="page-head">
        <h2 id={`${orderNo}-title`} ref={heading} tabIndex={-1}>
          {t('queues.detail.title', { order: w.orderNo })}
        </h2>
        <button type="button" className="btn small" onClick={onClose}>
          {t('queues.detail.close')}
        </button>
      </div>
      <dl className="detail-list">
        <dt>{t('queues.col.member')}</dt>
        <dd>{w.username}</dd>
        <dt>{t('queues.col.amount')}</dt>
        <dd>
          <Major amount={w.amount} />
        </dd>
        <dt>{t('queues.status')}</dt>
        <dd>
          <OrderStatus status={w.status} />
        </dd>
        <dt>{t('queues.col.approval')}</dt>
        <dd>
          {pendingSecond
            ? t('queues.approval.pendingSecond', { name: w.approval.firstBy ?? '' })
            : w.approval.needsSecond
              ? t('queues.approval.needsSecond')
              : t('queues.approval.none')}
        </dd>
        <dt>{t('queues.col.holder')}</dt>
        <dd>
          <Holder claim={w.claim} />
        </dd>
        <dt>{t('queues.detail.created')}</dt>
        <dd>
          <DateTime at={w.createdAt} /> (<Age at={w.createdAt} />)
        </dd>
      </dl>
      <section className="detail-block">
        <h3>{t('queues.detail.payout')}</h3>
        <dl className="detail-list">
          <dt>{t('queues.detail.payee')}</dt>
          <dd>{w.payeeName}</dd>
          <dt>{t('queues.detail.bank')}</dt>
          <dd>{w.bankName}</dd>
          <dt>{t('queues.detail.accountName')}</dt>
          <dd>{d.accountName}</dd>
          <dt>{t('queues.detail.accountNumber')}</dt>
          <dd>
            <code>{w.accountNumber}</code>
          </dd>
        </dl>
      </section>
      <div className="row-actions">
        {w.status === 'pending' || disputed ? (
          <HoldButtons
            kind="withdrawal"
            orderNo={w.orderNo}
            claim={w.claim}
            invalidates={[calls.withdrawalsList, calls.withdrawalDetail]}
          />
        ) : null}
        {w.status === 'pending' && mayHold && free ? (
          <>
            {pendingSecond ? null : (
              <button type="button" className="btn primary" onClick={() => onAct('approve', w, d.threshold)}>
                {t('queues.approve')}
              </button>
            )}
            <button type="button" className="btn" onClick={() => onAct('reject', w, d.threshold)}>
              {t('queues.reject')}
            </button>
          </>
        ) : null}
        {w.status === 'pending' && mayConfirm && free ? (
          <button type="button" className="btn primary" onClick={() => onAct('confirm', w, d.threshold)}>
            {t('queues.confirmSecond')}
          </button>
        ) : null}
        {disputed && mayHold && free ? (
          <button type="button" className="btn" onClick={() => onAct('resolve', w, d.threshold)}>
            {t('queues.resolve')}
          </button>
        ) : null}
      </div>
      {(me.role === 'owner' || me.role === 'admin') && (w.status === 'pending' || disputed) ? (
        <AssignControl orderNo={w.orderNo} />
      ) : null}
      <section className="detail-block">
        <h3>{t('queues.detail.proofs')}</h3>
        {d.proofs.length === 0 ? (
          <p className="muted">{t('queues.detail.noProofs')}</p>
        ) : (
          <div className="proof-grid">
            {d.proofs.map((p, i) => (
              <StaffImage key={p.id} url={p.url} alt={t('queues.detail.proof', { n: i + 1 })} />
            ))}
          </div>
        )}
      </section>
      <div className="detail-columns">
        <Recent title={t('queues.detail.recentDeposits')} rows={d.recent.deposits} />
        <Recent title={t('queues.detail.recentWithdrawals')} rows={d.recent.withdrawals} />
        <section className="detail-block">
          <h3>{t('queues.detail.recentBets')}</h3>
          <p>
            {t('queues.detail.betTotals', {
              rounds: d.recent.betTotals.rounds,
              bet: formatMajor(d.recent.betTotals.betAmount),
              win: formatMajor(d.recent.betTotals.winAmount),
              profit: formatMajor(d.recent.betTotals.profit),
            })}
          </p>
          {d.recent.bets.length === 0 ? (
            <p className="muted">{t('queues.detail.none')}</p>
          ) : (
            <ul className="plain-list">
              {d.recent.bets.map((b) => (
                <li key={b.roundId}>
                  {t('queues.detail.betLine', {
                    game: b.gameName,
                    vendor: b.vendor,
                    bet: formatMajor(b.betAmount),
                    win: formatMajor(b.winAmount),
                  })}{' '}
                  <Age at={b.startedAt} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
