import { randomBytes } from 'node:crypto';
import { FEEDBACK_IMAGE_PATH, type TFeedbackItem } from '@app/contracts/calls/backoffice-messages';
import { FEEDBACK_LIMITS, type TFeedback, type TFeedbackQuestion } from '@app/contracts/calls/messages';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { feedback, feedbackImages, members } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { recordEvent } from '../../events/record.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { readImageHeader } from '../cashier/proof-image.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';

type FeedbackRow = typeof feedback.$inferSelect;

function memberView(f: FeedbackRow): TFeedback {
  return {
    id: f.id,
    question: f.question as TFeedbackQuestion,
    content: f.content,
    images: f.imageIds.length,
    status: f.status,
    reply: f.reply,
    createdAt: f.createdAt.getTime(),
    repliedAt: f.repliedAt ? f.repliedAt.getTime() : null,
  };
}

function staffView(f: FeedbackRow, username: string): TFeedbackItem {
  return {
    ...memberView(f),
    username,
    repliedBy: f.repliedBy,
    imageUrls: f.imageIds.map((id) => `${FEEDBACK_IMAGE_PATH}/${id}`),
  };
}

export type FeedbackDesk = ReturnType<typeof createFeedback>;

/**
 * Feedback (SPEC §3, §5; DECISIONS: 10-500 characters): a question type, the text and up to 3 images
 * (PNG or JPG by content, 5 MB each, uploaded first like promotion applications' images). Staff reply
 * once; the reply is recorded as 'feedback.replied' in the same transaction and reaches the member as a
 * message through the inbox's event handler.
 */
export function createFeedback(deps: Deps, audit: AuditService) {
  const { db } = deps;

  return {
    /** Stores an uploaded image (PNG or JPG by its content, at most 5 MB); answers its id. */
    async upload(brand: Brand, memberId: number, bytes: Buffer): Promise<{ imageId: string }> {
      if (bytes.length > FEEDBACK_LIMITS.imageBytesMax) throw new AppError('feedback.image.too.large');
      const header = bytes.length > 0 ? readImageHeader(bytes) : undefined;
      if (!header) throw new AppError('feedback.image.type');
      const id = randomBytes(16).toString('hex');
      await db.insert(feedbackImages).values({
        id,
        brandId: brand.id,
        memberId,
        mime: header.type,
        bytes,
        size: bytes.length,
        createdAt: deps.now(),
      });
      return { imageId: id };
    },

    /** Sends feedback once per request id; a bad length or image refuses it with nothing changed. */
    async submit(
      brand: Brand,
      memberId: number,
      input: { question: TFeedbackQuestion; content: string; imageIds: string[]; requestId: string },
    ): Promise<TFeedback> {
      const [seen] = await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.memberId, memberId), eq(feedback.requestId, input.requestId)));
      if (seen) return memberView(seen);
      const content = input.content.trim();
      const length = [...content].length;
      if (length < FEEDBACK_LIMITS.contentMin || length > FEEDBACK_LIMITS.contentMax) {
        throw new AppError('feedback.content.length', {
          field: 'content',
          min: FEEDBACK_LIMITS.contentMin,
          max: FEEDBACK_LIMITS.contentMax,
        });
      }
      const imageIds = [...new Set(input.imageIds)];
      if (imageIds.length > FEEDBACK_LIMITS.imagesMax)
        throw new AppError('feedback.images.too.many', { field: 'imageIds' });
      return db.transaction(async (tx) => {
        if (imageIds.length > 0) {
          const mine = await tx
            .select({ id: feedbackImages.id })
            .from(feedbackImages)
            .where(
              and(
                inArray(feedbackImages.id, imageIds),
                eq(feedbackImages.memberId, memberId),
                isNull(feedbackImages.feedbackId),
              ),
            )
            .for('update');
          if (mine.length !== imageIds.length) throw new AppError('feedback.image.unknown', { field: 'imageIds' });
        }
        const [made] = await tx
          .insert(feedback)
          .values({
            brandId: brand.id,
            memberId,
            question: input.question,
            content,
            imageIds,
            requestId: input.requestId,
            createdAt: deps.now(),
          })
          .onConflictDoNothing({ target: [feedback.memberId, feedback.requestId] })
          .returning();
        if (!made) {
          const [again] = await tx
            .select()
            .from(feedback)
            .where(and(eq(feedback.memberId, memberId), eq(feedback.requestId, input.requestId)));
          if (!again) throw new Error('feedback missing after a request-id conflict');
          return memberView(again);
        }
        if (imageIds.length > 0) {
          await tx.update(feedbackImages).set({ feedbackId: made.id }).where(inArray(feedbackImages.id, imageIds));
        }
        return memberView(made);
      });
    },

    async mine(memberId: number): Promise<{ list: TFeedback[] }> {
      const rows = await db
        .select()
        .from(feedback)
        .where(eq(feedback.memberId, memberId))
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(100);
      return { list: rows.map(memberView) };
    },

    /** The queue: open ones oldest first, replied ones newest first. */
    async queue(
      brand: Brand,
      status: 'open' | 'replied',
      question?: TFeedbackQuestion,
    ): Promise<{ list: TFeedbackItem[] }> {
      const rows = await db
        .select({ f: feedback, username: members.username })
        .from(feedback)
        .innerJoin(members, eq(members.id, feedback.memberId))
        .where(
          and(
            eq(feedback.brandId, brand.id),
            eq(feedback.status, status),
            question ? eq(feedback.question, question) : undefined,
          ),
        )
        .orderBy(status === 'open' ? asc(feedback.createdAt) : desc(feedback.repliedAt), asc(feedback.id))
        .limit(200);
      return { list: rows.map((r) => staffView(r.f, r.username)) };
    },

    /** A feedback image of the brand, for staff. */
    async image(brand: Brand, id: string): Promise<{ mime: string; bytes: Buffer }> {
      const [img] = await db
        .select({ mime: feedbackImages.mime, bytes: feedbackImages.bytes, feedbackId: feedbackImages.feedbackId })
        .from(feedbackImages)
        .where(and(eq(feedbackImages.id, id), eq(feedbackImages.brandId, brand.id)));
      if (!img || img.feedbackId === null) throw new AppError('not_found');
      return { mime: img.mime, bytes: img.bytes };
    },

    /** Replies once; the reply reaches the member as a message ('feedback.replied'). Audited. */
    async reply(brand: Brand, input: { id: number; reply: string }, acting: StaffActing): Promise<TFeedbackItem> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(feedback)
          .set({ status: 'replied', reply: input.reply, repliedBy: acting.actor.name, repliedAt: deps.now() })
          .where(and(eq(feedback.id, input.id), eq(feedback.brandId, brand.id), eq(feedback.status, 'open')))
          .returning();
        if (!row) {
          const [was] = await tx
            .select({ id: feedback.id })
            .from(feedback)
            .where(and(eq(feedback.id, input.id), eq(feedback.brandId, brand.id)));
          throw new AppError(was ? 'feedback.already.replied' : 'feedback.not.found');
        }
        const [m] = await tx.select({ username: members.username }).from(members).where(eq(members.id, row.memberId));
        await recordEvent(tx, {
          type: 'feedback.replied',
          brandId: brand.id,
          subject: `member:${row.memberId}`,
          payload: { memberId: row.memberId, feedbackId: row.id },
          at: deps.now(),
        });
        const out = staffView(row, m?.username ?? '');
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'feedback.reply',
          target: { kind: 'feedback', id: row.id },
          before: { status: 'open' },
          after: { status: 'replied', reply: input.reply },
        });
        return out;
      });
    },
  };
}
