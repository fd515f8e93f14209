import { SUPPORT_MESSAGE_MAX, type TSupportMessage } from '@app/contracts/calls/content';
import type { SupportChannel } from '@app/contracts/content';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { supportMessages } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import * as v from './validate.ts';

/** A conversation holds at most this many messages; a visitor past it is asked to start again later. */
export const CONVERSATION_MAX_MESSAGES = 300;
const PAGE = 200;

type Row = typeof supportMessages.$inferSelect;

function present(r: Row): TSupportMessage {
  return { id: r.id, from: r.sender === 'agent' ? 'agent' : 'visitor', text: r.body, time: r.createdAt.getTime() };
}

export type SupportService = ReturnType<typeof createSupportService>;

/** Customer-service conversations of the local support pages; operators answer with `support reply`. */
export function createSupportService(deps: Deps) {
  const { db } = deps;

  async function append(
    brandId: number,
    conversation: string,
    channel: SupportChannel,
    sender: 'visitor' | 'agent',
    text: string,
    memberId: number | null,
  ): Promise<TSupportMessage> {
    const body = text.trim();
    if (body.length === 0 || body.length > SUPPORT_MESSAGE_MAX) {
      throw v.bad('text', `use 1-${SUPPORT_MESSAGE_MAX} characters`);
    }
    const [n] = await db
      .select({ n: count() })
      .from(supportMessages)
      .where(and(eq(supportMessages.brandId, brandId), eq(supportMessages.conversation, conversation)));
    if (Number(n?.n ?? 0) >= CONVERSATION_MAX_MESSAGES) throw new AppError('quota.insufficient');
    const [row] = await db
      .insert(supportMessages)
      .values({ brandId, conversation, channel, sender, body, memberId, createdAt: deps.now() })
      .returning();
    if (!row) throw new Error('support insert returned nothing');
    return present(row);
  }

  return {
    /** A visitor's message. */
    send: (brandId: number, conversation: string, channel: SupportChannel, text: string, memberId: number | null) =>
      append(brandId, conversation, channel, 'visitor', text, memberId),

    /** Messages of a conversation after a message id, oldest first. */
    async messages(brandId: number, conversation: string, channel: SupportChannel, after: number) {
      const rows = await db
        .select()
        .from(supportMessages)
        .where(
          and(
            eq(supportMessages.brandId, brandId),
            eq(supportMessages.conversation, conversation),
            eq(supportMessages.channel, channel),
            gt(supportMessages.id, after),
          ),
        )
        .orderBy(asc(supportMessages.id))
        .limit(PAGE);
      return rows.map(present);
    },

    /** Every message of a conversation, whatever its channel (operators). */
    async history(brandId: number, conversation: string) {
      const rows = await db
        .select()
        .from(supportMessages)
        .where(and(eq(supportMessages.brandId, brandId), eq(supportMessages.conversation, conversation)))
        .orderBy(asc(supportMessages.id));
      return rows.map(present);
    },

    /** An agent's answer to an existing conversation. */
    async reply(brandId: number, conversation: string, text: string): Promise<TSupportMessage> {
      const [first] = await db
        .select()
        .from(supportMessages)
        .where(and(eq(supportMessages.brandId, brandId), eq(supportMessages.conversation, conversation)))
        .limit(1);
      if (!first) throw v.bad('conversation', `no conversation ${conversation}`);
      return append(brandId, conversation, first.channel as SupportChannel, 'agent', text, null);
    },

    /** Conversations, most recent first, with their last message and whether it waits for an answer. */
    async conversations(brandId: number, limit = 50) {
      const rows = await db
        .select({
          conversation: supportMessages.conversation,
          channel: sql<string>`min(${supportMessages.channel})`,
          lastId: sql<number>`max(${supportMessages.id})`,
          messages: count(),
        })
        .from(supportMessages)
        .where(eq(supportMessages.brandId, brandId))
        .groupBy(supportMessages.conversation)
        .orderBy(desc(sql`max(${supportMessages.id})`))
        .limit(limit);
      const out = [];
      for (const r of rows) {
        const [last] = await db
          .select()
          .from(supportMessages)
          .where(eq(supportMessages.id, Number(r.lastId)));
        if (last)
          out.push({
            conversation: r.conversation,
            channel: r.channel,
            messages: Number(r.messages),
            last: present(last),
          });
      }
      return out;
    },
  };
}
