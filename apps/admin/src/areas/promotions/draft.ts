import type { TPromotionFull, TPromotionInput } from '@app/contracts/calls/backoffice-promotions';
import { ZPromotionInput } from '@app/contracts/calls/backoffice-promotions';
import {
  BET_CATEGORIES,
  type PromotionKind,
  type TPromotionArt,
  type TPromotionRules,
  type TWagering,
} from '@app/contracts/calls/promotion-shapes';
import { LANGUAGES } from '@app/contracts/languages';

/**
 * The promotion form's state: what staff typed, as strings, so a half-typed amount is kept as typed.
 * `toInput` turns it into the contract's ZPromotionInput (the schema the server validates with) and
 * names each bad field by its path ('rules.tiers.0.cap'), with the server's other rules mirrored.
 */
export type Category = (typeof BET_CATEGORIES)[number];
export type PerCategory = Partial<Record<Category, string>>;

export interface TierDraft {
  minDeposit: string;
  /** Match as a percentage: "100" = 100%. */
  matchPct: string;
  cap: string;
}

export interface WageringDraft {
  multiple: string;
  base: 'bonus' | 'bonus_deposit';
  /** Contribution % per category ('' = 0, not listed). */
  contributions: PerCategory;
  maxBet: string;
  maxWin: string;
  expiresDays: string;
}

export interface RulesDraft {
  kind: PromotionKind;
  tiers: TierDraft[];
  period: 'daily' | 'weekly';
  /** Rates as percentages: "0.5" = 0.5% (50 basis points). */
  rates: PerCategory;
  minPayout: string;
  cap: string;
  reward: string;
  needsContact: boolean;
  maxImages: string;
  validBetPerTicket: string;
  depositPerTicket: string;
  /** datetime-local text. */
  drawAt: string;
  prizes: { amount: string; count: string }[];
  /** "HH:MM" separated by commas or spaces. */
  times: string;
  windowMinutes: string;
  pool: string;
  shares: string;
  minFirstDeposit: string;
  maxFriends: string;
  wagering: WageringDraft;
}

export interface PromotionDraft {
  code: string;
  category: TPromotionInput['category'];
  sort: string;
  startsAt: string;
  endsAt: string;
  newMembersDays: string;
  minVipLevel: string;
  tags: string;
  repeat: TPromotionInput['eligibility']['repeat'];
  title: Record<string, string>;
  summary: Record<string, string>;
  body: Record<string, string>;
  art: TPromotionArt;
  rules: RulesDraft;
}

export const KINDS: readonly PromotionKind[] = [
  'deposit',
  'first_deposit',
  'rebate',
  'cashback',
  'application',
  'raffle',
  'envelope',
  'referral',
];

/** Tags the rich-text body may hold (the server keeps only these). */
export const ALLOWED_TAGS = ['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'] as const;

/** Tags in `html` that are not allowed (lower case, each once). */
export function disallowedTags(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)/g)) {
    const tag = (m[1] ?? '').toLowerCase();
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) found.add(tag);
  }
  return [...found];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms -> datetime-local text in the reader's time zone. */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** datetime-local text -> epoch ms (NaN when not a time). */
export function fromLocalInput(text: string): number {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text).getTime() : Number.NaN;
}

const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;
/** A major amount as typed -> number (NaN when not an amount; the schema then refuses it). */
export const amount = (s: string) => (AMOUNT.test(s.trim()) ? Number(s.trim()) : Number.NaN);
const optionalAmount = (s: string) => (s.trim() === '' ? null : amount(s));
const int = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);
const optionalInt = (s: string) => (s.trim() === '' ? null : int(s));
/** Percentage text -> basis points ("0.5" -> 50). */
const bp = (s: string) => (/^\d{1,6}(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s.trim()) * 100) : Number.NaN);
const fromBp = (n: number) => String(n / 100);

function perCategory(p: PerCategory, to: (s: string) => number): Partial<Record<Category, number>> {
  const out: Partial<Record<Category, number>> = {};
  for (const c of BET_CATEGORIES) {
    const v = p[c];
    if (v !== undefined && v.trim() !== '') out[c] = to(v);
  }
  return out;
}

export function emptyWagering(): WageringDraft {
  return {
    multiple: '10',
    base: 'bonus',
    contributions: { RNG: '100', FISH: '100', LIVE: '10', SPORTS: '50' },
    maxBet: '',
    maxWin: '',
    expiresDays: '30',
  };
}

