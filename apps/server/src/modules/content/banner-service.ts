import type { TBanner } from '@app/contracts/calls/content';
import { BANNER_GROUPS, type BannerGroup } from '@app/contracts/content';
import type { Language } from '@app/contracts/languages';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { contentBanners, contentBannerTexts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
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
  /** The text in one language. */
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
  texts: { lang: string; title: string; subtitle: string }[];
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

  async function withTexts(rows: (typeof contentBanners.$inferSelect)[]): Promise<BannerRow[]> {
    if (rows.length === 0) return [];
    const texts = await db
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
    async create(brandId: number, input: BannerInput): Promise<BannerRow> {
      const groupName = group(input.groupName ?? '');
      const imageUrl = v.imageUrl(input.imageUrl ?? '');
      const link = v.linkage(input.linkageType ?? '', input.linkageValue ?? '');
      const sort = v.sortOrder(input.sort ?? 0);
      const span = v.window(input.startsAt ?? null, input.endsAt ?? null);
      const text = input.text ? checkText(input.text) : undefined;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contentBanners)
          .values({ brandId, groupName, imageUrl, ...link, sort, ...span })
          .returning({ id: contentBanners.id });
        if (!row) throw new Error('banner insert returned nothing');
        if (text) await tx.insert(contentBannerTexts).values({ bannerId: row.id, ...text });
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
    async update(brandId: number, id: number, input: BannerInput): Promise<BannerRow> {
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
      };
      const stored = input.text ? (await withTexts([current]))[0]?.texts : undefined;
      const text = input.text ? checkText(input.text, stored) : undefined;
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
      });
      return service.get(brandId, id);
    },

    async remove(brandId: number, id: number): Promise<void> {
      await mustGet(brandId, id);
      await db.delete(contentBanners).where(and(eq(contentBanners.brandId, brandId), eq(contentBanners.id, id)));
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
