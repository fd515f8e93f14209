import { createHash, randomBytes } from 'node:crypto';
import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import { VENDOR_SESSION_TTL_MS } from '@app/contracts/calls/vendor';
import { isErrorCode } from '@app/contracts/errors';
import type { WordSource } from '@app/contracts/house/fair';
import type { Language } from '@app/contracts/languages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VendorAnswer, VendorClient } from '../games/vendor-client.ts';
import { fairWords, newServerSeed, seedHash } from './fair-node.ts';
import type { HouseGameRow, HouseGames } from './house-games.ts';
import type { RoundRepo, SessionRow, UnfinishedRound } from './round-repo.ts';
import type { WalletLink } from './wallet-link.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a game engine makes of a validated bet: the stake, and how to play it from seeded words. */
export interface PreparedRound {
  bet: Record<string, unknown>;
  stake: number;
  play(src: WordSource): { outcome: Record<string, unknown>; win: number };
}

const WIN_ATTEMPTS = 3;

/**
 * The house round flow: the page's session -> the engine's outcome from the committed seed ->
 * bet and win through the seamless wallet API over HTTP -> the round with its revealed seed.
 */
export function createRoundService(deps: Deps, games: HouseGames, repo: RoundRepo, link: WalletLink) {
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
   * Cancels a bet whose answer never came. Its round has no win yet (the win follows the bet's answer),
   * so the rollback is accepted: it refunds the bet if it was booked, and blocks it if it arrives later,
   * so the round ends with no money moved either way.
   */
  async function cancel(client: VendorClient, s: SessionRow, roundId: number, gameCode: string) {
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
  }

  /** Finishes rounds left unfinished: pending wins are paid, bets without an answer are cancelled. */
  async function recover(rounds: UnfinishedRound[]): Promise<number> {
    let done = 0;
    for (const r of rounds) {
      const game = await games.find(r.nodeId, 'EN');
      const client = clientFor(game);
      if (r.status === 'open') {
        if ((await settle(client, r, r.roundId, Number(r.win), game.gameCode)) !== null) done++;
      } else {
        await cancel(client, r, r.roundId, game.gameCode);
        done++;
      }
    }
    return done;
  }

  async function open(
    merchantCode: string,
    input: { token: string; nodeId: string },
    lang: Language,
  ): Promise<THouseSession> {
    const game = await games.find(input.nodeId, lang);
    const auth = await call(() => clientFor(game).authenticate(input.token));
    if (!auth) throw new AppError('house.wallet.unavailable');
    if (!auth.ok) {
      if (auth.status < 500) throw new AppError('house.session.invalid');
      throw new AppError('house.wallet.unavailable');
    }
    const a = auth.value;
    if (a.nodeId !== game.nodeId || a.merchantCode !== merchantCode) throw new AppError('house.session.invalid');
    const token = randomBytes(32).toString('base64url');
    const serverSeed = newServerSeed();
    const now = deps.now();
    await deps.database.query(
      `INSERT INTO house_sessions (token_hash, vendor_id, game_id, merchant_code, vendor_session, player_id, free_play,
                                   currency, server_seed, nonce, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, $11)`,
      [
        hashToken(token),
        game.vendorId,
        game.id,
        a.merchantCode,
        a.sessionId,
        a.playerId,
        a.mode === 'free',
        a.currency,
        serverSeed,
        now,
        new Date(now.getTime() + VENDOR_SESSION_TTL_MS),
      ],
    );
    return {
      session: token,
      game: games.describe(game),
      freePlay: a.mode === 'free',
      currency: a.currency,
      balance: a.balance,
      next: { serverSeedHash: seedHash(serverSeed), clientSeed: randomBytes(8).toString('hex'), nonce: 0 },
      history: await repo.history(game.vendorId, a.playerId, game.id),
    };
  }

  /** Plays one round of the session's game; `prepare` validates the bet for the game and returns its engine. */
  async function play(
    merchantCode: string,
    token: string,
    clientSeed: string,
    kind: 'slot' | 'roulette',
    prepare: (game: HouseGameRow) => PreparedRound,
  ): Promise<THousePlayed> {
    const s = await repo.sessionByTokenHash(hashToken(token));
    if (!s || s.merchantCode !== merchantCode) throw new AppError('house.session.invalid');
    const game = await games.find(s.nodeId, 'EN');
    if (games.describe(game).kind !== kind) throw new AppError('house.bet.invalid', { reason: 'not this game' });
    const round = prepare(game);
    const client = clientFor(game);
    // A round of this session left unfinished before is finished first.
    await recover(await repo.unfinished({ sessionId: s.id }));

    const { serverSeed, nonce } = await repo.takeSeed(s.id, newServerSeed());
    const result = round.play(fairWords(serverSeed, clientSeed, nonce));
    const roundId = await repo.insertRound({
      sessionId: s.id,
      kind,
      serverSeed,
      clientSeed,
      nonce,
      bet: round.bet,
      outcome: result.outcome,
      stake: round.stake,
      win: result.win,
    });
    const ref = { sessionId: s.vendorSession, playerId: s.playerId, roundId: `h${roundId}`, gameCode: game.gameCode };
    const bet = await call(() =>
      client.bet({ ...ref, transactionId: `h${roundId}-bet`, amount: round.stake, currency: s.currency }),
    );
    if (!bet?.ok) {
      if (bet && bet.status < 500) await repo.finish(roundId, 'refused', bet.value?.balance ?? null);
      else await cancel(client, s, roundId, game.gameCode);
      throw refusal(bet);
    }
    await repo.betAccepted(roundId);
    const balance = await settle(client, s, roundId, result.win, game.gameCode);
    if (balance === null) throw new AppError('house.wallet.unavailable');
    const [next] = await deps.database.query<{ server_seed: string; nonce: number }>(
      'SELECT server_seed, nonce FROM house_sessions WHERE id = $1',
      [s.id],
    );
    return {
      round: await repo.round(roundId),
      balance,
      next: {
        serverSeedHash: seedHash(next?.server_seed ?? ''),
        clientSeed,
        nonce: next?.nonce ?? nonce + 1,
      },
    };
  }

  return {
    open,
    play,
    /** Finishes every round left unfinished for longer than `ageMs` (the recovery job); returns how many. */
    recoverStale: async (ageMs: number) =>
      recover(await repo.unfinished({ before: new Date(deps.now().getTime() - ageMs) })),
  };
}

export type RoundService = ReturnType<typeof createRoundService>;
