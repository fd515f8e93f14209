import * as calls from '@app/contracts/calls/backoffice-rg';
import type { CallResponse } from '@app/contracts/define';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { Major, When } from './shared.tsx';

type Recall = CallResponse<typeof calls.round>;
type Move = Recall['moves'][number];
type House = NonNullable<Recall['house']>;

/** A value the engine kept (bet, outcome), pretty-printed under its label. */
function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const t = useT();
  const id = useId();
  return (
    <figure className="rg-json" aria-labelledby={id}>
      <figcaption id={id}>{label}</figcaption>
      {value === null || value === undefined ? (
        <p className="muted">{t('rg.round.nothing')}</p>
      ) : (
        <pre>{JSON.stringify(value, null, 2)}</pre>
      )}
    </figure>
  );
}

/** A house round's record: kind, seeds and nonce, and the bet and outcome as the engine made them. */
function HouseRecord({ house }: { house: House }) {
  const t = useT();
  return (
    <section aria-labelledby="rg-round-house">
      <h3 id="rg-round-house" className="rg-round-title">
        {t('rg.round.house')}
      </h3>
      <dl className="facts rg-facts">
        <dt>{t('rg.round.kind')}</dt>
        <dd>{house.kind}</dd>
        <dt>{t('rg.round.serverSeedHash')}</dt>
        <dd>
          <code className="rg-hash">{house.serverSeedHash}</code>
        </dd>
        <dt>{t('rg.round.serverSeed')}</dt>
        <dd>
          {house.serverSeed === null ? (
            <span className="muted">{t('rg.round.serverSeedHidden')}</span>
          ) : (
            <code className="rg-hash">{house.serverSeed}</code>
          )}
        </dd>
        <dt>{t('rg.round.clientSeed')}</dt>
        <dd>
          <code className="rg-hash">{house.clientSeed}</code>
        </dd>
        <dt>{t('rg.round.nonce')}</dt>
        <dd>{house.nonce}</dd>
      </dl>
      <JsonBlock label={t('rg.round.bet')} value={house.bet} />
      <JsonBlock label={t('rg.round.outcome')} value={house.outcome} />
    </section>
  );
}

/** A balance around a move, or "Not recorded" (play money, or nothing moved). */
function Balance({ value }: { value: number | null }) {
  const t = useT();
  return value === null ? <span className="muted">{t('rg.round.noBalance')}</span> : <Major value={value} />;
}

/** The round's fields, its moves with the balances around each, and a house round's record. */
function RoundBody({ data }: { data: Recall }) {
  const t = useT();
  const r = data.round;
  const columns: Column<Move>[] = [
    { id: 'action', header: t('rg.col.action'), cell: (m) => t(`rg.action.${m.action}`) },
    {
      id: 'transaction',
      header: t('rg.col.transaction'),
      cell: (m) => <code className="rg-hash">{m.transactionId}</code>,
    },
    { id: 'amount', header: t('rg.col.amount'), align: 'end', cell: (m) => <Major value={m.amount} /> },
    { id: 'at', header: t('rg.col.at'), cell: (m) => <When at={m.at} /> },
    { id: 'before', header: t('rg.col.before'), align: 'end', cell: (m) => <Balance value={m.balanceBefore} /> },
    { id: 'after', header: t('rg.col.after'), align: 'end', cell: (m) => <Balance value={m.balanceAfter} /> },
    {
      id: 'rolledBackBy',
      header: t('rg.col.rolledBackBy'),
      cell: (m) =>
        m.rolledBackBy === null ? (
          <span className="muted">{t('rg.none')}</span>
        ) : (
          <code className="rg-hash">{m.rolledBackBy}</code>
        ),
    },
  ];
  const unrecorded = data.moves.some((m) => m.balanceBefore === null || m.balanceAfter === null);
  return (
    <>
      <dl className="facts rg-facts">
        <dt>{t('rg.round.member')}</dt>
        <dd>{r.username}</dd>
        <dt>{t('rg.round.vendor')}</dt>
        <dd>{r.vendor}</dd>
        <dt>{t('rg.round.game')}</dt>
        <dd>
          {r.gameName} <span className="muted">{r.gameCode}</span>
        </dd>
        <dt>{t('rg.round.category')}</dt>
        <dd>{r.category}</dd>
        <dt>{t('rg.round.roundId')}</dt>
        <dd>
          <code className="rg-hash">{r.roundId}</code>
        </dd>
        <dt>{t('rg.round.status')}</dt>
        <dd>
          <StatusBadge status={r.status} label={t(`rg.status.${r.status}`)} />
        </dd>
        <dt>{t('rg.round.stake')}</dt>
        <dd>
          <Major value={r.stake} />
        </dd>
        <dt>{t('rg.round.win')}</dt>
        <dd>
          <Major value={r.win} />
        </dd>
        <dt>{t('rg.round.money')}</dt>
        <dd>{r.freePlay ? t('rg.freePlay') : t('rg.round.money.real')}</dd>
        <dt>{t('rg.round.started')}</dt>
        <dd>
          <When at={r.startedAt} />
        </dd>
        <dt>{t('rg.round.settled')}</dt>
        <dd>
          {r.settledAt === null ? <span className="muted">{t('rg.round.notSettled')}</span> : <When at={r.settledAt} />}
        </dd>
      </dl>
      <h3 className="rg-round-title">{t('rg.round.moves')}</h3>
      <DataTable
        caption={t('rg.round.movesCaption', { id: r.roundId })}
        columns={columns}
        rows={data.moves}
        rowKey={(m) => `${m.action}-${m.transactionId}`}
        empty={t('rg.round.noMoves')}
      />
      {unrecorded ? <p className="field-hint">{t('rg.round.balanceNote')}</p> : null}
      {data.house ? <HouseRecord house={data.house} /> : <p className="muted">{t('rg.round.vendorNote')}</p>}
    </>
  );
}

/**
 * One round, as game recall shows it (GLI-19): opened from the list, or straight from its address
 * (/rg/recall?round=<id>). Close (or Escape) goes back to the list.
 */
export function RoundDialog({ id, onClose }: { id: number; onClose(): void }) {
  const t = useT();
  const q = useStaffCall(calls.round, { id });
  const data = q.data;
  const failure = q.error;
  const mayRetry = failure !== undefined && (failure.code === 'network' || failure.status >= 500);
  return (
    <Dialog open title={t('rg.round.title', { id: data?.round.roundId ?? id })} onClose={onClose}>
      <div className="rg-round">
        <div className="rg-round-bar">
          <button type="button" className="btn small" onClick={onClose}>
            {t('ui.close')}
          </button>
        </div>
        {failure ? (
          <div role="alert">
            <p className="form-error">
              {failure.code === 'not_found' ? t('rg.round.notFound') : errorText(t, failure)}
            </p>
            {mayRetry ? (
              <button type="button" className="btn" onClick={() => void q.refetch()}>
                {t('ui.retry')}
              </button>
            ) : null}
          </div>
        ) : data ? (
          <RoundBody data={data} />
        ) : (
          <p role="status" className="muted">
            {t('ui.loading')}
          </p>
        )}
      </div>
    </Dialog>
  );
}
