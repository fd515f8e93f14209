import { GAME_CATEGORIES } from '@app/contracts/constants';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import type { DateRange } from '../../../lib/date-range.ts';
import { formatAmount } from '../../../lib/money-format.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McHead, McNotice, McPage, McPager, McTable, useErrorText, useLatest } from '../../../ui/page-kit.tsx';
import { useTeamBets } from '../api/get-team-bets.ts';
import { count, pagesOf, SignedCell } from '../components/figures.tsx';
import { RangeFilter, useRange } from '../components/range-filter.tsx';
import { SearchSubmit, UsernameSearch } from '../components/search-fields.tsx';

const PAGE_SIZE = 20;
type GroupBy = 'member' | 'category' | 'date';
const GROUPS: { key: GroupBy; label: TKey }[] = [
  { key: 'member', label: 'ac_by_member' },
  { key: 'category', label: 'ac_by_category' },
  { key: 'date', label: 'ac_by_date' },
];

/** teamBetting: the team's settled bets over the dates, by member, category or date. */
export default function TeamBetsPage() {
  const t = useT();
  const errorText = useErrorText();
  const [range, setRange] = useRange();
  const [groupBy, setGroupBy] = useState<GroupBy>('member');
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const bets = useTeamBets({
    start: range.start,
    end: range.end,
    groupBy,
    ...(username ? { username } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = useLatest(bets.data);
  const setDates = (r: DateRange) => {
    setRange(r);
    setPageNo(1);
  };
  const keyText = (key: string) => {
    if (groupBy !== 'category') return key;
    const c = GAME_CATEGORIES.find((g) => g === key);
    return c ? t(`nav_${c.toLowerCase()}` as TKey) : key;
  };
  const first = GROUPS.find((g) => g.key === groupBy)?.label ?? 'ac_by_member';
  return (
    <McPage titleKey="ac_team_betting">
      <RangeFilter id="ac-bets" value={range} onChange={setDates} />
      <form
        className="mc-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setUsername(typed.trim());
          setPageNo(1);
        }}
      >
        <div className="mc-field">
          <label htmlFor="ac-bets-group">{t('ac_group_by')}</label>
          <select
            id="ac-bets-group"
            value={groupBy}
            onChange={(e) => {
              setGroupBy(GROUPS.find((g) => g.key === e.target.value)?.key ?? 'member');
              setPageNo(1);
            }}
          >
            {GROUPS.map((g) => (
              <option key={g.key} value={g.key}>
                {t(g.label)}
              </option>
            ))}
          </select>
        </div>
        <UsernameSearch id="ac-bets-user" label={t('ac_username')} value={typed} onChange={setTyped} />
        <SearchSubmit />
      </form>
      {bets.error ? <McNotice error={errorText(bets.error)} /> : null}
      {data && data.list.length > 0 ? (
        <McTable label={t('ac_team_betting')}>
          <McHead
            cols={[
              t(first),
              { num: t('ac_rounds') },
              { num: t('ac_bet_amount') },
              { num: t('ac_valid_bet') },
              { num: t('ac_win_amount') },
              { num: t('ac_profit_loss') },
            ]}
          />
          <tbody>
            {data.list.map((r) => (
              <tr key={r.key}>
                <th scope="row">{keyText(r.key)}</th>
                <td className="mc-num">{count(r.rounds)}</td>
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
              <td className="mc-num">{count(data.totals.rounds)}</td>
              <td className="mc-num">{formatAmount(data.totals.betAmount)}</td>
              <td className="mc-num">{formatAmount(data.totals.validBet)}</td>
              <td className="mc-num">{formatAmount(data.totals.winAmount)}</td>
              <SignedCell amount={data.totals.profitLoss} />
            </tr>
          </tfoot>
        </McTable>
      ) : bets.loading ? (
        <Loading />
      ) : data ? (
        <Empty>{t('ac_no_bets')}</Empty>
      ) : null}
      {data ? <McPager pageNo={pageNo} totalPages={pagesOf(data)} onPage={setPageNo} /> : null}
    </McPage>
  );
}
