import type { TLotterySummary } from '@app/contracts/calls/lottery';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { lotteryHref } from '../links.ts';
import { Balls } from './balls.tsx';
import { Countdown } from './countdown.tsx';
import { LotteryArt } from './lottery-art.tsx';

/** A lottery of the lobby: name, art, countdown to its cut-off, last result, favourite star. */
export function LotteryCard({
  lottery,
  favourite,
  onFavourite,
  onDrawEnd,
}: {
  lottery: TLotterySummary;
  favourite: boolean;
  onFavourite(): void;
  onDrawEnd(): void;
}) {
  const t = useT();
  return (
    <li className="lott-card">
      <Link className="lott-card__link" to={lotteryHref(lottery)}>
        <LotteryArt gameCode={lottery.gameCode} label={lottery.name} />
        <span className="lott-card__name">{lottery.name}</span>
      </Link>
      <button
        type="button"
        className="lott-card__fav"
        aria-pressed={favourite}
        aria-label={t('lottery_favourite', { name: lottery.name })}
        onClick={onFavourite}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </button>
      <div className="lott-card__row">
        {!lottery.enabled ? (
          <span className="lott-card__off">{t('lottery_unavailable')}</span>
        ) : lottery.next ? (
          <>
            <span>{t('lottery_draw_no', { drawNo: lottery.next.drawNo })}</span>
            <Countdown closesAt={lottery.next.closesAt} onEnd={onDrawEnd} />
          </>
        ) : (
          <span>{t('lottery_no_open_draw')}</span>
        )}
      </div>
      <Balls draw={lottery.last} small />
    </li>
  );
}
