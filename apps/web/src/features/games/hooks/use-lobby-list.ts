import type { TGame } from '@app/contracts/calls/games';
import { PAGE_SIZE } from '@app/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-client.ts';
import { fetchFavourites } from '../api/get-favourites.ts';
import { fetchGameList } from '../api/get-game-list.ts';
import { fetchRecent } from '../api/get-recent.ts';
import { lotteryFavourites } from '../lottery-favourites.ts';
import type { GameType } from '../types.ts';

export type ListType = 'none' | 'hot' | 'fav' | 'recent';
export type Classify = 'JP' | 'TG' | 'AC' | 'BG';

/** The query the lobby list shows (SPEC §4 lobby list type and filters). */
export interface LobbyQuery {
  listType: ListType;
  vassalage: string | null;
  classify: Classify | null;
  minBet: number | null;
  search: string;
}

interface Request {
  gen: number;
  query: LobbyQuery;
  pageNo: number;
  append: boolean;
}

export interface LobbyList {
  games: TGame[];
  pageNo: number;
  totalPages: number;
  hasMore: boolean;
  /** Counts the lists shown (not the pages appended): a new list draws new cards. */
  version: number;
  loading: boolean;
  error: ApiError | undefined;
  /** Shows a new query from page 1 (page size 15, hasMore true). */
  show(query: LobbyQuery): void;
  /** Appends the next page; ignored while a request is in flight or nothing more is left. */
  loadMore(): void;
  /** Replaces the list with another page. */
  goToPage(pageNo: number): void;
}

async function fetchPage(category: GameType, q: LobbyQuery, pageNo: number, signal: AbortSignal) {
  const paging = { pageNo, pageSize: PAGE_SIZE };
  if (q.listType === 'fav' && (category === 'LOTT' || category === 'ELOTT')) {
    // Lottery favourites live in this browser (LOTTFAV): pick them from the category's games.
    const mine = new Set(lotteryFavourites());
    const all = await fetchGameList({ gameType: category, pageSize: 100 }, signal);
    const games = all.games.filter((g) => mine.has(g.nodeId));
    return {
      games: games.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE),
      totalPages: Math.ceil(games.length / PAGE_SIZE),
    };
  }
  if (q.listType === 'fav') {
    const r = await fetchFavourites({ gameType: category, ...paging }, signal);
    return { games: r.content, totalPages: r.totalPages };
  }
  if (q.listType === 'recent') {
    const r = await fetchRecent({ gameType: category, ...paging }, signal);
    return { games: r.list, totalPages: r.totalPages };
  }
  return fetchGameList(listParams(category, q, paging), signal);
}

/**
 * The game-list parameters of a lobby query (SPEC §7): a name search covers every vendor of the
 * category (no vassalage), browsing keeps to the chosen vendor.
 */
export function listParams(category: GameType, q: LobbyQuery, paging: { pageNo: number; pageSize: number }) {
  return {
    gameType: category,
    ...(q.vassalage && !q.search ? { vassalage: q.vassalage } : {}),
    ...(q.classify ? { gameClassify: q.classify } : {}),
    ...(q.minBet !== null ? { minBet: q.minBet } : {}),
    ...(q.search ? { gameName: q.search } : {}),
    ...paging,
  };
}

/**
 * The lobby's game list: one request in flight at a time (a newer query waits and supersedes the
 * answer of the older one), pages of 15 appended by load-more or replaced by page jumps.
 */
export function useLobbyList(category: GameType, initial: LobbyQuery | null): LobbyList {
  const [games, setGames] = useState<TGame[]>([]);
  const [pageNo, setPageNo] = useState(1);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState(false);
  const [version, setVersion] = useState(0);
  const [error, setError] = useState<ApiError | undefined>();
  const inFlight = useRef(false);
  const queued = useRef<Request | null>(null);
  const gen = useRef(0);
  const current = useRef<LobbyQuery | null>(null);
  const page = useRef({ pageNo: 1, totalPages: 0 });
  const unmounted = useRef(new AbortController());

  const run = useCallback(
    async (req: Request) => {
      inFlight.current = true;
      setLoading(true);
      try {
        const r = await fetchPage(category, req.query, req.pageNo, unmounted.current.signal);
        if (req.gen === gen.current) {
          setGames((old) => (req.append ? [...old, ...r.games] : r.games));
          if (!req.append) setVersion((v) => v + 1);
          page.current = { pageNo: req.pageNo, totalPages: r.totalPages };
          setPageNo(req.pageNo);
          setTotalPages(r.totalPages);
          setError(undefined);
        }
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
        if (req.gen === gen.current) setError(e as ApiError);
      } finally {
        inFlight.current = false;
        const next = queued.current;
        queued.current = null;
        if (next && !unmounted.current.signal.aborted) void run(next);
        else setLoading(false);
      }
    },
    [category],
  );

  const request = useCallback(
    (req: Request) => {
      if (inFlight.current) {
        if (req.append) return;
        queued.current = req;
        return;
      }
      void run(req);
    },
    [run],
  );

  const show = useCallback(
    (query: LobbyQuery) => {
      current.current = query;
      gen.current++;
      page.current = { pageNo: 1, totalPages: 0 };
      if (query.listType === 'hot') {
        // The hot tab shows the cached hot list on one page; nothing to load.
        queued.current = null;
        setGames([]);
        setTotalPages(0);
        return;
      }
      request({ gen: gen.current, query, pageNo: 1, append: false });
    },
    [request],
  );

  const loadMore = useCallback(() => {
    const q = current.current;
    const { pageNo: p, totalPages: n } = page.current;
    if (!q || q.listType === 'hot' || inFlight.current || p >= n) return;
    request({ gen: gen.current, query: q, pageNo: p + 1, append: true });
  }, [request]);

  const goToPage = useCallback(
    (target: number) => {
      const q = current.current;
      if (!q || q.listType === 'hot') return;
      gen.current++;
      request({ gen: gen.current, query: q, pageNo: target, append: false });
    },
    [request],
  );

  // The initial query is read once at mount; later queries come through show().
  const first = useRef(initial);
  useEffect(() => {
    const ctrl = new AbortController();
    unmounted.current = ctrl;
    if (first.current) show(first.current);
    return () => ctrl.abort();
  }, [show]);

  return { games, pageNo, totalPages, hasMore: pageNo < totalPages, version, loading, error, show, loadMore, goToPage };
}
