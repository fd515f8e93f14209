import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { Money } from '../../../ui/money.tsx';
import { McPager, McTable, useErrorText } from '../../../ui/page-kit.tsx';
import { useMyTickets } from '../api.ts';
import { selectionText } from './bet-slip.tsx';
import { LotteryLinks } from './lottery-links.tsx';
import { useNameOf } from './play-tabs.tsx';
import '../lottery.css';

type Filter = 'open' | 'won' | 'lost' | 'void' | undefined;
const FILTERS: { value: Filter; key: TKey }[] = [
  { value: undefined, key: 'lottery_filter_all' },
  { value: 'open', key: 'lottery_status_open' },
  { value: 'won', key: 'lottery_status_won' },
  { value: 'lost', key: 'lottery_status_lost' },
  { value: 'void', key: 'lottery_status_void' },
];
const STATUS_KEYS: Record<string, TKey> = {
  placing: 'lottery_status_placing',
  open: 'lottery_status_open',
  won: 'lottery_status_won',
  lost: 'lottery_status_lost',
  void: 'lottery_status_void',
};

/** My tickets: open, won, lost or void, 15 a page, newest first. */
export function TicketsPage() {
  const t = useT();
  const errorText = useErrorText();
  const nameOf = useNameOf();
  const [status, setStatus] = useState<Filter>(undefined);
  const [pageNo, setPageNo] = useState(1);
  const { data, error, loading } = useMyTickets({ status, pageNo });
  const list = data?.list ?? [];
  return (
    <section className="lott-page">
      <h1 className="lott-page__title">{t('lottery_my_tickets')}</h1>
      <LotteryLinks />
      <fieldset className="lott-tabs__tabs lott-fieldset">
        <legend className="visually-hidden">{t('lottery_filter')}</legend>
        {FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            className="lott-tab"
            aria-pressed={status === f.value}
            onClick={() => {
              setStatus(f.value);
              setPageNo(1);
            }}
          >
            {t(f.key)}
          </button>
        ))}
      </fieldset>
      {loading ? <Loading /> : null}
      {error ? <p role="alert">{errorText(error)}</p> : null}
      {!loading && !error && list.length === 0 ? <Empty>{t('lottery_no_tickets')}</Empty> : null}
      {list.length > 0 ? (
        <McTable label={t('lottery_my_tickets')}>
          <thead>
            <tr>
              <th scope="col">{t('lottery_col_game')}</th>
              <th scope="col">{t('lottery_col_draw')}</th>
              <th scope="col">{t('lottery_col_status')}</th>
              <th scope="col">{t('lottery_col_win')}</th>
              <th scope="col">{t('lottery_col_stake')}</th>
              <th scope="col">{t('lottery_col_bet')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((k) => (
              <tr key={k.id}>
                <td>{k.gameName}</td>
                <td>{k.drawNo}</td>
                <td>{t(STATUS_KEYS[k.status] ?? 'lottery_status_open')}</td>
                <td>
                  <Money amount={k.win} />
                </td>
                <td>
                  <Money amount={k.stake} />
                </td>
                <td>
                  {nameOf('lottery_play_', k.playType)}:{' '}
                  {selectionText(k.selection, (v) => nameOf('lottery_option_', v))}
                </td>
              </tr>
            ))}
          </tbody>
        </McTable>
      ) : null}
      <McPager pageNo={pageNo} totalPages={Math.ceil((data?.total ?? 0) / 15)} onPage={setPageNo} />
    </section>
  );
}
