import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { DateRange } from '../../../lib/date-range.ts';
import { formatAmount } from '../../../lib/money-format.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McHead, McNotice, McPage, McPager, McTable, useErrorText, useLatest } from '../../../ui/page-kit.tsx';
import { useUserLoss } from '../api/get-user-loss.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { count, pagesOf, SignedCell } from '../components/figures.tsx';
import { typeLabel } from '../components/labels.ts';
import { RangeFilter, useRange } from '../components/range-filter.tsx';

const PAGE_SIZE = 20;

/** userLoss: profit and loss per direct downline over the dates; an agent's row opens its own downlines. */
export default function UserLossPage() {
  const t = useT();
  const errorText = useErrorText();
  const [range, setRange] = useRange();
  const [path, setPath] = useState<string[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const parent = path.at(-1);
  const loss = useUserLoss({
    start: range.start,
    end: range.end,
    ...(parent ? { parent } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = useLatest(loss.data);
  const setDates = (r: DateRange) => {
    setRange(r);
    setPageNo(1);
  };
  const drill = (next: string[]) => {
    setPath(next);
    setPageNo(1);
  };
  return (
    <McPage titleKey="ac_user_loss">
      <RangeFilter id="ac-loss" value={range} onChange={setDates} />
      <Breadcrumb path={path} onGo={(depth) => drill(path.slice(0, depth))} />
      {loss.error ? <McNotice error={errorText(loss.error)} /> : null}
      {data && data.list.length > 0 ? (
        <div className="ac-fit-table">
          <McTable label={t('ac_user_loss')}>
            <McHead
              cols={[
                t('ac_username'),
                { num: t('ac_team_size') },
                { num: t('ac_deposits') },
                { num: t('ac_withdrawals') },
                { num: t('ac_bet_amount') },
                { num: t('ac_valid_bet') },
                { num: t('ac_win_amount') },
                { num: t('ac_profit_loss') },
              ]}
            />
            <tbody>
              {data.list.map((r) => (
                <tr key={r.username}>
                  <th scope="row">
                    {/* The account type under the name, not in a column of its own: the figures need the room. */}
                    <span className="ac-who">
                      {r.type !== 0 && r.teamSize > 0 ? (
                        <button
                          type="button"
                          className="ac-link-button"
                          aria-label={t('ac_view_team', { username: r.username })}
                          onClick={() => drill([...path, r.username])}
                        >
                          {r.username}
                        </button>
                      ) : (
                        <span>{r.username}</span>
                      )}
                      <small>{t(typeLabel(r.type))}</small>
                    </span>
                  </th>
                  <td className="mc-num">{count(r.teamSize)}</td>
                  <td className="mc-num">{formatAmount(r.depositAmount)}</td>
                  <td className="mc-num">{formatAmount(r.withdrawAmount)}</td>
                  <td className="mc-num">{formatAmount(r.betAmount)}</td>
                  <td className="mc-num">{formatAmount(r.validBet)}</td>
                  <td className="mc-num">{formatAmount(r.winAmount)}</td>
                  <SignedCell amount={r.profitLoss} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('ac_totals')}</th>
                <td className="mc-num" aria-describedby="ac-loss-team-note">
                  {count(data.totals.teamSize)} <small className="ac-cell-note">{t('ac_whole_team')}</small>
                </td>
                <td className="mc-num">{formatAmount(data.totals.depositAmount)}</td>
                <td className="mc-num">{formatAmount(data.totals.withdrawAmount)}</td>
                <td className="mc-num">{formatAmount(data.totals.betAmount)}</td>
                <td className="mc-num">{formatAmount(data.totals.validBet)}</td>
                <td className="mc-num">{formatAmount(data.totals.winAmount)}</td>
                <SignedCell amount={data.totals.profitLoss} />
              </tr>
            </tfoot>
          </McTable>
          <p id="ac-loss-team-note" className="mc-field__hint">
            {t('ac_team_size_note')}
          </p>
        </div>
      ) : loss.loading ? (
        <Loading />
      ) : data ? (
        <Empty>{t('ac_no_rows')}</Empty>
      ) : null}
      {data ? <McPager pageNo={pageNo} totalPages={pagesOf(data)} onPage={setPageNo} /> : null}
    </McPage>
  );
}
