import type { TMenuVendor } from '@app/contracts/calls/games';
import { SEARCH_DEBOUNCE_MS } from '@app/contracts/constants';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { readSession } from '../../../lib/storage.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { useGate } from '../../auth/index.ts';
import { LobbyAnnouncements } from '../../promotions/index.ts';
import { useSession } from '../../session/index.ts';
import { useGameTypes } from '../api/get-game-types.ts';
import { useVendorLanes } from '../api/get-game-vendors.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { useFavourites } from '../hooks/use-favourites.ts';
import { type ListType, type LobbyQuery, useLobbyList } from '../hooks/use-lobby-list.ts';
import { RNG_VASSALAGE_KEY, useLaunchGame } from '../launch.ts';
import type { GameType } from '../types.ts';
import { GameCard } from './game-card.tsx';
import { GameOverlays } from './game-overlays.tsx';
import { LobbyFilters } from './lobby-filters.tsx';
import { VendorMenu } from './vendor-menu.tsx';
import './lobby.css';

/** Where the lobby starts (SPEC §2 route params): hot list, a named vendor, else the first vendor. */
export interface LobbyStart {
  type?: string;
  vassalage?: string;
}

const EMPTY: Record<ListType, TKey> = {
  none: 'games_empty',
  hot: 'games_empty',
  fav: 'games_empty_fav',
  recent: 'games_empty_recent',
};

const filtersCleared = { classify: null, minBet: null, search: '' } as const;

function startQuery(category: GameType, vendors: TMenuVendor[], start: LobbyStart): LobbyQuery {
  const none = { classify: null, minBet: null, search: '' };
  if (start.type?.toLowerCase() === 'hot') return { listType: 'hot', vassalage: null, ...none };
  const named = start.type?.toLowerCase() === 'vassalage' ? start.vassalage : undefined;
  const saved = category === 'RNG' ? readSession(RNG_VASSALAGE_KEY) : null;
  const pick = [named, saved].find((v) => v && vendors.some((x) => x.vassalage === v)) ?? vendors[0]?.vassalage ?? null;
  return { listType: 'none', vassalage: pick, ...none };
}

