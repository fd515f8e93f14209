import { z } from 'zod';
import { CLASSIFICATIONS, GAME_CATEGORIES, MIN_BET_CHOICES, PAGE_SIZE, POPULAR_LOTTERY_COUNT } from '../constants.ts';
import { defineCall } from '../define.ts';

/** A vendor as the navigation and the lobbies list it (SPEC §3 "Vendor/game card"). */
export const ZMenuVendor = z.object({
  /** The vendor code. */
  vassalage: z.string(),
  name: z.string(),
  /** 1 marks a hot vendor (hot icon in the dropdown). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  accountTypeId: z.number().int(),
  /** Menu logos: white, and colour for hover (SVG URLs served by the server). */
  logoWhite: z.string(),
  logoColor: z.string(),
  maintenance: z.boolean(),
  /** The game DS88, LOTT and ELOTT start directly instead of opening a lobby; null when none. */
  firstGame: z.object({ nodeId: z.string(), gameCode: z.string(), gameType: z.string() }).nullable(),
});
export type TMenuVendor = z.infer<typeof ZMenuVendor>;

/** A category with its vendors, in display order; categories without vendors are left out. */
export const ZMenuCategory = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(ZMenuVendor),
});
export type TMenuCategory = z.infer<typeof ZMenuCategory>;

export const gameMenus = defineCall({
  id: 'games.menus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'none',
  summary: 'Game categories with their vendors, for the navigation bar and the lobbies',
  request: z.object({
    prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
    device: z.string().max(20).optional(),
  }),
  response: z.array(ZMenuCategory),
});

const ZVassalage = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code');
const ZNodeId = z.string().regex(/^\d{1,12}$/, 'a game node id');
const ZGameType = z.enum(GAME_CATEGORIES);
/** A whole number from the query string (an empty value is refused, not read as 0). */
const qInt = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^-?\d{1,9}$/, 'a whole number')])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const ZPageNo = qInt(1, 10_000).default(1);
const ZPageSize = qInt(1, 100).default(PAGE_SIZE);
const ZLanguageParam = z.string().max(10).optional();

/** A game as the lobbies show it (SPEC §3 "Game record"). */
export const ZGame = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  /** Same as gameCode; older clients read `code`. */
  code: z.string(),
  /** The name in the request's language. */
  gameName: z.string(),
  vassalage: z.string(),
  /** The vendor's name (a proper noun, not translated). */
  vendor: z.string(),
  gameType: ZGameType,
  /** 'VASSALAGE' opens a popup list of sub-games instead of launching. */
  isGame: z.enum(['', 'VASSALAGE']),
  defaultPlayType: z.string(),
  gameClassify: z.enum(CLASSIFICATIONS).nullable(),
  /** Smallest stake in the brand's currency (0.01, 0.05, ...). */
  minBet: z.number(),
  lineNum: z.number().int(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  imgUrl: z.string(),
  /** How the site shows the launched game: the popup frame, the /game page or the /seamless page. */
  launchView: z.enum(['popup', 'page', 'seamless']),
  maintenance: z.boolean(),
  /** Present while under maintenance: window start and end, epoch ms (end null when open-ended). */
  maintainTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
});
export type TGame = z.infer<typeof ZGame>;

export const ZGameListRequest = z.object({
  clientType: qInt(0, 99).optional(),
  platform: z.enum(['flash', 'html5-desktop', 'html5']).optional(),
  channel: z.string().max(32).optional(),
  merchant: z.string().max(64).optional(),
  gameType: ZGameType.optional(),
  vassalage: ZVassalage.optional(),
  /** Lists the sub-games of a VASSALAGE entry. */
  parentNodeId: ZNodeId.optional(),
  gameClassify: z.enum(CLASSIFICATIONS).optional(),
  gameName: z.string().trim().max(50).optional(),
  minBet: z.coerce
    .number()
    .refine((v) => (MIN_BET_CHOICES as readonly number[]).includes(v), 'one of the min-bet choices')
    .optional(),
  minLineNum: qInt(0, 10_000).optional(),
  pageNo: ZPageNo,
  pageSize: ZPageSize,
  language: ZLanguageParam,
});
export type TGameListRequest = z.input<typeof ZGameListRequest>;

export const ZGamePage = z.object({ games: z.array(ZGame), totalPages: z.number().int(), total: z.number().int() });
export type TGamePage = z.infer<typeof ZGamePage>;

export const gameList = defineCall({
  id: 'games.list',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  auth: 'none',
  summary: 'One page of games with every lobby filter: category, vendor, classification, name, min bet, lines',
  request: ZGameListRequest,
  response: ZGamePage,
});

export const ZVendorLane = ZMenuVendor.extend({ gameType: ZGameType });
export type TVendorLane = z.infer<typeof ZVendorLane>;

export const gameVendor = defineCall({
  id: 'games.vendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  auth: 'none',
  summary: "The brand's vendors, one lane per vendor with its category (clients cache it for the session)",
  request: z.object({ merchantCode: z.string().max(64).optional(), gameType: ZGameType.optional() }),
  response: z.object({ data: z.object({ lanes: z.array(ZVendorLane) }) }),
});

