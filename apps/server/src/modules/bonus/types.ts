/**
 * The bonus engine's face to the other modules (docs/decisions/1300-promotions.md "Bonus engine").
 * modules/bonus implements it; promotions (reward claims, deposit bonuses), the cashier (withdrawals)
 * and responsible gaming (self-exclusion) call it. Amounts are minor units.
 */
import type { Tx } from '../../db/client.ts';
import type { Localized, WageringDb } from '../../db/schema/promotions.ts';
import type { Brand } from '../system/brand-types.ts';

export interface GrantInput {
  brand: Brand;
  memberId: number;
  promotionId: number | null;
  /** Unique per brand: `deposit:<orderNo>`, `reward:<id>`. A repeat returns the first grant. */
  sourceKey: string;
  title: Localized;
  /** The bonus, minor units > 0. */
  amount: number;
  /** The deposit it matched (wagering base 'bonus_deposit'), minor units; 0 when none. */
  depositAmount: number;
  wagering: WageringDb;
  /** Who granted it: '' for the member's own claim, a staff username, 'system'. */
  actor: string;
}

export type EndReason = 'member' | 'withdrawal' | 'self_exclusion' | 'staff';

export interface BonusEngine {
  /**
   * Grants a bonus inside the caller's transaction: the bonus money moves from the brand's bonus
   * account to the member's bonus account and the grant row is written (with `bonus.granted`).
   * Refused with AppError('bonus.active') while another grant of the member is active. A wagering
   * multiple of 0 is the caller's business (pay cash instead); the engine refuses it.
   */
  grant(tx: Tx, input: GrantInput): Promise<{ grantId: number; created: boolean }>;
  /** The member's active grant id, or null (inside a transaction: locks the grant row). */
  active(exec: Tx | undefined, brand: Brand, memberId: number): Promise<{ id: number; bonusBalance: number } | null>;
  /**
   * Ends the member's active grant, forfeiting its bonus money (real money stays). Returns what was
   * forfeited (0 and null when no grant was active). `actor`/`reason` are recorded on the grant.
   */
  forfeitActive(
    tx: Tx,
    brand: Brand,
    memberId: number,
    why: { reason: EndReason; actor: string; note: string },
  ): Promise<{ grantId: number | null; forfeited: number }>;
  /** Revokes one grant by id (staff), as forfeitActive does; AppError('bonus.not.active') when it ended. */
  revoke(tx: Tx, brand: Brand, grantId: number, why: { actor: string; note: string }): Promise<{ forfeited: number }>;
}
