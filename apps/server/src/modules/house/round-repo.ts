import type { THouseRound } from '@app/contracts/calls/house';
import { and, eq, inArray } from 'drizzle-orm';
import { houseRounds } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { seedHash } from './fair-node.ts';
import { createSessionRepo, type SessionRound } from './session-repo.ts';

/** A round as the page shows it and the verify page recomputes it. */
export function presentRound(r: SessionRound): THouseRound {
  const kind = r.kind as 'slot' | 'roulette';
  const shown = { ...(r.bet as object), ...(r.outcome as object) };
  return {
    id: String(r.id),
    kind,
    playedAt: r.createdAt.getTime(),
    stake: Number(r.stakeMinor),
    win: Number(r.winMinor),
    freePlay: r.freePlay,
    serverSeed: r.serverSeed,
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonce: r.nonce,
    slot: kind === 'slot' ? (shown as THouseRound['slot']) : null,
    roulette: kind === 'roulette' ? (shown as THouseRound['roulette']) : null,
  };
}

/** SQL of the house's rounds, and its sessions through session-repo.ts. */
export function createRoundRepo(deps: Deps) {
  const db = deps.db;
  const sessions = createSessionRepo(deps);
  return {
    ...sessions,

    async insertRound(r: {
      sessionId: number;
      kind: 'slot' | 'roulette';
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      bet: unknown;
      outcome: unknown;
      stake: number;
      win: number;
    }): Promise<number> {
      const [row] = await db
        .insert(houseRounds)
        .values({
          sessionId: r.sessionId,
          kind: r.kind,
          serverSeed: r.serverSeed,
          serverSeedHash: seedHash(r.serverSeed),
          clientSeed: r.clientSeed,
          nonce: r.nonce,
          bet: r.bet,
          outcome: r.outcome,
          stakeMinor: r.stake,
          winMinor: r.win,
          status: 'betting',
          createdAt: deps.now(),
        })
        .returning({ id: houseRounds.id });
      if (!row) throw new Error('round not recorded');
      return row.id;
    },

    /**
     * The bet was accepted: the round waits for its win. False when the round was taken for
     * cancellation first (its rollback refunds the stake), so its win must not be paid.
     */
    async betAccepted(id: number): Promise<boolean> {
      const rows = await db
        .update(houseRounds)
        .set({ status: 'open' })
        .where(and(eq(houseRounds.id, id), eq(houseRounds.status, 'betting')))
        .returning({ id: houseRounds.id });
      return rows.length > 0;
    },

    /**
     * Takes a round whose bet has no answer for cancellation (again, when a rollback got no answer);
     * false when its bet was accepted meanwhile, which makes it a round to settle instead.
     */
    async takeForCancel(id: number): Promise<boolean> {
      const rows = await db
        .update(houseRounds)
        .set({ status: 'cancelling' })
        .where(and(eq(houseRounds.id, id), inArray(houseRounds.status, ['betting', 'cancelling'])))
        .returning({ id: houseRounds.id });
      return rows.length > 0;
    },

    /** Ends a round: a betting round is refused, a cancelling one rolled back, an open one settled. */
    async finish(id: number, status: 'settled' | 'refused' | 'rolled_back', balance: number | null) {
      const from = status === 'settled' ? 'open' : status === 'refused' ? 'betting' : 'cancelling';
      await db
        .update(houseRounds)
        .set({ status, balanceMinor: balance, settledAt: deps.now() })
        .where(and(eq(houseRounds.id, id), eq(houseRounds.status, from)));
    },

    async round(id: number): Promise<THouseRound> {
      const row = await sessions.round(id);
      if (!row) throw new Error('round not found');
      return presentRound(row);
    },

    /** The player's latest played rounds of one game, newest first. */
    async history(vendorId: number, playerId: string, gameId: number, limit = 20): Promise<THouseRound[]> {
      return (await sessions.history(vendorId, playerId, gameId, limit)).map(presentRound);
    },
  };
}

export type RoundRepo = ReturnType<typeof createRoundRepo>;
