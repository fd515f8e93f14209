import { randomBytes } from 'node:crypto';
import type { StaffRole, TStaff } from '@app/contracts/calls/backoffice-staff';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import { type CheckLimits, sharedCheckLimits } from '../auth/check-limits.ts';
import { type PasswordHasher, sharedHasher } from '../auth/passwords.ts';
import { newToken, sha } from '../auth/tokens.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { mayManage } from './policies.ts';
import { matchStep, newTotpSecret, otpauthUri, qrSvg } from './totp.ts';

/** Staff sessions end after this long without a call (issue 15). */
export const STAFF_IDLE_MS = 15 * 60_000;
/** How long step 1's challenge waits for step 2. */
export const CHALLENGE_MS = 5 * 60_000;
/** Password failures per name and brand before the name is locked (like members: 10 in an hour, 30 minutes). */
export const SIGN_IN_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 60 * 60_000;
export const LOCK_MS = 30 * 60_000;
/** Wrong second-step codes per account before it waits 30 minutes. */
export const CODE_LIMIT = 5;
export const RECOVERY_CODE_COUNT = 10;
/** Staff tokens carry this prefix, so a member's token is told apart without a lookup in the wrong table. */
export const STAFF_TOKEN_PREFIX = 'stf_';

export type StaffRow = typeof staff.$inferSelect;

/** Who does a back-office staff act and why: recorded in the audit log in the act's transaction (decision 1010). */
export interface StaffActMeta {
  reason?: string;
  ip: string;
  /** The request's user agent. */
  channel: string;
}

/** The audit actor of a staff account. */
export function staffActor(row: StaffRow): AuditActor {
  return { kind: 'staff', id: String(row.id), name: row.username, role: row.role };
}

/** What the audit log keeps of an account: never its hashes or secret. */
function auditView(row: StaffRow): Record<string, unknown> {
  return { username: row.username, role: row.role, status: row.status, brandId: row.brandId };
}

export interface StaffContext {
  staff: StaffRow;
  sessionId: number;
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** Where a staff account lives and what it acts on: a brand (id and merchant code), or none for a platform owner. */
export interface BrandRef {
  id: number;
  merchantCode: string;
  name: string;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let s = '';
  for (const b of bytes) s += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** The stored form of a recovery code: case and the dash forgiven. */
const recoveryHash = (code: string) => sha(`staff-recovery:${code.toLowerCase().replace('-', '')}`);

/**
 * `hasher` makes new accounts' hashes; `checks` verifies sign-in passwords within the process's caps per
 * client address and per account (decision 0203), shared with the members' sign-in.
 */
export function createStaffService(
  deps: Deps,
  audit: AuditService,
  hasher: PasswordHasher = sharedHasher(deps.config.argon2MaxConcurrent, deps.config.argon2MaxQueued),
  checks: CheckLimits = sharedCheckLimits(deps.config),
) {
  const { db, store } = deps;

  function view(row: StaffRow, brandCode: string | null): TStaff {
    return {
      id: row.id,
      username: row.username,
      role: row.role as StaffRole,
      brand: row.brandId === null ? null : brandCode,
      status: row.status as 'active' | 'locked',
      enrolled: row.totpEnrolledAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function enrolmentOf(row: StaffRow, issuer: string): Enrolment {
    const uri = otpauthUri(issuer, row.username, row.totpSecret);
    return { secret: row.totpSecret, otpauthUri: uri, qrSvg: qrSvg(uri) };
  }

  const issuerOf = (brand: BrandRef | null) => (brand ? `${brand.name} back office` : 'Platform back office');

  async function byId(id: number): Promise<StaffRow | undefined> {
    const [row] = await db.select().from(staff).where(eq(staff.id, id));
    return row;
  }

  async function byName(brandId: number | null, username: string): Promise<StaffRow | undefined> {
    const [row] = await db
      .select()
      .from(staff)
      .where(
        and(
          brandId === null ? isNull(staff.brandId) : eq(staff.brandId, brandId),
          sql`lower(${staff.username}) = ${username.toLowerCase()}`,
        ),
      );
    return row;
  }

  /** Replaces the account's unused recovery codes with new ones (in `tx`, or a transaction of its own). */
  async function freshRecoveryCodes(staffId: number, on?: Tx): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const work = async (tx: Tx) => {
      await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: deps.now() })
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
      await tx
        .insert(staffRecoveryCodes)
        .values(codes.map((c) => ({ staffId, codeHash: recoveryHash(c), createdAt: deps.now() })));
    };
    if (on) await work(on);
    else await db.transaction(work);
    return codes;
  }

