import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { verifyHref } from '../links.ts';
import type { TLotteryGame } from '../types.ts';
import { Balls } from './balls.tsx';
import { Countdown } from './countdown.tsx';
import { LotteryArt } from './lottery-art.tsx';

/** The betting page's header: the lottery, the open draw's number and countdown, the last result. */
export function DrawHeader({ game, onDrawEnd }: { game: TLotteryGame; onDrawEnd(): void }) {
  const t = useT();
  const { next, last } = game;
  return (
    <header className="lott-head">
      <LotteryArt gameCode={game.gameCode} label={game.name} />
      <div className="lott-head__text">
        <h1 className="lott-page__title">{game.name}</h1>
        {next ? (
          <p>
            {t('lottery_draw_no', { drawNo: next.drawNo })} · {t('lottery_closes_in')}{' '}
            <Countdown closesAt={next.closesAt} onEnd={onDrawEnd} />
          </p>
        ) : (
          <p>{t('lottery_no_open_draw')}</p>
        )}
        {next ? <p className="lott-head__hash">{t('lottery_seed_hash_is', { hash: next.seedHash })}</p> : null}
      </div>
      <div className="lott-head__last">
        <span>{last ? t('lottery_last_result', { drawNo: last.drawNo }) : null}</span>
        <Balls draw={last} />
        {last?.seed ? <Link to={verifyHref(game.gameCode, last.drawNo)}>{t('lottery_verify')}</Link> : null}
      </div>
    </header>
  );
}
