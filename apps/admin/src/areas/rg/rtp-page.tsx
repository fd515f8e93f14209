import * as calls from '@app/contracts/calls/backoffice-rg';
import type { CallResponse } from '@app/contracts/define';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TFn } from '../../i18n/i18n.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { DateRange, type DayRange } from '../../ui/date-range.tsx';
import { errorText } from '../../ui/error-text.ts';
import { FiltersBar } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { Major } from './shared.tsx';

type Line = CallResponse<typeof calls.rtp>['list'][number];

/** Flag a game whose actual RTP is more than this many basis points from the published one… */
export const RTP_FLAG_BP = 500;
/** …over at least this many bets (fewer swing too much to judge). */
export const RTP_FLAG_BETS = 1000;

/** The reader's day (yyyy-MM-dd); the server counts brand-local days, close enough for a default. */
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last 7 days, today included. */
export function lastSevenDays(now = new Date()): DayRange {
  const from = new Date(now);
  from.setDate(from.getDate() - 6);
  return { from: localDay(from), to: localDay(now) };
}

/** Actual minus published in basis points, or null when either is missing. */
const differenceBp = (l: Line) => (l.actualBp === null || l.publishedBp === null ? null : l.actualBp - l.publishedBp);

/** Whether a game's RTP is far enough from the published figure, over enough bets, to look into. */
export const isFlagged = (l: Line) => {
  const d = differenceBp(l);
  return d !== null && Math.abs(d) > RTP_FLAG_BP && l.bets >= RTP_FLAG_BETS;
};

/** Basis points as a percentage: 9650 -> "96.50%". */
const percent = (t: TFn, bp: number) => t('rg.rtp.percent', { n: (bp / 100).toFixed(2) });

/** A difference in basis points as signed percentage points: 620 -> "+6.20 pts", -100 -> "−1.00 pts". */
const points = (t: TFn, bp: number) => {
  const sign = bp > 0 ? '+' : bp < 0 ? '\u2212' : '';
  return t('rg.rtp.points', { n: `${sign}${(Math.abs(bp) / 100).toFixed(2)}` });
};

/** RTP per game (/rg/rtp?from=&to=): stakes and wins against the published figure, far ones flagged. */
export default function RtpPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(lastSevenDays);
  const from = params.get('from') || fallback.from;
  const to = params.get('to') || fallback.to;
  const [draft, setDraft] = useState<DayRange>({ from, to });
  useEffect(() => setDraft({ from, to }), [from, to]);
  const [missing, setMissing] = useState(false);
  const q = useStaffCall(calls.rtp, { from, to }, { keepPrevious: true });
  const failure = q.error;
  // A refusal (range reversed, too long) belongs by the dates; a fault gets the table's "Try again".
  const refused = failure !== undefined && failure.code !== 'network' && failure.status < 500;
  const rows = q.data?.list;
  const flagged = rows?.filter(isFlagged).length ?? 0;

  const columns: Column<Line>[] = [
    { id: 'vendor', header: t('rg.col.vendor'), cell: (l) => l.vendor },
    {
      id: 'game',
      header: t('rg.col.game'),
      cell: (l) => (
        <span className="rg-game">
          {l.gameName} <span className="muted">{l.gameCode}</span>
        </span>
      ),
    },
    { id: 'category', header: t('rg.col.category'), cell: (l) => l.category },
    { id: 'bets', header: t('rg.col.bets'), align: 'end', cell: (l) => l.bets.toLocaleString('en-US') },
    { id: 'stake', header: t('rg.col.stake'), align: 'end', cell: (l) => <Major value={l.stake} /> },
    { id: 'win', header: t('rg.col.win'), align: 'end', cell: (l) => <Major value={l.win} /> },
    {
      id: 'actual',
      header: t('rg.col.actual'),
      align: 'end',
      cell: (l) =>
        l.actualBp === null ? <span className="muted">{t('rg.rtp.noStake')}</span> : percent(t, l.actualBp),
    },
    {
      id: 'published',
      header: t('rg.col.published'),
      align: 'end',
      cell: (l) =>
        l.publishedBp === null ? <span className="muted">{t('rg.rtp.notPublished')}</span> : percent(t, l.publishedBp),
    },
    {
      id: 'difference',
      header: t('rg.col.difference'),
      align: 'end',
      cell: (l) => {
        const d = differenceBp(l);
        if (d === null) return <span className="muted">{t('rg.rtp.noDifference')}</span>;
        return (
          <span className="rg-difference">
            <span className={isFlagged(l) ? 'rg-far' : undefined}>{points(t, d)}</span>
            {isFlagged(l) ? (
              <span className="badge tone-bad" title={t('rg.rtp.flagTitle', { bets: l.bets.toLocaleString('en-US') })}>
                {t('rg.rtp.flag')}
              </span>
            ) : null}
          </span>
        );
      },
    },
  ];

  return (
    <Page title={t('rg.rtp.nav')}>
      <p className="rg-lead muted">{t('rg.rtp.lead')}</p>
      <FiltersBar
        label={t('rg.rtp.period')}
        onApply={() => {
          const bad = !draft.from || !draft.to;
          setMissing(bad);
          if (!bad) setParams({ from: draft.from, to: draft.to });
        }}
        onClear={() => {
          setMissing(false);
          setParams({});
          setDraft(fallback);
        }}
      >
        <DateRange value={draft} onChange={setDraft} />
      </FiltersBar>
      {missing ? (
        <p className="form-error" role="alert">
          {t('rg.rtp.needDays')}
        </p>
      ) : refused ? (
        <p className="form-error" role="alert">
          {errorText(t, failure)}
        </p>
      ) : null}
      <p className="field-hint rg-flag-rule">
        <span className="badge tone-bad">{t('rg.rtp.flag')}</span> {t('rg.rtp.flagRule')}
      </p>
      {refused ? null : (
        <>
          {rows && rows.length > 0 ? (
            <p className="rg-summary" aria-live="polite">
              {t('rg.rtp.summary', { games: rows.length, from, to, flagged })}
            </p>
          ) : null}
          <DataTable
            caption={t('rg.rtp.caption', { from, to })}
            columns={columns}
            rows={rows}
            rowKey={(l) => `${l.vendor}/${l.gameCode}`}
            loading={q.loading}
            error={failure}
            onRetry={() => void q.refetch()}
            empty={t('rg.rtp.empty')}
          />
        </>
      )}
    </Page>
  );
}
