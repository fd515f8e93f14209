import { z } from 'zod';
import { defineCall } from '../define.ts';
import { BET_KINDS } from '../house/roulette.ts';

/**
 * The built-in house vendor's own calls (DECISIONS "Games"): its game page opens a session with the
 * launch token, then plays rounds. Money moves only through the seamless wallet API, which the house
 * calls like any outside vendor; these calls never touch the wallet themselves.
 */

const ZSessionToken = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'a house session token');
const ZClientSeed = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, dot, dash or underscore (1-64)');
const ZMinor = z.number().int().min(0);

export const ZSlotConfig = z.object({
  reels: z.array(z.array(z.number().int())),
  symbols: z.array(z.object({ glyph: z.string(), pays: z.tuple([z.number(), z.number(), z.number()]) })),
  wild: z.number().int(),
  lines: z.array(z.array(z.number().int())),
  lineBets: z.array(z.number().int()),
  rtp: z.number(),
});

export const ZRouletteTable = z.object({
  /** Chip values offered, minor units. */
  chips: z.array(z.number().int()),
  /** Smallest and largest total stake of a spin, minor units. */
  minStake: z.number().int(),
  maxStake: z.number().int(),
  rtp: z.number(),
});

export const ZHouseGame = z.object({
  nodeId: z.string(),
  gameCode: z.string(),
  name: z.string(),
  vendorName: z.string(),
  kind: z.enum(['slot', 'roulette']),
  slot: ZSlotConfig.nullable(),
  roulette: ZRouletteTable.nullable(),
});
export type THouseGame = z.infer<typeof ZHouseGame>;

export const ZRouletteBetInput = z.object({
  kind: z.enum(BET_KINDS),
  numbers: z.array(z.number().int().min(0).max(36)).min(1).max(18),
  amount: z.number().int().min(1),
});

/** The seeds of a round: the hash is shown before it is played, the seed itself after. */
export const ZSeeds = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });

export const ZHouseRound = z.object({
  id: z.string(),
  kind: z.enum(['slot', 'roulette']),
  playedAt: z.number().int(),
  stake: ZMinor,
  win: ZMinor,
  freePlay: z.boolean(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  slot: z
    .object({
      lineBet: z.number().int(),
      stops: z.array(z.number().int()),
      wins: z.array(z.object({ line: z.number(), symbol: z.number(), count: z.number(), pay: z.number() })),
    })
    .nullable(),
  roulette: z
    .object({ pocket: z.number().int(), bets: z.array(ZRouletteBetInput), returns: z.array(z.number().int()) })
    .nullable(),
});
export type THouseRound = z.infer<typeof ZHouseRound>;

export const ZHouseSession = z.object({
  session: z.string(),
  game: ZHouseGame,
  freePlay: z.boolean(),
  currency: z.string(),
  balance: ZMinor,
  next: ZSeeds,
  history: z.array(ZHouseRound),
});
export type THouseSession = z.infer<typeof ZHouseSession>;

export const ZHousePlayed = z.object({ round: ZHouseRound, balance: ZMinor, next: ZSeeds });
export type THousePlayed = z.infer<typeof ZHousePlayed>;

export const houseOpen = defineCall({
  id: 'house.open',
  method: 'POST',
  path: '/house/session',
  auth: 'none',
  summary: "Opens the house game page's session with the launch token: game, balance, next seed hash, history",
  request: z.object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'a launch token'),
    nodeId: z.string().regex(/^\d{1,12}$/, 'a game id'),
  }),
  response: ZHouseSession,
});

export const houseSpin = defineCall({
  id: 'house.spin',
  method: 'POST',
  path: '/house/slot/spin',
  auth: 'none',
  summary: 'Plays one slot round of the session at a line bet the game offers',
  request: z.object({ session: ZSessionToken, lineBet: z.number().int().min(1), clientSeed: ZClientSeed }),
  response: ZHousePlayed,
});

export const houseRoulette = defineCall({
  id: 'house.roulette',
  method: 'POST',
  path: '/house/roulette/spin',
  auth: 'none',
  summary: 'Plays one roulette round of the session with table-layout bets',
  request: z.object({
    session: ZSessionToken,
    bets: z.array(ZRouletteBetInput).min(1).max(40),
    clientSeed: ZClientSeed,
  }),
  response: ZHousePlayed,
});

export const houseGame = defineCall({
  id: 'house.game',
  method: 'GET',
  path: '/house/game',
  auth: 'none',
  open: true,
  summary: "A house game's rules (reels, lines, paytable): the verify page recomputes rounds with them",
  request: z.object({ nodeId: z.string().regex(/^\d{1,12}$/, 'a game id') }),
  response: ZHouseGame,
});