export const gameTypes = defineCall({
  id: 'games.types',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  auth: 'none',
  summary: "The classifications a vendor's (or a category's) games fall in, with counts",
  request: z.object({ vassalage: ZVassalage.optional(), gameType: ZGameType.optional(), language: ZLanguageParam }),
  response: z.object({
    content: z.array(z.object({ gameClassify: z.enum(CLASSIFICATIONS), count: z.number().int() })),
  }),
});

export const hotGames = defineCall({
  id: 'games.hot',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: 'none',
  summary: 'Hot games grouped by game type',
  request: z.object({
    merchantCode: z.string().max(64).optional(),
    isPlatform: qInt(0, 99).optional(),
    vassalage: ZVassalage.optional(),
    gameType: ZGameType.optional(),
    platform: z.string().max(20).optional(),
    language: ZLanguageParam,
  }),
  response: z.object({ list: z.array(z.object({ gameType: ZGameType, games: z.array(ZGame) })) }),
});

export const favouriteGames = defineCall({
  id: 'games.favourites',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: 'token',
  summary: "One page of the player's favourite games",
  request: z.object({
    clientType: qInt(0, 99).optional(),
    platform: z.string().max(20).optional(),
    language: ZLanguageParam,
    gameType: ZGameType.optional(),
    vassalage: ZVassalage.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ content: z.array(ZGame), totalPages: z.number().int() }),
});

export const favouriteIds = defineCall({
  id: 'games.favouriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: 'token',
  summary: 'The node ids of every favourite game of the player',
  request: z.object({}),
  response: z.array(z.object({ nodeId: z.string(), vassalage: z.string(), gameType: ZGameType })),
});

export const ZFavouriteToggle = z.object({ nodeId: ZNodeId, vendor: ZVassalage, gameType: ZGameType });

export const addFavourite = defineCall({
  id: 'games.addFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGame',
  auth: 'token',
  // SPEC §5, §6: favourites are a member's; a trial account is refused (account.trial.forbidden).
  allowTrial: false,
  summary: 'Marks a game as a favourite (repeating it changes nothing)',
  request: ZFavouriteToggle,
  response: z.object({ nodeId: z.string(), favourite: z.literal(true) }),
});

export const removeFavourite = defineCall({
  id: 'games.removeFavourite',
  method: 'POST',
  path: '/wps/relay/MCSFE_removeFavoriteGame',
  auth: 'token',
  allowTrial: false,
  summary: 'Removes a game from the favourites (repeating it changes nothing)',
  request: ZFavouriteToggle,
  response: z.object({ nodeId: z.string(), favourite: z.literal(false) }),
});

export const recentGames = defineCall({
  id: 'games.recent',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: 'token',
  summary: 'Games the player launched lately, newest first',
  request: z.object({
    clientType: qInt(0, 99).optional(),
    vassalage: ZVassalage.optional(),
    gameType: ZGameType.optional(),
    language: ZLanguageParam,
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({ list: z.array(ZGame), totalPages: z.number().int() }),
});

export const popularLottery = defineCall({
  id: 'games.popular',
  method: 'GET',
  path: '/lgw/games/popular',
  auth: 'none',
  summary: 'The most popular lottery games',
  request: z.object({
    count: qInt(1, POPULAR_LOTTERY_COUNT).default(POPULAR_LOTTERY_COUNT),
    prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
    device: z.string().max(20).optional(),
    language: ZLanguageParam,
  }),
  response: z.array(ZGame),
});

export const rankList = defineCall({
  id: 'games.rankList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  auth: 'none',
  summary: 'Latest winners: masked player, game and amount',
  request: z.object({ language: ZLanguageParam, count: qInt(1, 50).default(20) }),
  response: z.object({
    list: z.array(
      z.object({
        player: z.string(),
        gameName: z.string(),
        nodeId: z.string(),
        vassalage: z.string(),
        amount: z.number(),
        wonAt: z.number().int(),
      }),
    ),
  }),
});

export const ZLaunchRequest = z.object({
  vassalage: ZVassalage,
  gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a game code'),
  language: ZLanguageParam,
  platform: z.string().max(20).optional(),
});

export const ZLaunchResponse = z.object({
  content: z.object({
    game_url: z.string(),
    launchView: z.enum(['popup', 'page', 'seamless']),
    /** True when the session is a free-play (trial) account: the game plays with play money. */
    freePlay: z.boolean(),
    gameName: z.string(),
  }),
});

export const launchGame = defineCall({
  id: 'games.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  auth: 'token',
  summary: "Starts a game for the player: the vendor's game URL (free play for trial accounts)",
  request: ZLaunchRequest,
  response: ZLaunchResponse,
});

export const launchFb = defineCall({
  id: 'games.launchFb',
  method: 'GET',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: 'optional',
  summary: 'The FB sports vendor: signed in, a launch like any other; a visitor gets its view-only page',
  request: z.object({
    gameCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    language: ZLanguageParam,
  }),
  response: ZLaunchResponse,
});
export type TLaunchResponse = z.infer<typeof ZLaunchResponse>;
