/**
 * Reading one promotion of a given kind for the periodic kinds' member calls (raffles, red envelopes):
 * another brand's, a draft or an archived one is not found; another kind is a kind mismatch.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type Localized, type PromotionKindDb, promotions, type WageringDb } from '../../db/schema/promotions.ts';
import { AppError } from '../../lib/app-error.ts';

export interface KindRow<R> {
  id: number;
  brandId: number;
  code: string;
  status: string;
  title: Localized;
  startsAt: Date;
  endsAt: Date | null;
  eligibility: { newMembersDays?: number | null; tags?: string[] };
  rules: R & { wagering: WageringDb };
  seed: string | null;
  seedHash: string | null;
  /** The row as stored, for the promotions' eligibility rules (promotions/eligibility.ts). */
  row: typeof promotions.$inferSelect;
}

export async function promotionOfKind<R>(
  exec: DbOrTx,
  brandId: number,
  id: number,
  kind: PromotionKindDb,
): Promise<KindRow<R>> {
  const [p] = await exec
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.brandId, brandId)));
  if (!p || (p.status !== 'published' && p.status !== 'ended')) throw new AppError('promotions.not.found');
  if (p.kind !== kind) throw new AppError('promotions.kind.mismatch');
  return {
    id: p.id,
    brandId: p.brandId,
    code: p.code,
    status: p.status,
    title: p.title,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    eligibility: p.eligibility as KindRow<R>['eligibility'],
    rules: p.rules as unknown as KindRow<R>['rules'],
    seed: p.seed,
    seedHash: p.seedHash,
    row: p,
  };
}

/** The title in a language, else the first one there is. */
export const titleIn = (t: Localized, lang: string): string => t[lang] ?? t.EN ?? Object.values(t)[0] ?? '';

/** A promotion's id and kind by its code in a brand, or null. */
export async function promotionByCode(
  exec: DbOrTx,
  brandId: number,
  code: string,
): Promise<{ id: number; kind: PromotionKindDb } | null> {
  const [p] = await exec
    .select({ id: promotions.id, kind: promotions.kind })
    .from(promotions)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.code, code)));
  return p ?? null;
}