  async function recoveryCodesLeft(staffId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  }

  async function endSessions(staffId: number, reason: string, on: DbOrTx = db): Promise<void> {
    await on
      .update(staffSessions)
      .set({ endedAt: deps.now(), endReason: reason })
      .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  }

  return {
    view,
    byId,
    recoveryCodesLeft,

    /**
     * A new account (the CLI's first owner, or staff made in the app by `by`, recorded in the audit
     * log in the same transaction): its enrolment and recovery codes, once.
     */
    async create(input: {
      brand: BrandRef | null;
      username: string;
      password: string;
      role: StaffRole;
      createdBy: number | null;
      /**
       * Who makes it, recorded in the same transaction: a staff member in the app ('staff.create', a
       * reason required) or an operator at the CLI ('staff.create_owner', reason optional).
       */
      by?: { actor: AuditActor; action: 'staff.create' | 'staff.create_owner'; meta: StaffActMeta };
    }): Promise<{ staff: StaffRow; enrolment: Enrolment; recoveryCodes: string[] }> {
      if (input.brand === null && input.role !== 'owner') throw new AppError('staff.role.forbidden');
      const by = input.by;
      if (by) audit.check({ brandId: null, actor: by.actor, action: by.action, reason: by.meta.reason });
      const passwordHash = await hasher.hash(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(staff)
            .values({
              brandId: input.brand?.id ?? null,
              username: input.username,
              passwordHash,
              role: input.role,
              totpSecret: newTotpSecret(),
              createdBy: input.createdBy,
              createdAt: deps.now(),
            })
            .returning();
          if (!row) throw new Error('staff insert returned nothing');
          const recoveryCodes = await freshRecoveryCodes(row.id, tx);
          if (by) {
            await audit.record(tx, {
              brandId: input.brand?.id ?? null,
              actor: by.actor,
              action: by.action,
              target: { kind: 'staff', id: row.id },
              before: null,
              after: auditView(row),
              ...by.meta,
            });
          }
          return { staff: row, enrolment: enrolmentOf(row, issuerOf(input.brand)), recoveryCodes };
        });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') throw new AppError('staff.username.taken');
        throw e;
      }
    },

    /** Accounts of a brand (null: the platform owners), oldest first. */
    async list(brandId: number | null): Promise<StaffRow[]> {
      return db
        .select()
        .from(staff)
        .where(brandId === null ? isNull(staff.brandId) : eq(staff.brandId, brandId))
        .orderBy(asc(staff.id));
    },

    /**
     * Step 1: the password, counted before it is checked (decision 0203). The name is looked up among
     * the brand's staff first, then among platform owners. Answers a challenge for step 2 and, while
     * the account has not enrolled, its enrolment.
     */
    async signInStart(
      brand: BrandRef,
      username: string,
      password: string,
      ip: string,
    ): Promise<{ challenge: string; enrolment: Enrolment | null }> {
      const key = `staff:t60:${brand.id}:${username.toLowerCase()}`;
      if (!(await store.takeTry(key, SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS))) throw new AppError('staff.locked');
      let failed = false;
      try {
        const row = (await byName(brand.id, username)) ?? (await byName(null, username));
        const who = { ip, account: `staff:${brand.id}:${username.toLowerCase()}` };
        if (!row) {
          await checks.dummyVerify(who, password);
          failed = true;
          throw new AppError('staff.login.failed');
        }
        if (!(await checks.verify(who, row.passwordHash, password))) {
          failed = true;
          throw new AppError('staff.login.failed');
        }
        if (row.status !== 'active') throw new AppError('staff.disabled');
        const challenge = newToken();
        await store.set(
          `staff:ch:${sha(challenge)}`,
          JSON.stringify({ staffId: row.id, brandId: brand.id }),
          CHALLENGE_MS,
        );
        return {
          challenge,
          enrolment: row.totpEnrolledAt ? null : enrolmentOf(row, issuerOf(row.brandId === null ? null : brand)),
        };
      } finally {
        await store.settleTry(key, {
          held: true,
          failed,
          windowMs: SIGN_IN_WINDOW_MS,
          limit: SIGN_IN_LIMIT,
          lockMs: LOCK_MS,
        });
      }
    },

