import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { useFormatTime } from '../../../lib/format-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { McPager, McTable, useErrorText } from '../../../ui/page-kit.tsx';
import { usePointDetails, useRedemptions } from '../api/points.ts';

const STATUS: Record<string, TKey> = {
  in_process: 'pt_status_in_process',
  approved: 'pt_status_approved',
  rejected: 'pt_status_rejected',
};

const SOURCE: Record<string, TKey> = {
  bet: 'pt_source_bet',
  bet_reversal: 'pt_source_bet_reversal',
  mission: 'pt_source_mission',
  leaderboard: 'pt_source_leaderboard',
  redeem: 'pt_source_redeem',
  redeem_return: 'pt_source_redeem_return',
  convert: 'pt_source_convert',
  adjust: 'pt_source_adjust',
};

const PAGE = 10;

/** The member's redeem history: item, quantity, points, amount, status and staff's remark. */
export function RedeemHistory({ page, onPage }: { page: number; onPage(p: number): void }) {
  const t = useT();
  const time = useFormatTime();
  const errorText = useErrorText();
  const q = useRedemptions(page, true);
  if (q.error) return <Empty>{errorText(q.error)}</Empty>;
  if (!q.data) return <Loading />;
  if (q.data.list.length === 0) return <Empty>{t('pt_history_empty')}</Empty>;
  return (
    <>
      <McTable label={t('pt_tab_history')}>
        <thead>
          <tr>
            <th scope="col">{t('pt_col_time')}</th>
            <th scope="col">{t('pt_col_item')}</th>
            <th scope="col">{t('pt_col_quantity')}</th>
            <th scope="col">{t('pt_col_points')}</th>
            <th scope="col">{t('pt_col_amount')}</th>
            <th scope="col">{t('pt_col_status')}</th>
            <th scope="col">{t('pt_col_remark')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.list.map((r) => (
            <tr key={r.id}>
              <td>{time(new Date(r.time).toISOString())}</td>
              <td>{r.itemName}</td>
              <td>{r.quantity}</td>
              <td>{r.points}</td>
              <td>{r.amount > 0 ? formatMoney(r.amount) : '-'}</td>
              <td>{t(STATUS[r.status] ?? 'pt_status_in_process')}</td>
              <td>{r.remark}</td>
            </tr>
          ))}
        </tbody>
      </McTable>
      <McPager pageNo={page} totalPages={Math.ceil(q.data.total / PAGE)} onPage={onPage} />
    </>
  );
}

/** The member's points details: every change with the balance after it. */
export function PointDetails({ page, onPage }: { page: number; onPage(p: number): void }) {
  const t = useT();
  const time = useFormatTime();
  const errorText = useErrorText();
  const q = usePointDetails(page, true);
  if (q.error) return <Empty>{errorText(q.error)}</Empty>;
  if (!q.data) return <Loading />;
  if (q.data.list.length === 0) return <Empty>{t('pt_details_empty')}</Empty>;
  return (
    <>
      <McTable label={t('pt_tab_details')}>
        <thead>
          <tr>
            <th scope="col">{t('pt_col_time')}</th>
            <th scope="col">{t('pt_col_source')}</th>
            <th scope="col">{t('pt_col_points')}</th>
            <th scope="col">{t('pt_col_balance')}</th>
            <th scope="col">{t('pt_col_remark')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.list.map((e) => (
            <tr key={e.id}>
              <td>{time(new Date(e.time).toISOString())}</td>
              <td>{SOURCE[e.source] ? t(SOURCE[e.source] as TKey) : e.source}</td>
              <td className={e.points > 0 ? 'pt-plus' : 'pt-minus'}>{e.points > 0 ? `+${e.points}` : e.points}</td>
              <td>{e.balance}</td>
              <td>{e.remark}</td>
            </tr>
          ))}
        </tbody>
      </McTable>
      <McPager pageNo={page} totalPages={Math.ceil(q.data.total / PAGE)} onPage={onPage} />
    </>
  );
}
