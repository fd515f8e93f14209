/**
 * Back office: promotions as staff make them (issue 18 item 4; decision 1300 "Back office: roles").
 * Create (a draft), edit (version checked, the kind never changes), preview, and schedule (publish,
 * end, archive). Every write records its audit entry with the values before and after, in the
 * change's transaction. Texts are sanitised on save (and again when served).
 */
import type { TPromotionFull, TPromotionInput, TPromotionRow } from '@app/contracts/calls/backoffice-promotions';
import type { PROMOTION_STATUSES } from '@app/contracts/calls/promotion-shapes';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { promotions } from '../../db/schema/index.ts';
import type { Localized } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, AuditService } from '../audit/audit-service.ts';
import { newRaffleSeed } from '../raffles/seed.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';
import { rulesOf, termsFor, textIn } from './catalogue.ts';
import { type PromotionRow, phase } from './eligibility.ts';
import { rulesToDb } from './rules.ts';
import { sanitisePromotionHtml } from './sanitise.ts';

export interface Acting {
  actor: AuditActor;
  ip: string;
  channel: string;
}

type StaffStatus = (typeof PROMOTION_STATUSES)[number];

const invalid = (field: string, reason: string) => new AppError('promotions.invalid', { fields: [{ field, reason }] });

/** The status staff see: draft, scheduled (published, before its start), live, ended, archived. */
export function staffStatus(p: PromotionRow, now: Date): StaffStatus {
  return phase(p, now);
}

function cleanTexts(texts: Localized, html: boolean): Localized {
  const out: Localized = {};
  for (const [lang, text] of Object.entries(texts)) {
    const t = html ? sanitisePromotionHtml(text) : text.trim();
    if (t) out[lang.toUpperCase()] = t;
  }
  return out;
}

/** Checks what the schema cannot: the default language's title, the period, ascending tiers. */
function validate(brand: Brand, input: TPromotionInput): void {
  const def = brand.settings.defaultLanguage;
  const title = cleanTexts(input.title, false);
  if (!title[def]) throw invalid(`title.${def}`, 'required');
  if (Object.values(title).some((t) => t.length > 120)) throw invalid('title', 'too_long');
  if (input.endsAt !== null && input.endsAt <= input.startsAt) throw invalid('endsAt', 'before_start');
  const r = input.rules;
  if (r.kind === 'deposit' || r.kind === 'first_deposit') {
    for (let i = 1; i < r.tiers.length; i++) {
      if ((r.tiers[i]?.minDeposit ?? 0) <= (r.tiers[i - 1]?.minDeposit ?? 0))
        throw invalid(`rules.tiers.${i}.minDeposit`, 'not_ascending');
    }
  }
  if (r.kind === 'raffle' && input.endsAt !== null && r.drawAt > input.endsAt)
    throw invalid('rules.drawAt', 'after_end');
  if (r.kind === 'envelope' && r.shares > Math.round(r.pool * 10 ** brand.settings.minorUnits)) {
    throw invalid('rules.shares', 'more_than_pool');
  }
}