    /**
     * Step 2: a TOTP code (a step not used before: the account's last used step only moves forward,
     * in one statement, so a code replayed or sent twice at once is accepted once), or once enrolled
     * a recovery code (spent in one statement). Opens a staff session.
     */
    async signInVerify(
      brand: BrandRef,
      input: { challenge: string; code?: string | undefined; recoveryCode?: string | undefined },
      ip: string,
    ): Promise<{ token: string; staff: StaffRow; recoveryCodesLeft: number; recoveryCodes?: string[] }> {
      const raw = await store.get(`staff:ch:${sha(input.challenge)}`);
      const ch = raw ? (JSON.parse(raw) as { staffId: number; brandId: number }) : null;
      if (!ch || ch.brandId !== brand.id) throw new AppError('staff.challenge.invalid');
      const row = await byId(ch.staffId);
      if (!row) throw new AppError('staff.challenge.invalid');
      if (row.status !== 'active') throw new AppError('staff.disabled');
      if (input.recoveryCode !== undefined && !row.totpEnrolledAt) throw new AppError('staff.enrolment.required');
      const key = `staff:code:${row.id}`;
      if (!(await store.takeTry(key, CODE_LIMIT, LOCK_MS))) throw new AppError('staff.code.locked');
      let failed = true;
      try {
        const now = deps.now();
        if (input.code !== undefined) {
          const step = matchStep(row.totpSecret, input.code, now.getTime());
          if (step === null) throw new AppError('staff.code.invalid');
          const [moved] = await db
            .update(staff)
            .set({ lastUsedStep: step, totpEnrolledAt: sql`coalesce(${staff.totpEnrolledAt}, ${now})` })
            .where(and(eq(staff.id, row.id), lt(staff.lastUsedStep, step), eq(staff.status, 'active')))
            .returning({ id: staff.id });
          if (!moved) throw new AppError('staff.code.invalid');
        } else {
          const [spent] = await db
            .update(staffRecoveryCodes)
            .set({ usedAt: now })
            .where(
              and(
                eq(staffRecoveryCodes.staffId, row.id),
                eq(staffRecoveryCodes.codeHash, recoveryHash(input.recoveryCode ?? '')),
                isNull(staffRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: staffRecoveryCodes.id });
          if (!spent) throw new AppError('staff.code.invalid');
        }
        failed = false;
      } finally {
        await store.settleTry(key, { held: true, failed, windowMs: LOCK_MS, limit: CODE_LIMIT, lockMs: LOCK_MS });
      }
      await store.del(`staff:ch:${sha(input.challenge)}`);
      const token = `${STAFF_TOKEN_PREFIX}${newToken()}`;
      const now = deps.now();
      await db
        .insert(staffSessions)
        .values({ staffId: row.id, tokenHash: sha(token), ip, createdAt: now, lastSeenAt: now });
      const fresh = (await byId(row.id)) ?? row;
      // The code that enrols the account also replaces its recovery codes, so only its holder knows
      // them (the creator saw the first set); they are answered this once (docs/decisions/1020).
      if (!row.totpEnrolledAt && fresh.totpEnrolledAt) {
        const recoveryCodes = await freshRecoveryCodes(row.id);
        return { token, staff: fresh, recoveryCodesLeft: recoveryCodes.length, recoveryCodes };
      }
      return { token, staff: fresh, recoveryCodesLeft: await recoveryCodesLeft(row.id) };
    },

    /**
     * The staff session of a token acting on a brand, touched; or the refusal. A session idle for
     * 15 minutes is ended (as of its last call plus the idle time) and refused.
     */
    async authenticate(token: string, brandId: number): Promise<StaffContext> {
      if (!token.startsWith(STAFF_TOKEN_PREFIX)) throw new AppError('staff.token.invalid');
      const [found] = await db
        .select({ session: staffSessions, staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(eq(staffSessions.tokenHash, sha(token)));
      if (!found) throw new AppError('staff.token.invalid');
      const { session } = found;
      if (session.endedAt) {
        throw new AppError(session.endReason === 'idle' ? 'staff.session.expired' : 'staff.token.invalid');
      }
      const now = deps.now();
      if (now.getTime() - session.lastSeenAt.getTime() >= STAFF_IDLE_MS) {
        await db
          .update(staffSessions)
          .set({ endedAt: new Date(session.lastSeenAt.getTime() + STAFF_IDLE_MS), endReason: 'idle' })
          .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.endedAt)));
        throw new AppError('staff.session.expired');
      }
      if (found.staff.status !== 'active') throw new AppError('staff.disabled');
      if (found.staff.brandId !== null && found.staff.brandId !== brandId) throw new AppError('staff.brand.forbidden');
      await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(and(eq(staffSessions.id, session.id), isNull(staffSessions.endedAt)));
      return { staff: found.staff, sessionId: session.id };
    },

