import type * as bo from '@app/contracts/calls/backoffice-agents';
import type { TAgentReportRow, TTreeNode } from '@app/contracts/calls/backoffice-agents';
import type { CallParsed } from '@app/contracts/define';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { agentNotices, members } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import { badFields } from '../auth/auth-kit.ts';
import { sharedHasher } from '../auth/passwords.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { major } from '../wallet/money.ts';
import type { AgentsService } from './agents-service.ts';
import { spanOf } from './agents-service.ts';
import { AGENT_TYPE_LIST, type BranchFigures, branchFigures, emptyBranch } from './team-queries.ts';

/** Who acts, and from where: a staff member (request address and user agent) or an operator at the CLI. */
export interface Acting {
  actor: AuditActor;
  ip: string;
  channel: string;
}

type Num = number | string | null;
const n = (v: Num | undefined): number => Number(v ?? 0);

/**
 * The back office's agents (issue 16 item 5, decision 1100): the agent list and tree, making a top
 * agent (staff and the CLI), the report by agent, and the agents' announcements. Every write records
 * its audit entry in the change's transaction.
 */
export function createAgentsBackoffice(deps: Deps, agents: AgentsService, audit: AuditService) {
  const { db } = deps;
  const hasher = sharedHasher(deps.config.argon2MaxConcurrent, deps.config.argon2MaxQueued);

  async function nodes(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, page: Page) {
    const [count] = await rowsOf<{ c: Num }>(db, sql`SELECT count(*) AS c FROM members m WHERE ${where}`);
    const rows = await rowsOf<{
      id: Num;
      username: string;
      nickname: string;
      account_type: Num;
      parent: string | null;
      depth: Num;
      status: string;
      created_at: string;
      team: Num;
      direct: Num;
    }>(
      db,
      sql`SELECT m.id, m.username, m.nickname, m.account_type, p.username AS parent, cardinality(m.upline_path) AS depth,
                 m.status, m.created_at,
                 (SELECT count(*) FROM members t WHERE t.upline_path @> ARRAY[m.id]::bigint[]) AS team,
                 (SELECT count(*) FROM members d WHERE d.upline_id = m.id) AS direct
            FROM members m LEFT JOIN members p ON p.id = m.upline_id
           WHERE ${where} ORDER BY ${order}
           LIMIT ${page.pageSize} OFFSET ${(page.pageNo - 1) * page.pageSize}`,
    );
    const list: TTreeNode[] = rows.map((r) => ({
      id: n(r.id),
      username: r.username,
      nickname: r.nickname,
      type: n(r.account_type),
      parentUsername: r.parent ?? '',
      depth: n(r.depth),
      status: r.status,
      createdAt: new Date(r.created_at).toISOString(),
      teamSize: n(r.team),
      directCount: n(r.direct),
    }));
    return { list, pageNo: page.pageNo, pageSize: page.pageSize, total: n(count?.c) };
  }

  async function agentById(brand: Brand, id: number) {
    const [m] = await db
      .select()
      .from(members)
      .where(
        and(eq(members.id, id), eq(members.brandId, brand.id), sql`${members.accountType} IN (${AGENT_TYPE_LIST})`),
      );
    if (!m) throw new AppError('agents.agent.not.found');
    return m;
  }

  async function node(brand: Brand, id: number): Promise<TTreeNode> {
    const r = await nodes(sql`m.id = ${id} AND m.brand_id = ${brand.id}`, sql`m.id`, {
      pageNo: 1,
      pageSize: 1,
    });
    const first = r.list[0];
    if (!first) throw new AppError('agents.agent.not.found');
    return first;
  }

  function reportRow(brand: Brand, f: Omit<BranchFigures, 'id'>) {
    return {
      teamSize: f.teamSize,
      newMembers: f.newMembers,
      activeMembers: f.activeMembers,
      depositCount: f.depositCount,
      depositAmount: major(brand, f.depositAmount),
      withdrawAmount: major(brand, f.withdrawAmount),
      validBet: major(brand, f.validBet),
      profitLoss: major(brand, f.profitLoss),
    };
  }

  return {
    async list(brand: Brand, q: CallParsed<typeof bo.list>) {
      const search = q.q?.trim();
      const where = sql`m.brand_id = ${brand.id} AND m.account_type IN (${AGENT_TYPE_LIST})
        ${q.type === undefined ? sql`` : sql`AND m.account_type = ${q.type}`}
        ${search ? sql`AND lower(m.username) LIKE ${`${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
      return nodes(where, sql`cardinality(m.upline_path), m.username`, q);
    },

    async children(brand: Brand, q: CallParsed<typeof bo.children>) {
      const parent = await agentById(brand, q.parentId);
      const agentsFirst = sql`(m.account_type IN (${AGENT_TYPE_LIST})) DESC, m.username`;
      return nodes(sql`m.brand_id = ${brand.id} AND m.upline_id = ${parent.id}`, agentsFirst, q);
    },

    /** Makes a top agent: the account and its audit entry in one transaction (staff and the CLI). */
    async createTopAgent(brand: Brand, input: CallParsed<typeof bo.create>, acting: Acting): Promise<TTreeNode> {
      if (!agents.isTopAgentType(input.type)) throw badFields([{ field: 'type', reason: 'err_agent_type' }]);
      const entry = {
        brandId: brand.id,
        action: 'agent.create',
        ...(input.reason ? { reason: input.reason } : {}),
        ...acting,
      };
      audit.check(entry);
      // The register form's rules for the username and password (the same check agents' downlines get).
      agents.checkAccountFields(brand, input.username, input.password);
      const passwordHash = await hasher.hash(input.password);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(members)
            .values({
              brandId: brand.id,
              username: input.username,
              nickname: input.nickname || input.username,
              accountType: input.type,
              passwordHash,
              passwordChangedAt: deps.now(),
            })
            .returning();
          if (!row) throw new Error('agent insert returned nothing');
          await audit.record(tx, {
            ...entry,
            target: { kind: 'member', id: row.username },
            before: null,
            after: { username: row.username, type: row.accountType, upline: null },
          });
          return row.id;
        });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') throw new AppError('username.taken');
        throw e;
      }
      return node(brand, id);
    },

    async report(brand: Brand, q: CallParsed<typeof bo.report>) {
      const span = spanOf(brand, q.from, q.to);
      const parent = q.parentId ? await agentById(brand, q.parentId) : null;
      const rows = await rowsOf<{ id: Num; username: string; account_type: Num }>(
        db,
        parent
          ? sql`SELECT m.id, m.username, m.account_type FROM members m
                 WHERE m.brand_id = ${brand.id} AND m.upline_id = ${parent.id} ORDER BY m.username`
          : sql`SELECT m.id, m.username, m.account_type FROM members m
                 WHERE m.brand_id = ${brand.id} AND m.upline_id IS NULL AND m.account_type IN (${AGENT_TYPE_LIST})
                 ORDER BY m.username`,
      );
      const ids = rows.map((r) => n(r.id));
      const figures =
        ids.length === 0
          ? new Map<number, BranchFigures>()
          : await branchFigures(db, parent?.id ?? null, parent?.uplinePath.length ?? 0, span, parent ? undefined : ids);
      const list: TAgentReportRow[] = rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map((r) => ({
        id: n(r.id),
        username: r.username,
        type: n(r.account_type),
        ...reportRow(brand, figures.get(n(r.id)) ?? emptyBranch(n(r.id))),
      }));
      const t = emptyBranch(0);
      for (const id of ids) {
        const f = figures.get(id);
        if (!f) continue;
        t.teamSize += f.teamSize + 1;
        t.newMembers += f.newMembers;
        t.activeMembers += f.activeMembers;
        t.depositCount += f.depositCount;
        t.depositAmount += f.depositAmount;
        t.withdrawAmount += f.withdrawAmount;
        t.validBet += f.validBet;
        t.profitLoss += f.profitLoss;
      }
      return {
        list,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        total: rows.length,
        currency: brand.settings.currency,
        minorUnits: brand.settings.minorUnits,
        totals: reportRow(brand, t),
      };
    },

    async notices(brand: Brand) {
      const r = await agents.notices(brand);
      return {
        list: r.list.map((x) => ({
          id: x.id,
          title: x.title,
          body: x.body,
          createdAt: new Date(x.time).toISOString(),
        })),
      };
    },

    async noticeCreate(brand: Brand, input: { title: string; body: string }, acting: Acting) {
      const entry = { brandId: brand.id, action: 'agent_notice.create', ...acting };
      audit.check(entry);
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(agentNotices)
          .values({ brandId: brand.id, title: input.title, body: input.body, createdAt: deps.now() })
          .returning();
        if (!r) throw new Error('notice insert returned nothing');
        await audit.record(tx, {
          ...entry,
          target: { kind: 'agent_notice', id: r.id },
          before: null,
          after: { title: r.title },
        });
        return r;
      });
      return { id: row.id, title: row.title, body: row.body, createdAt: row.createdAt.toISOString() };
    },

    async noticeRetire(brand: Brand, id: number, acting: Acting) {
      const entry = { brandId: brand.id, action: 'agent_notice.retire', ...acting };
      audit.check(entry);
      return db.transaction(async (tx) => {
        const [r] = await tx
          .update(agentNotices)
          .set({ retiredAt: deps.now() })
          .where(and(eq(agentNotices.id, id), eq(agentNotices.brandId, brand.id), isNull(agentNotices.retiredAt)))
          .returning();
        if (!r) throw new AppError('agents.notice.not.found');
        await audit.record(tx, {
          ...entry,
          target: { kind: 'agent_notice', id: r.id },
          before: { title: r.title, retired: false },
          after: { title: r.title, retired: true },
        });
        return { id: r.id };
      });
    },
  };
}

interface Page {
  pageNo: number;
  pageSize: number;
}

export type AgentsBackoffice = ReturnType<typeof createAgentsBackoffice>;
