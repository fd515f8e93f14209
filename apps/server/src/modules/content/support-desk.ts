import type { TSupportConversation } from '@app/contracts/calls/backoffice-support';
import { SUPPORT_MESSAGE_MAX, type TSupportMessage } from '@app/contracts/calls/content';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { supportConversations, supportMessages } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import type { StaffService } from '../staff/staff-service.ts';
import { CONVERSATION_MAX_MESSAGES, type SupportService } from './support-service.ts';

/** Roles that may take (be assigned) support conversations. */
export const SUPPORT_DESK_ROLES = ['owner', 'admin', 'support'] as const;

export interface DeskActing {
  actor: AuditActor;
  ip: string;
  channel: string;
}

interface SummaryRow {
  conversation: string;
  channel: string;
  messages: number | string;
  started_at: string | Date;
  last_id: number | string;
  assigned_to: number | string | null;
  closed: boolean;
}

export type SupportDesk = ReturnType<typeof createSupportDesk>;

/**
 * The back office's support conversations queue (issue 15 item 4, decision 1040). support_messages
 * holds the messages; support_conversations the desk's state (no row: open, unassigned). A claim is one
 * conditional upsert, so of two claims at once exactly one wins; reply and close lock the desk row. A
 * closed conversation opens again when the visitor writes after it was closed. Every write records its
 * audit entry in its transaction.
 */