function LobbyBody({
  category,
  vendors,
  start,
  titleKey,
}: {
  category: GameType;
  vendors: TMenuVendor[];
  start: LobbyStart;
  titleKey: TKey;
}) {
  const t = useT();
  const gate = useGate();
  const launch = useLaunchGame();
  const { token } = useSession();
  const first = useMemo(() => startQuery(category, vendors, start), [category, vendors, start]);
  const [query, setQuery] = useState<LobbyQuery>(first);
  const [typed, setTyped] = useState('');
  const list = useLobbyList(category, first);
  const hot = useHotGames(category);
  const hotGames = hot.data?.list.find((g) => g.gameType === category)?.games ?? [];
  const { ids: favs, toggle: onFavourite } = useFavourites();
  const top = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // A name search looks through every vendor of the category; the vendor choice is kept for browsing.
  const searching = query.listType === 'none' && query.search !== '';
  const types = useGameTypes(category, searching ? null : query.vassalage);

  const apply = (next: LobbyQuery) => {
    setQuery(next);
    list.show(next);
  };
  // Changing vendor, search, classification or min bet: list type none, page 1, other filters cleared.
  const onVendor = (vassalage: string) => {
    setTyped('');
    apply({ listType: 'none', vassalage, ...filtersCleared });
  };
  const onClassify = (classify: LobbyQuery['classify']) => {
    setTyped('');
    apply({ ...query, listType: 'none', ...filtersCleared, classify });
  };
  const onMinBet = (minBet: number | null) => {
    setTyped('');
    apply({ ...query, listType: 'none', ...filtersCleared, minBet });
  };
  const onListType = (listType: ListType) => {
    const go = () => apply({ ...query, listType, ...filtersCleared });
    setTyped('');
    if (listType === 'fav' || listType === 'recent') gate(go);
    else go();
  };

  // The search applies 500 ms after the last keystroke, and only when the text changed.
  const applied = useRef(query.search);
  applied.current = query.search;
  const latest = useRef(query);
  latest.current = query;
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    const text = typed.trim();
    const timer = setTimeout(() => {
      if (text === applied.current) return;
      applyRef.current({ ...latest.current, listType: 'none', ...filtersCleared, search: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const onPage = (p: number) => {
    list.goToPage(p);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const isHot = query.listType === 'hot';
  const games = isHot ? hotGames : list.games;
  const tabs: ListType[] = [
    'none',
    ...(hotGames.length > 0 ? (['hot'] as const) : []),
    ...(token ? (['fav'] as const) : []),
    'recent',
  ];
  const tabKey: Record<ListType, TKey> = {
    none: 'games_tab_all',
    hot: 'games_tab_hot',
    fav: 'games_tab_fav',
    recent: 'games_tab_recent',
  };
  const showingVendor = query.listType === 'none' && !searching ? query.vassalage : null;

  return (
    <div className="lobby" ref={top}>
      <div className="lobby__head">
        <h1 className="lobby-page__title" id={titleId}>
          {t(titleKey)}
        </h1>
        <fieldset className="lobby-tabs">
          <legend className="visually-hidden">{t('games_tabs_label')}</legend>
          {tabs.map((lt) => (
            <button key={lt} type="button" aria-pressed={query.listType === lt} onClick={() => onListType(lt)}>
              {t(tabKey[lt])}
            </button>
          ))}
        </fieldset>
      </div>
      <LobbyAnnouncements gameType={category} />
      <VendorMenu vendors={vendors} selected={showingVendor} onSelect={onVendor} />
      {query.listType === 'none' && (
        <LobbyFilters
          classify={query.classify}
          minBet={query.minBet}
          search={typed}
          onClassify={onClassify}
          onMinBet={onMinBet}
          onSearch={setTyped}
          available={types.data?.content.map((c) => c.gameClassify)}
        />
      )}
      {/* Always in place (a line tall), so the grid does not jump when a search starts or ends. */}
      <p className="lobby__scope" role="status">
        {searching ? t('games_search_everywhere', { text: query.search }) : null}
      </p>
      {list.error && !isHot && (
        <p className="lobby__message" role="alert">
          {t('games_load_failed')} {t(list.error.messageKey as TKey)}
        </p>
      )}
      <ul className="game-grid" aria-busy={list.loading} aria-labelledby={titleId} data-testid="game-grid">
        {games.map((g) => (
          <GameCard
            // A new query draws new cards: a game of the old list does not slide to its new place.
            key={`${list.version}:${g.nodeId}`}
            game={g}
            onPlay={launch}
            isFavourite={favs.has(g.nodeId)}
            onToggleFavourite={onFavourite}
          />
        ))}
      </ul>
      {list.loading && !isHot && (
        <p className="lobby__message" role="status">
          {t('games_loading')}
        </p>
      )}
      {!list.loading && games.length === 0 && !list.error && (
        <p className="lobby__message">{t(EMPTY[query.listType])}</p>
      )}
      {!isHot && list.hasMore && (
        <div className="lobby__more">
          <button type="button" className="games-button" onClick={list.loadMore} disabled={list.loading}>
            {t('games_load_more')}
          </button>
        </div>
      )}
      {!isHot && list.totalPages > 1 && (
        <>
          <p className="lobby__count">{t('games_count', { page: list.pageNo, pages: list.totalPages })}</p>
          <Pagination page={list.pageNo} total={list.totalPages} onPage={onPage} />
        </>
      )}
    </div>
  );
}

/**
 * A game lobby (SPEC §2, §4): title and list tabs on one line, vendor menu, filters and search on one
 * line, so the first row of games shows without scrolling; paged list, launch.
 */
export function Lobby({ category, titleKey, start }: { category: GameType; titleKey: TKey; start: LobbyStart }) {
  const t = useT();
  const { lanes, failed } = useVendorLanes();
  const vendors = useMemo(() => lanes?.filter((l) => l.gameType === category), [lanes, category]);
  return (
    <section className="lobby-page">
      {!(vendors && vendors.length > 0) && <h1 className="lobby-page__title">{t(titleKey)}</h1>}
      {failed && !lanes && (
        <p className="lobby__message" role="alert">
          {t('games_load_failed')}
        </p>
      )}
      {!lanes && !failed && (
        <p className="lobby__message" role="status">
          {t('games_loading')}
        </p>
      )}
      {vendors && vendors.length > 0 && (
        <LobbyBody category={category} vendors={vendors} start={start} titleKey={titleKey} />
      )}
      {vendors && vendors.length === 0 && <p className="lobby__message">{t('games_empty')}</p>}
      <GameOverlays />
    </section>
  );
}
