import type { TBanner } from '@app/contracts/calls/content';
import { BANNER_GROUPS, type BannerGroup } from '@app/contracts/content';
import type { Language } from '@app/contracts/languages';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentBanners, contentBannerTexts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AuditHook } from '../audit/hook-types.ts';
import type { Brand } from '../system/brand-types.ts';
import { groupBy, pickText } from './texts.ts';
import * as v from './validate.ts';

export const BANNER_TITLE_MAX = 80;
export const BANNER_SUBTITLE_MAX = 160;

/** What an operator gives for a banner; every field optional when editing. */
export interface BannerInput {
  groupName?: string;
  imageUrl?: string;
  linkageType?: string;
  linkageValue?: string;
  sort?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** Off: kept, but not shown. */
  enabled?: boolean;
  /** One language's text; a field left out of an edit keeps its stored value. */
  text?: { lang: string; title?: string; subtitle?: string };
}

export interface BannerRow {
  id: number;
  groupName: string;
  imageUrl: string;
  linkageType: string;
  linkageValue: string;
  sort: number;
  startsAt: Date | null;
  endsAt: Date | null;
  enabled: boolean;
  texts: { lang: string; title: string; subtitle: string }[];
}

/** A banner as the audit log records it. */
function snapshotOf(b: BannerRow | undefined): Record<string, unknown> | null {
  return b ? { ...b } : null;
}

function group(raw: string): BannerGroup {
  if (!(BANNER_GROUPS as readonly string[]).includes(raw))
    throw v.bad('group', `use one of ${BANNER_GROUPS.join(', ')}`);
  return raw as BannerGroup;
}

export type BannerService = ReturnType<typeof createBannerService>;

