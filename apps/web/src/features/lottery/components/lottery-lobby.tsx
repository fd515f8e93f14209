import type { LotteryVendor } from '@app/contracts/lottery/types';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { Empty, Loading } from '../../../ui/empty.tsx';
import { useErrorText } from '../../../ui/page-kit.tsx';
import { toggleLotteryFavourite, useLotteryFavourites } from '../../games/index.ts';
import { reloadDraws, useLotteryLobby } from '../api.ts';
import { LotteryCard } from './lottery-card.tsx';
import { LotteryLinks } from './lottery-links.tsx';
import '../lottery.css';

/** Every lottery (of the vendors given, or all) as cards, the player's favourites first. */
export function LotteryLobby({ titleKey, vendors }: { titleKey: TKey; vendors?: readonly LotteryVendor[] }) {
  const t = useT();
  const errorText = useErrorText();
  const { data, error, loading } = useLotteryLobby();
  const favourites = useLotteryFavourites();
  const titleId = useId();
  // The catalogue's node id when the brand lists the lottery there, else its game code.
  const favId = (l: { nodeId: string; gameCode: string }) => l.nodeId || l.gameCode;
  const list = (data ?? []).filter((l) => !vendors || vendors.includes(l.vassalage));
  const shown = [
    ...list.filter((l) => favourites.includes(favId(l))),
    ...list.filter((l) => !favourites.includes(favId(l))),
  ];
  return (
    <section className="lott-page">
      <h1 className="lott-page__title" id={titleId}>
        {t(titleKey)}
      </h1>
      <LotteryLinks />
      {loading ? <Loading /> : null}
      {error ? <p role="alert">{errorText(error)}</p> : null}
      {!loading && !error && shown.length === 0 ? <Empty>{t('lottery_none')}</Empty> : null}
      <ul className="lott-grid" aria-labelledby={titleId}>
        {shown.map((l) => (
          <LotteryCard
            key={l.gameCode}
            lottery={l}
            favourite={favourites.includes(favId(l))}
            onFavourite={() => toggleLotteryFavourite(favId(l))}
            onDrawEnd={reloadDraws}
          />
        ))}
      </ul>
    </section>
  );
}
