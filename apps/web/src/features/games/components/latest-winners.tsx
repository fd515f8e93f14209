import { useT } from '../../../i18n/i18n.tsx';
import { boot } from '../../../lib/boot.ts';
import { formatMajor } from '../../../lib/money.ts';
import { useSwitch } from '../../system/index.ts';
import { useRankList } from '../api/get-rank-list.ts';

/** The latest winners (GCSGAME_getRankList), shown while the brand's winners switch is on. */
export function LatestWinners() {
  const t = useT();
  const on = useSwitch('GAMES_WINNERS');
  const { data } = useRankList();
  if (!on) return null;
  return (
    <section className="home-section" aria-labelledby="home-winners">
      <div className="home-section__head">
        <h2 id="home-winners">{t('games_home_winners')}</h2>
      </div>
      {data && data.list.length === 0 && <p className="home-section__empty">{t('games_winners_empty')}</p>}
      <ol className="winners">
        {data?.list.map((w) => (
          <li key={`${w.wonAt}-${w.nodeId}-${w.player}`} className="winners__item">
            <span className="winners__player">{w.player}</span> <span>{t('games_winner_won')}</span>{' '}
            <strong className="winners__amount">
              {boot.symbol} {formatMajor(w.amount)}
            </strong>{' '}
            <span className="winners__game">{w.gameName}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
