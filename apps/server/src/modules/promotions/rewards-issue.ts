/**
 * Puts a reward in a member's reward centre, exactly once per source key, inside the caller's
 * transaction (docs/decisions/1300-promotions.md "Reward centre"). Every kind that pays (rebate and
 * cashback jobs, raffle prizes, red envelopes, referrals, approved applications, manual grants) issues
 * through here; claiming is modules/promotions' claimReward (cash, or a bonus grant when it carries
 * wagering). Writes the `promotion.reward_issued` event in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Localized, RewardSourceDb, WageringDb } from '../../db/schema/promotions.ts';
import { recordEvents } from '../../events/record.ts';

export interface IssueRewardInput {
  brandId: number;
  memberId: number;
  promotionId: number | null;
  source: RewardSourceDb;
  /** Unique per brand: e.g. `rebate:<promotion>:<period>:<member>`. A repeat issues nothing. */
  sourceKey: string;
  title: Localized;
  /** Minor units, > 0. */
  amount: number;
  wagering: WageringDb;
  needsContact?: boolean;
  actor?: string;
  at: Date;
  /** null: never expires. */
  expiresAt?: Date | null;
}

/** The reward's id, and whether this call made it (false: the source key had been issued before). */
export async function issueReward(tx: Tx, r: IssueRewardInput): Promise<{ id: number; created: boolean }> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new Error(`reward amount must be > 0: ${r.amount}`);
  const [made] = await rowsOf<{ id: number | string }>(
    tx,
    sql`INSERT INTO promotion_rewards (brand_id, member_id, promotion_id, source, source_key, title, amount, wagering,
          needs_contact, actor, created_at, expires_at)
        VALUES (${r.brandId}, ${r.memberId}, ${r.promotionId}, ${r.source}, ${r.sourceKey}, ${JSON.stringify(r.title)}::jsonb,
          ${r.amount}, ${JSON.stringify(r.wagering)}::jsonb, ${r.needsContact ?? false}, ${r.actor ?? ''},
          ${r.at.toISOString()}::timestamptz, ${r.expiresAt ? r.expiresAt.toISOString() : null}::timestamptz)
        ON CONFLICT (brand_id, source_key) DO NOTHING
        RETURNING id`,
  );
  if (made) {
    const id = Number(made.id);
    await recordEvents(tx, [
      {
        type: 'promotion.reward_issued',
        brandId: r.brandId,
        subject: String(r.memberId),
        payload: { memberId: r.memberId, rewardId: id, source: r.source, amount: r.amount, promotionId: r.promotionId },
        at: r.at,
      },
    ]);
    return { id, created: true };
  }
  const [had] = await rowsOf<{ id: number | string }>(
    tx,
    sql`SELECT id FROM promotion_rewards WHERE brand_id = ${r.brandId} AND source_key = ${r.sourceKey}`,
  );
  if (!had) throw new Error(`reward ${r.sourceKey} neither made nor found`);
  return { id: Number(had.id), created: false };
}