    async signOut(sessionId: number): Promise<void> {
      await db
        .update(staffSessions)
        .set({ endedAt: deps.now(), endReason: 'signed-out' })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
    },

    /** New recovery codes for the signed-in account, given a current TOTP code (which is spent like a sign-in code). */
    async regenerateRecoveryCodes(actor: StaffRow, code: string): Promise<string[]> {
      const key = `staff:code:${actor.id}`;
      if (!(await store.takeTry(key, CODE_LIMIT, LOCK_MS))) throw new AppError('staff.code.locked');
      let failed = true;
      try {
        const step = matchStep(actor.totpSecret, code, deps.now().getTime());
        if (step === null) throw new AppError('staff.code.invalid');
        const [moved] = await db
          .update(staff)
          .set({ lastUsedStep: step })
          .where(and(eq(staff.id, actor.id), lt(staff.lastUsedStep, step)))
          .returning({ id: staff.id });
        if (!moved) throw new AppError('staff.code.invalid');
        failed = false;
      } finally {
        await store.settleTry(key, { held: true, failed, windowMs: LOCK_MS, limit: CODE_LIMIT, lockMs: LOCK_MS });
      }
      return freshRecoveryCodes(actor.id);
    },

    /** A staff account of the acting brand that `actor` may manage, or the refusal. */
    async managed(actor: StaffRow, brandId: number, staffId: number): Promise<StaffRow> {
      if (staffId === actor.id) throw new AppError('staff.self');
      const target = await byId(staffId);
      if (!target || target.brandId !== brandId) throw new AppError('staff.not.found');
      if (!mayManage(actor.role as StaffRole, target.role as StaffRole)) throw new AppError('staff.role.forbidden');
      return target;
    },

    /** Changes an account's role, recorded in the audit log (with the reason) in the same transaction. */
    async setRole(
      actor: StaffRow,
      brandId: number,
      staffId: number,
      role: StaffRole,
      meta: StaffActMeta,
    ): Promise<StaffRow> {
      audit.check({ brandId, actor: staffActor(actor), action: 'staff.role', reason: meta.reason });
      const target = await this.managed(actor, brandId, staffId);
      if (!mayManage(actor.role as StaffRole, role)) throw new AppError('staff.role.forbidden');
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staff).where(eq(staff.id, target.id)).for('update');
        const [row] = await tx.update(staff).set({ role }).where(eq(staff.id, target.id)).returning();
        if (!row || !before) throw new AppError('staff.not.found');
        await audit.record(tx, {
          brandId,
          actor: staffActor(actor),
          action: 'staff.role',
          target: { kind: 'staff', id: row.id },
          before: auditView(before),
          after: auditView(row),
          ...meta,
        });
        return row;
      });
    },

    /**
     * Locks (ending every session of the account) or unlocks, recorded in the audit log (with the
     * reason) in the same transaction.
     */
    async setLocked(
      actor: StaffRow,
      brandId: number,
      staffId: number,
      locked: boolean,
      meta: StaffActMeta,
    ): Promise<StaffRow> {
      const action = locked ? 'staff.lock' : 'staff.unlock';
      audit.check({ brandId, actor: staffActor(actor), action, reason: meta.reason });
      const target = await this.managed(actor, brandId, staffId);
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staff).where(eq(staff.id, target.id)).for('update');
        const [row] = await tx
          .update(staff)
          .set({ status: locked ? 'locked' : 'active' })
          .where(eq(staff.id, target.id))
          .returning();
        if (!row || !before) throw new AppError('staff.not.found');
        if (locked) await endSessions(target.id, 'locked', tx);
        await audit.record(tx, {
          brandId,
          actor: staffActor(actor),
          action,
          target: { kind: 'staff', id: row.id },
          before: auditView(before),
          after: auditView(row),
          ...meta,
        });
        return row;
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
