import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';
import { useFormatTime } from '../../lib/format-time.ts';
import { formatAmount } from '../../lib/money-format.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { McNotice, McPage, McPager, McTable, useErrorText, useLatest } from '../../ui/page-kit.tsx';
import { useOnMoneyMoved } from '../wallet/index.ts';
import { useBetRecords } from './api/get-bet-records.ts';
import { type BetFilterState, BetFilters, filterQuery, useBetFilters, useCategoryLabel } from './bet-filters.tsx';
import { BetTotals, signed } from './bet-totals.tsx';

const PAGE_SIZE = 15;

/** personalHistoryCopy (betting record): one row per game round, filtered by category, vendor and dates. */
export default function BettingRecordPage() {
  const t = useT();
  const time = useFormatTime();
  const errorText = useErrorText();
  const category = useCategoryLabel();
  const [filters, setFilters] = useBetFilters();
  const [pageNo, setPageNo] = useState(1);
  const records = useBetRecords({ ...filterQuery(filters), pageNo, pageSize: PAGE_SIZE });
  const { error, loading, refetch } = records;
  useOnMoneyMoved(
    useCallback(() => {
      void refetch();
    }, [refetch]),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, for rounds played meanwhile
  useEffect(() => {
    void refetch();
  }, []);
  const data = useLatest(records.data);
  const change = (next: BetFilterState) => {
    setFilters(next);
    setPageNo(1);
  };

  return (
    <McPage titleKey="mc_betting_record">
      <BetFilters id="bet-rec" value={filters} onChange={change} />
      {error ? <McNotice error={errorText(error)} /> : null}
      {data ? (
        <>
          <h4 className="visually-hidden" id="bet-rec-totals">
            {t('bets_totals')}
          </h4>
          <BetTotals totals={data.totals} labelledBy="bet-rec-totals" />
        </>
      ) : null}
      {data && data.list.length > 0 ? (
        <McTable label={t('mc_betting_record')}>
          <thead>
            <tr>
              <th scope="col">{t('bets_time')}</th>
              <th scope="col">{t('bets_game')}</th>
              <th scope="col">{t('bets_category')}</th>
              <th scope="col" className="mc-num">
                {t('bets_bet_amount')}
              </th>
              <th scope="col" className="mc-num">
                {t('bets_win_amount')}
              </th>
              <th scope="col" className="mc-num">
                {t('bets_profit')}
              </th>
              <th scope="col">{t('bets_status')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => {
              const profit = signed(r.profit);
              return (
                <tr key={r.id}>
                  <td>
                    <span className="bets-game">
                      <time dateTime={r.startedAt}>{time(r.startedAt)}</time>
                      <small>{t('bets_round_id', { id: r.roundId })}</small>
                    </span>
                  </td>
                  <td>
                    <span className="bets-game">
                      <span>{r.gameName}</span>
                      <small>{r.vendor}</small>
                    </span>
                  </td>
                  <td>{category(r.gameType)}</td>
                  <td className="mc-num">{formatAmount(r.betAmount)}</td>
                  <td className="mc-num">{formatAmount(r.winAmount)}</td>
                  <td className={`mc-num ${r.status === 'settled' ? profit.className : ''}`}>
                    {r.status === 'settled' ? profit.text : '—'}
                  </td>
                  <td>
                    <span className={`bets-status bets-status--${r.status}`}>
                      {t(`bets_status_${r.status}` as TKey)}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </McTable>
      ) : loading ? (
        <Loading />
      ) : (
        <Empty>{t('bets_none')}</Empty>
      )}
      {data ? <McPager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} /> : null}
    </McPage>
  );
}
