/**
 * A promotion's rules in words, in the reader's language (promotions.detail `terms`, the back office's
 * preview, invite friends). The templates are in terms-texts.ts, one table per language; `{name}`
 * placeholders are filled from the rules (major units, formatted in the reader's language with the
 * brand's currency).
 */

import type { TEligibility, TPromotionRules, TWagering } from '@app/contracts/calls/promotion-shapes';
import { interpolate } from '@app/contracts/interpolate';
import { LANGUAGE_TAGS, type Language } from '@app/contracts/languages';
import { CATS, type Cat, TEXTS, type TermKey } from './terms-texts.ts';

type Key = TermKey;

/** Why a member may not take part, as a key of the tables above. */
export type IneligibleWhy =
  | 'sign_in'
  | 'not_started'
  | 'ended'
  | 'new_members'
  | 'vip'
  | 'tags'
  | 'taken'
  | 'first_deposit'
  | 'bonus_active';

/** The reason in the reader's language. */
export function whyText(why: IneligibleWhy, lang: Language): string {
  return TEXTS[lang][`why_${why}`];
}

export interface TermsFormat {
  lang: Language;
  currency: string;
  /** Brand offset from UTC, minutes (dates are shown in the brand's time). */
  offsetMinutes: number;
}

/** Every template key, for the test that checks each language has each. */
export const TERM_LANGUAGES = TEXTS;
export const CATEGORY_NAMES = CATS;

function money(v: number, f: TermsFormat): string {
  const n = new Intl.NumberFormat(LANGUAGE_TAGS[f.lang], { maximumFractionDigits: 4 }).format(v);
  return `${n} ${f.currency}`;
}

function pct(bp: number): string {
  return String(bp / 100);
}

function localTime(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const off = Math.abs(offsetMinutes);
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())} (UTC${sign}${p(Math.floor(off / 60))}:${p(off % 60)})`;
}

function wageringTerms(w: TWagering, f: TermsFormat, t: Record<Key, string>): string[] {
  if (w.multiple === 0) return [t.cash];
  const lines = [
    interpolate(w.base === 'bonus' ? t.wagerBonus : t.wagerBonusDeposit, { multiple: w.multiple, days: w.expiresDays }),
  ];
  const contributions = Object.entries(w.contributions)
    .filter(([, v]) => v !== undefined)
    .map(([c, v]) => `${CATS[f.lang][c as Cat] ?? c} ${v}%`);
  if (contributions.length > 0) lines.push(interpolate(t.contributions, { list: contributions.join(t.list_sep) }));
  if (w.maxBet !== null) lines.push(interpolate(t.maxBet, { amount: money(w.maxBet, f) }));
  if (w.maxWin !== null) lines.push(interpolate(t.maxWin, { amount: money(w.maxWin, f) }));
  return lines;
}

function rateLines(rates: Partial<Record<string, number>>, template: string, f: TermsFormat): string[] {
  return Object.entries(rates)
    .filter(([, bp]) => bp !== undefined && bp > 0)
    .map(([c, bp]) => interpolate(template, { rate: pct(bp as number), category: CATS[f.lang][c as Cat] ?? c }));
}

/** The rules (major units) and eligibility in words, one line each, in the reader's language. */
export function termsOf(rules: TPromotionRules, eligibility: TEligibility, f: TermsFormat): string[] {
  const t = TEXTS[f.lang];
  const lines: string[] = [];
  switch (rules.kind) {
    case 'deposit':
    case 'first_deposit':
      for (const tier of rules.tiers) {
        lines.push(
          interpolate(t.tier, { min: money(tier.minDeposit, f), pct: pct(tier.matchBp), cap: money(tier.cap, f) }),
        );
      }
      if (rules.kind === 'first_deposit') lines.push(t.firstOnly);
      lines.push(t.chooseAtDeposit);
      break;
    case 'rebate':
    case 'cashback':
      lines.push(...rateLines(rules.rates, rules.kind === 'rebate' ? t.rebateRate : t.cashbackRate, f));
      lines.push(rules.period === 'daily' ? t.daily : t.weekly);
      if (rules.minPayout > 0) lines.push(interpolate(t.minPayout, { amount: money(rules.minPayout, f) }));
      if (rules.cap !== null) lines.push(interpolate(t.cap, { amount: money(rules.cap, f) }));
      break;
    case 'application':
      lines.push(interpolate(t.appReward, { amount: money(rules.reward, f) }));
      lines.push(rules.maxImages > 0 ? interpolate(t.appImages, { count: rules.maxImages }) : t.appNoImages);
      if (rules.needsContact) lines.push(t.appContact);
      break;
    case 'raffle':
      if (rules.validBetPerTicket !== null)
        lines.push(interpolate(t.raffleBet, { amount: money(rules.validBetPerTicket, f) }));
      if (rules.depositPerTicket !== null)
        lines.push(interpolate(t.raffleDeposit, { amount: money(rules.depositPerTicket, f) }));
      lines.push(interpolate(t.raffleDraw, { time: localTime(rules.drawAt, f.offsetMinutes) }));
      rules.prizes.forEach((p, i) => {
        lines.push(interpolate(t.rafflePrize, { rank: i + 1, amount: money(p.amount, f), count: p.count }));
      });
      break;
    case 'envelope':
      lines.push(interpolate(t.envTimes, { times: rules.times.join(t.list_sep), minutes: rules.windowMinutes }));
      lines.push(interpolate(t.envPool, { shares: rules.shares, amount: money(rules.pool, f) }));
      break;
    case 'referral':
      lines.push(interpolate(t.refReward, { amount: money(rules.reward, f), min: money(rules.minFirstDeposit, f) }));
      if (rules.maxFriends !== null) lines.push(interpolate(t.refMax, { count: rules.maxFriends }));
      break;
  }
  lines.push(...wageringTerms(rules.wagering, f, t));
  if (eligibility.newMembersDays !== null) lines.push(interpolate(t.newMembers, { days: eligibility.newMembersDays }));
  if (eligibility.minVipLevel > 0) lines.push(interpolate(t.vip, { level: eligibility.minVipLevel }));
  if (eligibility.tags.length > 0) lines.push(t.tags);
  const repeat = { once: t.once, daily: t.onceDaily, weekly: t.onceWeekly, unlimited: t.unlimited } as const;
  if (rules.kind !== 'rebate' && rules.kind !== 'cashback' && rules.kind !== 'referral') {
    lines.push(repeat[eligibility.repeat]);
  }
  return lines;
}
