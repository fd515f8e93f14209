import { RESET_LINK_MS, RESET_PASSWORD_PATH } from '@app/contracts/auth';
import type { MemberSearchBy } from '@app/contracts/calls/backoffice-members';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberIps, members, passwordResets, rememberTokens, sessions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { type AuthKit, newToken, sha } from './auth-kit.ts';
import type { MemberRow } from './member-info.ts';

/** What a lock change keeps in the audit log (the epoch moves when an unlock starts the failure count afresh). */
export type LockState = {
  status: string;
  lockedUntil: Date | null;
  lockEpoch: number;
};
export const lockStateOf = (m: MemberRow): LockState => ({
  status: m.status,
  lockedUntil: m.lockedUntil,
  lockEpoch: m.lockEpoch,
});

/** A lock change: lock until unlocked (minutes absent) or for some minutes, or unlock. */
export type LockChange = { lock: true; minutes?: number } | { lock: false };

/** Runs inside the change's transaction with the member before and after (the audit entry goes here). */
export type WithinChange<T> = (tx: Tx, before: MemberRow, after: T) => Promise<unknown>;

export interface Page {
  pageNo: number;
  pageSize: number;
}

/**
 * The back office's reads and acts on members' accounts (issue 15 item 5): search, one member, sign-ins,
 * lock and unlock, a reset link. Writes take a `within` hook that runs in the same transaction, so the
 * caller's audit entry commits or rolls back with the change (decision 1040).
 */
