import { createHash, randomInt } from 'node:crypto';
import { CODE_EXPIRED_MINUTES } from '@app/contracts/auth';
import { TOO_MANY_REQUESTS_RETRY_S } from '@app/contracts/constants';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

/** What a code is for; a code of one purpose never works for another. */
export type CodePurpose = 'login' | 'register' | 'forgot' | 'login_ip' | 'bind' | 'confirm';

const MAX_ATTEMPTS = 5;
const MAX_PER_HOUR = 6;

function codeHash(brandId: number, purpose: string, target: string, code: string): string {
  return createHash('sha256').update(`${brandId}\u0000${purpose}\u0000${target}\u0000${code}`).digest('hex');
}

/**
 * One-time verification codes (SMS and e-mail): 6 digits, stored only as a hash, valid for
 * CODE_EXPIRED_MINUTES, single use, 5 wrong tries spend a code. A new code is refused while the
 * previous one's countdown runs (the client shows expiredMinutes x 60 s), and at most 6 an hour go to
 * one target.
 */
export function createCodeService(deps: Deps) {
  return {
    expiredMinutes: CODE_EXPIRED_MINUTES,

    /**
     * Makes and records a new code for (purpose, target), or refuses while the countdown runs. The
     * caller sends it (or, for an unknown account, does not: the answer is the same).
     */
    async issue(brandId: number, purpose: CodePurpose, target: string): Promise<string> {
      const now = deps.now();
      const [last] = await deps.db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.brandId, brandId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      const countdownMs = CODE_EXPIRED_MINUTES * 60_000;
      if (last && now.getTime() - last.createdAt.getTime() < countdownMs) {
        const retryAfter = Math.ceil((countdownMs - (now.getTime() - last.createdAt.getTime())) / 1000);
        throw AppError.retryLater('verification.code.too.soon', retryAfter);
      }
      const [count] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.brandId, brandId),
            eq(verificationCodes.target, target),
            sql`${verificationCodes.createdAt} > ${new Date(now.getTime() - 3_600_000)}`,
          ),
        );
      if ((count?.n ?? 0) >= MAX_PER_HOUR) throw AppError.retryLater('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_RETRY_S);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.db.insert(verificationCodes).values({
        brandId,
        purpose,
        target,
        codeHash: codeHash(brandId, purpose, target, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + countdownMs),
      });
      return code;
    },

    /** Withdraws the newest unused code of (purpose, target): its message could not be sent. */
    async discard(brandId: number, purpose: CodePurpose, target: string): Promise<void> {
      await deps.db
        .delete(verificationCodes)
        .where(
          and(
            eq(verificationCodes.brandId, brandId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
            isNull(verificationCodes.usedAt),
          ),
        );
    },

    /** Spends the latest code of (purpose, target) if `code` matches; otherwise throws invalid/expired. */
    async consume(brandId: number, purpose: CodePurpose, target: string, code: string | undefined): Promise<void> {
      const given = (code ?? '').trim();
      if (!given) throw new AppError('verification.code.invalid');
      const [row] = await deps.db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.brandId, brandId),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.target, target),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      if (!row || row.usedAt || row.attempts >= MAX_ATTEMPTS) throw new AppError('verification.code.invalid');
      if (deps.now() >= row.expiresAt) throw new AppError('verification.code.expired');
      // The try is counted before the code is compared, in one conditional statement: racing guesses
      // queue on the row and only the first five are ever compared (decision 0203).
      const counted = await deps.db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, row.id),
            isNull(verificationCodes.usedAt),
            sql`${verificationCodes.attempts} < ${MAX_ATTEMPTS}`,
          ),
        )
        .returning({ id: verificationCodes.id });
      if (counted.length === 0) throw new AppError('verification.code.invalid');
      if (row.codeHash !== codeHash(brandId, purpose, target, given)) throw new AppError('verification.code.invalid');
      const spent = await deps.db
        .update(verificationCodes)
        .set({ usedAt: deps.now() })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
        .returning({ id: verificationCodes.id });
      if (spent.length === 0) throw new AppError('verification.code.invalid');
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