export function createPromotionsBackoffice(deps: Deps, audit: AuditService) {
  const { db } = deps;

  function full(brand: Brand, p: PromotionRow): TPromotionFull {
    return {
      id: p.id,
      code: p.code,
      kind: p.kind,
      category: p.category as TPromotionFull['category'],
      status: staffStatus(p, deps.now()),
      title: p.title,
      summary: p.summary,
      body: p.body,
      art: p.art as TPromotionFull['art'],
      startsAt: p.startsAt.getTime(),
      endsAt: p.endsAt ? p.endsAt.getTime() : null,
      eligibility: p.eligibility as TPromotionFull['eligibility'],
      rules: rulesOf(p, brand),
      sort: p.sort,
      seedHash: p.seedHash,
      version: p.version,
      updatedAt: p.updatedAt.getTime(),
      updatedBy: p.updatedBy,
    };
  }

  /** The audit's picture of a promotion (no raffle seed: it stays secret until drawn). */
  function auditView(brand: Brand, p: PromotionRow): Record<string, unknown> {
    const { seedHash: _h, ...rest } = full(brand, p);
    return rest;
  }

  async function lock(tx: Tx, brand: Brand, id: number): Promise<PromotionRow> {
    const [locked] = await rowsOf<{ id: string | number }>(
      tx,
      sql`SELECT id FROM promotions WHERE id = ${id} AND brand_id = ${brand.id} FOR UPDATE`,
    );
    if (!locked) throw new AppError('promotions.not.found');
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id));
    if (!row) throw new AppError('promotions.not.found');
    return row;
  }

  function values(brand: Brand, input: TPromotionInput) {
    return {
      code: input.code,
      category: input.category,
      title: cleanTexts(input.title, false),
      summary: cleanTexts(input.summary, false),
      body: cleanTexts(input.body, true),
      art: input.art,
      startsAt: new Date(input.startsAt),
      endsAt: input.endsAt === null ? null : new Date(input.endsAt),
      eligibility: input.eligibility,
      rules: rulesToDb(input.rules, brand.settings.minorUnits) as unknown as PromotionRow['rules'],
      sort: input.sort,
    };
  }

  const isDuplicate = (e: unknown) =>
    typeof e === 'object' && e !== null && (e as { code?: string; cause?: { code?: string } }).code === '23505';

  return {
    full,

    async list(
      brand: Brand,
      lang: Language,
      q: { status?: StaffStatus; kind?: string; pageNo: number; pageSize: number },
    ): Promise<{ list: TPromotionRow[]; total: number; currency: string }> {
      const now = deps.now();
      const where: SQL[] = [eq(promotions.brandId, brand.id)];
      if (q.kind) where.push(eq(promotions.kind, q.kind as PromotionRow['kind']));
      const rows = await db
        .select()
        .from(promotions)
        .where(and(...where))
        .orderBy(asc(promotions.sort), desc(promotions.id));
      const matching = rows.filter((p) => !q.status || staffStatus(p, now) === q.status);
      const page = matching.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
      const ids = page.map((p) => p.id);
      const stats = new Map<number, { cost: number; participants: number; pending: number }>();
      if (ids.length > 0) {
        const rowsStats = await rowsOf<{
          id: string | number;
          cost: string | number;
          participants: string | number;
          pending: string | number;
        }>(
          db,
          sql`SELECT p.id,
                COALESCE((SELECT sum(r.amount) FROM promotion_rewards r WHERE r.promotion_id = p.id AND r.status = 'claimed' AND r.grant_id IS NULL), 0)
                + COALESCE((SELECT sum(g.converted) FROM bonus_grants g WHERE g.promotion_id = p.id), 0) AS cost,
                (SELECT count(DISTINCT x.member_id) FROM promotion_participations x WHERE x.promotion_id = p.id)
                + (SELECT count(DISTINCT r.member_id) FROM promotion_rewards r WHERE r.promotion_id = p.id
                     AND NOT EXISTS (SELECT 1 FROM promotion_participations x WHERE x.promotion_id = p.id AND x.member_id = r.member_id)) AS participants,
                (SELECT count(*) FROM promotion_applications a WHERE a.promotion_id = p.id AND a.status = 'applying') AS pending
              FROM promotions p WHERE p.id IN ${ids}`,
        );
        for (const s of rowsStats) {
          stats.set(Number(s.id), {
            cost: Number(s.cost),
            participants: Number(s.participants),
            pending: Number(s.pending),
          });
        }
      }
      return {
        list: page.map((p) => {
          const s = stats.get(p.id) ?? { cost: 0, participants: 0, pending: 0 };
          return {
            id: p.id,
            code: p.code,
            kind: p.kind,
            category: p.category as TPromotionRow['category'],
            title: textIn(p.title, lang, brand),
            status: staffStatus(p, now),
            startsAt: p.startsAt.getTime(),
            endsAt: p.endsAt ? p.endsAt.getTime() : null,
            sort: p.sort,
            cost: major(brand, s.cost),
            participants: s.participants,
            pendingApplications: s.pending,
            updatedAt: p.updatedAt.getTime(),
            updatedBy: p.updatedBy,
          };
        }),
        total: matching.length,
        currency: brand.settings.currency,
      };
    },

    async get(brand: Brand, id: number): Promise<TPromotionFull> {
      const [p] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.brandId, brand.id)));
      if (!p) throw new AppError('promotions.not.found');
      return full(brand, p);
    },

    /** A new draft; raffles get their seed and publish its hash from now. */
    async create(brand: Brand, input: TPromotionInput, acting: Acting): Promise<TPromotionFull> {
      validate(brand, input);
      const now = deps.now();
      const seed = input.rules.kind === 'raffle' ? newRaffleSeed() : null;
      try {
        return await db.transaction(async (tx) => {
          const [made] = await tx
            .insert(promotions)
            .values({
              brandId: brand.id,
              kind: input.rules.kind,
              status: 'draft',
              ...values(brand, input),
              seed: seed?.seed ?? null,
              seedHash: seed?.seedHash ?? null,
              createdAt: now,
              updatedAt: now,
              updatedBy: acting.actor.name,
            })
            .returning();
          if (!made) throw new Error('promotion insert returned nothing');
          await audit.record(tx, {
            brandId: brand.id,
            ...acting,
            action: 'promotion.create',
            target: { kind: 'promotion', id: made.id },
            before: null,
            after: auditView(brand, made),
          });
          return full(brand, made);
        });
      } catch (e) {
        if (isDuplicate(e) || isDuplicate((e as { cause?: unknown }).cause)) throw invalid('code', 'taken');
        throw e;
      }
    },

    /** Edits a promotion at the version staff read; the kind stays. */
    async update(
      brand: Brand,
      input: TPromotionInput & { id: number; version: number; reason: string },
      acting: Acting,
    ): Promise<TPromotionFull> {
      validate(brand, input);
      try {
        return await db.transaction(async (tx) => {
          const before = await lock(tx, brand, input.id);
          if (before.version !== input.version) throw new AppError('promotions.stale');
          if (before.kind !== input.rules.kind) throw invalid('rules.kind', 'kind_changes');
          if (before.status === 'archived') throw new AppError('promotions.state');
          const [after] = await tx
            .update(promotions)
            .set({
              ...values(brand, input),
              version: before.version + 1,
              updatedAt: deps.now(),
              updatedBy: acting.actor.name,
            })
            .where(eq(promotions.id, before.id))
            .returning();
          if (!after) throw new Error('promotion update returned nothing');
          await audit.record(tx, {
            brandId: brand.id,
            ...acting,
            action: 'promotion.update',
            target: { kind: 'promotion', id: after.id },
            before: auditView(brand, before),
            after: auditView(brand, after),
            reason: input.reason,
          });
          return full(brand, after);
        });
      } catch (e) {
        if (isDuplicate(e) || isDuplicate((e as { cause?: unknown }).cause)) throw invalid('code', 'taken');
        throw e;
      }
    },

    /** publish (a draft), end (published: now), archive (ended). */
    async schedule(
      brand: Brand,
      input: { id: number; action: 'publish' | 'end' | 'archive'; reason: string },
      acting: Acting,
    ): Promise<TPromotionFull> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, brand, input.id);
        const now = deps.now();
        const at = staffStatus(before, now);
        let set: Partial<typeof promotions.$inferInsert>;
        if (input.action === 'publish' && before.status === 'draft') set = { status: 'published' };
        else if (input.action === 'end' && (at === 'live' || at === 'scheduled')) {
          set = { status: 'ended', endsAt: before.endsAt && before.endsAt < now ? before.endsAt : now };
        } else if (input.action === 'archive' && (at === 'ended' || at === 'draft')) set = { status: 'archived' };
        else throw new AppError('promotions.state');
        const [after] = await tx
          .update(promotions)
          .set({ ...set, version: before.version + 1, updatedAt: now, updatedBy: acting.actor.name })
          .where(eq(promotions.id, before.id))
          .returning();
        if (!after) throw new Error('promotion update returned nothing');
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: `promotion.${input.action}`,
          target: { kind: 'promotion', id: after.id },
          before: auditView(brand, before),
          after: auditView(brand, after),
          reason: input.reason,
        });
        return full(brand, after);
      });
    },

    /** The promotion as a player would read it in one language, saved or not. */
    preview(brand: Brand, input: TPromotionInput, language: string) {
      validate(brand, input);
      const up = language.toUpperCase();
      const lang = (LANGUAGES as readonly string[]).includes(up) ? (up as Language) : brand.settings.defaultLanguage;
      const v = values(brand, input);
      return {
        title: textIn(v.title, lang, brand),
        summary: textIn(v.summary, lang, brand),
        bodyHtml: sanitisePromotionHtml(textIn(v.body, lang, brand)),
        terms: termsFor({ eligibility: input.eligibility }, input.rules, brand, lang),
      };
    },
  };
}

export type PromotionsBackoffice = ReturnType<typeof createPromotionsBackoffice>;
