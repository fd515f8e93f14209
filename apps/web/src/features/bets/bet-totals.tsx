import type { TBetTotals } from '@app/contracts/calls/bets';
import { useT } from '../../i18n/i18n.tsx';
import { formatAmount } from '../../lib/money-format.ts';
import './bets.css';
import { Money } from '../../ui/money.tsx';

/** A signed amount with its colour class: profit shows +, loss shows -. */
export function signed(major: number): { text: string; className: string } {
  if (major > 0) return { text: `+${formatAmount(major)}`, className: 'mc-plus' };
  if (major < 0) return { text: `-${formatAmount(-major)}`, className: 'mc-minus' };
  return { text: formatAmount(0), className: '' };
}

/** Rounds, stakes, payouts and profit as four figures. */
export function BetTotals({ totals, labelledBy }: { totals: TBetTotals; labelledBy: string }) {
  const t = useT();
  const profit = signed(totals.profit);
  return (
    <dl className="bets-totals" aria-labelledby={labelledBy}>
      <div className="bets-totals__item">
        <dt>{t('bets_rounds')}</dt>
        <dd>{totals.rounds.toLocaleString('en-US')}</dd>
      </div>
      <div className="bets-totals__item">
        <dt>{t('bets_bet_amount')}</dt>
        <dd>
          <Money amount={totals.betAmount} />
        </dd>
      </div>
      <div className="bets-totals__item">
        <dt>{t('bets_win_amount')}</dt>
        <dd>
          <Money amount={totals.winAmount} />
        </dd>
      </div>
      <div className="bets-totals__item">
        <dt>{t('bets_profit')}</dt>
        <dd className={profit.className}>{profit.text}</dd>
      </div>
    </dl>
  );
}
