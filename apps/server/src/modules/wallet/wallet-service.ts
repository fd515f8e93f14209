import type { TBalance } from '@app/contracts/calls/wallet';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { playMoney } from '../play-money/play-money.ts';
import type { Brand } from '../system/brand-types.ts';
import { type AccountBook, BONUS_WALLET, createAccountBook } from './accounts.ts';
import { createPostBatcher } from './batcher.ts';
import {
  LedgerError,
  type LedgerKind,
  MAX_MOVEMENT_MINOR,
  type PostLine,
  type PostResult,
  post,
  reverse,
} from './ledger.ts';
import { accountsOf, availableMain, balanceView, type RecordQuery, recordsOf } from './queries.ts';

/** The channel a member's balance changes are published on (every server copy relays it to its streams). */
export function balanceChannel(brandId: number, memberId: number): string {
  return `wallet.balance:${brandId}:${memberId}`;
}

/** A game vendor's movement on a member's wallet (the seamless wallet API of the games area). */
export interface GameMovementInput {
  memberId: number;
  /** The vendor code; it picks the member's sub-wallet when the brand's wallet is not single. */
  vendor: string;
  /** bet debits the member; win and refund credit them. */
  kind: 'bet' | 'win' | 'refund';
  /** Minor units, > 0. */
  amount: number;
  /** Unique per brand, e.g. `game:<vendor>:<transaction id>`; a repeat returns the first result. */
  idempotencyKey: string;
  referenceType: string;
  referenceId: string;
  memo?: string;
}

export interface MovementResult {
  transactionId: number;
  replayed: boolean;
  /** The member account's balance after the movement (minor units). */
  balanceAfter: number;
  accountId: number;
}

export type WalletService = ReturnType<typeof createWalletService>;

