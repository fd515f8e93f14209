/**
 * Application promotions (issue 18 item 1; SPEC §3, §5): the member uploads images (PNG or JPG by
 * content, at most 5 MB each), applies with a comment of at most 140 characters, up to the promotion's
 * maxImages images and, when asked, a Zalo or WhatsApp ID; one application waits at a time. Staff
 * approve (the reward, at most the promotion's, goes to the reward centre through issueReward, source
 * 'application') or reject with a reason the member sees; once, audited.
 */
import { randomBytes } from 'node:crypto';
import { APPLICATION_LIMITS, type ZContact } from '@app/contracts/calls/promotion-shapes';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/rows.ts';
import { members, promotionApplications, promotionImages, promotions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { readImageHeader } from '../cashier/proof-image.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf, major } from '../wallet/money.ts';
import type { Acting } from './backoffice.ts';
import { textIn } from './catalogue.ts';
import { checkEligible, eligibilityOf, ineligibleError, periodKey } from './eligibility.ts';
import { issueReward } from './rewards-issue.ts';
import { type RulesDb, wageringOf } from './rules.ts';

type Contact = z.infer<typeof ZContact>;
type AppRow = typeof promotionApplications.$inferSelect;

const isDuplicate = (e: unknown): boolean =>
  typeof e === 'object' &&
  e !== null &&
  ((e as { code?: string }).code === '23505' || isDuplicate((e as { cause?: unknown }).cause));

/** Where staff read an application's image: GET <path>/<image id> with the staff token. */
export const APPLICATION_IMAGE_PATH = '/backoffice/api/promotions/images';

export function memberApplicationView(brand: Brand, a: AppRow) {
  return {
    id: a.id,
    status: a.status,
    comment: a.comment,
    images: a.imageIds.length,
    reason: a.reason,
    amount: a.amount === null ? null : major(brand, a.amount),
    createdAt: a.createdAt.getTime(),
    reviewedAt: a.reviewedAt ? a.reviewedAt.getTime() : null,
  };
}

export function createApplications(deps: Deps, audit: AuditService) {
  const { db } = deps;

  async function promotionOf(brand: Brand, id: number) {
    const [p] = await db
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.brandId, brand.id)));
    if (!p || p.status === 'draft' || p.status === 'archived') throw new AppError('promotions.not.found');
    return p;
  }

  return {
    /** Stores an uploaded image (PNG or JPG by its content, at most 5 MB); answers its id. */
    async upload(brand: Brand, memberId: number, bytes: Buffer): Promise<{ imageId: string }> {
      if (bytes.length > APPLICATION_LIMITS.imageBytesMax) throw new AppError('promotions.image.too.large');
      const header = bytes.length > 0 ? readImageHeader(bytes) : undefined;
      if (!header) throw new AppError('promotions.image.type');
      const id = randomBytes(16).toString('hex');
      await db.insert(promotionImages).values({
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

    /** An image attached to an application of the brand, for staff (the bytes and their checked type). */
    async image(brand: Brand, id: string): Promise<{ mime: string; bytes: Buffer }> {
      const [img] = await db
        .select({
          mime: promotionImages.mime,
          bytes: promotionImages.bytes,
          applicationId: promotionImages.applicationId,
        })
        .from(promotionImages)
        .where(and(eq(promotionImages.id, id), eq(promotionImages.brandId, brand.id)));
      if (!img || img.applicationId === null) throw new AppError('not_found');
      return { mime: img.mime, bytes: img.bytes };
    },

    async apply(
      brand: Brand,
      memberId: number,
      input: { promotionId: number; comment: string; imageIds: string[]; contact: Contact | null; requestId: string },
    ) {
      const p = await promotionOf(brand, input.promotionId);
      if (p.kind !== 'application') throw new AppError('promotions.kind.mismatch');
      const rules = p.rules as unknown as RulesDb;
      if (rules.kind !== 'application') throw new AppError('promotions.kind.mismatch');
      const [seen] = await db
        .select()
        .from(promotionApplications)
        .where(and(eq(promotionApplications.memberId, memberId), eq(promotionApplications.requestId, input.requestId)));
      if (seen) return memberApplicationView(brand, seen);
      const comment = input.comment.trim();
      if ([...comment].length > APPLICATION_LIMITS.commentMax) throw new AppError('promotions.comment.too.long');
      const imageIds = [...new Set(input.imageIds)];
      if (imageIds.length > rules.maxImages) throw new AppError('promotions.images.too.many');
      if (rules.needsContact && !input.contact) throw new AppError('promotions.contact.required');
      const check = await checkEligible(db, brand, p, memberId, deps.now());
      if (!check.ok) throw ineligibleError(check.why);
      try {
        return await db.transaction(async (tx) => {
          if (imageIds.length > 0) {
            const mine = await tx
              .select({ id: promotionImages.id })
              .from(promotionImages)
              .where(
                and(
                  inArray(promotionImages.id, imageIds),
                  eq(promotionImages.memberId, memberId),
                  isNull(promotionImages.applicationId),
                ),
              )
              .for('update');
            if (mine.length !== imageIds.length) throw new AppError('promotions.image.unknown');
          }
          const [made] = await tx
            .insert(promotionApplications)
            .values({
              brandId: brand.id,
              promotionId: p.id,
              memberId,
              comment,
              imageIds,
              contact: input.contact,
              requestId: input.requestId,
              createdAt: deps.now(),
            })
            .returning();
          if (!made) throw new Error('application insert returned nothing');
          if (imageIds.length > 0) {
            await tx
              .update(promotionImages)
              .set({ applicationId: made.id })
              .where(inArray(promotionImages.id, imageIds));
          }
          return memberApplicationView(brand, made);
        });
      } catch (e) {
        if (isDuplicate(e)) throw new AppError('promotions.application.pending');
        throw e;
      }
    },

    /** Applications to review (oldest first) or reviewed. */
    async list(
      brand: Brand,
      lang: Parameters<typeof textIn>[1],
      q: { status: 'applying' | 'rejected' | 'issued'; promotionId?: number; pageNo: number; pageSize: number },
    ) {
      const where: SQL[] = [eq(promotionApplications.brandId, brand.id), eq(promotionApplications.status, q.status)];
      if (q.promotionId) where.push(eq(promotionApplications.promotionId, q.promotionId));
      const [rows, [total]] = await Promise.all([
        db
          .select({ a: promotionApplications, username: members.username, p: promotions })
          .from(promotionApplications)
          .innerJoin(members, eq(members.id, promotionApplications.memberId))
          .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
          .where(and(...where))
          .orderBy(asc(promotionApplications.createdAt), asc(promotionApplications.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
        db
          .select({ n: count() })
          .from(promotionApplications)
          .where(and(...where)),
      ]);
      return {
        list: rows.map(({ a, username, p }) => rowView(brand, lang, a, username, p)),
        total: Number(total?.n ?? 0),
      };
    },

    /** Approves (reward to the reward centre, at most the promotion's) or rejects with a reason; once. */
    async review(
      brand: Brand,
      lang: Parameters<typeof textIn>[1],
      input: { id: number; decision: 'approve' | 'reject'; amount?: unknown; reason: string },
      acting: Acting,
    ) {
      return db.transaction(async (tx) => {
        const [locked] = await rowsOf<{ id: string | number }>(
          tx,
          sql`SELECT id FROM promotion_applications WHERE id = ${input.id} AND brand_id = ${brand.id} FOR UPDATE`,
        );
        if (!locked) throw new AppError('promotions.not.found');
        const [a] = await tx.select().from(promotionApplications).where(eq(promotionApplications.id, input.id));
        if (!a) throw new AppError('promotions.not.found');
        if (a.status !== 'applying') throw new AppError('promotions.application.reviewed');
        const [p] = await tx.select().from(promotions).where(eq(promotions.id, a.promotionId));
        const rules = p?.rules as unknown as RulesDb | undefined;
        if (!p || !rules || rules.kind !== 'application') throw new AppError('promotions.kind.mismatch');
        const now = deps.now();
        let amount: number | null = null;
        if (input.decision === 'approve') {
          amount = input.amount === undefined ? rules.reward : amountOf(input.amount, brand);
          if (amount > rules.reward) {
            throw new AppError('promotions.invalid', { fields: [{ field: 'amount', reason: 'above_reward' }] });
          }
          await issueReward(tx, {
            brandId: brand.id,
            memberId: a.memberId,
            promotionId: p.id,
            source: 'application',
            sourceKey: `application:${a.id}`,
            title: p.title,
            amount,
            wagering: wageringOf(rules),
            needsContact: false,
            actor: acting.actor.name,
            at: now,
          });
          // The period's taking part (the promotion's repeat), so the member cannot apply again in it.
          await rowsOf(
            tx,
            sql`INSERT INTO promotion_participations (promotion_id, member_id, period_key, brand_id, reference, created_at)
                VALUES (${p.id}, ${a.memberId}, ${periodKey(eligibilityOf(p).repeat, a.createdAt, brand.settings.timezoneOffsetMinutes, `application:${a.id}`)}, ${brand.id}, ${`application:${a.id}`}, ${now.toISOString()}::timestamptz)
                ON CONFLICT DO NOTHING`,
          );
        }
        const [after] = await tx
          .update(promotionApplications)
          .set({
            status: input.decision === 'approve' ? 'issued' : 'rejected',
            reason: input.decision === 'reject' ? input.reason : '',
            amount,
            reviewedBy: acting.actor.name,
            reviewedAt: now,
          })
          .where(eq(promotionApplications.id, a.id))
          .returning();
        if (!after) throw new Error('application update returned nothing');
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: `promotion.application_${input.decision}`,
          target: { kind: 'promotion_application', id: a.id },
          before: { status: a.status },
          after: { status: after.status, amount: amount === null ? null : major(brand, amount) },
          reason: input.reason,
        });
        const [m] = await tx.select({ username: members.username }).from(members).where(eq(members.id, a.memberId));
        return rowView(brand, lang, after, m?.username ?? '', p);
      });
    },
  };
}

function rowView(
  brand: Brand,
  lang: Parameters<typeof textIn>[1],
  a: AppRow,
  username: string,
  p: typeof promotions.$inferSelect,
) {
  const rules = p.rules as unknown as RulesDb;
  return {
    id: a.id,
    promotionId: a.promotionId,
    promotionTitle: textIn(p.title, lang, brand),
    username,
    comment: a.comment,
    images: a.imageIds.map((id) => `${APPLICATION_IMAGE_PATH}/${id}`),
    contact: a.contact ?? null,
    status: a.status,
    reason: a.reason,
    amount: a.amount === null ? null : major(brand, a.amount),
    maxAmount: major(brand, rules.kind === 'application' ? rules.reward : 0),
    createdAt: a.createdAt.getTime(),
    reviewedAt: a.reviewedAt ? a.reviewedAt.getTime() : null,
    reviewedBy: a.reviewedBy,
  };
}

export type Applications = ReturnType<typeof createApplications>;
