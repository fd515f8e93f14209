import { randomBytes } from 'node:crypto';
import {
  CONTRACT_KIND_SWITCH,
  CONTRACT_KINDS_BY_TYPE,
  subAgentType,
  TOP_AGENT_TYPES,
} from '@app/contracts/agent-types';
import { checkRegister } from '@app/contracts/auth';
import type * as calls from '@app/contracts/calls/agents';
import {
  MAX_INVITATION_LINKS,
  type TDownline,
  TEAM_TRANSACTION_KINDS,
  type TInvitationLink,
  type TTeamPeriod,
} from '@app/contracts/calls/agents';
import { isAgentType } from '@app/contracts/constants';
import type { CallParsed } from '@app/contracts/define';
import type { ModId } from '@app/contracts/whitelabel';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { localDaySql } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';
import { affiliateCodes, agentNotices, members } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AgentContractsService } from '../agent-contracts/contracts-service.ts';
import { badFields } from '../auth/auth-kit.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { MemberRow } from '../auth/member-info.ts';
import type { Brand } from '../system/brand-types.ts';
import type { SystemService } from '../system/system-service.ts';
import { BONUS_WALLET } from '../wallet/accounts.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { dayStart, localDay, major, switchOn } from '../wallet/money.ts';
import {
  AGENT_TYPE_LIST,
  type BranchFigures,
  branchFigures,
  type DayFigures,
  emptyBranch,
  emptyDay,
  type OverviewFigures,
  overviewFigures,
  type Span,
  teamOf,
} from './team-queries.ts';

/** The longest period a team report covers (days). */
export const MAX_RANGE_DAYS = 92;
/** How long one overview is served before it is computed again (docs/decisions/1100). */
export const OVERVIEW_FRESH_MS = 15_000;

type Num = number | string | null;
const n = (v: Num | undefined): number => Number(v ?? 0);
const DAY_MS = 86_400_000;

/** The ledger kinds behind each kind of the agent centre's account details. */
const LEDGER_KINDS_OF: Record<(typeof TEAM_TRANSACTION_KINDS)[number], readonly string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdrawal'],
  transfer: ['wallet_transfer', 'transfer_upline', 'transfer_downline'],
  bet: ['bet', 'refund'],
  win: ['win'],
  bonus: ['bonus'],
  adjustment: ['adjustment', 'reversal'],
  // Commissions, wages and dividends: every kind the others do not name (the payouts' ledger kinds).
  salary: [],
};
const NAMED_KINDS = Object.values(LEDGER_KINDS_OF).flat();

function teamKindOf(ledgerKind: string): (typeof TEAM_TRANSACTION_KINDS)[number] {
  for (const k of TEAM_TRANSACTION_KINDS) if (LEDGER_KINDS_OF[k].includes(ledgerKind)) return k;
  return 'salary';
}

/** yyyy-MM-dd plus days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The span of brand-local days [from, to]; refuses a reversed or too long one. */
export function spanOf(brand: Brand, from: string, to: string): Span {
  if (from > to) throw new AppError('agents.range.reversed');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) throw new AppError('agents.range.too.long', { max: MAX_RANGE_DAYS });
  return {
    brandId: brand.id,
    offsetMinutes: brand.settings.timezoneOffsetMinutes,
    start: dayStart(brand, from),
    end: new Date(dayStart(brand, to).getTime() + DAY_MS),
  };
}

/** A LIKE pattern matching names that start with `prefix` (its own % and _ taken literally). */
const prefixPattern = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An invitation code: 8 characters without look-alikes (no 0/O, 1/I/L). */
function newCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

export interface NewAccount {
  username: string;
  password: string;
  nickname?: string;
  accountType: number;
  uplineId: number | null;
}

/**
 * Agents and teams (issue 16 items 1 and 2, docs/decisions/1100): the agent centre's team calls, the
 * invitation links, and the pieces the back office's agent pages use (agents-backoffice.ts).
 */
