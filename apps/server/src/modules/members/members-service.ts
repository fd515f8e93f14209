import type { MemberSearchBy, TMemberProfile, TMemberSummary } from '@app/contracts/calls/backoffice-members';
import { MEMBER_NOTE_MAX } from '@app/contracts/calls/backoffice-members';
import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { memberNotes, memberTags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { type LockChange, lockStateOf, type Page } from '../auth/member-admin.ts';
import type { MemberRow } from '../auth/member-info.ts';
import type { createBetRecordsService } from '../bets/bet-records-service.ts';
import type { Brand } from '../system/brand-types.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { mask } from './mask.ts';

/** Roles that see members' contact fields (mobile, e-mail, messengers) in full; others see them masked. */
export const CONTACT_ROLES: readonly StaffRole[] = ['owner', 'admin', 'support', 'risk'];

/** Who acts, and from where: a staff member (request address and user agent) or an operator at the CLI. */
export interface Acting {
  actor: AuditActor;
  ip: string;
  channel: string;
}

type BetRecordsService = ReturnType<typeof createBetRecordsService>;

export type MembersService = ReturnType<typeof createMembersService>;

/**
 * The back office's members (issue 15 item 5, decision 1040): search, profile (contact fields masked
 * for roles that do not need them), balances, ledger, bets, sign-ins, lock and unlock, reset links,
 * notes and tags. Every write records its audit entry in the change's transaction.
 */
export function createMembersService(
  deps: Deps,
  auth: AuthService,
  audit: AuditService,
  wallet: WalletService,
  bets: BetRecordsService,
) {
  const { db } = deps;

  function lockOf(m: MemberRow): { lock: TMemberSummary['lock']; lockedUntil: string | null } {
    if (m.status === 'locked') return { lock: 'locked', lockedUntil: null };
    if (m.lockedUntil && m.lockedUntil > deps.now())
      return { lock: 'locked_until', lockedUntil: m.lockedUntil.toISOString() };
    return { lock: 'active', lockedUntil: null };
  }

  function summary(m: MemberRow, last: { at: Date } | null | undefined, full: boolean): TMemberSummary {
    const mobile = m.mobileNum ? `${m.countryDialingCode ?? ''} ${m.mobileNum}`.trim() : null;
    return {
      id: m.id,
      username: m.username,
      nickname: m.nickname,
      mobile: mobile && !full ? mask(mobile) : mobile,
      email: m.email && !full ? mask(m.email) : m.email,
      ...lockOf(m),
      registeredAt: m.createdAt.toISOString(),
      lastSignInAt: last?.at.toISOString() ?? null,
    };
  }

  async function tagsOf(memberId: number, on: typeof db | Tx = db): Promise<string[]> {
    const rows = await on
      .select({ tag: memberTags.tag })
      .from(memberTags)
      .where(eq(memberTags.memberId, memberId))
      .orderBy(asc(memberTags.tag));
    return rows.map((r) => r.tag);
  }

  async function profile(brand: Brand, memberId: number, role: StaffRole): Promise<TMemberProfile> {
    const { member: m, last } = await auth.memberForStaff(brand, memberId);
    const full = CONTACT_ROLES.includes(role);
    const contact = Object.fromEntries(
      Object.entries(m.contact ?? {})
        .filter(([, v]) => typeof v === 'string' && v !== '')
        .map(([k, v]) => [k, full ? v : mask(v)]),
    );
    return {
      ...summary(m, last, full),
      accountType: m.accountType,
      registerIp: m.registerIp,
      registerDevice: m.registerDevice,
      lastSignInIp: last?.ip ?? null,
      vip: { label: m.clubLabel, rank: m.clubRank },
      labels: m.memberLabels ?? [],
      contact,
      tags: await tagsOf(m.id),
      contactVisible: full,
    };
  }

  /** The audit entry's target: the member by username (unique in the brand), as the CLI has always recorded it. */
  const target = (m: { id: number; username: string }) => ({ kind: 'member', id: m.username });

  return {
    profile,

    async search(brand: Brand, role: StaffRole, by: MemberSearchBy, q: string, page: Page) {
      const r = await auth.searchMembers(brand, by, q, page);
      const full = CONTACT_ROLES.includes(role);
      return { ...page, total: r.total, list: r.rows.map((m) => summary(m, r.last.get(m.id), full)) };
    },

    async balances(brand: Brand, memberId: number) {
      await auth.memberForStaff(brand, memberId);
      const accounts = await wallet.accounts(brand, memberId);
      return {
        currency: brand.settings.currency,
        minorUnits: brand.settings.minorUnits,
        accounts: accounts.map((a) => ({ wallet: a.vendor, balance: a.balance, held: a.held })),
      };
    },

    async ledger(brand: Brand, memberId: number, q: { type?: string; startDate?: string; endDate?: string } & Page) {
      await auth.memberForStaff(brand, memberId);
      if (q.startDate && q.endDate && q.startDate > q.endDate) {
        throw new AppError('request_param_err', { fields: [{ field: 'endDate', reason: 'before startDate' }] });
      }
      const r = await wallet.records(brand, memberId, q);
      return {
        list: r.list,
        total: r.total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        currency: brand.settings.currency,
      };
    },

    async bets(
      brand: Brand,
      lang: Parameters<BetRecordsService['records']>[1],
      memberId: number,
      q: { startDate?: string; endDate?: string } & Page,
    ) {
      await auth.memberForStaff(brand, memberId);
      const r = await bets.records(brand, lang, memberId, q);
      return {
        list: r.list,
        total: r.total,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        totals: r.totals,
        currency: brand.settings.currency,
      };
    },

    async signIns(brand: Brand, memberId: number, page: Page) {
      const r = await auth.signInsOf(brand, memberId, page);
      return {
        ...page,
        total: r.total,
        list: r.rows.map((s) => ({
          id: s.id,
          at: s.createdAt.toISOString(),
          ip: s.ip,
          device: s.device,
          loginType: s.loginType,
          endedAt: s.revokedAt?.toISOString() ?? null,
          endReason: s.revokeReason ?? null,
        })),
      };
    },

    /**
     * Locks or unlocks a member with a reason (decision 1040): the change, the end of the member's
     * sessions and the audit entry in one transaction. The staff calls and the CLI both come here.
     */
    async setLock(brand: Brand, memberId: number, change: LockChange, reason: string, acting: Acting) {
      const action = change.lock ? 'member.lock' : 'member.unlock';
      const entry = { brandId: brand.id, action, reason, ...acting };
      audit.check(entry);
      return auth.setMemberLock(brand, memberId, change, async (tx, before, after) => {
        await audit.record(tx, {
          ...entry,
          target: target(before),
          before: lockStateOf(before),
          after: { ...lockStateOf(after), ...(change.lock && change.minutes ? { minutes: change.minutes } : {}) },
        });
      });
    },

    /** A one-time password reset link for the member (30 minutes); recorded without the link. */
    async resetLink(brand: Brand, memberId: number, origin: string, reason: string, acting: Acting) {
      const entry = { brandId: brand.id, action: 'member.password_reset_link', reason, ...acting };
      audit.check(entry);
      return auth.staffResetLink(brand, memberId, origin, async (tx, m, made) => {
        await audit.record(tx, { ...entry, target: target(m), after: { expiresAt: made.expiresAt } });
      });
    },

    async notes(brand: Brand, memberId: number, page: Page) {
      await auth.memberForStaff(brand, memberId);
      const where = and(eq(memberNotes.memberId, memberId), eq(memberNotes.brandId, brand.id));
      const [total] = await db.select({ n: count() }).from(memberNotes).where(where);
      const rows = await db
        .select()
        .from(memberNotes)
        .where(where)
        .orderBy(desc(memberNotes.id))
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize);
      return {
        ...page,
        total: Number(total?.n ?? 0),
        list: rows.map((r) => ({ id: r.id, author: r.authorName, text: r.body, at: r.createdAt.toISOString() })),
      };
    },

    /** Appends a staff note (never edited or deleted) and its audit entry, in one transaction. */
    async addNote(brand: Brand, memberId: number, text: string, acting: Acting, staffId: number | null) {
      const body = text.trim();
      if (body.length === 0 || body.length > MEMBER_NOTE_MAX) {
        throw new AppError('request_param_err', { fields: [{ field: 'text', reason: `1-${MEMBER_NOTE_MAX}` }] });
      }
      const { member } = await auth.memberForStaff(brand, memberId);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(memberNotes)
          .values({
            brandId: brand.id,
            memberId: member.id,
            staffId,
            authorName: acting.actor.name,
            body,
            createdAt: deps.now(),
          })
          .returning();
        if (!row) throw new Error('note insert returned nothing');
        await audit.record(tx, {
          brandId: brand.id,
          action: 'member.note',
          ...acting,
          target: target(member),
          after: { noteId: row.id, text: body },
        });
        return { id: row.id, author: row.authorName, text: row.body, at: row.createdAt.toISOString() };
      });
    },

    /** The brand's tag set: every tag its members carry, with how many. */
    async tagSet(brand: Brand) {
      const rows = await db
        .select({ tag: memberTags.tag, members: count() })
        .from(memberTags)
        .where(eq(memberTags.brandId, brand.id))
        .groupBy(memberTags.tag)
        .orderBy(asc(memberTags.tag));
      return rows.map((r) => ({ tag: r.tag, members: Number(r.members) }));
    },

    /** Adds or removes a tag; a change that changes nothing (tag already there, or absent) records nothing. */
    async setTag(brand: Brand, memberId: number, tag: string, on: boolean, acting: Acting, staffId: number | null) {
      const { member } = await auth.memberForStaff(brand, memberId);
      return db.transaction(async (tx) => {
        const before = await tagsOf(member.id, tx);
        const changed = on
          ? await tx
              .insert(memberTags)
              .values({ brandId: brand.id, memberId: member.id, tag, addedBy: staffId, addedAt: deps.now() })
              .onConflictDoNothing()
              .returning({ tag: memberTags.tag })
          : await tx
              .delete(memberTags)
              .where(and(eq(memberTags.memberId, member.id), eq(memberTags.tag, tag)))
              .returning({ tag: memberTags.tag });
        const tags = await tagsOf(member.id, tx);
        if (changed.length > 0) {
          await audit.record(tx, {
            brandId: brand.id,
            action: on ? 'member.tag_add' : 'member.tag_remove',
            ...acting,
            target: target(member),
            before: { tags: before },
            after: { tags },
          });
        }
        return { tags };
      });
    },
  };
}
