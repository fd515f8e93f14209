import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode } from '@app/contracts/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, sessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { reauthMethodOf } from './reauth-method.ts';

/** Who is calling, as resolved from the Authorization token. */
export interface AuthContext {
  sessionId: number;
  memberId: number;
  brandId: number;
  username: string;
  accountType: number;
  loginType: string;
}

/** SHA-256 of a token, hex; the only form a token is stored in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOUCH_EVERY_MS = 60_000;
/** A sensitive act needs the password confirmed within this long (issue 20 item 4). */
export const REAUTH_MS = 15 * 60_000;

/**
 * Told, inside the transaction that ends them, that a member's sign-in sessions ended (logout,
 * password change or reset, lock). Other areas end what hangs on the sign-in (the games end the
 * member's game sessions) without auth knowing them: they register through `onSessionsEnded`.
 */
export type SessionsEndedHook = (db: DbOrTx, memberId: number) => Promise<void>;

/**
 * Asked before a member's sign-in session opens (every way in ends in create()); throws an AppError
 * to refuse it. Responsible gaming refuses members in cooling-off or self-exclusion this way.
 */
export type SessionOpeningGate = (db: DbOrTx, memberId: number) => Promise<void>;

export type SessionService = ReturnType<typeof createSessionService>;

/** Sessions: 256-bit bearer tokens, stored hashed, with idle and absolute expiry and revocation. */
export function createSessionService(deps: Deps) {
  const idleMs = deps.config.session.idleMinutes * 60_000;
  const maxMs = deps.config.session.maxHours * 3_600_000;
  const endedHooks: SessionsEndedHook[] = [];
  const openingGates: SessionOpeningGate[] = [];
  const ended = async (db: DbOrTx, memberId: number) => {
    for (const hook of endedHooks) await hook(db, memberId);
  };

  return {
    /** Registers what else ends with a member's sign-in sessions (called in the same transaction). */
    onSessionsEnded(hook: SessionsEndedHook): void {
      endedHooks.push(hook);
    },

    /** Registers a check every new sign-in session must pass (called before it opens). */
    onSessionOpening(gate: SessionOpeningGate): void {
      openingGates.push(gate);
    },

    /**
     * Refuses a sensitive act (withdrawal, payment details, a first password, confirming a raised limit)
     * when the member last confirmed who they are more than 15 minutes ago (auth.reauth.required, its
     * value saying how: the password, a code for a member without one, or a fresh sign-in). The
     * sign-in itself counts as the first confirmation.
     */
    async assertFresh(db: DbOrTx, sessionId: number): Promise<void> {
      const [row] = await db
        .select({
          at: sql<Date>`coalesce(${sessions.reauthAt}, ${sessions.createdAt})`,
          passwordHash: members.passwordHash,
          mobileNum: members.mobileNum,
          email: members.email,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.id, sessionId));
      if (!row) throw new AppError('user.or.token.invalid');
      if (deps.now().getTime() - new Date(row.at).getTime() > REAUTH_MS) {
        throw new AppError('auth.reauth.required', { method: reauthMethodOf(row) });
      }
    },

    /**
     * Development helper only (rg.devAgeSession): moves a sign-in's start, last sign of life and last
     * confirmation back by `minutes`, as if it had all happened that long ago.
     */
    async ageForDevelopment(db: DbOrTx, sessionId: number, minutes: number): Promise<Date> {
      const by = sql`make_interval(mins => ${minutes}::int)`;
      const [row] = await db
        .update(sessions)
        .set({
          createdAt: sql`${sessions.createdAt} - ${by}`,
          lastSeenAt: sql`${sessions.lastSeenAt} - ${by}`,
          reauthAt: sql`${sessions.reauthAt} - ${by}`,
        })
        .where(eq(sessions.id, sessionId))
        .returning({ createdAt: sessions.createdAt });
      if (!row) throw new AppError('user.or.token.invalid');
      return row.createdAt;
    },

    /** Marks the member's identity as confirmed now (password or code). */
    async reauthenticated(db: DbOrTx, sessionId: number): Promise<void> {
      await db.update(sessions).set({ reauthAt: deps.now() }).where(eq(sessions.id, sessionId));
    },

    /** When a sign-in session began (the reality check counts from it); null when unknown. */
    async startedAt(db: DbOrTx, sessionId: number): Promise<Date | null> {
      const [row] = await db.select({ at: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
      return row?.at ?? null;
    },

    /** Opens a session and returns its token (shown once, never stored). */
    async create(
      db: DbOrTx,
      input: { brandId: number; memberId: number; loginType: string; ip: string; device: string },
    ): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
      for (const gate of openingGates) await gate(db, input.memberId);
      const token = randomBytes(32).toString('base64url');
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + maxMs);
      const [row] = await db
        .insert(sessions)
        .values({ ...input, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, expiresAt })
        .returning({ id: sessions.id });
      if (!row) throw new Error('session insert returned nothing');
      return { token, sessionId: row.id, expiresAt };
    },

    /** Resolves a token for a brand: the caller, or the error code to answer with. */
    async resolve(token: string, brandId: number): Promise<AuthContext | ErrorCode> {
      if (token.length < 20 || token.length > 128) return 'user.or.token.invalid';
      const [row] = await deps.db
        .select({
          sessionId: sessions.id,
          memberId: sessions.memberId,
          brandId: sessions.brandId,
          loginType: sessions.loginType,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          username: members.username,
          accountType: members.accountType,
          role: members.role,
          status: members.status,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, hashToken(token)));
      if (!row || row.brandId !== brandId || row.revokedAt || row.status !== 'active') return 'user.or.token.invalid';
      // Members and agents only: staff sign in to the back office with staff accounts (decision 1000); a
      // legacy member row of another role (the old 'operator') is refused everywhere.
      if (row.role !== 'player') return 'role.forbidden';
      const now = deps.now();
      if (now >= row.expiresAt || now.getTime() - row.lastSeenAt.getTime() > idleMs) return 'login.not.session';
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      }
      return {
        sessionId: row.sessionId,
        memberId: row.memberId,
        brandId: row.brandId,
        username: row.username,
        accountType: row.accountType,
        loginType: row.loginType,
      };
    },

    /** Ends one session (logout), and with it the member's game sessions. */
    async revoke(db: DbOrTx, sessionId: number, reason: string): Promise<void> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: deps.now(), revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ memberId: sessions.memberId });
      if (row) await ended(db, row.memberId);
    },

    /**
     * Ends every open session of a member (password change, lock), and every game session even when
     * the caller's own sign-in stays; returns how many sign-in sessions ended.
     */
    async revokeAll(db: DbOrTx, memberId: number, reason: string, exceptSessionId?: number): Promise<number> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: deps.now(), revokeReason: reason })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : sql`${sessions.id} <> ${exceptSessionId}`,
          ),
        )
        .returning({ id: sessions.id });
      await ended(db, memberId);
      return rows.length;
    },
  };
}