export function emptyRules(kind: PromotionKind): RulesDraft {
  return {
    kind,
    tiers: [{ minDeposit: '100', matchPct: '100', cap: '1000' }],
    period: 'daily',
    rates: { RNG: '0.5', LIVE: '0.3' },
    minPayout: '1',
    cap: '',
    reward: '100',
    needsContact: false,
    maxImages: '1',
    validBetPerTicket: '1000',
    depositPerTicket: '',
    drawAt: '',
    prizes: [{ amount: '1000', count: '1' }],
    times: '12:00, 20:00',
    windowMinutes: '30',
    pool: '1000',
    shares: '100',
    minFirstDeposit: '100',
    maxFriends: '',
    wagering: emptyWagering(),
  };
}

export function emptyDraft(kind: PromotionKind = 'deposit'): PromotionDraft {
  return {
    code: '',
    category: kind === 'rebate' || kind === 'cashback' ? 'rebate' : kind === 'first_deposit' ? 'new' : 'deposit',
    sort: '100',
    startsAt: '',
    endsAt: '',
    newMembersDays: '',
    minVipLevel: '0',
    tags: '',
    repeat: 'once',
    title: {},
    summary: {},
    body: {},
    art: { motif: 'gift', hue: 210 },
    rules: emptyRules(kind),
  };
}

function wageringDraft(w: TWagering): WageringDraft {
  const contributions: PerCategory = {};
  for (const [c, v] of Object.entries(w.contributions)) contributions[c as Category] = String(v);
  return {
    multiple: String(w.multiple),
    base: w.base,
    contributions,
    maxBet: w.maxBet === null ? '' : String(w.maxBet),
    maxWin: w.maxWin === null ? '' : String(w.maxWin),
    expiresDays: String(w.expiresDays),
  };
}

/** A stored promotion as form state. */
export function draftOf(p: TPromotionFull): PromotionDraft {
  const r = p.rules;
  const rules: RulesDraft = { ...emptyRules(r.kind), wagering: wageringDraft(r.wagering) };
  if (r.kind === 'deposit' || r.kind === 'first_deposit') {
    rules.tiers = r.tiers.map((t) => ({
      minDeposit: String(t.minDeposit),
      matchPct: fromBp(t.matchBp),
      cap: String(t.cap),
    }));
  } else if (r.kind === 'rebate' || r.kind === 'cashback') {
    rules.period = r.period;
    rules.rates = {};
    for (const [c, v] of Object.entries(r.rates)) rules.rates[c as Category] = fromBp(v);
    rules.minPayout = String(r.minPayout);
    rules.cap = r.cap === null ? '' : String(r.cap);
  } else if (r.kind === 'application') {
    rules.reward = String(r.reward);
    rules.needsContact = r.needsContact;
    rules.maxImages = String(r.maxImages);
  } else if (r.kind === 'raffle') {
    rules.validBetPerTicket = r.validBetPerTicket === null ? '' : String(r.validBetPerTicket);
    rules.depositPerTicket = r.depositPerTicket === null ? '' : String(r.depositPerTicket);
    rules.drawAt = toLocalInput(r.drawAt);
    rules.prizes = r.prizes.map((x) => ({ amount: String(x.amount), count: String(x.count) }));
  } else if (r.kind === 'envelope') {
    rules.times = r.times.join(', ');
    rules.windowMinutes = String(r.windowMinutes);
    rules.pool = String(r.pool);
    rules.shares = String(r.shares);
  } else {
    rules.reward = String(r.reward);
    rules.minFirstDeposit = String(r.minFirstDeposit);
    rules.maxFriends = r.maxFriends === null ? '' : String(r.maxFriends);
  }
  return {
    code: p.code,
    category: p.category,
    sort: String(p.sort),
    startsAt: toLocalInput(p.startsAt),
    endsAt: toLocalInput(p.endsAt),
    newMembersDays: p.eligibility.newMembersDays === null ? '' : String(p.eligibility.newMembersDays),
    minVipLevel: String(p.eligibility.minVipLevel),
    tags: p.eligibility.tags.join(', '),
    repeat: p.eligibility.repeat,
    title: { ...p.title },
    summary: { ...p.summary },
    body: { ...p.body },
    art: { ...p.art },
    rules,
  };
}

function wageringOf(w: WageringDraft): TWagering {
  return {
    multiple: int(w.multiple),
    base: w.base,
    contributions: perCategory(w.contributions, int),
    maxBet: optionalAmount(w.maxBet),
    maxWin: optionalAmount(w.maxWin),
    expiresDays: int(w.expiresDays),
  };
}

