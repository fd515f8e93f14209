import type { TMemberInfo } from '@app/contracts/calls/auth';
import { isAgentType, TRIAL_TYPE } from '@app/contracts/constants';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { switchOn } from '../wallet/money.ts';

export type MemberRow = typeof members.$inferSelect;

/** Our avatar pictures (/art/avatar/<n>.svg). */
export const AVATAR_COUNT = 12;

export function avatarUrl(n: number): string {
  const i = Number.isInteger(n) && n >= 0 && n < AVATAR_COUNT ? n : 0;
  return `/art/avatar/${i}.svg`;
}

/** The public customer id of a member (shown to customer service; also the referral code). */
export function customerId(memberId: number): string {
  return `C${String(memberId).padStart(8, '0')}`;
}

/** The member id inside a customer id, or null. */
export function memberIdOfCustomerId(text: string): number | null {
  const m = /^C(\d{8,15})$/i.exec(text.trim());
  return m ? Number(m[1]) : null;
}

/** The header-bar member info (SPEC §3) from a member row; `forced` is the session's forced change. */
export async function memberInfo(
  db: DbOrTx,
  brand: Brand,
  m: MemberRow,
  forced: string | null,
  counts: { promotions: number; messages: number } = { promotions: 0, messages: 0 },
): Promise<TMemberInfo> {
  let upline = '';
  if (m.uplineId) {
    const [u] = await db.select({ username: members.username }).from(members).where(eq(members.id, m.uplineId));
    upline = u?.username ?? '';
  }
  return {
    id: m.id,
    account: m.username,
    username: m.username,
    nickname: m.nickname || m.username,
    avatar: avatarUrl(m.avatar),
    accountType: m.accountType,
    isAgent: m.accountType,
    agent: isAgentType(m.accountType),
    trial: m.accountType === TRIAL_TYPE,
    upline,
    toUpline: upline !== '' && switchOn(brand, 'WALLET_TRANSFER_UPLINE'),
    customerId: customerId(m.id),
    clubLabel: m.clubLabel ? { labelName: m.clubLabel, rankLevel: m.clubRank } : null,
    memberLabel: Array.isArray(m.memberLabels) ? m.memberLabels : [],
    cpw: m.firstLoginPending || forced !== null,
    firstTimeLogin: m.firstLoginPending,
    mobileNum: m.mobileNum ?? '',
    countryDialingCode: m.countryDialingCode ?? '',
    email: m.email ?? '',
    hasPassword: m.passwordHash !== null,
    unclaimed: { ...counts, total: counts.promotions + counts.messages },
  };
}
