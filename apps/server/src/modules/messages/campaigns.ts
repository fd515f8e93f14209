import type { TCampaign, TSegment } from '@app/contracts/calls/backoffice-messages';
import type { TMessageCategory } from '@app/contracts/calls/messages';
import { AGENT_TYPES, TRIAL_TYPE } from '@app/contracts/constants';
import { LANGUAGES } from '@app/contracts/languages';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type CampaignTexts, messageCampaigns } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { blockedMemberIds } from '../rg/rules.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';

type CampaignRow = typeof messageCampaigns.$inferSelect;

/** The instant a brand-local day (yyyy-MM-dd) starts. */
function dayStartAt(brand: Brand, day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - brand.settings.timezoneOffsetMinutes * 60_000);
}

function campaignOf(r: CampaignRow, fallback: string): TCampaign {
  const texts = r.texts;
  const first = texts[fallback] ?? Object.values(texts)[0];
  return {
    id: r.id,
    category: r.category,
    title: first?.title ?? '',
    languages: LANGUAGES.filter((l) => l in texts),
    segment: r.segment as TSegment,
    recipients: r.recipients,
    reason: r.reason,
    by: r.createdBy,
    at: r.createdAt.getTime(),
  };
}

export type Campaigns = ReturnType<typeof createCampaigns>;

/**
 * Operator messages to a segment of members (docs/decisions/1540 "Segments"): one INSERT … SELECT per
 * campaign, keyed (member, 'campaign:<id>'), the campaign itself keyed by the request id, so a repeated
 * or racing send reaches each member once. Promotional messages leave out members whom responsible
 * gaming has blocked (a cooling-off or self-exclusion in force, asked of the rg area).
 */
export function createCampaigns(deps: Deps, audit: AuditService) {
  const { db } = deps;

  /** The members a segment reaches now, as a WHERE over `members m`. */
  async function segmentWhere(exec: DbOrTx, brand: Brand, category: TMessageCategory, s: TSegment): Promise<SQL> {
    const parts: SQL[] = [sql`m.brand_id = ${brand.id}`, sql`m.account_type <> ${TRIAL_TYPE}`];
    const agents = sql.join(
      AGENT_TYPES.map((t) => sql`${t}`),
      sql`, `,
    );
    if (s.audience === 'agents') parts.push(sql`m.account_type IN (${agents})`);
    if (s.audience === 'members') parts.push(sql`m.account_type NOT IN (${agents})`);
    if (s.vipLevelMin !== undefined) parts.push(sql`m.club_rank >= ${s.vipLevelMin}`);
    if (s.labels && s.labels.length > 0) parts.push(sql`m.member_labels ?| ${sql.param(s.labels)}::text[]`);
    if (s.registeredFrom && s.registeredTo && s.registeredFrom > s.registeredTo) {
      throw new AppError('messages.segment.dates', { field: 'registeredFrom' });
    }
    if (s.registeredFrom)
      parts.push(sql`m.created_at >= ${dayStartAt(brand, s.registeredFrom).toISOString()}::timestamptz`);
    if (s.registeredTo) {
      const end = new Date(dayStartAt(brand, s.registeredTo).getTime() + 86_400_000);
      parts.push(sql`m.created_at < ${end.toISOString()}::timestamptz`);
    }
    if (s.usernames && s.usernames.length > 0) {
      const names = [...new Set(s.usernames.map((u) => u.toLowerCase()))];
      const [found] = await rowsOf<{ n: number | string }>(
        exec,
        sql`SELECT count(*) AS n FROM members m WHERE m.brand_id = ${brand.id} AND lower(m.username) = ANY(${sql.param(names)}::text[])`,
      );
      if (Number(found?.n ?? 0) !== names.length)
        throw new AppError('messages.segment.unknown.user', { field: 'usernames' });
      parts.push(sql`lower(m.username) = ANY(${sql.param(names)}::text[])`);
    }
    if (category === 'promotion') parts.push(sql`m.id NOT IN (${blockedMemberIds(brand.id, deps.now())})`);
    return sql.join(parts, sql` AND `);
  }

  return {
    /** How many members a segment reaches now. */
    async preview(brand: Brand, category: TMessageCategory, segment: TSegment): Promise<{ count: number }> {
      const where = await segmentWhere(db, brand, category, segment);
      const [row] = await rowsOf<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM members m WHERE ${where}`);
      return { count: Number(row?.n ?? 0) };
    },

    /** Sends a campaign once per request id: the campaign, its messages and the audit entry in one transaction. */
    async send(
      brand: Brand,
      input: { category: TMessageCategory; texts: CampaignTexts; segment: TSegment; reason: string; requestId: string },
      acting: StaffActing,
    ): Promise<TCampaign> {
      const fallback = brand.settings.defaultLanguage;
      const where = await segmentWhere(db, brand, input.category, input.segment);
      audit.check({ brandId: brand.id, actor: acting.actor, action: 'message.campaign_send', reason: input.reason });
      const now = deps.now();
      return db.transaction(async (tx) => {
        const [made] = await tx
          .insert(messageCampaigns)
          .values({
            brandId: brand.id,
            category: input.category,
            texts: input.texts,
            segment: input.segment,
            reason: input.reason,
            requestId: input.requestId,
            createdBy: acting.actor.name,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [messageCampaigns.brandId, messageCampaigns.requestId] })
          .returning();
        if (!made) {
          // Sent already under this request id (a repeat or a racing copy): that campaign, nothing new.
          const [seen] = await tx
            .select()
            .from(messageCampaigns)
            .where(and(eq(messageCampaigns.brandId, brand.id), eq(messageCampaigns.requestId, input.requestId)));
          if (!seen) throw new Error('campaign missing after a request-id conflict');
          return campaignOf(seen, fallback);
        }
        const [fanned] = await rowsOf<{ n: number | string }>(
          tx,
          sql`WITH ins AS (
                INSERT INTO member_messages (brand_id, member_id, category, source_key, campaign_id, created_at)
                SELECT m.brand_id, m.id, ${input.category}, ${`campaign:${made.id}`}, ${made.id}, ${now.toISOString()}::timestamptz
                  FROM members m WHERE ${where}
                ON CONFLICT (member_id, source_key) DO NOTHING
                RETURNING 1)
              SELECT count(*) AS n FROM ins`,
        );
        const recipients = Number(fanned?.n ?? 0);
        const [row] = await tx
          .update(messageCampaigns)
          .set({ recipients })
          .where(eq(messageCampaigns.id, made.id))
          .returning();
        if (!row) throw new Error('campaign vanished');
        const out = campaignOf(row, fallback);
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'message.campaign_send',
          target: { kind: 'message_campaign', id: row.id },
          after: { ...out, texts: input.texts },
          reason: input.reason,
        });
        return out;
      });
    },

    async list(brand: Brand): Promise<{ list: TCampaign[] }> {
      const rows = await db
        .select()
        .from(messageCampaigns)
        .where(eq(messageCampaigns.brandId, brand.id))
        .orderBy(desc(messageCampaigns.createdAt), desc(messageCampaigns.id))
        .limit(200);
      return { list: rows.map((r) => campaignOf(r, brand.settings.defaultLanguage)) };
    },
  };
}
