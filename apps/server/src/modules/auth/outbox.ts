import type { TOutboxMessage } from '@app/contracts/calls/auth';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { devOutbox } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/** One message as the adapters hand it over. */
export interface OutgoingMessage {
  brandId: number | null;
  to: string;
  subject?: string;
  text: string;
  /** The code or link the message carries, kept beside it so the outbox page can show it plainly. */
  code?: string;
  link?: string;
  purpose: string;
}

/**
 * The development outbox: where the development SMS and e-mail adapters put what they would have sent.
 * It stands for the recipient's phone and mailbox; production adapters never write here, and the
 * outbox call does not exist in production.
 */
export function createOutbox(deps: Deps) {
  return {
    async put(channel: 'sms' | 'email', m: OutgoingMessage): Promise<void> {
      await deps.db.insert(devOutbox).values({
        brandId: m.brandId,
        channel,
        recipient: m.to,
        subject: m.subject ?? '',
        body: m.text,
        code: m.code ?? '',
        link: m.link ?? '',
        purpose: m.purpose,
        createdAt: deps.now(),
      });
    },

    async list(q: { to?: string; channel?: 'sms' | 'email'; limit: number }): Promise<TOutboxMessage[]> {
      const where: SQL[] = [];
      if (q.to) where.push(eq(devOutbox.recipient, q.to));
      if (q.channel) where.push(eq(devOutbox.channel, q.channel));
      const rows = await deps.db
        .select()
        .from(devOutbox)
        .where(and(...where))
        .orderBy(desc(devOutbox.id))
        .limit(q.limit);
      return rows.map((r) => ({
        id: r.id,
        channel: r.channel as 'sms' | 'email',
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        code: r.code,
        link: r.link,
        purpose: r.purpose,
        createdAt: r.createdAt.getTime(),
      }));
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
