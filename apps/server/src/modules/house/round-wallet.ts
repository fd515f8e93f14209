import { isErrorCode } from '@app/contracts/errors';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VendorAnswer, VendorClient } from '../vendor-api/client.ts';
import type { HouseGameRow, HouseGames } from './house-games.ts';
import type { RoundRepo } from './round-repo.ts';
import type { SessionRow, UnfinishedRound } from './session-repo.ts';
import type { WalletLink } from './wallet-link.ts';

const WIN_ATTEMPTS = 3;

/**
 * A round's calls to the seamless wallet API and how a round whose answers were lost is finished.
 * Every step that decides a round's fate is a guarded status change in the database (betting -> open
 * when the bet is accepted, betting -> cancelling before a rollback is sent), so whichever request or
 * server copy gets there first decides, and a round is never both refunded and paid its win.
 */
export function createRoundWallet(deps: Deps, games: HouseGames, repo: RoundRepo, link: WalletLink) {
  async function call<T>(send: () => Promise<VendorAnswer<T>>): Promise<VendorAnswer<T> | null> {
    try {
      return await send();
    } catch (e) {
      deps.log.warn({ err: e }, 'house: wallet API unreachable');
      return null;
    }
  }

  /** Wallet refusals the player should read as they are; anything else is "wallet unavailable". */
  function refusal(answer: VendorAnswer<unknown> | null): AppError {
    const readable = answer && !answer.ok && (answer.status < 500 || answer.errorCode === 'vendor.closed');
    if (answer && readable && isErrorCode(answer.errorCode))
      return new AppError(answer.errorCode, { balance: answer.value?.balance ?? null });
    return new AppError('house.wallet.unavailable');
  }

  const clientFor = (game: HouseGameRow) => link.client(game.vassalage, game.secret);

  /** Sends the win of a round (retrying the same transaction id, which is safe) and settles it. */
  async function settle(client: VendorClient, s: SessionRow, roundId: number, win: number, gameCode: string) {
    for (let attempt = 0; attempt < WIN_ATTEMPTS; attempt++) {
      const answer = await call(() =>
        client.win({
          sessionId: s.vendorSession,
          playerId: s.playerId,
          transactionId: `h${roundId}-win`,
          roundId: `h${roundId}`,
          gameCode,
          amount: win,
          currency: s.currency,
        }),
      );
      if (answer?.ok) {
        await repo.finish(roundId, 'settled', answer.value.balance);
        return answer.value.balance;
      }
      if (answer && answer.status < 500) break;
    }
    return null;
  }

  /**
   * Cancels a bet whose answer never came, once the round is taken for cancellation (false when its
   * bet was accepted first). Such a round has no win yet, so the rollback is accepted: it refunds the
   * bet if it was booked and blocks it if it arrives later, so the round ends with no money moved.
   */
  async function cancel(client: VendorClient, s: SessionRow, roundId: number, gameCode: string): Promise<boolean> {
    if (!(await repo.takeForCancel(roundId))) return false;
    const rb = await call(() =>
      client.rollback({
        sessionId: s.vendorSession,
        playerId: s.playerId,
        transactionId: `h${roundId}-rb`,
        betTransactionId: `h${roundId}-bet`,
        roundId: `h${roundId}`,
        gameCode,
        currency: s.currency,
      }),
    );
    if (rb?.ok) await repo.finish(roundId, 'rolled_back', rb.value.balance);
    return true;
  }

  /** Finishes rounds left unfinished: pending wins are paid, bets without an answer are cancelled. */
  async function recover(rounds: UnfinishedRound[]): Promise<number> {
    let done = 0;
    for (const r of rounds) {
      const game = await games.find(r.nodeId, 'EN');
      const client = clientFor(game);
      if (r.status === 'open') {
        if ((await settle(client, r, r.roundId, Number(r.win), game.gameCode)) !== null) done++;
      } else if (await cancel(client, r, r.roundId, game.gameCode)) {
        done++;
      }
      // A round whose bet was accepted after it was read is settled by its own request, or as an
      // open round by a later pass.
    }
    return done;
  }

  return { call, refusal, clientFor, settle, cancel, recover };
}

export type RoundWallet = ReturnType<typeof createRoundWallet>;
