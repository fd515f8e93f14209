import { AGENT_CONTRACT_KINDS, type ContractKind } from '@app/contracts/calls/agents';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import type { DateRange } from '../../../lib/date-range.ts';
import { formatAmount } from '../../../lib/money-format.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { Money } from '../../../ui/money.tsx';
import { McHead, McNotice, McPage, McPager, McTable, useErrorText, useLatest } from '../../../ui/page-kit.tsx';
import { useIncome } from '../api/get-income.ts';
import { count, pagesOf, percent, useFormatMoment } from '../components/figures.tsx';
import { kindLabel } from '../components/offer-contract-dialog.tsx';
import { RangeFilter, useRange } from '../components/range-filter.tsx';

const PAGE_SIZE = 20;
const STATUS: Record<string, TKey> = {
  pending: 'ac_payout_pending',
  waiting: 'ac_payout_waiting',
  paid: 'ac_payout_paid',
};

/** myIncome: every dividend, wage and salary received, and paid to downlines, with the totals. */
export default function IncomePage() {
  const t = useT();
  const errorText = useErrorText();
  const moment = useFormatMoment();
  const [range, setRange] = useRange();
  const [direction, setDirection] = useState<'in' | 'out' | ''>('');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const income = useIncome({
    start: range.start,
    end: range.end,
    ...(direction ? { direction } : {}),
    ...(kind ? { kind } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = useLatest(income.data);
  const setDates = (r: DateRange) => {
    setRange(r);
    setPageNo(1);
  };
  return (
    <McPage titleKey="ac_my_income">
      <RangeFilter id="ac-income" value={range} onChange={setDates} />
      <div className="mc-filters">
        <div className="mc-field">
          <label htmlFor="ac-income-direction">{t('ac_direction')}</label>
          <select
            id="ac-income-direction"
            value={direction}
            onChange={(e) => {
              setDirection(e.target.value === 'in' ? 'in' : e.target.value === 'out' ? 'out' : '');
              setPageNo(1);
            }}
          >
            <option value="">{t('ac_all')}</option>
            <option value="in">{t('ac_direction_in')}</option>
            <option value="out">{t('ac_direction_out')}</option>
          </select>
        </div>
        <div className="mc-field">
          <label htmlFor="ac-income-kind">{t('ac_contract_kind')}</label>
          <select
            id="ac-income-kind"
            value={kind}
            onChange={(e) => {
              setKind(AGENT_CONTRACT_KINDS.find((k) => k === e.target.value) ?? '');
              setPageNo(1);
            }}
          >
            <option value="">{t('ac_all')}</option>
            {AGENT_CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(kindLabel(k))}
              </option>
            ))}
          </select>
        </div>
      </div>
      {income.error ? <McNotice error={errorText(income.error)} /> : null}
      {data ? (
        <dl className="ac-stats" aria-label={t('ac_totals')}>
          <div>
            <dt>{t('ac_received')}</dt>
            <dd className="mc-plus">
              <Money amount={data.received} />
            </dd>
          </div>
          <div>
            <dt>{t('ac_paid_out')}</dt>
            <dd className="mc-minus">
              <Money amount={data.paidOut} />
            </dd>
          </div>
        </dl>
      ) : null}
      {data && data.list.length > 0 ? (
        <McTable label={t('ac_my_income')}>
          <McHead
            cols={[
              t('ac_period'),
              t('ac_contract_kind'),
              t('ac_direction'),
              t('ac_counterparty'),
              { num: t('ac_base') },
              { num: t('ac_active_members') },
              { num: t('ac_rate') },
              { num: t('wl_amount') },
              t('wl_status'),
              t('ac_paid_at'),
            ]}
          />
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id}>
                <td>{`${moment(r.periodStart)} – ${moment(r.periodEnd)}`}</td>
                <td>{t(kindLabel(r.kind))}</td>
                <td>{t(r.direction === 'in' ? 'ac_direction_in' : 'ac_direction_out')}</td>
                <td>{r.counterparty || t('ac_platform')}</td>
                <td className="mc-num">{formatAmount(r.base)}</td>
                <td className="mc-num">{count(r.activeMembers)}</td>
                <td className="mc-num">{percent(r.rate)}</td>
                <td className={`mc-num ${r.direction === 'in' ? 'mc-plus' : 'mc-minus'}`}>
                  {`${r.direction === 'in' ? '+' : '-'}${formatAmount(r.amount)}`}
                </td>
                <td>
                  <span className="mc-pill">{t(STATUS[r.status] ?? 'ac_payout_pending')}</span>
                  {r.status === 'waiting' && r.error ? <span className="ac-error-text">{r.error}</span> : null}
                </td>
                <td>{r.paidAt === null ? '—' : moment(r.paidAt)}</td>
              </tr>
            ))}
          </tbody>
        </McTable>
      ) : income.loading ? (
        <Loading />
      ) : data ? (
        <Empty>{t('ac_no_income')}</Empty>
      ) : null}
      {data ? <McPager pageNo={pageNo} totalPages={pagesOf(data)} onPage={setPageNo} /> : null}
    </McPage>
  );
}
