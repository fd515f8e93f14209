/**
 * Promotion rules between the contract (major units) and the database (minor units)
 * (docs/decisions/1300-promotions.md "Data"). Every amount field of ZPromotionRules and ZWagering is
 * converted here and nowhere else; rates stay basis points, contributions whole percents.
 */

import type { TPromotionRules, TWagering } from '@app/contracts/calls/promotion-shapes';
import { toMajor, toMinor } from '@app/contracts/money';
import type { WageringDb } from '../../db/schema/promotions.ts';

/** The rules as stored: the contract's shape with every amount in minor units. */
export type RulesDb = TPromotionRules;

const nullableMinor = (v: number | null, mu: number) => (v === null ? null : toMinor(v, mu));
const nullableMajor = (v: number | null, mu: number) => (v === null ? null : toMajor(v, mu));

export function wageringToDb(w: TWagering, mu: number): WageringDb {
  return { ...w, maxBet: nullableMinor(w.maxBet, mu), maxWin: nullableMinor(w.maxWin, mu) };
}

export function wageringFromDb(w: WageringDb, mu: number): TWagering {
  return {
    multiple: w.multiple,
    base: w.base,
    contributions: w.contributions as TWagering['contributions'],
    maxBet: nullableMajor(w.maxBet, mu),
    maxWin: nullableMajor(w.maxWin, mu),
    expiresDays: w.expiresDays,
  };
}

type Conv = (v: number, mu: number) => number;

function convert(r: TPromotionRules, mu: number, f: Conv): TPromotionRules {
  const n = (v: number | null) => (v === null ? null : f(v, mu));
  const w = (x: TWagering): TWagering => ({ ...x, maxBet: n(x.maxBet), maxWin: n(x.maxWin) });
  switch (r.kind) {
    case 'deposit':
    case 'first_deposit':
      return {
        ...r,
        tiers: r.tiers.map((t) => ({ ...t, minDeposit: f(t.minDeposit, mu), cap: f(t.cap, mu) })),
        wagering: w(r.wagering),
      };
    case 'rebate':
    case 'cashback':
      return { ...r, minPayout: f(r.minPayout, mu), cap: n(r.cap), wagering: w(r.wagering) };
    case 'application':
      return { ...r, reward: f(r.reward, mu), wagering: w(r.wagering) };
    case 'raffle':
      return {
        ...r,
        validBetPerTicket: n(r.validBetPerTicket),
        depositPerTicket: n(r.depositPerTicket),
        prizes: r.prizes.map((p) => ({ ...p, amount: f(p.amount, mu) })),
        wagering: w(r.wagering),
      };
    case 'envelope':
      return { ...r, pool: f(r.pool, mu), wagering: w(r.wagering) };
    case 'referral':
      return { ...r, reward: f(r.reward, mu), minFirstDeposit: f(r.minFirstDeposit, mu), wagering: w(r.wagering) };
  }
}

/** Contract rules (major units) to stored rules (minor units). */
export const rulesToDb = (r: TPromotionRules, minorUnits: number): RulesDb => convert(r, minorUnits, toMinor);
/** Stored rules (minor units) to contract rules (major units). */
export const rulesFromDb = (r: RulesDb, minorUnits: number): TPromotionRules => convert(r, minorUnits, toMajor);

/** The wagering of stored rules (every kind carries one), minor units. */
export function wageringOf(r: RulesDb): WageringDb {
  return r.wagering as WageringDb;
}
