import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import type { PostResult } from '../wallet/ledger.ts';
import { amountOf, refusalsAsErrors, switchOn, withinLimits } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { ProfileService } from './profile-service.ts';

/** How deep a team may be searched for a downline. */
const MAX_TEAM_DEPTH = 20;

export type TransferService = ReturnType<typeof createTransferService>;

/**
 * Transfers between members' main wallets (SPEC §6): a member to their upline, an agent to a member of
 * their own team. Each is one ledger transaction keyed by the sender and their requestId.
 */
export function createTransferService(deps: Deps, wallet: WalletService, profiles: ProfileService) {
  const { db } = deps;

  async function upline(brand: Brand, memberId: number) {
    const [m] = await db
      .select({ uplineId: members.uplineId })
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.brandId, brand.id)));
    if (!m?.uplineId) return undefined;
    const [u] = await db
      .select({ id: members.id, username: members.username, status: members.status })
      .from(members)
      .where(and(eq(members.id, m.uplineId), eq(members.brandId, brand.id)));
    return u?.status === 'active' ? u : undefined;
  }

  /** True when `memberId` sits below `agentId` in the upline tree (the agent's team). */
  async function inTeam(brand: Brand, agentId: number, memberId: number): Promise<boolean> {
    const rows = await rowsOf<{ hit: boolean }>(
      db,
      sql`WITH RECURSIVE chain(id, upline_id, depth) AS (
            SELECT id, upline_id, 0 FROM members WHERE id = ${memberId} AND brand_id = ${brand.id}
            UNION ALL
            SELECT m.id, m.upline_id, c.depth + 1 FROM members m JOIN chain c ON m.id = c.upline_id
            WHERE c.depth < ${MAX_TEAM_DEPTH} AND m.brand_id = ${brand.id}
          )
          SELECT EXISTS (SELECT 1 FROM chain WHERE id = ${agentId} AND depth > 0) AS hit`,
    );
    return rows[0]?.hit === true;
  }

  async function move(
    brand: Brand,
    kind: 'transfer_upline' | 'transfer_downline',
    from: number,
    to: { id: number; username: string },
    input: { amount: unknown; paymentPassword: string; requestId: string; ip?: string },
  ): Promise<PostResult> {
    const amount = amountOf(input.amount, brand);
    withinLimits(brand, amount, brand.settings.transferMin, brand.settings.transferMax);
    await profiles.verifyPaymentPassword(brand.id, from, input.paymentPassword, input.ip);
    const { currency } = brand.settings;
    const fromAccount = await wallet.book.member(db, brand.id, from, currency);
    const toAccount = await wallet.book.member(db, brand.id, to.id, currency);
    return refusalsAsErrors(() =>
      wallet.post(db, {
        brandId: brand.id,
        idempotencyKey: `${kind}:${from}:${input.requestId}`,
        kind,
        referenceType: 'member',
        referenceId: to.username,
        lines: [
          { accountId: fromAccount, amount: -amount },
          { accountId: toAccount, amount },
        ],
      }),
    );
  }

  return {
    upline,
    inTeam,

    async toUpline(
      brand: Brand,
      memberId: number,
      input: { amount: unknown; paymentPassword: string; requestId: string; ip?: string },
    ) {
      if (!switchOn(brand, 'WALLET_TRANSFER_UPLINE')) throw new AppError('function.not.available');
      const to = await upline(brand, memberId);
      if (!to) throw new AppError('cashier.upline.none');
      return move(brand, 'transfer_upline', memberId, to, input);
    },

    async toDownline(
      brand: Brand,
      agentId: number,
      input: { username: string; amount: unknown; paymentPassword: string; requestId: string; ip?: string },
    ) {
      if (!switchOn(brand, 'WALLET_TRANSFER_DOWNLINE')) throw new AppError('function.not.available');
      const [to] = await db
        .select({ id: members.id, username: members.username, status: members.status })
        .from(members)
        .where(and(eq(members.brandId, brand.id), sql`lower(${members.username}) = lower(${input.username})`));
      if (to?.status !== 'active' || !(await inTeam(brand, agentId, to.id))) {
        throw new AppError('cashier.downline.not.found');
      }
      return move(brand, 'transfer_downline', agentId, to, input);
    },
  };
}