function rulesOf(r: RulesDraft): TPromotionRules {
  const wagering = wageringOf(r.wagering);
  switch (r.kind) {
    case 'deposit':
    case 'first_deposit':
      return {
        kind: r.kind,
        tiers: r.tiers.map((t) => ({ minDeposit: amount(t.minDeposit), matchBp: bp(t.matchPct), cap: amount(t.cap) })),
        wagering,
      };
    case 'rebate':
    case 'cashback':
      return {
        kind: r.kind,
        period: r.period,
        rates: perCategory(r.rates, bp),
        minPayout: amount(r.minPayout),
        cap: optionalAmount(r.cap),
        wagering,
      };
    case 'application':
      return {
        kind: 'application',
        reward: amount(r.reward),
        needsContact: r.needsContact,
        maxImages: int(r.maxImages),
        wagering,
      };
    case 'raffle':
      return {
        kind: 'raffle',
        validBetPerTicket: optionalAmount(r.validBetPerTicket),
        depositPerTicket: optionalAmount(r.depositPerTicket),
        drawAt: fromLocalInput(r.drawAt),
        prizes: r.prizes.map((p) => ({ amount: amount(p.amount), count: int(p.count) })),
        wagering,
      };
    case 'envelope':
      return {
        kind: 'envelope',
        times: r.times.split(/[\s,]+/).filter(Boolean),
        windowMinutes: int(r.windowMinutes),
        pool: amount(r.pool),
        shares: int(r.shares),
        wagering,
      };
    case 'referral':
      return {
        kind: 'referral',
        reward: amount(r.reward),
        minFirstDeposit: amount(r.minFirstDeposit),
        maxFriends: optionalInt(r.maxFriends),
        wagering,
      };
  }
}

const texts = (m: Record<string, string>) => Object.fromEntries(Object.entries(m).filter(([, v]) => v.trim() !== ''));

export type DraftResult = { ok: true; input: TPromotionInput } | { ok: false; errors: Record<string, true> };

/**
 * Checks the form as the server will (the contract's schema plus the rules it states in words) and
 * answers the input to send, or the paths of the bad fields.
 */
export function toInput(d: PromotionDraft, defaultLanguage = 'EN'): DraftResult {
  const raw = {
    code: d.code,
    category: d.category,
    title: texts(d.title),
    summary: texts(d.summary),
    body: texts(d.body),
    art: d.art,
    startsAt: fromLocalInput(d.startsAt),
    endsAt: d.endsAt.trim() === '' ? null : fromLocalInput(d.endsAt),
    eligibility: {
      newMembersDays: optionalInt(d.newMembersDays),
      minVipLevel: int(d.minVipLevel),
      tags: d.tags
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      repeat: d.repeat,
    },
    rules: rulesOf(d.rules),
    sort: int(d.sort),
  };
  const errors: Record<string, true> = {};
  const parsed = ZPromotionInput.safeParse(raw);
  if (!parsed.success) for (const i of parsed.error.issues) errors[i.path.join('.')] = true;
  // The server's rules beyond the schema (docs/decisions/1300-promotions.md).
  if (!raw.title[defaultLanguage]) errors[`title.${defaultLanguage}`] = true;
  for (const lang of LANGUAGES) {
    if (disallowedTags(d.body[lang] ?? '').length > 0) errors[`body.${lang}`] = true;
  }
  if (raw.endsAt !== null && Number.isFinite(raw.startsAt) && !(raw.endsAt > raw.startsAt)) errors.endsAt = true;
  const r = raw.rules;
  if (r.kind === 'deposit' || r.kind === 'first_deposit') {
    r.tiers.forEach((t, i) => {
      const prev = r.tiers[i - 1];
      if (prev && !(t.minDeposit > prev.minDeposit)) errors[`rules.tiers.${i}.minDeposit`] = true;
    });
  }
  if ((r.kind === 'rebate' || r.kind === 'cashback') && Object.values(r.rates).every((v) => !v))
    errors['rules.rates'] = true;
  if ((r.kind === 'rebate' || r.kind === 'cashback') && r.cap !== null && r.cap < r.minPayout)
    errors['rules.cap'] = true;
  if (r.kind === 'raffle') {
    if (r.validBetPerTicket === null && r.depositPerTicket === null) errors['rules.validBetPerTicket'] = true;
    if (Number.isFinite(raw.startsAt) && !(r.drawAt > raw.startsAt)) errors['rules.drawAt'] = true;
    if (raw.endsAt !== null && r.drawAt < raw.endsAt) errors['rules.drawAt'] = true;
  }
  if (r.kind === 'envelope') {
    if (new Set(r.times).size !== r.times.length) errors['rules.times'] = true;
    if (r.pool < r.shares / 100) errors['rules.pool'] = true;
  }
  if (r.wagering.maxWin !== null && r.wagering.maxBet !== null && r.wagering.maxWin < r.wagering.maxBet) {
    errors['rules.wagering.maxWin'] = true;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}
