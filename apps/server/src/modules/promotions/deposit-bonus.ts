/**
 * Deposit and welcome bonuses, chosen at deposit (docs/decisions/1300-promotions.md "Reward centre":
 * the exception). The deposit form lists the offers (promotions.depositOffers); cashier.depositCreate
 * checks the chosen one (`check`) before it writes the order with `promotion_id`; the bonus is granted
 * when the deposit is credited, in the crediting transaction (`grantOnCredit`, inside a savepoint so a
 * bonus that can no longer be granted never stops the deposit). The highest tier the deposit reaches
 * applies: min(amount x match, cap).
 */
import type { ZDepositOffer } from '@app/contracts/calls/promotions';
import type { Language } from '@app/contracts/languages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BonusEngine } from '../bonus/types.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf, major } from '../wallet/money.ts';
import { rulesOf, textIn } from './catalogue.ts';
import { checkEligible, type PromotionRow, participate, phase } from './eligibility.ts';
import { type RulesDb, wageringOf } from './rules.ts';

type Offer = z.infer<typeof ZDepositOffer>;

/** The bonus a deposit (minor units) brings under stored rules: the highest tier reached, or 0. */
export function depositBonusOf(rules: RulesDb, amount: number): number {
  if (rules.kind !== 'deposit' && rules.kind !== 'first_deposit') return 0;
  const reached = rules.tiers.filter((t) => amount >= t.minDeposit).sort((a, b) => b.minDeposit - a.minDeposit)[0];
  if (!reached) return 0;
  return Math.min(Math.floor((amount * reached.matchBp) / 10_000), reached.cap);
}

const isDepositKind = (p: PromotionRow) => p.kind === 'deposit' || p.kind === 'first_deposit';

export function createDepositBonus(deps: Deps, bonus: BonusEngine) {
  const { db } = deps;

  async function load(exec: DbOrTx, brand: Brand, id: number): Promise<PromotionRow | undefined> {
    const [p] = await exec
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.brandId, brand.id)));
    return p;
  }

  return {
    /** The offers the member may choose with the next deposit (none while a bonus is being wagered). */
    async offers(
      brand: Brand,
      memberId: number,
      lang: Language,
      amount?: number,
    ): Promise<{ list: Offer[]; activeBonus: boolean }> {
      const active = await bonus.active(undefined, brand, memberId);
      if (active) return { list: [], activeBonus: true };
      const minor = amount === undefined ? null : amountOf(amount, brand);
      const rows = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.brandId, brand.id),
            eq(promotions.status, 'published'),
            inArray(promotions.kind, ['deposit', 'first_deposit']),
          ),
        )
        .orderBy(asc(promotions.sort), asc(promotions.id));
      const now = deps.now();
      const list: Offer[] = [];
      for (const p of rows) {
        if (phase(p, now) !== 'live') continue;
        if (!(await checkEligible(db, brand, p, memberId, now)).ok) continue;
        const rules = rulesOf(p, brand);
        if (rules.kind !== 'deposit' && rules.kind !== 'first_deposit') continue;
        const bonusMinor = minor === null ? null : depositBonusOf(p.rules as unknown as RulesDb, minor);
        list.push({
          promotionId: p.id,
          kind: rules.kind,
          title: textIn(p.title, lang, brand),
          tiers: rules.tiers.map((t) => ({ minDeposit: t.minDeposit, matchBp: t.matchBp, cap: t.cap })),
          wagering: rules.wagering,
          bonusFor: bonusMinor === null ? null : major(brand, bonusMinor),
        });
      }
      return { list, activeBonus: false };
    },

    /**
     * Checks a bonus chosen with a deposit (amount minor units): a live deposit or welcome offer the
     * member may take, that this amount reaches, and no bonus being wagered. Changes nothing.
     */
    async check(brand: Brand, memberId: number, promotionId: number, amount: number): Promise<void> {
      const p = await load(db, brand, promotionId);
      if (!p || !isDepositKind(p)) throw new AppError('promotions.deposit.offer.invalid');
      const ok = await checkEligible(db, brand, p, memberId, deps.now());
      if (!ok.ok) throw new AppError('promotions.deposit.offer.invalid');
      if (depositBonusOf(p.rules as unknown as RulesDb, amount) <= 0)
        throw new AppError('promotions.deposit.offer.invalid');
      if (await bonus.active(undefined, brand, memberId)) throw new AppError('bonus.active');
    },

    /**
     * Grants the chosen bonus in the transaction that credits the deposit (before its deposit.first is
     * recorded, so a welcome bonus still sees the deposit as the first). Once per order (the grant's
     * source key deposit:<orderNo>, the participation row). A bonus that no longer holds (taken
     * meanwhile, another bonus active, the promotion ended) is skipped, never failing the deposit.
     */
    async grantOnCredit(
      tx: Tx,
      brand: Brand,
      order: { memberId: number; orderNo: string; amount: number; promotionId: number | null },
    ): Promise<{ grantId: number } | null> {
      if (order.promotionId === null) return null;
      const promotionId = order.promotionId;
      try {
        return await tx.transaction(async (sp) => {
          const p = await load(sp, brand, promotionId);
          if (!p || !isDepositKind(p)) return null;
          const amount = depositBonusOf(p.rules as unknown as RulesDb, order.amount);
          if (amount <= 0) return null;
          const now = deps.now();
          await participate(sp, { brand, promotion: p, memberId: order.memberId, now, reference: order.orderNo });
          const g = await bonus.grant(sp, {
            brand,
            memberId: order.memberId,
            promotionId: p.id,
            sourceKey: `deposit:${order.orderNo}`,
            title: p.title,
            amount,
            depositAmount: order.amount,
            wagering: wageringOf(p.rules as unknown as RulesDb),
            actor: 'system',
          });
          return { grantId: g.grantId };
        });
      } catch (e) {
        if (e instanceof AppError) {
          deps.log.info({ orderNo: order.orderNo, promotionId, code: e.code }, 'deposit bonus not granted');
          return null;
        }
        throw e;
      }
    },
  };
}

export type DepositBonus = ReturnType<typeof createDepositBonus>;
