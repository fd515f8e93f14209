import { TEAM_TRANSACTION_KINDS } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import type { DateRange } from '../../../lib/date-range.ts';
import { formatAmount } from '../../../lib/money-format.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McHead, McNotice, McPage, McPager, McTable, useErrorText, useLatest } from '../../../ui/page-kit.tsx';
import { useAccountDetails } from '../api/get-account-details.ts';
import { pagesOf, SignedCell, useFormatMoment } from '../components/figures.tsx';
import { RangeFilter, useRange } from '../components/range-filter.tsx';
import { SearchSubmit, UsernameSearch } from '../components/search-fields.tsx';

const PAGE_SIZE = 20;
type Kind = (typeof TEAM_TRANSACTION_KINDS)[number];
const kindLabel = (k: Kind): TKey => `ac_tx_${k}` as TKey;

/** accountDetails: the team's transactions over the dates, by kind and member, newest first. */
export default function AccountDetailsPage() {
  const t = useT();
  const errorText = useErrorText();
  const moment = useFormatMoment();
  const [range, setRange] = useRange();
  const [kind, setKind] = useState<Kind | ''>('');
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const details = useAccountDetails({
    start: range.start,
    end: range.end,
    ...(kind ? { kind } : {}),
    ...(username ? { username } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = useLatest(details.data);
  const setDates = (r: DateRange) => {
    setRange(r);
    setPageNo(1);
  };
  return (
    <McPage titleKey="ac_account_details">
      <RangeFilter id="ac-tx" value={range} onChange={setDates} />
      <form
        className="mc-filters"
        onSubmit={(e) => {
          e.preventDefault();
          setUsername(typed.trim());
          setPageNo(1);
        }}
      >
        <div className="mc-field">
          <label htmlFor="ac-tx-kind">{t('ac_tx_kind')}</label>
          <select
            id="ac-tx-kind"
            value={kind}
            onChange={(e) => {
              setKind(TEAM_TRANSACTION_KINDS.find((k) => k === e.target.value) ?? '');
              setPageNo(1);
            }}
          >
            <option value="">{t('ac_all')}</option>
            {TEAM_TRANSACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(kindLabel(k))}
              </option>
            ))}
          </select>
        </div>
        <UsernameSearch id="ac-tx-user" label={t('ac_username')} value={typed} onChange={setTyped} />
        <SearchSubmit />
      </form>
      {details.error ? <McNotice error={errorText(details.error)} /> : null}
      {data && data.list.length > 0 ? (
        <McTable label={t('ac_account_details')}>
          <McHead
            cols={[
              t('wl_time'),
              t('ac_username'),
              t('ac_tx_kind'),
              { num: t('wl_amount') },
              { num: t('wl_balance_after') },
              t('ac_remark'),
            ]}
          />
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={new Date(r.time).toISOString()}>{moment(r.time)}</time>
                </td>
                <th scope="row">{r.username}</th>
                <td>{t(kindLabel(r.kind))}</td>
                <SignedCell amount={r.amount} />
                <td className="mc-num">{formatAmount(r.balanceAfter)}</td>
                <td>{r.remark}</td>
              </tr>
            ))}
          </tbody>
        </McTable>
      ) : details.loading ? (
        <Loading />
      ) : data ? (
        <Empty>{t('ac_no_rows')}</Empty>
      ) : null}
      {data ? <McPager pageNo={pageNo} totalPages={pagesOf(data)} onPage={setPageNo} /> : null}
    </McPage>
  );
}
