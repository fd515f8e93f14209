import type { TGrant } from '@app/contracts/calls/bonus';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { Money } from '../../../ui/money.tsx';
import { McPager, McTable } from '../../../ui/page-kit.tsx';
import { useGrantHistory } from '../api/get-bonus.ts';
import { categoryKey, GRANT_EVENT_KEYS, GRANT_STATUS_KEYS, iso } from './labels.ts';

const PAGE_SIZE = 10;

/** One grant's history (bonus.grant): granted, each bet's contribution, conversion or forfeit, newest first. */
export function GrantHistoryDialog({ grant, onClose }: { grant: TGrant; onClose(): void }) {
  const t = useT();
  const time = useFormatTime();
  const [pageNo, setPageNo] = useState(1);
  const { data, loading } = useGrantHistory(grant.id, pageNo);
  const events = data?.events ?? [];
  const shown = data?.grant ?? grant;
  return (
    <Dialog title={t('rw_history_title', { title: grant.title })} onClose={onClose} wide>
      <p>
        {t(GRANT_STATUS_KEYS[shown.status])}
        {shown.statusReason ? ` · ${shown.statusReason}` : ''}
      </p>
      {loading ? <Loading /> : null}
      {data && events.length === 0 ? <Empty>{t('rw_history_empty')}</Empty> : null}
      {events.length > 0 ? (
        <McTable label={t('rw_history_title', { title: grant.title })}>
          <thead>
            <tr>
              <th scope="col">{t('rw_col_time')}</th>
              <th scope="col">{t('rw_col_event')}</th>
              <th scope="col">{t('rw_col_game')}</th>
              <th scope="col" className="mc-num">
                {t('rw_col_valid')}
              </th>
              <th scope="col" className="mc-num">
                {t('rw_col_amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: history lines have no id; a page is replaced whole
              <tr key={`${e.at}-${e.kind}-${i}`}>
                <td>
                  <time dateTime={iso(e.at)}>{time(iso(e.at))}</time>
                </td>
                <td>{t(GRANT_EVENT_KEYS[e.kind] ?? 'rw_event_wager')}</td>
                <td>{[e.category ? t(categoryKey(e.category)) : '', e.game].filter(Boolean).join(' · ')}</td>
                <td className="mc-num">{e.valid ? <Money amount={e.valid} /> : null}</td>
                <td className="mc-num">
                  <Money amount={e.amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </McTable>
      ) : null}
      <McPager pageNo={pageNo} totalPages={Math.ceil((data?.total ?? 0) / PAGE_SIZE)} onPage={setPageNo} />
    </Dialog>
  );
}