export function memberAdmin(kit: AuthKit) {
  const { deps, db, sessionService } = kit;

  function matching(brand: Brand, by: MemberSearchBy, q: string): SQL | undefined {
    const mine = eq(members.brandId, brand.id);
    switch (by) {
      case 'username': {
        const prefix = `${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
        return and(mine, sql`lower(${members.username}) LIKE ${prefix}`);
      }
      case 'id': {
        const id = /^[0-9]{1,15}$/.test(q) ? Number(q) : 0;
        return and(mine, eq(members.id, id));
      }
      case 'email':
        return and(mine, sql`lower(${members.email}) = ${q.toLowerCase()}`);
      case 'mobile': {
        // "+63 912..." or "0912..." or "912...": compare digits of the number, with or without the dialing code.
        const digits = q.replace(/[^0-9]/g, '');
        if (digits === '') return and(mine, sql`false`);
        return and(
          mine,
          sql`(${members.mobileNum} = ${digits} OR ${members.mobileNum} = ${digits.replace(/^0+/, '')}
               OR regexp_replace(coalesce(${members.countryDialingCode}, ''), '[^0-9]', '', 'g') || ${members.mobileNum} = ${digits})`,
        );
      }
      case 'ip':
        return and(
          mine,
          sql`(${members.registerIp} = ${q}
               OR ${members.id} IN (SELECT ${sessions.memberId} FROM ${sessions} WHERE ${sessions.brandId} = ${brand.id} AND ${sessions.ip} = ${q})
               OR ${members.id} IN (SELECT ${memberIps.memberId} FROM ${memberIps} WHERE ${memberIps.ip} = ${q}))`,
        );
    }
  }

  /** The last sign-in of each member: time and address. */
  async function lastSignIns(ids: number[]): Promise<Map<number, { at: Date; ip: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([sessions.memberId], { memberId: sessions.memberId, at: sessions.createdAt, ip: sessions.ip })
      .from(sessions)
      .where(inArray(sessions.memberId, ids))
      .orderBy(sessions.memberId, desc(sessions.createdAt), desc(sessions.id));
    return new Map(rows.map((r) => [r.memberId, { at: r.at, ip: r.ip }]));
  }

  async function memberOf(brand: Brand, memberId: number, tx?: Tx): Promise<MemberRow> {
    const q = (tx ?? db)
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.brandId, brand.id)));
    const [m] = tx ? await q.for('update') : await q;
    if (!m) throw new AppError('member.not.found');
    return m as MemberRow;
  }

  return {
    /** Members of the brand matching a search, newest first, one page, with the page's last sign-ins. */
    async searchMembers(brand: Brand, by: MemberSearchBy, q: string, page: Page) {
      const where = matching(brand, by, q);
      const [total] = await db.select({ n: count() }).from(members).where(where);
      const rows = (await db
        .select()
        .from(members)
        .where(where)
        .orderBy(desc(members.createdAt), desc(members.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)) as MemberRow[];
      return { rows, total: Number(total?.n ?? 0), last: await lastSignIns(rows.map((r) => r.id)) };
    },

    /** One member of the brand with the last sign-in (member.not.found otherwise). */
    async memberForStaff(brand: Brand, memberId: number) {
      const m = await memberOf(brand, memberId);
      return { member: m, last: (await lastSignIns([m.id])).get(m.id) ?? null };
    },

    /** A member's sign-ins (sessions), newest first. */
    async signInsOf(brand: Brand, memberId: number, page: Page) {
      await memberOf(brand, memberId);
      const where = and(eq(sessions.memberId, memberId), eq(sessions.brandId, brand.id));
      const [total] = await db.select({ n: count() }).from(sessions).where(where);
      const rows = await db
        .select()
        .from(sessions)
        .where(where)
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /**
     * Locks a member (until unlocked: status 'locked', which a password reset does not lift; or for some
     * minutes) ending every session and remember token, or unlocks (status back to active, timed lock
     * lifted, failure count afresh: an unlock of a member who is not locked restarts the count). One transaction with `within` (the audit entry).
     */
    async setMemberLock(brand: Brand, memberId: number, change: LockChange, within: WithinChange<MemberRow>) {
      return db.transaction(async (tx) => {
        const before = await memberOf(brand, memberId, tx);
        const now = deps.now();
        let after: MemberRow;
        if (change.lock) {
          const timed = change.minutes !== undefined;
          const [row] = await tx
            .update(members)
            .set(
              timed
                ? { lockedUntil: new Date(now.getTime() + (change.minutes ?? 0) * 60_000) }
                : { status: 'locked', lockedUntil: null },
            )
            .where(eq(members.id, before.id))
            .returning();
          after = row as MemberRow;
          await sessionService.revokeAll(tx, before.id, 'locked');
          await tx
            .update(rememberTokens)
            .set({ revokedAt: now })
            .where(and(eq(rememberTokens.memberId, before.id), isNull(rememberTokens.revokedAt)));
        } else {
          const [row] = await tx
            .update(members)
            .set({
              status: before.status === 'locked' ? 'active' : before.status,
              lockedUntil: null,
              lockEpoch: before.lockEpoch + 1,
            })
            .where(eq(members.id, before.id))
            .returning();
          after = row as MemberRow;
        }
        await within(tx, before, after);
        return after;
      });
    },

    /**
     * A one-time password reset link for staff to give the member (30 minutes; the member's earlier unused
     * links stop working). Only the token's hash is stored; `within` runs in the same transaction.
     */
    async staffResetLink(
      brand: Brand,
      memberId: number,
      origin: string,
      within: WithinChange<{ expiresAt: Date }>,
    ): Promise<{ link: string; expiresAt: Date }> {
      const token = newToken();
      return db.transaction(async (tx) => {
        const m = await memberOf(brand, memberId, tx);
        const now = deps.now();
        const expiresAt = new Date(now.getTime() + RESET_LINK_MS);
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.memberId, m.id), isNull(passwordResets.usedAt)));
        await tx
          .insert(passwordResets)
          .values({ brandId: brand.id, memberId: m.id, tokenHash: sha(token), createdAt: now, expiresAt });
        await within(tx, m, { expiresAt });
        return { link: `${origin}${RESET_PASSWORD_PATH}?token=${token}`, expiresAt };
      });
    },
  };
}