export function createSupportDesk(deps: Deps, support: SupportService, staff: StaffService, audit: AuditService) {
  const { db } = deps;

  /** Every conversation's summary (or one), computed from the messages and the desk's row. */
  function summaries(on: typeof db | Tx, brandId: number, where: ReturnType<typeof sql>, limit: number) {
    return rowsOf<SummaryRow>(
      on,
      sql`SELECT * FROM (
            SELECT m.conversation, min(m.channel) AS channel, count(*) AS messages, min(m.created_at) AS started_at,
                   max(m.id) AS last_id, c.assigned_to,
                   coalesce(c.status = 'closed' AND NOT EXISTS (
                     SELECT 1 FROM support_messages v
                      WHERE v.brand_id = m.brand_id AND v.conversation = m.conversation
                        AND v.sender = 'visitor' AND v.id > coalesce(c.closed_last_message, 0)), false) AS closed
              FROM support_messages m
              LEFT JOIN support_conversations c ON c.brand_id = m.brand_id AND c.conversation = m.conversation
             WHERE m.brand_id = ${brandId}
             GROUP BY m.brand_id, m.conversation, c.status, c.assigned_to, c.closed_last_message) s
          WHERE ${where}
          ORDER BY s.started_at ASC, s.conversation ASC
          LIMIT ${limit}`,
    );
  }

  async function names(brandId: number): Promise<Map<number, string>> {
    const all = [...(await staff.list(brandId)), ...(await staff.list(null))];
    return new Map(all.map((s) => [s.id, s.username]));
  }

  async function present(
    on: typeof db | Tx,
    brandId: number,
    rows: SummaryRow[],
    known?: Map<number, string>,
  ): Promise<TSupportConversation[]> {
    if (rows.length === 0) return [];
    const who = known ?? (await names(brandId));
    const lastIds = rows.map((r) => Number(r.last_id));
    const lasts = await on
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.brandId, brandId), inArray(supportMessages.id, lastIds)));
    const byId = new Map(lasts.map((m) => [m.id, m]));
    const now = deps.now().getTime();
    return rows.flatMap((r) => {
      const last = byId.get(Number(r.last_id));
      if (!last) return [];
      const started = new Date(r.started_at);
      const assigned = r.assigned_to === null ? null : Number(r.assigned_to);
      return [
        {
          conversation: r.conversation,
          channel: r.channel,
          status: r.closed ? ('closed' as const) : ('open' as const),
          assignee: assigned === null ? null : { id: assigned, username: who.get(assigned) ?? `#${assigned}` },
          messages: Number(r.messages),
          startedAt: started.toISOString(),
          ageSeconds: Math.max(0, Math.floor((now - started.getTime()) / 1000)),
          waiting: last.sender === 'visitor',
          last: {
            id: last.id,
            from: last.sender === 'agent' ? ('agent' as const) : ('visitor' as const),
            text: last.body,
            time: last.createdAt.getTime(),
          },
        },
      ];
    });
  }

  /** One conversation's summary (support.conversation.not.found when it has no message in the brand). */
  async function one(
    on: typeof db | Tx,
    brandId: number,
    conversation: string,
    who?: Map<number, string>,
  ): Promise<TSupportConversation> {
    const [row] = await present(
      on,
      brandId,
      await summaries(on, brandId, sql`s.conversation = ${conversation}`, 1),
      who,
    );
    if (!row) throw new AppError('support.conversation.not.found');
    return row;
  }

  /** Locks the desk row of an existing conversation (made when missing) and answers its summary. */
  async function locked(
    tx: Tx,
    brandId: number,
    conversation: string,
    who: Map<number, string>,
  ): Promise<TSupportConversation> {
    await one(tx, brandId, conversation, who);
    await tx
      .insert(supportConversations)
      .values({ brandId, conversation, status: 'open', updatedAt: deps.now() })
      .onConflictDoNothing();
    await tx
      .select()
      .from(supportConversations)
      .where(and(eq(supportConversations.brandId, brandId), eq(supportConversations.conversation, conversation)))
      .for('update');
    return one(tx, brandId, conversation, who);
  }

  const state = (c: TSupportConversation) => ({ status: c.status, assignee: c.assignee?.username ?? null });
  const target = (conversation: string) => ({ kind: 'support_conversation', id: conversation });

  return {
    async list(brandId: number, f: { status: 'open' | 'closed'; mineOf?: number; limit: number }) {
      const closed = f.status === 'closed';
      const where =
        f.mineOf === undefined ? sql`s.closed = ${closed}` : sql`s.closed = ${closed} AND s.assigned_to = ${f.mineOf}`;
      return present(db, brandId, await summaries(db, brandId, where, f.limit));
    },

    async view(brandId: number, conversation: string) {
      const summary = await one(db, brandId, conversation);
      return { summary, messages: await support.history(brandId, conversation) };
    },

    /** Takes an open, unassigned conversation for the staff member; exactly one of concurrent claims wins. */
    async claim(brandId: number, conversation: string, staffId: number, acting: DeskActing) {
      // Staff names are read before the transaction: a query outside it while it is open would wait on it.
      const who = await names(brandId);
      return db.transaction(async (tx) => {
        const before = await one(tx, brandId, conversation, who);
        if (before.status === 'closed') throw new AppError('support.conversation.closed');
        if (before.assignee?.id === staffId) return before;
        const now = deps.now();
        const won = await rowsOf<{ conversation: string }>(
          tx,
          sql`INSERT INTO support_conversations (brand_id, conversation, status, assigned_to, assigned_at, updated_at)
              VALUES (${brandId}, ${conversation}, 'open', ${staffId}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
              ON CONFLICT (brand_id, conversation) DO UPDATE
                 SET status = 'open', assigned_to = EXCLUDED.assigned_to, assigned_at = EXCLUDED.assigned_at,
                     updated_at = EXCLUDED.updated_at
               WHERE support_conversations.assigned_to IS NULL OR support_conversations.status = 'closed'
              RETURNING conversation`,
        );
        if (won.length === 0) throw new AppError('support.conversation.taken');
        const after = await one(tx, brandId, conversation, who);
        await audit.record(tx, {
          brandId,
          action: 'support.claim',
          ...acting,
          target: target(conversation),
          before: state(before),
          after: state(after),
        });
        return after;
      });
    },

    /** Gives an open conversation to a staff member of the brand who may answer it. */
    async assign(brandId: number, conversation: string, staffId: number, acting: DeskActing) {
      const all = [...(await staff.list(brandId)), ...(await staff.list(null))];
      const who = new Map(all.map((s) => [s.id, s.username]));
      const assignee = all.find((s) => s.id === staffId);
      const mayTake = assignee !== undefined && (SUPPORT_DESK_ROLES as readonly string[]).includes(assignee.role);
      if (!mayTake || assignee.status !== 'active') {
        throw new AppError('support.assignee.invalid');
      }
      return db.transaction(async (tx) => {
        const before = await locked(tx, brandId, conversation, who);
        if (before.status === 'closed') throw new AppError('support.conversation.closed');
        if (before.assignee?.id === staffId) return before;
        const now = deps.now();
        await tx
          .update(supportConversations)
          .set({ status: 'open', assignedTo: staffId, assignedAt: now, updatedAt: now })
          .where(and(eq(supportConversations.brandId, brandId), eq(supportConversations.conversation, conversation)));
        const after = await one(tx, brandId, conversation, who);
        await audit.record(tx, {
          brandId,
          action: 'support.assign',
          ...acting,
          target: target(conversation),
          before: state(before),
          after: state(after),
        });
        return after;
      });
    },

    /**
     * A staff answer: refused on a closed conversation or one another staff member has; an unassigned
     * one becomes the answerer's.
     */
    async reply(
      brandId: number,
      conversation: string,
      text: string,
      staffId: number,
      acting: DeskActing,
    ): Promise<TSupportMessage> {
      const body = text.trim();
      if (body.length === 0 || body.length > SUPPORT_MESSAGE_MAX) {
        throw new AppError('request_param_err', { fields: [{ field: 'text', reason: `1-${SUPPORT_MESSAGE_MAX}` }] });
      }
      const who = await names(brandId);
      return db.transaction(async (tx) => {
        const before = await locked(tx, brandId, conversation, who);
        if (before.status === 'closed') throw new AppError('support.conversation.closed');
        if (before.assignee && before.assignee.id !== staffId) throw new AppError('support.conversation.taken');
        if (before.messages >= CONVERSATION_MAX_MESSAGES) throw new AppError('quota.insufficient');
        const now = deps.now();
        if (!before.assignee) {
          await tx
            .update(supportConversations)
            .set({ status: 'open', assignedTo: staffId, assignedAt: now, updatedAt: now })
            .where(and(eq(supportConversations.brandId, brandId), eq(supportConversations.conversation, conversation)));
        }
        const [row] = await tx
          .insert(supportMessages)
          .values({
            brandId,
            conversation,
            channel: before.channel,
            sender: 'agent',
            body,
            memberId: null,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('support insert returned nothing');
        await audit.record(tx, {
          brandId,
          action: 'support.reply',
          ...acting,
          target: target(conversation),
          before: state(before),
          after: { messageId: row.id, text: body },
        });
        return { id: row.id, from: 'agent', text: row.body, time: row.createdAt.getTime() };
      });
    },

    /** Closes an open conversation (a visitor's message afterwards opens it again). */
    async close(brandId: number, conversation: string, acting: DeskActing) {
      const who = await names(brandId);
      return db.transaction(async (tx) => {
        const before = await locked(tx, brandId, conversation, who);
        if (before.status === 'closed') throw new AppError('support.conversation.closed');
        const now = deps.now();
        await tx
          .update(supportConversations)
          .set({ status: 'closed', closedAt: now, closedLastMessage: before.last.id, updatedAt: now })
          .where(and(eq(supportConversations.brandId, brandId), eq(supportConversations.conversation, conversation)));
        const after = await one(tx, brandId, conversation, who);
        await audit.record(tx, {
          brandId,
          action: 'support.close',
          ...acting,
          target: target(conversation),
          before: state(before),
          after: state(after),
        });
        return after;
      });
    },
  };
}
