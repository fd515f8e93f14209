import type { TSecurityProfile } from '@app/contracts/calls/cashier';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { memberBankAccounts, members } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { sharedCheckLimits } from '../auth/check-limits.ts';

const MAX_BANK_ACCOUNTS = 3;
const WRONG_LIMIT = 5;
const LOCK_MS = 30 * 60_000;
const triesKey = (memberId: number) => `paytries:${memberId}`;

/** Only the last four characters of an account number. */
export function maskNumber(n: string): string {
  const digits = n.replace(/\D/g, '');
  return `****${digits.slice(-4)}`;
}

function maskEmail(e: string | null): string {
  if (!e) return '';
  const [user = '', domain = ''] = e.split('@');
  return `${user.slice(0, 1)}***@${domain}`;
}

function maskMobile(code: string | null, num: string | null): string {
  if (!num) return '';
  return `${code ? `+${code.replace(/^\+/, '')} ` : ''}****${num.slice(-4)}`;
}

/** Names compare without case and with single spaces. */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(a) === norm(b);
}

export type ProfileService = ReturnType<typeof createProfileService>;

/** My account: payee name, bank bindings and the payment password (mobile and e-mail: bind-service). */
export function createProfileService(deps: Deps) {
  const { db } = deps;
  const checks = sharedCheckLimits(deps.config);
  const who = (memberId: number, ip: string) => ({ ip, account: `member:${memberId}` });

  async function member(brandId: number, memberId: number) {
    const [m] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), eq(members.brandId, brandId)));
    if (!m) throw new AppError('user.or.token.invalid');
    return m;
  }

  const service = {
    async bankAccounts(memberId: number) {
      return db
        .select()
        .from(memberBankAccounts)
        .where(eq(memberBankAccounts.memberId, memberId))
        .orderBy(asc(memberBankAccounts.id));
    },

    async profile(brandId: number, memberId: number): Promise<TSecurityProfile> {
      const m = await member(brandId, memberId);
      const [upline] = m.uplineId
        ? await db.select({ username: members.username }).from(members).where(eq(members.id, m.uplineId))
        : [];
      const banks = await service.bankAccounts(memberId);
      return {
        username: m.username,
        nickname: m.nickname,
        payeeName: m.payeeName ?? '',
        email: maskEmail(m.email),
        mobile: maskMobile(m.countryDialingCode, m.mobileNum),
        bankAccounts: banks.map((b) => ({
          id: b.id,
          bankName: b.bankName,
          accountName: b.accountName,
          accountNumber: maskNumber(b.accountNumber),
        })),
        hasPaymentPassword: !!m.paymentPasswordHash,
        accountType: m.accountType,
        uplineUsername: upline?.username ?? '',
      };
    },

    /** Sets the payee name once (later changes go through customer service). */
    async setPayeeName(brandId: number, memberId: number, name: string): Promise<void> {
      const clean = name.trim().replace(/\s+/g, ' ');
      const done = await db
        .update(members)
        .set({ payeeName: clean, updatedAt: deps.now() })
        .where(and(eq(members.id, memberId), eq(members.brandId, brandId), isUnset(members.payeeName)))
        .returning({ id: members.id });
      if (done.length === 0) throw new AppError('cashier.binding.exists');
    },

    /** Binds a bank account whose holder is the member's payee name (set by the first binding). */
    async bindBank(
      brandId: number,
      memberId: number,
      input: { bankName: string; accountName: string; accountNumber: string },
    ): Promise<void> {
      const m = await member(brandId, memberId);
      if (m.payeeName && !sameName(m.payeeName, input.accountName)) throw new AppError('cashier.payee.mismatch');
      if (!m.payeeName) await service.setPayeeName(brandId, memberId, input.accountName);
      const number = input.accountNumber.replace(/[\s-]/g, '');
      const existing = await service.bankAccounts(memberId);
      if (existing.length >= MAX_BANK_ACCOUNTS || existing.some((b) => b.accountNumber === number)) {
        throw new AppError('cashier.binding.exists');
      }
      await db.insert(memberBankAccounts).values({
        brandId,
        memberId,
        bankName: input.bankName.trim(),
        accountName: input.accountName.trim().replace(/\s+/g, ' '),
        accountNumber: number,
        createdAt: deps.now(),
      });
    },

    /** Sets the payment password, or changes it when the old one is given and right. */
    async setPaymentPassword(
      brandId: number,
      memberId: number,
      input: { oldPassword?: string; newPassword: string },
      ip = 'operator',
    ) {
      const m = await member(brandId, memberId);
      if (m.paymentPasswordHash) {
        if (!input.oldPassword) throw new AppError('cashier.payment.password.wrong');
        await service.verifyPaymentPassword(brandId, memberId, input.oldPassword, ip);
      }
      const next = await checks.hash(who(memberId, ip), input.newPassword);
      await db
        .update(members)
        .set({ paymentPasswordHash: next, updatedAt: deps.now() })
        .where(eq(members.id, memberId));
    },

    /**
     * Checks the payment password; five wrong tries lock it for 30 minutes. Each try is counted before
     * its check, in one atomic step of the shared store (decision 0203), so a burst gets five checks
     * at most; a right password gives back only its own try, never the wrong ones before it.
     */
    async verifyPaymentPassword(brandId: number, memberId: number, password: string, ip = 'operator'): Promise<void> {
      const key = triesKey(memberId);
      if (!(await deps.store.takeTry(key, WRONG_LIMIT, LOCK_MS))) {
        const ttl = await deps.store.ttl(key);
        throw AppError.retryLater('cashier.payment.password.locked', Math.ceil(Math.max(ttl, 1000) / 1000));
      }
      let outcome: 'passed' | 'failed' | 'unchecked' = 'unchecked';
      try {
        const m = await member(brandId, memberId);
        if (!m.paymentPasswordHash) throw new AppError('cashier.payment.password.required');
        outcome = (await checks.verify(who(memberId, ip), m.paymentPasswordHash, password)) ? 'passed' : 'failed';
      } finally {
        const failed = outcome === 'failed';
        await deps.store.settleTry(key, { held: true, failed, windowMs: LOCK_MS, limit: WRONG_LIMIT, lockMs: LOCK_MS });
      }
      if (outcome === 'failed') throw new AppError('cashier.payment.password.wrong');
    },
  };
  return service;
}

/** The column holds nothing yet (null or empty). */
export function isUnset(col: PgColumn): SQL | undefined {
  return or(isNull(col), sql`${col} = ''`);
}
