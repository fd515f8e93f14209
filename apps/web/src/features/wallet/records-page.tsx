import { RECORD_TYPES } from '@app/contracts/calls/wallet';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';
import { type DateRange, lastDays } from '../../lib/date-range.ts';
import { useFormatTime } from '../../lib/format-time.ts';
import { formatAmount } from '../../lib/money-format.ts';
import { DatePresets } from '../../ui/date-presets.tsx';
import { Empty, Loading } from '../../ui/empty.tsx';
import { McNotice, McPage, McPager, McTable, useErrorText, useLatest } from '../../ui/page-kit.tsx';
import { usePermission } from '../system/api/get-permission.ts';
import { useRecords } from './api/get-records.ts';
import { useOnMoneyMoved } from './balance-events.ts';

const PAGE_SIZE = 15;

/** transactionHistory (account records): every movement, filtered by type and dates, a page at a time. */
export default function RecordsPage() {
  const t = useT();
  const time = useFormatTime();
  const errorText = useErrorText();
  const offset = usePermission().data?.brand.timezoneOffsetMinutes ?? 480;
  const [type, setType] = useState('');
  const [range, setRange] = useState<DateRange>(() => lastDays(new Date(), offset, 7));
  const [pageNo, setPageNo] = useState(1);
  const recordType = RECORD_TYPES.find((r) => r === type);
  const records = useRecords({
    ...(recordType ? { type: recordType } : {}),
    startDate: range.start,
    endDate: range.end,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const { error, loading, refetch } = records;
  useOnMoneyMoved(
    useCallback(() => {
      void refetch();
    }, [refetch]),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, for movements made meanwhile
  useEffect(() => {
    void refetch();
  }, []);
  const data = useLatest(records.data);
  const set = (r: DateRange) => {
    setRange(r);
    setPageNo(1);
  };
  const typeLabel = (k: string) => t(`wl_type_${k}` as TKey);

  return (
    <McPage titleKey="mc_transaction_history">
      <div className="mc-filters">
        <div className="mc-field">
          <label htmlFor="rec-type">{t('wl_record_type')}</label>
          <select
            id="rec-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPageNo(1);
            }}
          >
            <option value="">{t('wl_type_all')}</option>
            {RECORD_TYPES.map((r) => (
              <option key={r} value={r}>
                {typeLabel(r)}
              </option>
            ))}
          </select>
        </div>
        <div className="mc-field">
          <label htmlFor="rec-start">{t('wl_start_date')}</label>
          <input
            id="rec-start"
            type="date"
            value={range.start}
            max={range.end}
            onChange={(e) => e.target.value && set({ ...range, start: e.target.value })}
          />
        </div>
        <div className="mc-field">
          <label htmlFor="rec-end">{t('wl_end_date')}</label>
          <input
            id="rec-end"
            type="date"
            value={range.end}
            min={range.start}
            onChange={(e) => e.target.value && set({ ...range, end: e.target.value })}
          />
        </div>
      </div>
      {/* A history: past presets only (see DatePresets). */}
      <DatePresets value={range} onChange={set} offsetMinutes={offset} />
      {error ? <McNotice error={errorText(error)} /> : null}
      {data && data.list.length > 0 ? (
        <McTable label={t('mc_transaction_history')}>
          <thead>
            <tr>
              <th scope="col">{t('wl_time')}</th>
              <th scope="col">{t('wl_record_type')}</th>
              <th scope="col" className="mc-num">
                {t('wl_amount')}
              </th>
              <th scope="col" className="mc-num">
                {t('wl_balance_after')}
              </th>
              <th scope="col">{t('wl_wallet')}</th>
              <th scope="col">{t('wl_reference')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id}>
                <td>
                  <time dateTime={r.time}>{time(r.time)}</time>
                </td>
                <td>{typeLabel(r.type)}</td>
                <td className={`mc-num ${r.amount >= 0 ? 'mc-plus' : 'mc-minus'}`}>
                  {`${r.amount >= 0 ? '+' : '-'}${formatAmount(Math.abs(r.amount))}`}
                </td>
                <td className="mc-num">{formatAmount(r.balanceAfter)}</td>
                <td>{r.wallet || t('wl_main_wallet')}</td>
                <td>{r.memo ? `${r.reference} · ${r.memo}` : r.reference}</td>
              </tr>
            ))}
          </tbody>
        </McTable>
      ) : loading ? (
        <Loading />
      ) : (
        <Empty>{t('wl_no_records')}</Empty>
      )}
      {data ? <McPager pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} /> : null}
    </McPage>
  );
}
