/**
 * The lotteries' side of the seamless wallet API (docs/decisions/1200-lotteries.md "Money"): a
 * member's wallet session per lottery vendor (lottery_sessions, opened through a launch token and
 * authenticate over HTTP, renewed before it ends), and the signed bet, win and rollback calls.
 */
import { isErrorCode } from '@app/contracts/errors';
import type { Language } from '@app/contracts/languages';
import { and, desc, eq, gt } from 'drizzle-orm';
import { gameVendors, lotterySessions, vendorSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { WalletLink } from '../house/wallet-link.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorAnswer, VendorClient } from '../vendor-api/client.ts';

/** A session is used for new bets while it has at least this long left (it lasts 24 hours). */
const SESSION_MARGIN_MS = 2 * 3_600_000;

export interface WalletSession {
  id: number;
  vendorId: number;
  vendorSession: string;
  playerId: string;
  currency: string;
}

/** What the lottery area asks the launch service for (a one-time token for authenticate). */
export interface LaunchTokens {
  launchToken(brand: Brand, lang: Language, memberId: number, vassalage: string, gameCode: string): Promise<string>;
}

export const roundIdOf = (drawId: number, memberId: number) => `L${drawId}-${memberId}`;

export function createTicketWallet(deps: Deps, link: WalletLink, launches: LaunchTokens) {
  const vendors = new Map<string, { id: number; secret: string }>();

  async function vendorOf(vassalage: string) {
    let v = vendors.get(vassalage);
    if (!v) {
      const [row] = await deps.db
        .select({ id: gameVendors.id, secret: gameVendors.launchSecret })
        .from(gameVendors)
        .where(eq(gameVendors.vassalage, vassalage));
      if (!row) throw new AppError('lottery.game.unknown');
      v = row;
      vendors.set(vassalage, v);
    }
    return v;
  }

  async function clientOf(vassalage: string): Promise<VendorClient> {
    const v = await vendorOf(vassalage);
    return link.client(vassalage, v.secret);
  }

  /** Sends one call; null when no answer came (unreachable, timed out). */
  async function call<T>(send: () => Promise<VendorAnswer<T>>): Promise<VendorAnswer<T> | null> {
    try {
      return await send();
    } catch (e) {
      deps.log.warn({ err: e }, 'lottery: wallet API unreachable');
      return null;
    }
  }

  /** The wallet's refusal as the player should read it; anything else is "wallet unavailable". */
  function refusal(answer: VendorAnswer<unknown> | null): AppError {
    if (answer && !answer.ok && answer.status < 500 && isErrorCode(answer.errorCode))
      return new AppError(answer.errorCode, { balance: answer.value?.balance ?? null });
    return new AppError('lottery.wallet.unavailable');
  }

  /** The member's session of the vendor with long enough left, or null: a read only. */
  async function liveSession(memberId: number, vassalage: string): Promise<WalletSession | null> {
    const vendor = await vendorOf(vassalage);
    const [live] = await deps.db
      .select({
        id: lotterySessions.id,
        vendorId: lotterySessions.vendorId,
        vendorSession: lotterySessions.vendorSession,
        playerId: lotterySessions.playerId,
        currency: lotterySessions.currency,
      })
      .from(lotterySessions)
      .innerJoin(vendorSessions, eq(vendorSessions.id, lotterySessions.vendorSession))
      .where(
        and(
          eq(lotterySessions.memberId, memberId),
          eq(lotterySessions.vendorId, vendor.id),
          gt(vendorSessions.expiresAt, new Date(deps.now().getTime() + SESSION_MARGIN_MS)),
        ),
      )
      .orderBy(desc(lotterySessions.createdAt))
      .limit(1);
    return live ?? null;
  }

  /**
   * Opens a new session of the vendor for the member (a launch token, then authenticate), for when
   * `liveSession` found none with long enough left.
   */
  async function openSession(
    brand: Brand,
    lang: Language,
    memberId: number,
    vassalage: string,
    gameCode: string,
  ): Promise<WalletSession> {
    const vendor = await vendorOf(vassalage);
    const token = await launches.launchToken(brand, lang, memberId, vassalage, gameCode);
    const auth = await call(async () => (await clientOf(vassalage)).authenticate(token));
    if (!auth?.ok) throw refusal(auth);
    const [row] = await deps.db
      .insert(lotterySessions)
      .values({
        memberId,
        vendorId: vendor.id,
        vendorSession: auth.value.sessionId,
        playerId: auth.value.playerId,
        currency: auth.value.currency,
        createdAt: deps.now(),
      })
      .returning();
    if (!row) throw new AppError('lottery.wallet.unavailable');
    return row;
  }

  /** A session by id (settlement and refunds use the session the round was opened with). */
  async function sessionById(id: number): Promise<WalletSession> {
    const [row] = await deps.db.select().from(lotterySessions).where(eq(lotterySessions.id, id));
    if (!row) throw new Error(`lottery session ${id} vanished`);
    return row;
  }

  const ref = (s: WalletSession, drawId: number, memberId: number, gameCode: string) => ({
    sessionId: s.vendorSession,
    playerId: s.playerId,
    roundId: roundIdOf(drawId, memberId),
    gameCode,
    currency: s.currency,
  });

  return {
    call,
    refusal,
    liveSession,
    openSession,
    sessionById,
    /** The member's balance as the wallet API answers it (0 when it does not answer). */
    async balance(vassalage: string, s: WalletSession): Promise<number> {
      const a = await call(async () =>
        (await clientOf(vassalage)).balance({ sessionId: s.vendorSession, playerId: s.playerId }),
      );
      return a?.ok ? a.value.balance : 0;
    },
    /** A ticket's stake: transaction `L<ticket>-bet` of the member's round of the draw. */
    bet: async (
      vassalage: string,
      s: WalletSession,
      t: { id: number; drawId: number; memberId: number; stake: number },
      gameCode: string,
    ) =>
      call(async () =>
        (await clientOf(vassalage)).bet({
          ...ref(s, t.drawId, t.memberId, gameCode),
          transactionId: `L${t.id}-bet`,
          amount: t.stake,
        }),
      ),
    /** A ticket's refund: rolls back `L<ticket>-bet` (blocks it if it never arrived). */
    rollback: async (
      vassalage: string,
      s: WalletSession,
      t: { id: number; drawId: number; memberId: number },
      gameCode: string,
    ) =>
      call(async () =>
        (await clientOf(vassalage)).rollback({
          ...ref(s, t.drawId, t.memberId, gameCode),
          transactionId: `L${t.id}-rb`,
          betTransactionId: `L${t.id}-bet`,
        }),
      ),
    /** A round's one win (0 when nothing won), which ends the round. */
    win: async (
      vassalage: string,
      s: WalletSession,
      r: { drawId: number; memberId: number; win: number },
      gameCode: string,
    ) =>
      call(async () =>
        (await clientOf(vassalage)).win({
          ...ref(s, r.drawId, r.memberId, gameCode),
          transactionId: `${roundIdOf(r.drawId, r.memberId)}-win`,
          amount: r.win,
          roundEnded: true,
        }),
      ),
  };
}

export type TicketWallet = ReturnType<typeof createTicketWallet>;
