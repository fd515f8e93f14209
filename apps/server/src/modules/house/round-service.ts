import { createHash, randomBytes } from 'node:crypto';
import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import { VENDOR_SESSION_TTL_MS } from '@app/contracts/calls/vendor';
import type { WordSource } from '@app/contracts/house/fair';
import type { Language } from '@app/contracts/languages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { fairWords, newServerSeed, seedHash } from './fair-node.ts';
import type { HouseGameRow, HouseGames } from './house-games.ts';
import type { RoundRepo } from './round-repo.ts';
import { createRoundWallet } from './round-wallet.ts';
import type { SessionRow } from './session-repo.ts';
import type { WalletLink } from './wallet-link.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a game engine makes of a validated bet: the stake, and how to play it from seeded words. */
export interface PreparedRound {
  bet: Record<string, unknown>;
  stake: number;
  play(src: WordSource): { outcome: Record<string, unknown>; win: number };
}

/**
 * How long a round may hold its session. The round's request gives the session back when it answers;
 * the lease only ends on its own when the server copy playing the round died.
 */
export const ROUND_LEASE_MS = 60_000;

/**
 * The house round flow: the page's session -> the engine's outcome from the committed seed ->
 * bet and win through the seamless wallet API over HTTP -> the round with its revealed seed.
 * A session plays one round at a time (docs/house-games.md): the round holds the session's lease in
 * the database, so a second round sent meanwhile, to any server copy, is refused (house.round.busy).
 */
export function createRoundService(deps: Deps, games: HouseGames, repo: RoundRepo, link: WalletLink) {
  const { call, refusal, clientFor, settle, cancel, recover } = createRoundWallet(deps, games, repo, link);

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
    await repo.openSession({
      tokenHash: hashToken(token),
      vendorId: game.vendorId,
      gameId: game.id,
      merchantCode: a.merchantCode,
      vendorSession: a.sessionId,
      playerId: a.playerId,
      freePlay: a.mode === 'free',
      currency: a.currency,
      serverSeed,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VENDOR_SESSION_TTL_MS),
    });
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
    const lease = randomBytes(16).toString('hex');
    const until = new Date(deps.now().getTime() + ROUND_LEASE_MS);
    if (!(await repo.claimSession(s.id, lease, until))) throw new AppError('house.round.busy');
    try {
      return await playHeld(s, game, clientSeed, kind, round);
    } finally {
      await repo.releaseSession(s.id, lease);
    }
  }

  /** One round on a session this request holds. */
  async function playHeld(
    s: SessionRow,
    game: HouseGameRow,
    clientSeed: string,
    kind: 'slot' | 'roulette',
    round: PreparedRound,
  ): Promise<THousePlayed> {
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
    // Taken for cancellation meanwhile (only after the lease ran out): its rollback refunds the stake.
    if (!(await repo.betAccepted(roundId))) throw new AppError('house.wallet.unavailable');
    const balance = await settle(client, s, roundId, result.win, game.gameCode);
    if (balance === null) throw new AppError('house.wallet.unavailable');
    const next = await repo.nextSeed(s.id);
    return {
      round: await repo.round(roundId),
      balance,
      next: {
        serverSeedHash: seedHash(next?.serverSeed ?? ''),
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
