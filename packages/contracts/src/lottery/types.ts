/**
 * House lotteries as data (issue 17, docs/decisions/1200-lotteries.md): the shapes shared by the
 * server (draws, tickets, settlement), the player site (pads, slips, results, the verify page) and
 * the back office. The definitions themselves are in ./games.ts; the rules (results from a seed,
 * units of a selection, payouts) in ./rules.ts; the seed chain in ./chain.ts.
 */
import type { Language } from '../languages.ts';

/** The lottery vendors (SPEC §9), each played by the house. */
export const LOTTERY_VENDORS = ['ELOTT', 'LOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const;
export type LotteryVendor = (typeof LOTTERY_VENDORS)[number];

/** What a lottery draws; the rules switch on it. */
export const LOTTERY_KINDS = ['fast5d', 'dice3', 'daily4d', 'pick3', 'vn', 'sea4d'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];

/** The house lotteries' game codes (also their catalogue game codes). */
export const LOTTERY_GAME_CODES = [
  'ELOTT_5D1',
  'ELOTT_5D3',
  'ELOTT_5D5',
  'ELOTT_K3',
  'LOTT_4D',
  'LOTT_P3',
  'VN_SOUTH',
  'VN_CENTRAL',
  'VN_NORTH',
  'SEA_4D',
] as const;
export type LotteryGameCode = (typeof LOTTERY_GAME_CODES)[number];

/**
 * When draws happen. `interval`: every `minutes` from brand-local midnight (draw numbers
 * yyyymmdd-nnnn, the day's sequence from 0001). `weekly`: at `time` (HH:mm) on `days` (0 Sunday ... 6
 * Saturday; every day when all seven), in the time zone `tzOffsetMinutes` east of UTC when given (the
 * Vietnam regions: 420), else the brand's (draw numbers yyyymmdd).
 */
export type LotterySchedule =
  | { kind: 'interval'; minutes: number }
  | { kind: 'weekly'; time: string; days: readonly number[]; tzOffsetMinutes?: number };

/**
 * One group of a play type's pad: the player picks between `min` and `max` entries. `options`: from
 * the listed values (digits '0'..'9', 'big', 'small', 'odd', 'even', sums '3'..'18', station codes).
 * `digits`: typed numbers of exactly that many digits ('07', '123'); the pad offers a keypad and quick
 * picks instead of buttons.
 */
export type PadGroup =
  | { key: string; kind: 'options'; options: readonly string[]; min: number; max: number }
  | { key: string; kind: 'digits'; digits: number; min: number; max: number };

/** A selection: for each pad group key, what the player picked (order kept as picked). */
export type Selection = Record<string, string[]>;

/**
 * One play type. Odds are what one unit returns (stake included) in basis points of the unit: 19_800
 * pays 1.98 units. `odds` is one figure, or one per option (sums, per-tier prizes) keyed as the rules
 * document for the play. `rtp` is the published return to player in basis points (9_900 = 99%),
 * derived exactly from the odds by `publishedRtp` (rules.ts) and checked by simulation.
 */
export interface PlayTypeDef {
  /** Stable code: the i18n key is `lottery_play_<code>`, the tab `lottery_tab_<tab>`. */
  code: string;
  /** The tab it is shown under on the betting page. */
  tab: string;
  groups: readonly PadGroup[];
  odds: number | Readonly<Record<string, number>>;
}

/** A station of a Vietnam region (code: stable; name: a proper noun, shown as is). */
export interface Station {
  code: string;
  name: string;
  /** Weekdays it draws (0 Sunday ... 6 Saturday). */
  days: readonly number[];
}

/** A house lottery. */
export interface LotteryDef {
  gameCode: LotteryGameCode;
  vassalage: LotteryVendor;
  kind: LotteryKind;
  names: Readonly<Record<Language, string>>;
  schedule: LotterySchedule;
  /** Tickets are refused from this many seconds before the draw. */
  closeSeconds: number;
  playTypes: readonly PlayTypeDef[];
  /** Vietnam regions: the stations, and how many prize lots each station draws (18; the north 27). */
  stations?: readonly Station[];
  lots?: number;
  /** Where results come from by default: drawn by the house from the seed chain, or entered by staff. */
  resultSource: 'house' | 'outside';
  /** Default stake limits per ticket unit, minor units (the brand may change them). */
  minUnitMinor: number;
  maxUnitMinor: number;
}

/**
 * A draw's result: named groups of numbers. fast5d: [{ key: 'digits', numbers: five digits }];
 * dice3: [{ key: 'dice', numbers: three of '1'..'6' }]; daily4d and pick3: [{ key: 'digits', ... }];
 * sea4d: keys 'first', 'second', 'third' (one 4-digit number each), 'starter' and 'consolation'
 * (ten each); vn: one group per station and prize tier, key `${stationCode}:${tier}` with tiers 'db'
 * (special), 'g1' ... 'g8' (south and central) or 'g1' ... 'g7' (north), numbers as drawn.
 */
export interface LotteryResult {
  groups: { key: string; numbers: string[] }[];
}

/** One bet of a ticket as the rules see it. */
export interface TicketBet {
  playType: string;
  selection: Selection;
  /** Stake per unit, minor units. */
  unitMinor: number;
}

/** A brand's odds table: play type code -> odds (as PlayTypeDef.odds) where it differs from the default. */
export type OddsTable = Readonly<Record<string, number | Readonly<Record<string, number>>>>;
