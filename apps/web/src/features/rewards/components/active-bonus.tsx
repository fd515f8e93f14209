import type { TGrant } from '@app/contracts/calls/bonus';
import { GAME_CATEGORIES } from '@app/contracts/constants';
import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { Money } from '../../../ui/money.tsx';
import { McTable } from '../../../ui/page-kit.tsx';
import { categoryKey, iso } from './labels.ts';
import { WageringProgress } from './wagering-progress.tsx';

/** The bonus being wagered: progress, bonus money left, limits, expiry and what each category counts. */
export function ActiveBonus({ grant, onForfeit }: { grant: TGrant; onForfeit(): void }) {
  const t = useT();
  const time = useFormatTime();
  const counted = GAME_CATEGORIES.filter((c) => (grant.contributions[c] ?? 0) > 0);
  return (
    <div className="rw-active">
      <h5 className="rw-active__title">{grant.title}</h5>
      <WageringProgress grant={grant} />
      <dl className="mc-kv">
        <dt>{t('rw_bonus_balance')}</dt>
        <dd data-testid="active-bonus-balance">
          <Money amount={grant.balance} />
        </dd>
        <dt>{t('rw_bonus_amount')}</dt>
        <dd>
          <Money amount={grant.amount} />
        </dd>
        {grant.deposit > 0 ? (
          <>
            <dt>{t('rw_bonus_deposit')}</dt>
            <dd>
              <Money amount={grant.deposit} />
            </dd>
          </>
        ) : null}
        <dt>{t('rw_max_bet')}</dt>
        <dd>{grant.maxBet !== null ? <Money amount={grant.maxBet} /> : t('rw_no_limit')}</dd>
        <dt>{t('rw_max_win')}</dt>
        <dd>{grant.maxWin !== null ? <Money amount={grant.maxWin} /> : t('rw_no_limit')}</dd>
        <dt>{t('rw_expires')}</dt>
        <dd>
          <time dateTime={iso(grant.expiresAt)}>{time(iso(grant.expiresAt))}</time>
        </dd>
      </dl>
      <McTable label={t('rw_contributions')}>
        <caption className="rw-caption">{t('rw_contributions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rw_col_category')}</th>
            <th scope="col" className="mc-num">
              {t('rw_col_counts')}
            </th>
          </tr>
        </thead>
        <tbody>
          {counted.map((c) => (
            <tr key={c}>
              <td>{t(categoryKey(c))}</td>
              <td className="mc-num">{t('rw_percent', { value: grant.contributions[c] ?? 0 })}</td>
            </tr>
          ))}
          <tr>
            <td>{t('rw_other_categories')}</td>
            <td className="mc-num">{t('rw_percent', { value: 0 })}</td>
          </tr>
        </tbody>
      </McTable>
      <p className="mc-field__hint">{t('rw_real_first')}</p>
      <div className="mc-row">
        <button type="button" className="mc-button rw-danger" onClick={onForfeit}>
          {t('rw_forfeit_button')}
        </button>
      </div>
    </div>
  );
}
