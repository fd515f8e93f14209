import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { games, houseRounds, houseSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/**
 * The one module that reads and writes `house_sessions`: a house game page's session, the lease a
 * round holds on it (house.round.busy), its committed seed, its end when the member's sign-in ends,
 * and the rounds read through their session. Every other file goes through these functions.
 */

/** A house session as the round flow needs it. */
export interface SessionRow {
  id: number;
  vendorId: number;
  nodeId: string;
  merchantCode: string;
  vendorSession: string;
  playerId: string;
  freePlay: boolean;
  currency: string;
  serverSeed: string;
  nonce: number;
}

/** A round whose wallet calls did not all get an answer, with its session. */
export interface UnfinishedRound extends SessionRow {
  roundId: number;
  status: 'betting' | 'open' | 'cancelling';
  win: number;
}

/** A stored round with its session's free-play flag. */
export type SessionRound = typeof houseRounds.$inferSelect & { freePlay: boolean };

/** A session the game page opens. */
export type NewSession = Omit<typeof houseSessions.$inferInsert, 'id' | 'nonce' | 'roundLease' | 'roundLeaseUntil'>;

const sessionFields = {
  id: houseSessions.id,
  vendorId: houseSessions.vendorId,
  nodeId: games.nodeId,
  merchantCode: houseSessions.merchantCode,
  vendorSession: houseSessions.vendorSession,
  playerId: houseSessions.playerId,
  freePlay: houseSessions.freePlay,
  currency: houseSessions.currency,
  serverSeed: houseSessions.serverSeed,
  nonce: houseSessions.nonce,
};

/**
 * Ends a player's house sessions at `now`, on the caller's transaction (sign-in ended): the game
 * page's next round is refused (`house.session.invalid`).
 */
export async function endPlayerSessions(db: DbOrTx, playerId: string, now: Date): Promise<void> {
  await db
    .update(houseSessions)
    .set({ expiresAt: now })
    .where(and(eq(houseSessions.playerId, playerId), gt(houseSessions.expiresAt, now)));
}

/** House sessions and the rounds read through them. */
export function createSessionRepo(deps: Deps) {
  const db = deps.db;
  return {
    /** Opens a session with its first committed seed (nonce 0). */
    async openSession(s: NewSession): Promise<void> {
      await db.insert(houseSessions).values({ ...s, nonce: 0 });
    },

    /** The live session a game page's token names. */
    async sessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select(sessionFields)
        .from(houseSessions)
        .innerJoin(games, eq(games.id, houseSessions.gameId))
        .where(and(eq(houseSessions.tokenHash, tokenHash), gt(houseSessions.expiresAt, deps.now())));
      return row;
    },

    /**
     * Takes the session for one round, from any server copy: true when no other round holds it (or
     * the holder's lease ran out because its copy died), false while another round is in play.
     */
    async claimSession(sessionId: number, lease: string, until: Date): Promise<boolean> {
      const rows = await db
        .update(houseSessions)
        .set({ roundLease: lease, roundLeaseUntil: until })
        .where(
          and(
            eq(houseSessions.id, sessionId),
            or(isNull(houseSessions.roundLeaseUntil), lte(houseSessions.roundLeaseUntil, deps.now())),
          ),
        )
        .returning({ id: houseSessions.id });
      return rows.length > 0;
    },

    /** Gives the session back, unless the lease ran out and another round took it meanwhile. */
    async releaseSession(sessionId: number, lease: string): Promise<void> {
      await db
        .update(houseSessions)
        .set({ roundLease: null, roundLeaseUntil: null })
        .where(and(eq(houseSessions.id, sessionId), eq(houseSessions.roundLease, lease)));
    },

    /** Takes the session's committed seed and nonce for a round and commits fresh ones, atomically. */
    async takeSeed(sessionId: number, nextSeed: string): Promise<{ serverSeed: string; nonce: number }> {
      // The old values come back (RETURNING gives the new ones), so the row is read under its lock.
      const [row] = await rowsOf<{ serverSeed: string; nonce: number }>(
        db,
        sql`UPDATE house_sessions s SET server_seed = ${nextSeed}, nonce = s.nonce + 1
              FROM (SELECT id, server_seed, nonce FROM house_sessions WHERE id = ${sessionId} FOR UPDATE) o
             WHERE s.id = o.id RETURNING o.server_seed AS "serverSeed", o.nonce`,
      );
      if (!row) throw new Error('house session vanished');
      return row;
    },

    /** The seed and nonce the session's next round will use. */
    async nextSeed(sessionId: number): Promise<{ serverSeed: string; nonce: number } | undefined> {
      const [row] = await db
        .select({ serverSeed: houseSessions.serverSeed, nonce: houseSessions.nonce })
        .from(houseSessions)
        .where(eq(houseSessions.id, sessionId));
      return row;
    },

    /**
     * Rounds left unfinished (a wallet call that got no answer): of one session (whose lease the
     * caller holds), or of every session no round holds, when created before `before`. Oldest first,
     * a bounded batch.
     */
    async unfinished(where: { sessionId: number } | { before: Date }, limit = 50): Promise<UnfinishedRound[]> {
      const which =
        'sessionId' in where
          ? eq(houseRounds.sessionId, where.sessionId)
          : and(
              lt(houseRounds.createdAt, where.before),
              or(isNull(houseSessions.roundLeaseUntil), lte(houseSessions.roundLeaseUntil, deps.now())),
            );
      const rows = await db
        .select({ roundId: houseRounds.id, status: houseRounds.status, win: houseRounds.winMinor, ...sessionFields })
        .from(houseRounds)
        .innerJoin(houseSessions, eq(houseSessions.id, houseRounds.sessionId))
        .innerJoin(games, eq(games.id, houseSessions.gameId))
        .where(and(inArray(houseRounds.status, ['betting', 'open', 'cancelling']), which))
        .orderBy(houseRounds.id)
        .limit(limit);
      return rows as UnfinishedRound[];
    },

    /** One round with its session's free-play flag. */
    async round(id: number): Promise<SessionRound | undefined> {
      const [row] = await db
        .select({ round: houseRounds, freePlay: houseSessions.freePlay })
        .from(houseRounds)
        .innerJoin(houseSessions, eq(houseSessions.id, houseRounds.sessionId))
        .where(eq(houseRounds.id, id));
      return row && { ...row.round, freePlay: row.freePlay };
    },

    /** The player's latest played rounds of one game, newest first. */
    async history(vendorId: number, playerId: string, gameId: number, limit: number): Promise<SessionRound[]> {
      const rows = await db
        .select({ round: houseRounds, freePlay: houseSessions.freePlay })
        .from(houseRounds)
        .innerJoin(houseSessions, eq(houseSessions.id, houseRounds.sessionId))
        .where(
          and(
            eq(houseSessions.vendorId, vendorId),
            eq(houseSessions.playerId, playerId),
            eq(houseSessions.gameId, gameId),
            inArray(houseRounds.status, ['settled', 'open']),
          ),
        )
        .orderBy(desc(houseRounds.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.round, freePlay: r.freePlay }));
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
