import type { THouseRound } from '@app/contracts/calls/house';
import type { Deps } from '../../deps.ts';
import { seedHash } from './fair-node.ts';

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

interface RoundRow {
  id: number;
  kind: 'slot' | 'roulette';
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  bet: Record<string, unknown>;
  outcome: Record<string, unknown>;
  stake_minor: number;
  win_minor: number;
  free_play: boolean;
  created_at: Date;
}

const SESSION_COLUMNS = `s.id::int AS id, s.vendor_id AS "vendorId", g.node_id AS "nodeId", s.merchant_code AS "merchantCode",
  s.vendor_session AS "vendorSession", s.player_id AS "playerId", s.free_play AS "freePlay", s.currency,
  s.server_seed AS "serverSeed", s.nonce`;

/** A round as the page shows it and the verify page recomputes it. */
export function presentRound(r: RoundRow): THouseRound {
  return {
    id: String(r.id),
    kind: r.kind,
    playedAt: new Date(r.created_at).getTime(),
    stake: Number(r.stake_minor),
    win: Number(r.win_minor),
    freePlay: r.free_play,
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce,
    slot: r.kind === 'slot' ? ({ ...r.bet, ...r.outcome } as THouseRound['slot']) : null,
    roulette: r.kind === 'roulette' ? ({ ...r.bet, ...r.outcome } as THouseRound['roulette']) : null,
  };
}

/** SQL of the house's sessions and rounds. */
export function createRoundRepo(deps: Deps) {
  const db = deps.database;
  return {
    async sessionByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM house_sessions s JOIN games g ON g.id = s.game_id
          WHERE s.token_hash = $1 AND s.expires_at > $2`,
        [tokenHash, deps.now()],
      );
      return row;
    },

    /**
     * Takes the session for one round, from any server copy: true when no other round holds it (or
     * the holder's lease ran out because its copy died), false while another round is in play.
     */
    async claimSession(sessionId: number, lease: string, until: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE house_sessions SET round_lease = $2, round_lease_until = $3
          WHERE id = $1 AND (round_lease_until IS NULL OR round_lease_until <= $4) RETURNING 1`,
        [sessionId, lease, until, deps.now()],
      );
      return rows.length > 0;
    },

    /** Gives the session back, unless the lease ran out and another round took it meanwhile. */
    async releaseSession(sessionId: number, lease: string): Promise<void> {
      await db.query(
        'UPDATE house_sessions SET round_lease = NULL, round_lease_until = NULL WHERE id = $1 AND round_lease = $2',
        [sessionId, lease],
      );
    },

    /** Takes the session's committed seed and nonce for a round and commits fresh ones, atomically. */
    async takeSeed(sessionId: number, nextSeed: string): Promise<{ serverSeed: string; nonce: number }> {
      const [row] = await db.query<{ serverSeed: string; nonce: number }>(
        `UPDATE house_sessions s SET server_seed = $2, nonce = s.nonce + 1
           FROM (SELECT id, server_seed, nonce FROM house_sessions WHERE id = $1 FOR UPDATE) o
          WHERE s.id = o.id RETURNING o.server_seed AS "serverSeed", o.nonce`,
        [sessionId, nextSeed],
      );
      if (!row) throw new Error('house session vanished');
      return row;
    },

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
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO house_rounds (session_id, kind, server_seed, server_seed_hash, client_seed, nonce, bet, outcome,
                                   stake_minor, win_minor, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9, $10, 'betting', $11) RETURNING id::int AS id`,
        [
          r.sessionId,
          r.kind,
          r.serverSeed,
          seedHash(r.serverSeed),
          r.clientSeed,
          r.nonce,
          JSON.stringify(r.bet),
          JSON.stringify(r.outcome),
          r.stake,
          r.win,
          deps.now(),
        ],
      );
      if (!row) throw new Error('round not recorded');
      return row.id;
    },

    /**
     * The bet was accepted: the round waits for its win. False when the round was taken for
     * cancellation first (its rollback refunds the stake), so its win must not be paid.
     */
    async betAccepted(id: number): Promise<boolean> {
      const rows = await db.query(
        "UPDATE house_rounds SET status = 'open' WHERE id = $1 AND status = 'betting' RETURNING 1",
        [id],
      );
      return rows.length > 0;
    },

    /**
     * Takes a round whose bet has no answer for cancellation (again, when a rollback got no answer);
     * false when its bet was accepted meanwhile, which makes it a round to settle instead.
     */
    async takeForCancel(id: number): Promise<boolean> {
      const rows = await db.query(
        "UPDATE house_rounds SET status = 'cancelling' WHERE id = $1 AND status IN ('betting', 'cancelling') RETURNING 1",
        [id],
      );
      return rows.length > 0;
    },

    /** Ends a round: a betting round is refused, a cancelling one rolled back, an open one settled. */
    async finish(id: number, status: 'settled' | 'refused' | 'rolled_back', balance: number | null) {
      const from = status === 'settled' ? 'open' : status === 'refused' ? 'betting' : 'cancelling';
      await db.query(
        'UPDATE house_rounds SET status = $2, balance_minor = $3, settled_at = $4 WHERE id = $1 AND status = $5',
        [id, status, balance, deps.now(), from],
      );
    },

    /**
     * Rounds left unfinished (a wallet call that got no answer): of one session (whose lease the
     * caller holds), or of every session no round holds, when created before `before`. Oldest first,
     * a bounded batch.
     */
    async unfinished(where: { sessionId: number } | { before: Date }, limit = 50): Promise<UnfinishedRound[]> {
      const bySession = 'sessionId' in where;
      return db.query<UnfinishedRound>(
        `SELECT r.id::int AS "roundId", r.status, r.win_minor::bigint AS win, ${SESSION_COLUMNS}
           FROM house_rounds r JOIN house_sessions s ON s.id = r.session_id JOIN games g ON g.id = s.game_id
          WHERE r.status IN ('betting', 'open', 'cancelling')
            AND ${bySession ? 'r.session_id = $1' : 'r.created_at < $1 AND (s.round_lease_until IS NULL OR s.round_lease_until <= $3)'}
          ORDER BY r.id LIMIT $2`,
        bySession ? [where.sessionId, limit] : [where.before, limit, deps.now()],
      );
    },

    async round(id: number): Promise<THouseRound> {
      const [row] = await db.query<RoundRow>(
        `SELECT r.*, s.free_play FROM house_rounds r JOIN house_sessions s ON s.id = r.session_id WHERE r.id = $1`,
        [id],
      );
      if (!row) throw new Error('round not found');
      return presentRound(row);
    },

    /** The player's latest played rounds of one game, newest first. */
    async history(vendorId: number, playerId: string, gameId: number, limit = 20): Promise<THouseRound[]> {
      const rows = await db.query<RoundRow>(
        `SELECT r.*, s.free_play FROM house_rounds r JOIN house_sessions s ON s.id = r.session_id
          WHERE s.vendor_id = $1 AND s.player_id = $2 AND s.game_id = $3 AND r.status IN ('settled', 'open')
          ORDER BY r.id DESC LIMIT $4`,
        [vendorId, playerId, gameId, limit],
      );
      return rows.map(presentRound);
    },
  };
}

export type RoundRepo = ReturnType<typeof createRoundRepo>;
