/**
 * The bonus engine (docs/decisions/1300-promotions.md "Bonus engine"): grants move bonus money from the
 * brand's bonus account to the member's bonus account (vendor code BONUS_WALLET); ends go through the
 * database function bonus_end (migration 1301), which the wagering trigger and the vendor API's batch
 * also call, so every end books the same way. Spending, wins and wagering are in SQL (migration 1301).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../../events/record.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { BONUS_WALLET } from '../wallet/accounts.ts';
import { MAX_MOVEMENT_MINOR } from '../wallet/ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { createBonusViews } from './member-views.ts';
import type { BonusEngine, EndReason, GrantInput } from './types.ts';

const DAY_MS = 86_400_000;

/** The wagering a grant needs: multiple x (bonus, or bonus plus the deposit it matched), minor units. */
export function wageringRequired(input: Pick<GrantInput, 'amount' | 'depositAmount' | 'wagering'>): number {
  const base = input.amount + (input.wagering.base === 'bonus_deposit' ? input.depositAmount : 0);
  return input.wagering.multiple * base;
}

type Num = number | string;

export type BonusEngineService = ReturnType<typeof createBonusEngine>;

export function createBonusEngine(deps: Deps, wallet: WalletService) {
  const { book } = wallet;

  async function end(
    tx: DbOrTx,
    grantId: number,
    status: 'forfeited' | 'revoked' | 'expired' | 'completed' | 'lost',
    reason: string,
    actor: string,
  ): Promise<{ converted: number; forfeited: number } | null> {
    const [row] = await rowsOf<{ converted: Num; forfeited: Num }>(
      tx,
      sql`SELECT converted, forfeited FROM bonus_end(${grantId}::bigint, ${status}::text, ${reason}::text,
                                                     ${actor}::text, ${deps.now().toISOString()}::timestamptz)`,
    );
    return row ? { converted: Number(row.converted), forfeited: Number(row.forfeited) } : null;
  }

  const engine = {
    /** What the member reads (bonus.details, bonus.grant). */
    views: createBonusViews(deps),

    async grant(tx: Tx, input: GrantInput): Promise<{ grantId: number; created: boolean }> {
      const { brand, memberId } = input;
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_MOVEMENT_MINOR) {
        throw new Error(`bonus amount must be > 0: ${input.amount}`);
      }
      if (!Number.isInteger(input.wagering.multiple) || input.wagering.multiple <= 0) {
        throw new Error('a bonus without wagering is paid as cash, not granted');
      }
      const { currency } = brand.settings;
      const accountId = await book.member(tx, brand.id, memberId, currency, BONUS_WALLET);
      const mainId = await book.member(tx, brand.id, memberId, currency);
      const brandAccountId = await book.brand(tx, brand.id, 'bonus', currency);
      const now = deps.now();
      const expires = new Date(now.getTime() + input.wagering.expiresDays * DAY_MS);
      const w = input.wagering;
      // ON CONFLICT without a target: a repeat of the source key and a second active grant (the partial
      // unique index) both insert nothing; which one it was is read back below.
      const [made] = await rowsOf<{ id: Num }>(
        tx,
        sql`INSERT INTO bonus_grants (brand_id, member_id, promotion_id, source_key, title, amount, deposit_amount,
              wagering_required, contributions, max_bet, max_win, actor, created_at, expires_at, account_id,
              main_account_id, brand_account_id)
            VALUES (${brand.id}, ${memberId}, ${input.promotionId}, ${input.sourceKey}, ${JSON.stringify(input.title)}::jsonb,
              ${input.amount}, ${input.depositAmount}, ${wageringRequired(input)}, ${JSON.stringify(w.contributions)}::jsonb,
              ${w.maxBet}, ${w.maxWin}, ${input.actor}, ${now.toISOString()}::timestamptz,
              ${expires.toISOString()}::timestamptz, ${accountId}, ${mainId}, ${brandAccountId})
            ON CONFLICT DO NOTHING RETURNING id`,
      );
      if (!made) {
        const [had] = await rowsOf<{ id: Num; member_id: Num }>(
          tx,
          sql`SELECT id, member_id FROM bonus_grants WHERE brand_id = ${brand.id} AND source_key = ${input.sourceKey}`,
        );
        if (had && Number(had.member_id) === memberId) return { grantId: Number(had.id), created: false };
        throw new AppError('bonus.active');
      }
      const grantId = Number(made.id);
      await wallet.post(tx, {
        brandId: brand.id,
        idempotencyKey: `bonus-grant:${input.sourceKey}`,
        kind: 'bonus',
        referenceType: 'bonus_grant',
        referenceId: String(grantId),
        memo: 'bonus granted',
        lines: [
          { accountId: brandAccountId, amount: -input.amount },
          { accountId, amount: input.amount },
        ],
      });
      await recordEvent(tx, {
        type: 'bonus.granted',
        brandId: brand.id,
        subject: String(memberId),
        payload: { memberId, grantId, promotionId: input.promotionId, amount: input.amount },
        at: now,
      });
      return { grantId, created: true };
    },

    async active(
      exec: Tx | undefined,
      brand: Brand,
      memberId: number,
    ): Promise<{ id: number; bonusBalance: number } | null> {
      const on: DbOrTx = exec ?? deps.db;
      const [row] = await rowsOf<{ id: Num; balance: Num | null }>(
        on,
        exec
          ? sql`SELECT g.id, (SELECT w.balance FROM wallet_accounts w WHERE w.id = g.account_id) AS balance
                  FROM bonus_grants g WHERE g.member_id = ${memberId} AND g.brand_id = ${brand.id} AND g.status = 'active'
                   FOR UPDATE OF g`
          : sql`SELECT g.id, (SELECT w.balance FROM wallet_accounts w WHERE w.id = g.account_id) AS balance
                  FROM bonus_grants g WHERE g.member_id = ${memberId} AND g.brand_id = ${brand.id} AND g.status = 'active'`,
      );
      return row ? { id: Number(row.id), bonusBalance: Number(row.balance ?? 0) } : null;
    },

    async forfeitActive(
      tx: Tx,
      brand: Brand,
      memberId: number,
      why: { reason: EndReason; actor: string; note: string },
    ): Promise<{ grantId: number | null; forfeited: number }> {
      const active = await engine.active(tx, brand, memberId);
      if (!active) return { grantId: null, forfeited: 0 };
      const ended = await end(tx, active.id, 'forfeited', why.note || `bonus_forfeit_${why.reason}`, why.actor);
      return { grantId: active.id, forfeited: ended?.forfeited ?? 0 };
    },

    async revoke(
      tx: Tx,
      brand: Brand,
      grantId: number,
      why: { actor: string; note: string },
    ): Promise<{ forfeited: number }> {
      const [row] = await rowsOf<{ status: string }>(
        tx,
        sql`SELECT status FROM bonus_grants WHERE id = ${grantId} AND brand_id = ${brand.id} FOR UPDATE`,
      );
      if (!row) throw new AppError('bonus.not.found');
      if (row.status !== 'active') throw new AppError('bonus.not.active');
      const ended = await end(tx, grantId, 'revoked', why.note, why.actor);
      if (!ended) throw new AppError('bonus.not.active');
      return { forfeited: ended.forfeited };
    },

    /** The member's bonus money now (minor units; 0 without an active grant). */
    async bonusBalance(brand: Brand, memberId: number, exec: DbOrTx = deps.db): Promise<number> {
      const [row] = await rowsOf<{ balance: Num }>(
        exec,
        sql`SELECT w.balance FROM bonus_grants g JOIN wallet_accounts w ON w.id = g.account_id
             WHERE g.member_id = ${memberId} AND g.brand_id = ${brand.id} AND g.status = 'active'`,
      );
      return row ? Number(row.balance) : 0;
    },

    /** Ends grants past their expiry (the expiry job, inside its run's transaction); how many ended. */
    async expireDue(tx: Tx, at: Date, limit = 500): Promise<number> {
      const due = await rowsOf<{ id: Num }>(
        tx,
        sql`SELECT id FROM bonus_grants WHERE status = 'active' AND expires_at <= ${at.toISOString()}::timestamptz
             ORDER BY expires_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
      );
      let n = 0;
      for (const g of due) if (await end(tx, Number(g.id), 'expired', 'bonus_expired', 'system')) n++;
      return n;
    },

    /** The grants due to expire at `at` (the job's preview). */
    async dueForExpiry(at: Date, limit = 20): Promise<number[]> {
      const rows = await rowsOf<{ id: Num }>(
        deps.db,
        sql`SELECT id FROM bonus_grants WHERE status = 'active' AND expires_at <= ${at.toISOString()}::timestamptz
             ORDER BY expires_at, id LIMIT ${limit}`,
      );
      return rows.map((r) => Number(r.id));
    },
  };
  return engine satisfies BonusEngine & Record<string, unknown>;
}
