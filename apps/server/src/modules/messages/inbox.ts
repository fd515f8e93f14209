import {
  MESSAGE_CATEGORIES,
  type TMessage,
  type TMessageCategory,
  type TUnreadCounts,
} from '@app/contracts/calls/messages';
import type { Language } from '@app/contracts/languages';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { feedback, memberMessages, messageCampaigns } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { StoredEvent } from '../../events/catalogue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { type Params, pickCampaignText, renderTemplate, type Template } from './templates.ts';

/** The events that leave a message in the member's inbox. */
export const INBOX_EVENTS = [
  'deposit.approved',
  'withdrawal.paid',
  'bonus.granted',
  'agentContract.offered',
  'points.redeem_decided',
  'vip.level_changed',
  'feedback.replied',
] as const;
export type InboxEvent = (typeof INBOX_EVENTS)[number];

type Row = typeof memberMessages.$inferSelect & { texts: Record<string, { title: string; body: string }> | null };

const inInbox = (memberId: number): SQL | undefined =>
  and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt));

/** Which template and parameters an event's message has, and its category. */
async function messageOf(
  tx: Tx,
  e: StoredEvent<InboxEvent>,
): Promise<{ memberId: number; category: TMessageCategory; template: Template; params: Params }> {
  switch (e.type) {
    case 'deposit.approved':
      return {
        memberId: e.payload.memberId,
        category: 'account',
        template: 'deposit_approved',
        params: { orderNo: e.payload.orderNo, amount: e.payload.amount },
      };
    case 'withdrawal.paid':
      return {
        memberId: e.payload.memberId,
        category: 'account',
        template: 'withdrawal_paid',
        params: { orderNo: e.payload.orderNo, amount: e.payload.amount },
      };
    case 'bonus.granted':
      return {
        memberId: e.payload.memberId,
        category: 'account',
        template: 'bonus_granted',
        params: { amount: e.payload.amount },
      };
    case 'agentContract.offered':
      return {
        memberId: e.payload.holderId,
        category: 'account',
        template: 'contract_offered',
        params: { kind: e.payload.kind },
      };
    case 'points.redeem_decided': {
      const p = e.payload;
      return {
        memberId: p.memberId,
        category: 'account',
        template: p.status === 'approved' ? 'redeem_approved' : 'redeem_rejected',
        params: { item: p.itemName, points: p.points, reason: p.reason ?? '' },
      };
    }
    case 'vip.level_changed':
      return {
        memberId: e.payload.memberId,
        category: 'system',
        template: e.payload.direction === 'up' ? 'vip_up' : 'vip_down',
        params: { level: e.payload.toLevel },
      };
    case 'feedback.replied': {
      const [f] = await tx
        .select({ reply: feedback.reply })
        .from(feedback)
        .where(eq(feedback.id, e.payload.feedbackId));
      return {
        memberId: e.payload.memberId,
        category: 'personal',
        template: 'feedback_replied',
        params: { reply: f?.reply ?? '' },
      };
    }
  }
}

export type Inbox = ReturnType<typeof createInbox>;

/**
 * The member's inbox (docs/decisions/1540-messages.md): messages from events, written by the event
 * handler inside the delivery's transaction and keyed by the event (exactly once), and from operator
 * campaigns; read, unread and soft delete; unread counts by category.
 */
export function createInbox(deps: Deps) {
  const { db } = deps;

  function view(brand: Brand, lang: Language, r: Row): TMessage {
    const text = r.template
      ? renderTemplate(brand, lang, r.template, r.params)
      : pickCampaignText(r.texts ?? {}, lang, brand.settings.defaultLanguage);
    return {
      id: r.id,
      category: r.category,
      title: text.title,
      body: text.body,
      read: r.readAt !== null,
      time: r.createdAt.getTime(),
    };
  }

  const withTexts = () =>
    db
      .select({ m: memberMessages, texts: messageCampaigns.texts })
      .from(memberMessages)
      .leftJoin(messageCampaigns, eq(messageCampaigns.id, memberMessages.campaignId));

  async function counts(memberId: number): Promise<TUnreadCounts> {
    const rows = await db
      .select({ category: memberMessages.category, n: count() })
      .from(memberMessages)
      .where(and(inInbox(memberId), isNull(memberMessages.readAt)))
      .groupBy(memberMessages.category);
    const out: TUnreadCounts = { total: 0, system: 0, promotion: 0, account: 0, personal: 0 };
    for (const r of rows) {
      out[r.category] = Number(r.n);
      out.total += Number(r.n);
    }
    return out;
  }

  return {
    counts,

    /** The event handler: one message per event and member (source key event:<id>), in the delivery's tx. */
    async onEvent(e: StoredEvent<InboxEvent>, tx: Tx): Promise<void> {
      const m = await messageOf(tx, e);
      await rowsOf(
        tx,
        sql`INSERT INTO member_messages (brand_id, member_id, category, source_key, template, params, created_at)
            SELECT m.brand_id, m.id, ${m.category}, ${`event:${e.id}`}, ${m.template}, ${JSON.stringify(m.params)}::jsonb,
                   ${e.at.toISOString()}::timestamptz
              FROM members m WHERE m.id = ${m.memberId}
            ON CONFLICT (member_id, source_key) DO NOTHING`,
      );
    },

    async list(
      brand: Brand,
      lang: Language,
      memberId: number,
      category: TMessageCategory | undefined,
      pageNo: number,
      pageSize: number,
    ) {
      const where = and(inInbox(memberId), category ? eq(memberMessages.category, category) : undefined);
      const [c] = await db.select({ n: count() }).from(memberMessages).where(where);
      const total = Number(c?.n ?? 0);
      const rows = await withTexts()
        .where(where)
        .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return {
        list: rows.map((r) => view(brand, lang, { ...r.m, texts: r.texts })),
        pageNo,
        pageSize,
        total,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
      };
    },

    /** Opens a message: marks it read (once) and answers it with the counts after. */
    async read(brand: Brand, lang: Language, memberId: number, id: number) {
      const [r] = await withTexts().where(and(inInbox(memberId), eq(memberMessages.id, id)));
      if (!r) throw new AppError('messages.not.found');
      if (r.m.readAt === null) {
        await db
          .update(memberMessages)
          .set({ readAt: deps.now() })
          .where(and(eq(memberMessages.id, id), isNull(memberMessages.readAt)));
      }
      const message = view(brand, lang, { ...r.m, texts: r.texts, readAt: r.m.readAt ?? deps.now() });
      return { message, unread: await counts(memberId) };
    },

    async readAll(memberId: number, category?: TMessageCategory) {
      await db
        .update(memberMessages)
        .set({ readAt: deps.now() })
        .where(
          and(
            inInbox(memberId),
            isNull(memberMessages.readAt),
            category ? eq(memberMessages.category, category) : undefined,
          ),
        );
      return counts(memberId);
    },

    /** Deletes (hides) the member's messages; an id that is not theirs or already gone is refused, nothing changed. */
    async remove(memberId: number, ids: number[]) {
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const gone = await tx
          .update(memberMessages)
          .set({ deletedAt: deps.now() })
          .where(and(inInbox(memberId), inArray(memberMessages.id, unique)))
          .returning({ id: memberMessages.id });
        if (gone.length !== unique.length) throw new AppError('messages.not.found');
      });
      return counts(memberId);
    },

    categories: MESSAGE_CATEGORIES,
  };
}
