import type { TBetTotals } from '@app/contracts/calls/bets';
import { useCallback, useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { formatAmount } from '../../lib/money-format.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { McNotice, McPage, McTable, useErrorText, useLatest } from '../../ui/page-kit.tsx';
import { useOnMoneyMoved } from '../wallet/index.ts';
import { useProfitLoss } from './api/get-profit-loss.ts';
import { BetFilters, filterQuery, useBetFilters, useCategoryLabel } from './bet-filters.tsx';
import { BetTotals, signed } from './bet-totals.tsx';

function Figures({ row }: { row: TBetTotals }) {
  const profit = signed(row.profit);
  return (
    <>
      <td className="mc-num">{row.rounds.toLocaleString('en-US')}</td>
      <td className="mc-num">{formatAmount(row.betAmount)}</td>
      <td className="mc-num">{formatAmount(row.winAmount)}</td>
      <td className={`mc-num ${profit.className}`}>{profit.text}</td>
    </>
  );
}

/** personalProfit (personal profit and loss): settled rounds summed by category and by vendor over the dates. */
export default function ProfitLossPage() {
  const t = useT();
  const errorText = useErrorText();
  const category = useCategoryLabel();
  const [filters, setFilters] = useBetFilters();
  const pl = useProfitLoss(filterQuery(filters));
  const { error, loading, refetch } = pl;
  useOnMoneyMoved(
    useCallback(() => {
      void refetch();
    }, [refetch]),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, for rounds played meanwhile
  useEffect(() => {
    void refetch();
  }, []);
  const data = useLatest(pl.data);
  const head = (first: string) => (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col" className="mc-num">
          {t('bets_rounds')}
        </th>
        <th scope="col" className="mc-num">
          {t('bets_bet_amount')}
        </th>
        <th scope="col" className="mc-num">
          {t('bets_win_amount')}
        </th>
        <th scope="col" className="mc-num">
          {t('bets_profit')}
        </th>
      </tr>
    </thead>
  );

  return (
    <McPage titleKey="mc_personal_profit">
      <BetFilters id="bet-pl" value={filters} onChange={setFilters} />
      <p className="bets-note">{t('bets_pl_note')}</p>
      {error ? <McNotice error={errorText(error)} /> : null}
      {data ? (
        <>
          <h4 className="visually-hidden" id="bet-pl-totals">
            {t('bets_totals')}
          </h4>
          <BetTotals totals={data.totals} labelledBy="bet-pl-totals" />
        </>
      ) : null}
      {data && data.byCategory.length > 0 ? (
        <>
          <h4 className="bets-heading">{t('bets_by_category')}</h4>
          <McTable label={t('bets_by_category')}>
            {head(t('bets_category'))}
            <tbody>
              {data.byCategory.map((r) => (
                <tr key={r.gameType}>
                  <th scope="row">{category(r.gameType)}</th>
                  <Figures row={r} />
                </tr>
              ))}
            </tbody>
          </McTable>
          <h4 className="bets-heading">{t('bets_by_vendor')}</h4>
          <McTable label={t('bets_by_vendor')}>
            {head(t('bets_vendor'))}
            <tbody>
              {data.byVendor.map((r) => (
                <tr key={`${r.gameType}-${r.vassalage}`}>
                  <th scope="row">
                    <span className="bets-game">
                      <span>{r.vendor}</span>
                      <small>{category(r.gameType)}</small>
                    </span>
                  </th>
                  <Figures row={r} />
                </tr>
              ))}
            </tbody>
          </McTable>
        </>
      ) : loading ? (
        <Loading />
      ) : (
        <Empty>{t('bets_none')}</Empty>
      )}
    </McPage>
  );
}