/** Banners per route group: operator changes and the live list the site shows. */
export function createBannerService(deps: Deps) {
  const { db } = deps;

  async function withTexts(rows: (typeof contentBanners.$inferSelect)[], on: DbOrTx = db): Promise<BannerRow[]> {
    if (rows.length === 0) return [];
    const texts = await on
      .select()
      .from(contentBannerTexts)
      .where(
        inArray(
          contentBannerTexts.bannerId,
          rows.map((r) => r.id),
        ),
      );
    const byBanner = groupBy(texts, (t) => t.bannerId);
    return rows.map((r) => ({
      id: r.id,
      groupName: r.groupName,
      imageUrl: r.imageUrl,
      linkageType: r.linkageType,
      linkageValue: r.linkageValue,
      sort: r.sort,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      enabled: r.enabled,
      texts: (byBanner.get(r.id) ?? []).map((t) => ({ lang: t.lang, title: t.title, subtitle: t.subtitle })),
    }));
  }

  function checkText(text: NonNullable<BannerInput['text']>, stored: BannerRow['texts'] = []) {
    const lang = v.language(text.lang);
    const before = stored.find((t) => t.lang === lang);
    return {
      lang,
      title: v.optionalText(text.title ?? before?.title ?? '', BANNER_TITLE_MAX, 'title'),
      subtitle: v.optionalText(text.subtitle ?? before?.subtitle ?? '', BANNER_SUBTITLE_MAX, 'subtitle'),
    };
  }

  async function mustGet(brandId: number, id: number) {
    const [row] = await db
      .select()
      .from(contentBanners)
      .where(and(eq(contentBanners.brandId, brandId), eq(contentBanners.id, id)));
    if (!row) throw v.bad('id', `no banner ${id}`);
    return row;
  }

  const service = {
    /** Every banner of the brand (optionally one group), with all its texts, for the operator. */
    async list(brandId: number, groupName?: string): Promise<BannerRow[]> {
      const where = groupName
        ? and(eq(contentBanners.brandId, brandId), eq(contentBanners.groupName, group(groupName)))
        : eq(contentBanners.brandId, brandId);
      const rows = await db
        .select()
        .from(contentBanners)
        .where(where)
        .orderBy(asc(contentBanners.groupName), asc(contentBanners.sort), asc(contentBanners.id));
      return withTexts(rows);
    },

    /** Adds a banner; group and image are required. */
    async create(brandId: number, input: BannerInput, hook?: AuditHook): Promise<BannerRow> {
      const groupName = group(input.groupName ?? '');
      const imageUrl = v.imageUrl(input.imageUrl ?? '');
      const link = v.linkage(input.linkageType ?? '', input.linkageValue ?? '');
      const sort = v.sortOrder(input.sort ?? 0);
      const span = v.window(input.startsAt ?? null, input.endsAt ?? null);
      const text = input.text ? checkText(input.text) : undefined;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contentBanners)
          .values({ brandId, groupName, imageUrl, ...link, sort, ...span, enabled: input.enabled ?? true })
          .returning({ id: contentBanners.id });
        if (!row) throw new Error('banner insert returned nothing');
        if (text) await tx.insert(contentBannerTexts).values({ bannerId: row.id, ...text });
        if (hook) {
          const [after] = await withTexts(
            await tx.select().from(contentBanners).where(eq(contentBanners.id, row.id)),
            tx,
          );
          await hook(tx, { target: { kind: 'banner', id: row.id }, before: null, after: snapshotOf(after) });
        }
        return row.id;
      });
      return service.get(brandId, id);
    },

    async get(brandId: number, id: number): Promise<BannerRow> {
      const [row] = await withTexts([await mustGet(brandId, id)]);
      if (!row) throw v.bad('id', `no banner ${id}`);
      return row;
    },

    /** Changes the given fields and, with `text`, sets that language's text; nothing changes on a bad field. */
    async update(brandId: number, id: number, input: BannerInput, hook?: AuditHook): Promise<BannerRow> {
      const current = await mustGet(brandId, id);
      const patch = {
        groupName: input.groupName === undefined ? current.groupName : group(input.groupName),
        imageUrl: input.imageUrl === undefined ? current.imageUrl : v.imageUrl(input.imageUrl),
        ...v.linkage(input.linkageType ?? current.linkageType, input.linkageValue ?? current.linkageValue),
        sort: input.sort === undefined ? current.sort : v.sortOrder(input.sort),
        ...v.window(
          input.startsAt === undefined ? current.startsAt : input.startsAt,
          input.endsAt === undefined ? current.endsAt : input.endsAt,
        ),
        enabled: input.enabled ?? current.enabled,
      };
      const [was] = await withTexts([current]);
      const text = input.text ? checkText(input.text, was?.texts) : undefined;
      await db.transaction(async (tx) => {
        await tx.update(contentBanners).set(patch).where(eq(contentBanners.id, id));
        if (text) {
          await tx
            .insert(contentBannerTexts)
            .values({ bannerId: id, ...text })
            .onConflictDoUpdate({
              target: [contentBannerTexts.bannerId, contentBannerTexts.lang],
              set: { title: text.title, subtitle: text.subtitle },
            });
        }
        if (hook) {
          const [after] = await withTexts(await tx.select().from(contentBanners).where(eq(contentBanners.id, id)), tx);
          await hook(tx, { target: { kind: 'banner', id }, before: snapshotOf(was), after: snapshotOf(after) });
        }
      });
      return service.get(brandId, id);
    },

    async remove(brandId: number, id: number, hook?: AuditHook): Promise<void> {
      const [was] = await withTexts([await mustGet(brandId, id)]);
      await db.transaction(async (tx) => {
        await tx.delete(contentBanners).where(and(eq(contentBanners.brandId, brandId), eq(contentBanners.id, id)));
        await hook?.(tx, { target: { kind: 'banner', id }, before: snapshotOf(was), after: null });
      });
    },

    /**
     * Puts a group's banners in the given order (sort 10, 20, ...): the ids must be exactly the group's
     * banners. Recorded as one act with the order before and after.
     */
    async reorder(brandId: number, groupName: string, ids: readonly number[], hook?: AuditHook): Promise<BannerRow[]> {
      const g = group(groupName);
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: contentBanners.id, sort: contentBanners.sort })
          .from(contentBanners)
          .where(and(eq(contentBanners.brandId, brandId), eq(contentBanners.groupName, g)))
          .orderBy(asc(contentBanners.sort), asc(contentBanners.id))
          .for('update');
        const have = rows.map((r) => r.id);
        if (new Set(ids).size !== ids.length || ids.length !== have.length || ids.some((i) => !have.includes(i))) {
          throw v.bad('ids', `give every banner of ${g} once: ${have.join(', ')}`);
        }
        for (const [i, bid] of ids.entries()) {
          await tx
            .update(contentBanners)
            .set({ sort: (i + 1) * 10 })
            .where(eq(contentBanners.id, bid));
        }
        await hook?.(tx, {
          target: { kind: 'banner_group', id: g },
          before: { order: have },
          after: { order: [...ids] },
        });
      });
      return service.list(brandId, g);
    },

    /** The banners of a group shown now, in the visitor's language. */
    async live(brand: Brand, groupName: BannerGroup, lang: Language): Promise<TBanner[]> {
      const now = deps.now();
      const rows = await db
        .select()
        .from(contentBanners)
        .where(
          and(
            eq(contentBanners.brandId, brand.id),
            eq(contentBanners.groupName, groupName),
            eq(contentBanners.enabled, true),
            or(isNull(contentBanners.startsAt), lte(contentBanners.startsAt, now)),
            or(isNull(contentBanners.endsAt), gt(contentBanners.endsAt, now)),
          ),
        )
        .orderBy(asc(contentBanners.sort), asc(contentBanners.id));
      return (await withTexts(rows)).map((b) => {
        const text = pickText(b.texts, lang, brand.settings.defaultLanguage);
        return {
          bannerId: b.id,
          groupName,
          url: b.imageUrl,
          linkageType: b.linkageType as TBanner['linkageType'],
          linkageValue: b.linkageValue,
          title: text?.title ?? '',
          subtitle: text?.subtitle ?? '',
        };
      });
    },
  };
  return service;
}
