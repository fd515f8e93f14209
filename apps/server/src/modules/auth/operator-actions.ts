import { isAgentType } from '@app/contracts/constants';
import { affiliateCodes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { playMoney } from '../play-money/play-money.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf } from '../wallet/ledger.ts';
import { type AuthKit, badFields } from './auth-kit.ts';
import { memberAdmin } from './member-admin.ts';
import type { MemberRow } from './member-info.ts';

/** Operator and development-tool actions on members: create, lock, unlock, affiliate codes, play money. */
export function operatorActions(kit: AuthKit) {
  const { deps, db, hasher, memberByName, newMemberRow, setPassword } = kit;
  const admin = memberAdmin(kit);
  const flows = {
    /** Makes a member with a password (operator and development tools); refuses a taken name. */
    async createMember(
      brand: Brand,
      input: { username: string; password?: string; accountType?: number; uplineId?: number | null; nickname?: string },
    ): Promise<MemberRow> {
      if (await memberByName(brand, input.username)) throw new AppError('username.taken');
      return newMemberRow({
        brandId: brand.id,
        username: input.username,
        nickname: input.nickname ?? input.username,
        accountType: input.accountType ?? 0,
        uplineId: input.uplineId ?? null,
        passwordHash: input.password ? await hasher.hash(input.password) : null,
        passwordChangedAt: input.password ? deps.now() : null,
      });
    },

    setPassword,
    memberByName,

    /**
     * Lifts a lock and starts the failure counters afresh, unaudited (tests and development tools; staff
     * and operator commands go through services.members, which records the act in the same transaction).
     */
    async unlock(brand: Brand, username: string): Promise<MemberRow> {
      const m = await memberByName(brand, username);
      if (!m) throw new AppError('not_found', { field: 'username' });
      return admin.setMemberLock(brand, m.id, { lock: false }, async () => {});
    },

    /** Locks a member for some minutes, revoking every session and remember token; unaudited, as unlock. */
    async lock(brand: Brand, username: string, minutes: number): Promise<MemberRow> {
      const m = await memberByName(brand, username);
      if (!m) throw new AppError('not_found', { field: 'username' });
      return admin.setMemberLock(brand, m.id, { lock: true, minutes }, async () => {});
    },

    /** Gives an agent an affiliate code (optionally for one domain). */
    async addAffiliateCode(brand: Brand, username: string, code: string, domain?: string) {
      const m = await memberByName(brand, username);
      if (!m) throw new AppError('not_found', { field: 'username' });
      if (!isAgentType(m.accountType)) throw new AppError('role.forbidden');
      if (!/^[A-Za-z0-9]{4,20}$/.test(code)) throw badFields([{ field: 'code', reason: 'pattern_LETTERS_OR_DIGITS' }]);
      try {
        await db
          .insert(affiliateCodes)
          .values({ brandId: brand.id, code, memberId: m.id, domain: domain?.toLowerCase() ?? null });
      } catch (e) {
        if (dbErrorOf(e)?.code === '23505') throw new AppError('request_param_err', { field: 'code', reason: 'taken' });
        throw e;
      }
      return { code, agent: m.username };
    },

    /** Play money of a trial account, minor units (null for other accounts). */
    async trialBalance(memberId: number): Promise<number | null> {
      return playMoney.balance(db, memberId);
    },
  };
  return flows;
}
