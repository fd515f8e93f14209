import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/** The member label a member with a VIP level above 0 carries (SPEC §2: the rank link opens playerRank). */
export const VIP_MEMBER_LABEL = 'VIP';

/**
 * The member row's club label and member labels (SPEC §3 member info clubLabel, memberLabel), kept in
 * step with the VIP level by the VIP area through these functions (docs/decisions/1520-vip.md): the
 * auth area owns the members table. Level 0: no club label and no VIP label; other labels stay.
 */
export function clubLabels() {
  return {
    /** Sets the club label (labelName "VIP <n>", rankLevel n) in the caller's transaction. */
    async setClubRank(tx: Tx, memberId: number, rankLevel: number): Promise<void> {
      const vip = rankLevel > 0;
      await tx
        .update(members)
        .set({
          clubLabel: vip ? `VIP ${rankLevel}` : null,
          clubRank: rankLevel,
          memberLabels: vip
            ? sql`CASE WHEN ${members.memberLabels} ? ${VIP_MEMBER_LABEL} THEN ${members.memberLabels}
                       ELSE ${members.memberLabels} || ${JSON.stringify([VIP_MEMBER_LABEL])}::jsonb END`
            : sql`${members.memberLabels} - ${VIP_MEMBER_LABEL}`,
        })
        .where(eq(members.id, memberId));
    },

    /** A member of the brand by username (case-insensitive), or null. */
    async memberByUsername(exec: DbOrTx, brandId: number, username: string) {
      const [m] = await exec
        .select({ id: members.id, username: members.username, clubRank: members.clubRank })
        .from(members)
        .where(and(eq(members.brandId, brandId), sql`lower(${members.username}) = lower(${username})`));
      return m ?? null;
    },

    /** The member's club rank (0 without one), or null when the member is not of the brand. */
    async clubRankOf(exec: DbOrTx, brandId: number, memberId: number): Promise<number | null> {
      const [m] = await exec
        .select({ clubRank: members.clubRank })
        .from(members)
        .where(and(eq(members.brandId, brandId), eq(members.id, memberId)));
      return m ? m.clubRank : null;
    },
  };
}

export type ClubLabels = ReturnType<typeof clubLabels>;
