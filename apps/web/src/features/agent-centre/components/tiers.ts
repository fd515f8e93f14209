import type { ContractKind } from '@app/contracts/calls/agents';
import type { TKey } from '../../../i18n/keys.ts';

/** A tier as typed: every field a string until the form is sent. */
export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  minLoss: string;
  rate: string;
}

export interface Tier {
  minValidBet: number;
  minActiveMembers: number;
  minLoss: number;
  rate: number;
}

export const MAX_TIERS = 10;

export const emptyTier = (): TierDraft => ({ minValidBet: '0', minActiveMembers: '0', minLoss: '0', rate: '' });

/** Whether a kind measures the period's team loss (the dividend); the others measure valid bet and members. */
export const measuresLoss = (kind: ContractKind) => kind === 'dividend';

const NUMBER = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;

/**
 * The tiers as the offer call takes them, or the reason they cannot be sent (the server checks the
 * same and the rate against the caller's own contract): at least one tier and at most ten, every field
 * filled, rates between 0 and 100 with at most two decimals, and monotonic: a tier whose minimums are
 * all at least another's must not have a lower rate.
 */
export function parseTiers(drafts: TierDraft[], kind: ContractKind): { tiers: Tier[] } | { error: TKey } {
  if (drafts.length === 0) return { error: 'ac_tiers_empty' };
  if (drafts.length > MAX_TIERS) return { error: 'ac_tiers_too_many' };
  const tiers: Tier[] = [];
  for (const d of drafts) {
    const fields = [d.minValidBet, d.minActiveMembers, d.rate, ...(measuresLoss(kind) ? [d.minLoss] : [])];
    if (fields.some((f) => f.trim() === '')) return { error: 'ac_tier_field_empty' };
    if (!NUMBER.test(d.minValidBet.trim()) || !INTEGER.test(d.minActiveMembers.trim())) {
      return { error: 'ac_tier_minimum_invalid' };
    }
    if (measuresLoss(kind) && !NUMBER.test(d.minLoss.trim())) return { error: 'ac_tier_minimum_invalid' };
    if (!NUMBER.test(d.rate.trim())) return { error: 'ac_rate_invalid' };
    const rate = Number(d.rate);
    if (rate > 100) return { error: 'ac_rate_above_100' };
    if (Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6) return { error: 'ac_rate_decimals' };
    tiers.push({
      minValidBet: Number(d.minValidBet),
      minActiveMembers: Number(d.minActiveMembers),
      minLoss: measuresLoss(kind) ? Number(d.minLoss) : 0,
      rate,
    });
  }
  for (const a of tiers) {
    for (const b of tiers) {
      const covers =
        a.minValidBet >= b.minValidBet && a.minActiveMembers >= b.minActiveMembers && a.minLoss >= b.minLoss;
      if (covers && a.rate < b.rate) return { error: 'ac_tiers_not_monotonic' };
    }
  }
  return { tiers };
}
