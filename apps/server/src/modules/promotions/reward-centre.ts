/**
 * The reward centre (docs/decisions/1300-promotions.md "Reward centre"): what issueReward put in
 * promotion_rewards, listed and counted for the member, and claimed once: a reward whose wagering
 * multiple is 0 is paid as cash (a `bonus` ledger transaction from the brand's bonus account,
 * idempotent on the reward), any other becomes a bonus grant through the bonus engine (refused with
 * `bonus.active` while another is being wagered). The claim locks the reward row, so of racing claims
 * one pays and the others find it claimed.
 */

import type { ZContact } from '@app/contracts/calls/promotion-shapes';
import type { TReward } from '@app/contracts/calls/promotions';
import type { Language } from '@app/contracts/languages';
import { and, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { promotionRewards } from '../../db/schema/index.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { recordEvents } from '../../events/record.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BonusEngine } from '../bonus/types.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';
import type { createWalletService } from '../wallet/wallet-service.ts';
import { textIn } from './catalogue.ts';

type Wallet = ReturnType<typeof createWalletService>;
type RewardRow = typeof promotionRewards.$inferSelect;
type Contact = z.infer<typeof ZContact>;

export function createRewardCentre(deps: Deps, wallet: Wallet, bonus: BonusEngine) {
  const { db } = deps;

  /** Claimable now: not claimed, revoked or past its expiry. */
  const claimableNow = (now: Date): SQL =>
    and(
      eq(promotionRewards.status, 'claimable'),
      or(isNull(promotionRewards.expiresAt), gt(promotionRewards.expiresAt, now)),
    ) as SQL;

  function view(brand: Brand, r: RewardRow, lang: Language, now: Date): TReward {
    const expired = r.status === 'claimable' && r.expiresAt !== null && r.expiresAt <= now;
    const w = r.wagering as WageringDb;
    return {
      id: r.id,
      source: r.source,
      promotionId: r.promotionId,
      title: textIn(r.title, lang, brand),
      amount: major(brand, r.amount),
      wageringMultiple: w.multiple,
      needsContact: r.needsContact,
      status: expired ? 'expired' : r.status,
      createdAt: r.createdAt.getTime(),
      expiresAt: r.expiresAt ? r.expiresAt.getTime() : null,
      claimedAt: r.claimedAt ? r.claimedAt.getTime() : null,
    };
  }

  async function unclaimed(brand: Brand, memberId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(promotionRewards)
      .where(
        and(eq(promotionRewards.brandId, brand.id), eq(promotionRewards.memberId, memberId), claimableNow(deps.now())),
      );
    return Number(row?.n ?? 0);
  }

  return {
    unclaimed,

    /** Claimable rewards (newest first), or the history (claimed, expired, revoked), a page at a time. */
    async list(
      brand: Brand,
      memberId: number,
      lang: Language,
      q: { status: 'claimable' | 'history'; pageNo: number; pageSize: number },
    ) {
      const now = deps.now();
      const mine = and(eq(promotionRewards.brandId, brand.id), eq(promotionRewards.memberId, memberId));
      const which =
        q.status === 'claimable'
          ? claimableNow(now)
          : or(
              sql`${promotionRewards.status} <> 'claimable'`,
              and(eq(promotionRewards.status, 'claimable'), lte(promotionRewards.expiresAt, now)),
            );
      const where = and(mine, which);
      const [rows, [total], n] = await Promise.all([
        db
          .select()
          .from(promotionRewards)
          .where(where)
          .orderBy(desc(promotionRewards.createdAt), desc(promotionRewards.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
        db.select({ n: count() }).from(promotionRewards).where(where),
        unclaimed(brand, memberId),
      ]);
      return { list: rows.map((r) => view(brand, r, lang, now)), total: Number(total?.n ?? 0), unclaimed: n };
    },

    /**
     * Claims one of the member's rewards: cash when its wagering multiple is 0, else a bonus grant.
     * Once: the reward row is locked, and a claimed one answers `promotions.reward.claimed`, unless
     * the same request comes again (its requestId): then it answers the claim it made.
     */
    async claim(
      brand: Brand,
      memberId: number,
      lang: Language,
      input: { rewardId: number; contact: Contact | null; requestId: string },
    ): Promise<{ reward: TReward; cash: number; bonusGrantId: number | null }> {
      const now = deps.now();
      const out = await db.transaction(async (tx) => {
        const r = await lockReward(tx, brand, memberId, input.rewardId);
        if (r.status === 'claimed' && r.claimRequestId === input.requestId) {
          return { claimed: r, transactionId: r.ledgerTxId, grantId: r.grantId, replay: true };
        }
        if (r.status === 'claimed') throw new AppError('promotions.reward.claimed');
        if (r.status === 'revoked') throw new AppError('promotions.reward.not.found');
        if (r.status === 'expired' || (r.expiresAt !== null && r.expiresAt <= now)) {
          throw new AppError('promotions.reward.expired');
        }
        if (r.needsContact && !input.contact) throw new AppError('promotions.contact.required');
        const w = r.wagering as WageringDb;
        let transactionId: number | null = null;
        let grantId: number | null = null;
        if (w.multiple === 0) {
          const posted = await wallet.memberAndBrand(tx, brand, {
            memberId,
            brandAccount: 'bonus',
            amount: r.amount,
            kind: 'bonus',
            idempotencyKey: `reward:${r.id}`,
            referenceType: 'promotion_reward',
            referenceId: String(r.id),
            memo: r.source,
          });
          transactionId = posted.transactionId;
        } else {
          const granted = await bonus.grant(tx, {
            brand,
            memberId,
            promotionId: r.promotionId,
            sourceKey: `reward:${r.id}`,
            title: r.title,
            amount: r.amount,
            depositAmount: 0,
            wagering: w,
            actor: '',
          });
          grantId = granted.grantId;
        }
        const [claimed] = await tx
          .update(promotionRewards)
          .set({
            status: 'claimed',
            claimedAt: now,
            contact: input.contact,
            ledgerTxId: transactionId,
            grantId,
            claimRequestId: input.requestId,
          })
          .where(eq(promotionRewards.id, r.id))
          .returning();
        if (!claimed) throw new Error(`reward ${r.id} vanished while claimed`);
        await recordEvents(tx, [
          {
            type: 'promotion.reward_claimed',
            brandId: brand.id,
            subject: String(memberId),
            payload: { memberId, rewardId: r.id, amount: r.amount, transactionId, grantId },
            at: now,
          },
        ]);
        return { claimed, transactionId, grantId, replay: false };
      });
      if (!out.replay) await wallet.notify(brand.id, [memberId]);
      return {
        reward: view(brand, out.claimed, lang, now),
        cash: out.transactionId === null ? 0 : major(brand, out.claimed.amount),
        bonusGrantId: out.grantId,
      };
    },
  };
}

/** The member's reward, locked for the claim; another member's or an unknown one is not found. */
async function lockReward(tx: Tx, brand: Brand, memberId: number, id: number): Promise<RewardRow> {
  const [locked] = await rowsOf<{ id: number | string }>(
    tx,
    sql`SELECT id FROM promotion_rewards WHERE id = ${id} AND brand_id = ${brand.id} AND member_id = ${memberId} FOR UPDATE`,
  );
  if (!locked) throw new AppError('promotions.reward.not.found');
  const [row] = await tx.select().from(promotionRewards).where(eq(promotionRewards.id, id));
  if (!row) throw new AppError('promotions.reward.not.found');
  return row;
}

export type RewardCentre = ReturnType<typeof createRewardCentre>;