export function createAgentsService(
  deps: Deps,
  auth: AuthService,
  system: SystemService,
  contracts: Pick<AgentContractsService, 'awaitingCounts'>,
) {
  const { db } = deps;
  // The team overviews of this process: the last answer per agent, and the computations running now.
  const overviews = new Map<string, { windowNo: number; value: Overview }>();
  const inFlight = new Map<string, Promise<Overview>>();
  const MAX_KEPT = 10_000;

  /** The overview of a window: from the store, or computed once here and put there. */
  function overviewOf(brand: Brand, agentId: number, windowNo: number): Promise<Overview> {
    const key = `agents:overview:${brand.id}:${agentId}:${windowNo}`;
    const running = inFlight.get(key);
    if (running) return running;
    const work = (async () => {
      try {
        const cached = await deps.store.get(key);
        const value = cached ? (JSON.parse(cached) as Overview) : await computeOverview(brand, agentId);
        if (!cached) await deps.store.set(key, JSON.stringify(value), OVERVIEW_FRESH_MS * 2);
        const id = `${brand.id}:${agentId}`;
        if ((overviews.get(id)?.windowNo ?? -1) < windowNo) {
          overviews.delete(id);
          if (overviews.size >= MAX_KEPT) overviews.delete(overviews.keys().next().value as string);
          overviews.set(id, { windowNo, value });
        }
        return value;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, work);
    return work;
  }

  async function agentRow(brand: Brand, memberId: number): Promise<MemberRow> {
    const [m] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.brandId, brand.id)));
    if (!m || !isAgentType(m.accountType)) throw new AppError('role.forbidden');
    return m;
  }

  /**
   * Someone in the caller's team by username (or the caller itself when `self` allows it). Anyone
   * else, in another team, another brand or nowhere, is the same answer: not in your team.
   */
  async function inTeam(brand: Brand, caller: MemberRow, username: string, self = false): Promise<MemberRow> {
    const name = username.trim().toLowerCase();
    if (self && name === caller.username.toLowerCase()) return caller;
    const [m] = await db
      .select()
      .from(members)
      .where(
        and(
          eq(members.brandId, brand.id),
          sql`lower(${members.username}) = ${name}`,
          teamOf(sql`${members.uplinePath}`, caller.id),
        ),
      );
    if (!m) throw new AppError('agents.not.in.team');
    return m;
  }

  /** The rules the register form applies to a username and a password, for accounts made by others. */
  function checkAccountFields(brand: Brand, username: string, password: string): void {
    const rules = system.registerRules(brand).filter((r) => r.key === 'username' || r.key === 'password');
    const issues = checkRegister(rules, { username, password, confirmPassword: password }, 'username', {
      needsPassword: true,
    });
    if (issues.length) throw badFields(issues);
  }

  /** Makes an account with a password under an upline (or none), refusing a taken username. */
  async function newAccount(brand: Brand, a: NewAccount): Promise<MemberRow> {
    checkAccountFields(brand, a.username, a.password);
    try {
      return await auth.createMember(brand, {
        username: a.username,
        password: a.password,
        accountType: a.accountType,
        uplineId: a.uplineId,
        nickname: a.nickname || a.username,
      });
    } catch (e) {
      if (dbErrorOf(e)?.code === '23505') throw new AppError('username.taken');
      throw e;
    }
  }

  function period(f: DayFigures, brand: Brand): TTeamPeriod {
    return {
      newMembers: f.newMembers,
      activeMembers: f.activeMembers,
      depositAmount: major(brand, f.depositAmount),
      depositCount: f.depositCount,
      withdrawAmount: major(brand, f.withdrawAmount),
      validBet: major(brand, f.validBet),
      profitLoss: major(brand, f.profitLoss),
    };
  }

  function sumDays(days: DayFigures[]): DayFigures {
    const s = emptyDay();
    for (const d of days) {
      s.newMembers += d.newMembers;
      s.depositCount += d.depositCount;
      s.depositAmount += d.depositAmount;
      s.withdrawAmount += d.withdrawAmount;
      s.validBet += d.validBet;
      s.profitLoss += d.profitLoss;
    }
    return s;
  }

  /** The team overview computed now, from the tables (no cache). */
  async function computeOverview(brand: Brand, agentId: number) {
    const today = localDay(brand, deps.now());
    const first30 = addDays(today, -29);
    const monthStart = `${today.slice(0, 8)}01`;
    const from = monthStart < first30 ? monthStart : first30;
    const span: Span = {
      brandId: brand.id,
      offsetMinutes: brand.settings.timezoneOffsetMinutes,
      start: dayStart(brand, from),
      end: new Date(dayStart(brand, today).getTime() + DAY_MS),
    };
    const f: OverviewFigures = await overviewFigures(db, agentId, span, dayStart(brand, monthStart));
    const day = (d: string) => f.days.get(d) ?? emptyDay();
    const monthDays: DayFigures[] = [];
    for (let d = monthStart; d <= today; d = addDays(d, 1)) monthDays.push(day(d));
    const month = { ...sumDays(monthDays), activeMembers: f.activeSince };
    const days: (TTeamPeriod & { date: string })[] = [];
    for (let d = first30; d <= today; d = addDays(d, 1)) days.push({ date: d, ...period(day(d), brand) });
    return {
      teamSize: f.teamSize,
      directMembers: f.directMembers,
      directAgents: f.directAgents,
      today: period(day(today), brand),
      yesterday: period(day(addDays(today, -1)), brand),
      month: period(month, brand),
      days,
    };
  }

  type Overview = Awaited<ReturnType<typeof computeOverview>>;

  const service = {
    agentRow,
    inTeam,
    newAccount,
    checkAccountFields,
    computeOverview,

    async centre(brand: Brand, agentId: number) {
      const me = await agentRow(brand, agentId);
      const allowed = CONTRACT_KINDS_BY_TYPE[me.accountType] ?? [];
      const contractKinds = allowed.filter((k) => switchOn(brand, CONTRACT_KIND_SWITCH[k] as ModId));
      const pending = await contracts.awaitingCounts(brand.id, me.id);
      return { type: me.accountType, canCreateAgents: isAgentType(me.accountType), contractKinds, pending };
    },

    async notices(brand: Brand) {
      const rows = await db
        .select()
        .from(agentNotices)
        .where(and(eq(agentNotices.brandId, brand.id), isNull(agentNotices.retiredAt)))
        .orderBy(desc(agentNotices.createdAt), desc(agentNotices.id))
        .limit(100);
      return { list: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, time: r.createdAt.getTime() })) };
    },

    /**
     * The team overview (decision 1100), computed at most once per agent and OVERVIEW_FRESH_MS window:
     * the answer of a window is kept in the shared store (other server copies take it from there) and
     * in this process. When a new window starts, the previous window's answer is served while one
     * computation of the new one runs, so callers wait only when the agent has no answer from the
     * window before (an answer is never older than two windows). `agentId` must be an agent of the
     * brand (the route's session and agentOnly gate).
     */
    async teamOverview(brand: Brand, agentId: number): Promise<Overview> {
      // The route's gates have checked the caller is an agent of this brand (agentOnly, the session's
      // brand); a known answer is served without touching the database.
      const windowNo = Math.floor(deps.now().getTime() / OVERVIEW_FRESH_MS);
      const id = `${brand.id}:${agentId}`;
      const known = overviews.get(id);
      if (known?.windowNo === windowNo) return known.value;
      const next = overviewOf(brand, agentId, windowNo);
      if (known?.windowNo === windowNo - 1) {
        next.catch((e) => deps.log.warn({ err: e, agentId }, 'team overview refresh failed'));
        return known.value;
      }
      return next;
    },

    async downlines(brand: Brand, callerId: number, q: CallParsed<typeof calls.downlines>) {
      const caller = await agentRow(brand, callerId);
      const search = q.username?.trim();
      const parent = !search && q.parent ? await inTeam(brand, caller, q.parent, true) : caller;
      const depth = caller.uplinePath.length;
      const scope = search
        ? sql`${teamOf(sql`m.upline_path`, caller.id)} AND lower(m.username) LIKE ${prefixPattern(search)}`
        : sql`m.upline_id = ${parent.id}`;
      const typeFilter =
        q.type === 'member'
          ? sql` AND m.account_type = 0`
          : q.type === 'agent'
            ? sql` AND m.account_type IN (${AGENT_TYPE_LIST})`
            : sql``;
      const where = sql`m.brand_id = ${brand.id} AND ${scope}${typeFilter}`;
      const [count] = await rowsOf<{ c: Num }>(db, sql`SELECT count(*) AS c FROM members m WHERE ${where}`);
      const rows = await rowsOf<{
        id: Num;
        username: string;
        nickname: string;
        account_type: Num;
        depth: Num;
        parent: string | null;
        balance: Num;
        last_login: string | null;
        status: string;
        created_at: string;
        team: Num;
      }>(
        db,
        sql`SELECT m.id, m.username, m.nickname, m.account_type, cardinality(m.upline_path) AS depth,
                   p.username AS parent, m.status, m.created_at,
                   (SELECT COALESCE(sum(a.balance - a.held), 0) FROM wallet_accounts a
                     WHERE a.member_id = m.id AND a.kind = 'main') AS balance,
                   (SELECT s.created_at FROM sessions s WHERE s.member_id = m.id
                     ORDER BY s.created_at DESC LIMIT 1) AS last_login,
                   CASE WHEN m.account_type IN (${AGENT_TYPE_LIST})
                        THEN (SELECT count(*) FROM members t WHERE t.upline_path @> ARRAY[m.id]::bigint[])
                        ELSE 0 END AS team
              FROM members m LEFT JOIN members p ON p.id = m.upline_id
             WHERE ${where}
             ORDER BY m.created_at DESC, m.id DESC
             LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      const list: TDownline[] = rows.map((r) => ({
        id: n(r.id),
        username: r.username,
        nickname: r.nickname,
        type: n(r.account_type),
        level: n(r.depth) - depth,
        parentUsername: r.parent ?? '',
        balance: major(brand, n(r.balance)),
        lastLoginAt: r.last_login ? new Date(r.last_login).getTime() : null,
        status: r.status,
        createdAt: new Date(r.created_at).getTime(),
        teamSize: n(r.team),
      }));
      return { list, pageNo: q.pageNo, pageSize: q.pageSize, total: n(count?.c) };
    },

    async createDownline(brand: Brand, callerId: number, input: CallParsed<typeof calls.createDownline>) {
      const caller = await agentRow(brand, callerId);
      const type = input.kind === 'agent' ? subAgentType(caller.accountType) : 0;
      const m = await newAccount(brand, {
        username: input.username,
        password: input.password,
        ...(input.nickname ? { nickname: input.nickname } : {}),
        accountType: type,
        uplineId: caller.id,
      });
      deps.log.info({ agentId: caller.id, memberId: m.id, type }, 'agent made a downline');
      return { id: m.id, username: m.username, type: m.accountType };
    },

    async teamBets(brand: Brand, callerId: number, q: CallParsed<typeof calls.teamBets>) {
      const caller = await agentRow(brand, callerId);
      const span = spanOf(brand, q.start, q.end);
      const who = q.username ? await inTeam(brand, caller, q.username) : null;
      const where = sql`v.brand_id = ${brand.id} AND ${teamOf(sql`v.upline_path`, caller.id)}
        AND v.settled_at >= ${span.start.toISOString()}::timestamptz AND v.settled_at < ${span.end.toISOString()}::timestamptz
        ${who ? sql`AND v.member_id = ${who.id}` : sql``} ${q.category ? sql`AND v.category = ${q.category}` : sql``}`;
      const figures = sql`count(*) FILTER (WHERE v.seq = 0) AS rounds, sum(v.stake) AS stake,
                          sum(v.valid_amount) AS valid, sum(v.win) AS win`;
      type Row = { key: string; rounds: Num; stake: Num; valid: Num; win: Num };
      const rows =
        q.groupBy === 'member'
          ? await rowsOf<Row>(
              db,
              sql`SELECT m.username AS key, s.rounds, s.stake, s.valid, s.win
                    FROM (SELECT v.member_id, ${figures} FROM valid_bets v WHERE ${where} GROUP BY v.member_id) s
                    JOIN members m ON m.id = s.member_id ORDER BY s.valid DESC, m.username`,
            )
          : q.groupBy === 'category'
            ? await rowsOf<Row>(
                db,
                sql`SELECT v.category AS key, ${figures} FROM valid_bets v WHERE ${where} GROUP BY 1 ORDER BY 1`,
              )
            : await rowsOf<Row>(
                db,
                sql`SELECT ${localDaySql(sql`v.settled_at`, brand.settings.timezoneOffsetMinutes)} AS key, ${figures}
                      FROM valid_bets v WHERE ${where} GROUP BY 1 ORDER BY 1 DESC`,
              );
      const row = (r: Omit<Row, 'key'>) => ({
        rounds: n(r.rounds),
        betAmount: major(brand, n(r.stake)),
        validBet: major(brand, n(r.valid)),
        winAmount: major(brand, n(r.win)),
        profitLoss: major(brand, n(r.win) - n(r.stake)),
      });
      const t = rows.reduce(
        (s, r) => ({
          rounds: s.rounds + n(r.rounds),
          stake: s.stake + n(r.stake),
          valid: s.valid + n(r.valid),
          win: s.win + n(r.win),
        }),
        { rounds: 0, stake: 0, valid: 0, win: 0 },
      );
      const page = rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
      return {
        list: page.map((r) => ({ key: String(r.key), ...row(r) })),
        totals: row(t),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: rows.length,
      };
    },

    async userLoss(brand: Brand, callerId: number, q: CallParsed<typeof calls.userLoss>) {
      const caller = await agentRow(brand, callerId);
      const span = spanOf(brand, q.start, q.end);
      const parent = q.parent ? await inTeam(brand, caller, q.parent, true) : caller;
      const where = and(eq(members.brandId, brand.id), eq(members.uplineId, parent.id));
      const [count] = await db.select({ c: sql<Num>`count(*)` }).from(members).where(where);
      const page = await db
        .select({ id: members.id, username: members.username, type: members.accountType })
        .from(members)
        .where(where)
        .orderBy(members.username)
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize);
      const depth = parent.uplinePath.length;
      const all = await branchFigures(db, parent.id, depth, span);
      const row = (f: Omit<BranchFigures, 'id'> | undefined) => ({
        teamSize: f?.teamSize ?? 0,
        depositAmount: major(brand, f?.depositAmount ?? 0),
        withdrawAmount: major(brand, f?.withdrawAmount ?? 0),
        betAmount: major(brand, f?.betAmount ?? 0),
        validBet: major(brand, f?.validBet ?? 0),
        winAmount: major(brand, f?.winAmount ?? 0),
        profitLoss: major(brand, f?.profitLoss ?? 0),
      });
      const totals = emptyBranch(0);
      for (const f of all.values()) {
        totals.teamSize += f.teamSize + 1;
        totals.depositAmount += f.depositAmount;
        totals.withdrawAmount += f.withdrawAmount;
        totals.betAmount += f.betAmount;
        totals.validBet += f.validBet;
        totals.winAmount += f.winAmount;
        totals.profitLoss += f.profitLoss;
      }
      return {
        list: page.map((m) => ({ username: m.username, type: m.type, ...row(all.get(m.id)) })),
        totals: row(totals),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: n(count?.c),
      };
    },

    async accountDetails(brand: Brand, callerId: number, q: CallParsed<typeof calls.accountDetails>) {
      const caller = await agentRow(brand, callerId);
      const span = spanOf(brand, q.start, q.end);
      const who = q.username ? await inTeam(brand, caller, q.username) : null;
      const list = (kinds: readonly string[]) =>
        sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        );
      const kindFilter = !q.kind
        ? sql``
        : q.kind === 'salary'
          ? sql`AND t.kind NOT IN (${list(NAMED_KINDS)})`
          : sql`AND t.kind IN (${list(LEDGER_KINDS_OF[q.kind])})`;
      const where = sql`l.brand_id = ${brand.id} AND l.member_id IS NOT NULL
        AND l.created_at >= ${span.start.toISOString()}::timestamptz AND l.created_at < ${span.end.toISOString()}::timestamptz
        ${who ? sql`AND l.member_id = ${who.id}` : sql`AND ${teamOf(sql`m.upline_path`, caller.id)}`} ${kindFilter}
        AND NOT EXISTS (SELECT 1 FROM wallet_accounts b WHERE b.id = l.account_id AND b.vendor = ${BONUS_WALLET})`;
      const from = sql`FROM ledger_lines l JOIN ledger_transactions t ON t.id = l.transaction_id
                       JOIN members m ON m.id = l.member_id`;
      const [count] = await rowsOf<{ c: Num }>(db, sql`SELECT count(*) AS c ${from} WHERE ${where}`);
      const rows = await rowsOf<{
        id: Num;
        username: string;
        kind: string;
        amount: Num;
        balance_after: Num;
        created_at: string;
        memo: string;
      }>(
        db,
        sql`SELECT l.id, m.username, t.kind, l.amount, l.balance_after, l.created_at, t.memo ${from}
             WHERE ${where} ORDER BY l.created_at DESC, l.id DESC
             LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
      );
      return {
        list: rows.map((r) => ({
          id: n(r.id),
          username: r.username,
          kind: teamKindOf(r.kind),
          amount: major(brand, n(r.amount)),
          balanceAfter: major(brand, n(r.balance_after)),
          time: new Date(r.created_at).getTime(),
          remark: r.memo ?? '',
        })),
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: n(count?.c),
      };
    },

    async invitationLinks(brand: Brand, callerId: number, origin: string) {
      const caller = await agentRow(brand, callerId);
      return { max: MAX_INVITATION_LINKS, list: await linksOf(brand, db, caller.id, origin) };
    },

    /**
     * A new invitation link. The agent's member row is locked for the count and the insert, so two
     * links made at once cannot both be the tenth (race test on PostgreSQL).
     */
    async createInvitationLink(
      brand: Brand,
      callerId: number,
      input: CallParsed<typeof calls.createInvitationLink>,
      origin: string,
    ) {
      const caller = await agentRow(brand, callerId);
      for (let attempt = 0; ; attempt++) {
        try {
          const id = await db.transaction(async (tx) => {
            await rowsOf(tx, sql`SELECT id FROM members WHERE id = ${caller.id} FOR UPDATE`);
            const [active] = await rowsOf<{ c: Num }>(
              tx,
              sql`SELECT count(*) AS c FROM affiliate_codes
                   WHERE member_id = ${caller.id} AND brand_id = ${brand.id} AND retired_at IS NULL`,
            );
            if (n(active?.c) >= MAX_INVITATION_LINKS) {
              throw new AppError('agents.links.limit', { max: MAX_INVITATION_LINKS });
            }
            const [row] = await tx
              .insert(affiliateCodes)
              .values({
                brandId: brand.id,
                code: newCode(),
                memberId: caller.id,
                kind: input.kind,
                label: input.label,
                createdAt: deps.now(),
              })
              .returning({ id: affiliateCodes.id });
            if (!row) throw new Error('invitation link insert returned nothing');
            return row.id;
          });
          const link = (await linksOf(brand, db, caller.id, origin)).find((l) => l.id === id);
          if (!link) throw new Error('the new invitation link is missing');
          return link;
        } catch (e) {
          // A code already taken (one in a billion): draw again.
          if (dbErrorOf(e)?.code === '23505' && attempt < 3) continue;
          throw e;
        }
      }
    },

    async deleteInvitationLink(brand: Brand, callerId: number, id: number) {
      const caller = await agentRow(brand, callerId);
      const [row] = await db
        .update(affiliateCodes)
        .set({ retiredAt: deps.now() })
        .where(
          and(
            eq(affiliateCodes.id, id),
            eq(affiliateCodes.memberId, caller.id),
            eq(affiliateCodes.brandId, brand.id),
            isNull(affiliateCodes.retiredAt),
          ),
        )
        .returning({ id: affiliateCodes.id });
      if (!row) throw new AppError('agents.link.not.found');
      return { id: row.id };
    },

    /** Whether `type` may be given to a top agent. */
    isTopAgentType(type: number): boolean {
      return (TOP_AGENT_TYPES as readonly number[]).includes(type);
    },
  };

  /**
   * The agent's active links with their sign-ups and first deposits; each one's address is the register
   * page on `origin` (the site as the agent reached it).
   */
  async function linksOf(brand: Brand, on: DbOrTx, agentId: number, origin: string): Promise<TInvitationLink[]> {
    const rows = await rowsOf<{
      id: Num;
      code: string;
      kind: 'member' | 'agent';
      label: string;
      created_at: string;
      sign_ups: Num;
      firsts: Num;
    }>(
      on,
      sql`SELECT c.id, c.code, c.kind, c.label, c.created_at,
                 (SELECT count(*) FROM members m WHERE m.signup_code_id = c.id) AS sign_ups,
                 (SELECT count(*) FROM members m JOIN member_firsts f ON f.member_id = m.id AND f.kind = 'deposit'
                   WHERE m.signup_code_id = c.id) AS firsts
            FROM affiliate_codes c
           WHERE c.member_id = ${agentId} AND c.brand_id = ${brand.id} AND c.retired_at IS NULL
           ORDER BY c.created_at, c.id`,
    );
    return rows.map((r) => ({
      id: n(r.id),
      code: r.code,
      kind: r.kind,
      label: r.label,
      url: `${origin}/register?affiliateCode=${encodeURIComponent(r.code)}`,
      signUps: n(r.sign_ups),
      firstDeposits: n(r.firsts),
      createdAt: new Date(r.created_at).getTime(),
    }));
  }

  return service;
}

export type AgentsService = ReturnType<typeof createAgentsService>;
