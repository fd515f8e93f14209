import type { TBoardInput, TBoardRowBo, TPrizeInput } from '@app/contracts/calls/backoffice-missions';
import * as calls from '@app/contracts/calls/backoffice-missions';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { MISSIONS_EDITORS } from './index.ts';
import './missions.css';

const KINDS = ['points', 'cash', 'bonus'] as const;

type PrizeDraft = Record<'fromRank' | 'toRank' | 'kind' | 'amount' | 'wagering', string>;

const prizeText = (t: (k: string, v?: Record<string, string | number>) => string, p: TPrizeInput) =>
  `#${p.fromRank}${p.toRank > p.fromRank ? `–${p.toRank}` : ''}: ${p.amount}${p.kind === 'points' ? '' : ` ${boot.currency}`} ${t(`mi.reward.${p.kind}`)}`;

/** Creates or edits a leaderboard with its prize table, with a reason (audited). */
function BoardDialog({ board, onClose }: { board?: TBoardRowBo; onClose(): void }) {
  const t = useT();
  const id = useId();
  const create = useStaffWrite(calls.createBoard, { invalidates: [calls.leaderboards] });
  const edit = useStaffWrite(calls.editBoard, { invalidates: [calls.leaderboards] });
  const [code, setCode] = useState(board?.code ?? '');
  const [metric, setMetric] = useState<string>(board?.metric ?? 'validBet');
  const [cadence, setCadence] = useState<string>(board?.cadence ?? 'daily');
  const [titleEn, setTitleEn] = useState(board?.titles.EN ?? '');
  const [titleCn, setTitleCn] = useState(board?.titles.CN ?? '');
  const [active, setActive] = useState(board?.active ?? true);
  const [prizes, setPrizes] = useState<PrizeDraft[]>(
    (board?.prizes ?? []).map((p) => ({
      fromRank: String(p.fromRank),
      toRank: String(p.toRank),
      kind: p.kind,
      amount: String(p.amount),
      wagering: String(p.wageringMultiple),
    })),
  );
  const [invalid, setInvalid] = useState(false);
  const setPrize = (i: number, k: keyof PrizeDraft, v: string) =>
    setPrizes((ps) => ps.map((p, j) => (j === i ? { ...p, [k]: v } : p)));

  function parsed(): TBoardInput | undefined {
    const titles: Record<string, string> = { EN: titleEn };
    if (titleCn.trim()) titles.CN = titleCn;
    const r = calls.ZBoardInput.safeParse({
      code,
      metric,
      cadence,
      titles,
      prizes: prizes.map((p) => ({
        fromRank: Number(p.fromRank),
        toRank: Number(p.toRank),
        kind: p.kind,
        amount: Number(p.amount),
        wageringMultiple: Number(p.wagering),
      })),
    });
    setInvalid(!r.success);
    return r.success ? r.data : undefined;
  }

  return (
    <ReasonDialog
      open
      title={board ? t('mi.board.editTitle', { code: board.code }) : t('mi.board.newTitle')}
      description={t('mi.board.note')}
      confirmLabel={t('mi.board.save')}
      error={create.error ?? edit.error}
      onClose={onClose}
      onConfirm={async (reason) => {
        const input = parsed();
        if (!input) return false;
        const done = board
          ? await edit.run({ id: board.id, board: input, active, reason })
          : await create.run({ board: input, reason });
        return !!done;
      }}
    >
      <div className="mi-form">
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('mi.f.code')}</label>
          <input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-metric`}>{t('mi.col.metric')}</label>
          <select id={`${id}-metric`} value={metric} disabled={!!board} onChange={(e) => setMetric(e.target.value)}>
            <option value="validBet">{t('mi.metric.validBet')}</option>
            <option value="win">{t('mi.metric.win')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-cadence`}>{t('mi.col.cadence')}</label>
          <select id={`${id}-cadence`} value={cadence} disabled={!!board} onChange={(e) => setCadence(e.target.value)}>
            {['daily', 'weekly', 'monthly'].map((c) => (
              <option key={c} value={c}>
                {t(`mi.cadence.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-en`}>{t('mi.f.titleEn')}</label>
          <input id={`${id}-en`} value={titleEn} onChange={(e) => setTitleEn(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cn`}>{t('mi.f.titleCn')}</label>
          <input id={`${id}-cn`} value={titleCn} onChange={(e) => setTitleCn(e.target.value)} />
        </div>
        {board ? (
          <div className="field">
            <label>
              <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />{' '}
              {t('mi.board.active')}
            </label>
          </div>
        ) : null}
      </div>
      {prizes.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: prize lines have no identity but their place
        <fieldset key={i} className="mi-prize-line">
          <legend>{t('mi.prize.line', { n: i + 1 })}</legend>
          {(['fromRank', 'toRank', 'amount', 'wagering'] as const).map((k) => (
            <div className="field" key={k}>
              <label htmlFor={`${id}-${i}-${k}`}>
                {t(
                  k === 'fromRank'
                    ? 'mi.prize.from'
                    : k === 'toRank'
                      ? 'mi.prize.to'
                      : k === 'amount'
                        ? 'mi.prize.amount'
                        : 'mi.f.wagering',
                )}
              </label>
              <input
                id={`${id}-${i}-${k}`}
                inputMode="decimal"
                value={p[k]}
                onChange={(e) => setPrize(i, k, e.target.value)}
              />
            </div>
          ))}
          <div className="field">
            <label htmlFor={`${id}-${i}-kind`}>{t('mi.prize.kind')}</label>
            <select id={`${id}-${i}-kind`} value={p.kind} onChange={(e) => setPrize(i, 'kind', e.target.value)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`mi.reward.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn" onClick={() => setPrizes((ps) => ps.filter((_, j) => j !== i))}>
            {t('mi.prize.remove', { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() =>
          setPrizes((ps) => {
            const next = (Number(ps.at(-1)?.toRank) || 0) + 1;
            return [...ps, { fromRank: String(next), toRank: String(next), kind: 'points', amount: '', wagering: '0' }];
          })
        }
      >
        {t('mi.prize.add')}
      </button>
      {invalid ? (
        <p className="form-error" role="alert">
          {t('mi.board.note')}
        </p>
      ) : null}
    </ReasonDialog>
  );
}

/** A board's top 100 of a period and the prizes paid for it. */
function Standings({ board }: { board: TBoardRowBo }) {
  const t = useT();
  const id = useId();
  const [period, setPeriod] = useState(board.period);
  const [shown, setShown] = useState(board.period);
  const s = useStaffCall(calls.standings, { id: board.id, period: shown });
  return (
    <section className="mi-standings" aria-label={t('mi.board.standingsOf', { code: board.code })}>
      <h2>{t('mi.board.standingsOf', { code: board.code })}</h2>
      <form
        className="mi-actions"
        onSubmit={(e) => {
          e.preventDefault();
          setShown(period.trim());
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-period`}>{t('mi.standings.period')}</label>
          <input id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value)} />
        </div>
        <button type="submit" className="btn">
          {t('mi.standings.show')}
        </button>
      </form>
      <DataTable
        caption={t('mi.standings.caption', { period: shown })}
        rows={s.data?.rows}
        loading={s.loading}
        error={s.error}
        rowKey={(r) => r.rank}
        empty={t('mi.none')}
        columns={[
          { id: 'rank', header: t('mi.col.rank'), cell: (r) => r.rank },
          { id: 'member', header: t('mi.col.member'), cell: (r) => r.username },
          { id: 'score', header: t('mi.col.score'), align: 'end', cell: (r) => r.score },
          { id: 'at', header: t('mi.col.reachedAt'), cell: (r) => new Date(r.reachedAt).toLocaleString() },
        ]}
      />
      <h3>{t('mi.standings.paid', { period: shown })}</h3>
      <DataTable
        caption={t('mi.standings.paid', { period: shown })}
        rows={s.data?.paid}
        loading={s.loading}
        rowKey={(r) => r.rank}
        empty={t('mi.none')}
        columns={[
          { id: 'rank', header: t('mi.col.rank'), cell: (r) => r.rank },
          { id: 'member', header: t('mi.col.member'), cell: (r) => r.username },
          {
            id: 'prize',
            header: t('mi.col.prizes'),
            cell: (r) => `${r.amount}${r.kind === 'points' ? '' : ` ${boot.currency}`} ${t(`mi.reward.${r.kind}`)}`,
          },
          { id: 'at', header: t('mi.col.paidAt'), cell: (r) => new Date(r.paidAt).toLocaleString() },
        ]}
      />
    </section>
  );
}

/** /leaderboards: the brand's boards with their prize tables; create, edit; a board's standings and paid prizes. */
export default function LeaderboardsPage() {
  const t = useT();
  const me = useMe();
  const canEdit = MISSIONS_EDITORS.includes(me.role);
  const list = useStaffCall(calls.leaderboards, {});
  const [editing, setEditing] = useState<TBoardRowBo | 'new' | null>(null);
  const [viewing, setViewing] = useState<TBoardRowBo | null>(null);
  return (
    <Page
      title={t('mi.boards.nav')}
      actions={
        canEdit ? (
          <button type="button" className="btn primary" onClick={() => setEditing('new')}>
            {t('mi.board.new')}
          </button>
        ) : null
      }
    >
      <p className="muted">{t('mi.boards.lead')}</p>
      <DataTable
        caption={t('mi.boards.caption')}
        rows={list.data?.boards}
        loading={list.loading}
        error={list.error}
        rowKey={(b) => b.id}
        columns={[
          { id: 'code', header: t('mi.col.code'), cell: (b) => b.code },
          { id: 'title', header: t('mi.col.title'), cell: (b) => b.titles.EN },
          { id: 'metric', header: t('mi.col.metric'), cell: (b) => t(`mi.metric.${b.metric}`) },
          { id: 'cadence', header: t('mi.col.cadence'), cell: (b) => t(`mi.cadence.${b.cadence}`) },
          { id: 'period', header: t('mi.col.period'), cell: (b) => b.period },
          { id: 'prizes', header: t('mi.col.prizes'), cell: (b) => b.prizes.map((p) => prizeText(t, p)).join('; ') },
          { id: 'status', header: t('mi.col.status'), cell: (b) => (b.active ? t('mi.active') : t('mi.inactive')) },
          {
            id: 'actions',
            header: t('mi.col.actions'),
            cell: (b) => (
              <span className="mi-actions">
                <button type="button" className="btn" onClick={() => setViewing(b)}>
                  {t('mi.board.standingsOf', { code: b.code })}
                </button>
                {canEdit ? (
                  <button
                    type="button"
                    className="btn"
                    aria-label={t('mi.editNamed', { code: b.code })}
                    onClick={() => setEditing(b)}
                  >
                    {t('mi.edit')}
                  </button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      {viewing ? <Standings key={viewing.id} board={viewing} /> : null}
      {editing ? (
        <BoardDialog board={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Page>
  );
}
