/**
 * Proof image uploads (SPEC §5: PNG or JPG, 5 MB each). An upload is checked by its content, then
 * counted against the member's daily quota, then stored: file first, row second, so a row always
 * has its file (a crash in between leaves at most a file nobody can name).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { proofUploadDays, withdrawalProofs } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { localDay } from '../wallet/money.ts';
import { readImageHeader } from './proof-image.ts';
import { PROOF_MAX_BYTES, type ProofStore } from './proof-store.ts';

export type ProofUploads = ReturnType<typeof createProofUploads>;

export function createProofUploads(deps: Deps, store: ProofStore) {
  const { db } = deps;

  /**
   * Counts one upload of `size` bytes for the member's day, in one statement: the row's lock makes
   * concurrent uploads take turns, and the WHERE refuses the one that would pass either bound, so a
   * burst stops exactly at the quota on any number of server copies. False when over the quota.
   */
  async function count(brand: Brand, memberId: number, size: number): Promise<boolean> {
    const maxBytes = brand.settings.proofDailyMegabytes * 1024 * 1024;
    const counted = await db
      .insert(proofUploadDays)
      .values({ memberId, localDay: localDay(brand, deps.now()), brandId: brand.id, uploads: 1, bytes: size })
      .onConflictDoUpdate({
        target: [proofUploadDays.memberId, proofUploadDays.localDay],
        set: {
          uploads: sql`${proofUploadDays.uploads} + 1`,
          bytes: sql`${proofUploadDays.bytes} + excluded.bytes`,
        },
        setWhere: sql`${proofUploadDays.uploads} < ${brand.settings.proofDailyUploads} AND ${proofUploadDays.bytes} + excluded.bytes <= ${maxBytes}`,
      })
      .returning({ uploads: proofUploadDays.uploads });
    return counted.length === 1;
  }

  return {
    /** Stores one proof image of the member; answers its id, type and size. */
    async upload(brand: Brand, memberId: number, bytes: Buffer) {
      if (bytes.length > PROOF_MAX_BYTES) throw new AppError('cashier.proof.too.large');
      const image = readImageHeader(bytes);
      if (!image) throw new AppError('cashier.proof.invalid');
      if (!(await count(brand, memberId, bytes.length))) throw new AppError('cashier.proof.quota');
      const id = randomBytes(16).toString('hex');
      await store.put(id, bytes);
      try {
        await db.insert(withdrawalProofs).values({
          id,
          brandId: brand.id,
          memberId,
          contentType: image.type,
          size: bytes.length,
          storageKey: id,
          createdAt: deps.now(),
        });
      } catch (e) {
        await store.delete(id).catch((err: unknown) => deps.log.warn({ err, id }, 'proof file left without a row'));
        throw e;
      }
      return { proofId: id, contentType: image.type, size: bytes.length };
    },
  };
}