/** The wallet: accounts and movements on top of the ledger, with live balance notices. */
export function createWalletService(deps: Deps, book: AccountBook = createAccountBook()) {
  const batcher = createPostBatcher(deps);
  /** The account a vendor's money lives in: the main wallet, or the vendor's sub-wallet. */
  const gameAccount = (brand: Brand, memberId: number, vendor: string, exec: DbOrTx = deps.db) =>
    book.member(exec, brand.id, memberId, brand.settings.currency, brand.settings.isSingle ? '' : vendor);

  const service = {
    book,

    /** A member's balance as the site shows it; a trial account sees its play money (docs/decisions/0200). */
    balance(brand: Brand, memberId: number, trial = false): Promise<TBalance> {
      return trial ? playMoney.view(deps.db, brand, memberId) : balanceView(deps.db, brand, memberId);
    },

    /** The member's accounts (main wallet and sub-wallets) with balance and held amounts, minor units. */
    accounts: (brand: Brand, memberId: number) => accountsOf(deps.db, brand, memberId),

    /** What the member can spend from the main wallet now (balance less held), minor units. */
    availableMain: (brand: Brand, memberId: number) => availableMain(deps.db, brand, memberId),

    /** The member's account records, newest first, a page at a time. */
    records: (brand: Brand, memberId: number, q: RecordQuery) => recordsOf(deps.db, brand, memberId, q),

    /** Tells every server copy that these members' balances changed (after the change committed). */
    async notify(brandId: number, memberIds: Iterable<number | null>): Promise<void> {
      const seen = new Set<number>();
      for (const id of memberIds) {
        if (id === null || seen.has(id)) continue;
        seen.add(id);
        await deps.store.publish(balanceChannel(brandId, id), String(deps.now().getTime())).catch((e: unknown) => {
          deps.log.warn({ err: e }, 'balance notice not published');
        });
      }
    },

    /**
     * Posts and, when not inside a caller's transaction, publishes the balance notices. `memberId`
     * names the one member whose accounts the posting touches: such postings share commits when the
     * member is busy (see batcher.ts).
     */
    async post(exec: DbOrTx, input: Parameters<typeof post>[1], memberId?: number): Promise<PostResult> {
      if ('rollback' in exec) return post(exec, input, deps.now());
      const result =
        memberId === undefined ? await post(exec, input, deps.now()) : await batcher.submit(memberId, input);
      await service.notify(
        input.brandId,
        result.lines.map((l) => l.memberId),
      );
      return result;
    },

    /**
     * Opens (once) and remembers the accounts a vendor's movements for a member use, outside any
     * transaction: ids looked up inside a caller's transaction are not remembered (it may roll back).
     * Returns the game account's id and the brand's house account id (the two sides of a game movement).
     */
    async prepareGameAccounts(
      brand: Brand,
      memberId: number,
      vendor: string,
    ): Promise<{ accountId: number; houseId: number }> {
      const accountId = await gameAccount(brand, memberId, vendor);
      const houseId = await book.brand(deps.db, brand.id, 'house', brand.settings.currency);
      return { accountId, houseId };
    },

    /**
     * What a member can spend in the account a vendor's games use (minor units): the seamless wallet's
     * balance, with the bonus being wagered (the bonus account holds money only while a grant is active).
     */
    async gameBalance(brand: Brand, memberId: number, vendor: string, exec: DbOrTx = deps.db): Promise<number> {
      const accountId = await gameAccount(brand, memberId, vendor, exec);
      const [row] = await rowsOf<{ available: number | string | null }>(
        exec,
        sql`SELECT sum(balance - held) AS available FROM wallet_accounts
             WHERE id = ${accountId} OR (member_id = ${memberId} AND kind = 'vendor' AND vendor = ${BONUS_WALLET})`,
      );
      return Number(row?.available ?? 0);
    },

    /**
     * One idempotent movement between a member's wallet and the brand's house account: a bet debits
     * the member, a win or a refund credits them. Refused with LedgerError('insufficient_funds') when
     * a bet exceeds the available balance; nothing is written then. Inside a caller's transaction
     * (`exec`) the posting joins it and the caller publishes the balance notice after its commit.
     */
    async gameMovement(brand: Brand, input: GameMovementInput, exec: DbOrTx = deps.db): Promise<MovementResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > MAX_MOVEMENT_MINOR) {
        throw new LedgerError('unbalanced');
      }
      const accountId = await gameAccount(brand, input.memberId, input.vendor, exec);
      const house = await book.brand(exec, brand.id, 'house', brand.settings.currency);
      const signed = input.kind === 'bet' ? -input.amount : input.amount;
      const result = await service.post(
        exec,
        {
          brandId: brand.id,
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          referenceType: input.referenceType,
          referenceId: input.referenceId,
          memo: input.memo ?? '',
          lines: [
            { accountId, amount: signed },
            { accountId: house, amount: -signed },
          ],
        },
        input.memberId,
      );
      const line = result.lines.find((l) => l.accountId === accountId);
      return {
        transactionId: result.transactionId,
        replayed: result.replayed,
        balanceAfter: line?.balanceAfter ?? 0,
        accountId,
      };
    },

    /** Moves money between two accounts of the same member (main wallet and vendor sub-wallets). */
    async moveBetweenOwnAccounts(
      brand: Brand,
      input: { memberId: number; fromVendor: string; toVendor: string; amount: number; idempotencyKey: string },
    ): Promise<PostResult> {
      const { currency } = brand.settings;
      const from = await book.member(deps.db, brand.id, input.memberId, currency, input.fromVendor);
      const to = await book.member(deps.db, brand.id, input.memberId, currency, input.toVendor);
      const lines: PostLine[] = [
        { accountId: from, amount: -input.amount },
        { accountId: to, amount: input.amount },
      ];
      return service.post(
        deps.db,
        {
          brandId: brand.id,
          idempotencyKey: input.idempotencyKey,
          kind: 'wallet_transfer',
          referenceType: 'wallet_transfer',
          referenceId: `${input.fromVendor || 'MAIN'}>${input.toVendor || 'MAIN'}`,
          lines,
        },
        input.memberId,
      );
    },

    /** Reverses a transaction (the only way to correct one) and publishes the balance notices. */
    async reverse(
      brand: Brand,
      input: { transactionId: number; idempotencyKey: string; memo?: string; actorId?: number | null },
    ): Promise<PostResult> {
      const result = await reverse(deps.db, { brandId: brand.id, ...input }, deps.now());
      await service.notify(
        brand.id,
        result.lines.map((l) => l.memberId),
      );
      return result;
    },

    /** A member-side posting between a member's main wallet and a brand account (deposits, bonuses, fees). */
    async memberAndBrand(
      exec: DbOrTx,
      brand: Brand,
      input: {
        memberId: number;
        brandAccount: 'house' | 'deposit_clearing' | 'withdrawal_clearing' | 'bonus' | 'fee';
        /** Positive credits the member, negative debits them. */
        amount: number;
        release?: number;
        kind: LedgerKind;
        idempotencyKey: string;
        referenceType: string;
        referenceId: string;
        memo?: string;
        actorId?: number | null;
      },
    ): Promise<PostResult> {
      const { currency } = brand.settings;
      const member = await book.member(exec, brand.id, input.memberId, currency);
      const other = await book.brand(exec, brand.id, input.brandAccount, currency);
      return service.post(
        exec,
        {
          brandId: brand.id,
          idempotencyKey: input.idempotencyKey,
          kind: input.kind,
          referenceType: input.referenceType,
          referenceId: input.referenceId,
          memo: input.memo ?? '',
          actorId: input.actorId ?? null,
          lines: [
            { accountId: member, amount: input.amount, release: input.release ?? 0 },
            { accountId: other, amount: -input.amount },
          ],
        },
        input.memberId,
      );
    },
  };
  return service;
}
