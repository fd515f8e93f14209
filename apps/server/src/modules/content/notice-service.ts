import type { TAnnouncementsResponse, TNotice, TNoticesResponse } from '@app/contracts/calls/content';
import { NOTICE_TYPES, type NoticeType } from '@app/contracts/content';
import type { Language } from '@app/contracts/languages';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentNotices, contentNoticeTexts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AuditHook } from '../audit/hook-types.ts';
import type { Brand } from '../system/brand-types.ts';
import { sanitiseHtml } from './sanitise.ts';
import { groupBy, pickText } from './texts.ts';
import * as v from './validate.ts';

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_CONTENT_MAX = 20_000;
/** Types listed on the announcements page (banner notices are images, shown with the banners). */
export const ANNOUNCEMENT_TYPES: readonly NoticeType[] = ['PL', 'PU', 'PR', 'H'];

export interface NoticeInput {
  type?: string;
  imageUrl?: string;
  sort?: number;
  publishedAt?: Date;
  startsAt?: Date | null;
  endsAt?: Date | null;
  /** Off: kept, but not shown. */
  enabled?: boolean;
  /** Shown only to signed-in members (getAnnouncementLogined). */
  membersOnly?: boolean;
  /** One language's text; a field left out of an edit keeps its stored value. */
  text?: { lang: string; title?: string; content?: string };
}

type NoticeRecord = typeof contentNotices.$inferSelect;
export interface NoticeRow extends NoticeRecord {
  texts: { lang: string; title: string; contentHtml: string }[];
}

function noticeType(raw: string): NoticeType {
  const t = raw.trim().toUpperCase();
  if (!(NOTICE_TYPES as readonly string[]).includes(t)) throw v.bad('type', `use one of ${NOTICE_TYPES.join(', ')}`);
  return t as NoticeType;
}

export type NoticeService = ReturnType<typeof createNoticeService>;

/** Notices: operator changes, the live notices of the header and popups, and the announcements page. */
export function createNoticeService(deps: Deps) {
  const { db } = deps;

  async function withTexts(rows: NoticeRecord[], on: DbOrTx = db): Promise<NoticeRow[]> {
    if (rows.length === 0) return [];
    const texts = await on
      .select()
      .from(contentNoticeTexts)
      .where(
        inArray(
          contentNoticeTexts.noticeId,
          rows.map((r) => r.id),
        ),
      );
    const byNotice = groupBy(texts, (t) => t.noticeId);
    return rows.map((r) => ({
      ...r,
      texts: (byNotice.get(r.id) ?? []).map((t) => ({ lang: t.lang, title: t.title, contentHtml: t.contentHtml })),
    }));
  }

  function checkText(type: NoticeType, text: NonNullable<NoticeInput['text']>, stored: NoticeRow['texts'] = []) {
    const lang = v.language(text.lang);
    const before = stored.find((t) => t.lang === lang);
    return {
      lang,
      title: v.title(text.title ?? before?.title ?? '', NOTICE_TITLE_MAX),
      contentHtml: v.html(text.content ?? before?.contentHtml ?? '', NOTICE_CONTENT_MAX, type !== 'B'),
    };
  }

  async function mustGet(brandId: number, id: number): Promise<NoticeRecord> {
    const [row] = await db
      .select()
      .from(contentNotices)
      .where(and(eq(contentNotices.brandId, brandId), eq(contentNotices.id, id)));
    if (!row) throw v.bad('id', `no notice ${id}`);
    return row;
  }

  /** Notices live now; members-only ones only for a signed-in member. */
  function liveWhere(brand: Brand, types: readonly NoticeType[], signedIn = false): SQL | undefined {
    const now = deps.now();
    return and(
      eq(contentNotices.brandId, brand.id),
      signedIn ? undefined : eq(contentNotices.membersOnly, false),
      inArray(contentNotices.type, [...types]),
      eq(contentNotices.enabled, true),
      lte(contentNotices.publishedAt, now),
      or(isNull(contentNotices.startsAt), lte(contentNotices.startsAt, now)),
      or(isNull(contentNotices.endsAt), gt(contentNotices.endsAt, now)),
    );
  }

  function present(n: NoticeRow, lang: Language, fallback: Language): TNotice {
    const text = pickText(n.texts, lang, fallback);
    return {
      id: n.id,
      type: n.type as NoticeType,
      title: text?.title ?? '',
      // Sanitised again on the way out, so rows written by any other means are safe too.
      content: sanitiseHtml(text?.contentHtml ?? ''),
      imageUrl: n.imageUrl,
      time: n.publishedAt.getTime(),
    };
  }

  const service = {
    async list(brandId: number, type?: string): Promise<NoticeRow[]> {
      const where = type
        ? and(eq(contentNotices.brandId, brandId), eq(contentNotices.type, noticeType(type)))
        : eq(contentNotices.brandId, brandId);
      const rows = await db
        .select()
        .from(contentNotices)
        .where(where)
        .orderBy(asc(contentNotices.sort), desc(contentNotices.publishedAt), desc(contentNotices.id));
      return withTexts(rows);
    },

    async get(brandId: number, id: number): Promise<NoticeRow> {
      const [row] = await withTexts([await mustGet(brandId, id)]);
      if (!row) throw v.bad('id', `no notice ${id}`);
      return row;
    },

    /** Adds a notice with its first text; type and a title are required, banner notices need an image. */
    async create(brandId: number, input: NoticeInput, hook?: AuditHook): Promise<NoticeRow> {
      const type = noticeType(input.type ?? '');
      if (!input.text) throw v.bad('title', 'a notice needs a title');
      const text = checkText(type, input.text);
      const imageUrl = input.imageUrl ? v.imageUrl(input.imageUrl) : '';
      if (type === 'B' && !imageUrl) throw v.bad('image', 'a banner notice (B) needs an image');
      const sort = v.sortOrder(input.sort ?? 0);
      const span = v.window(input.startsAt ?? null, input.endsAt ?? null);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contentNotices)
          .values({
            brandId,
            type,
            imageUrl,
            sort,
            publishedAt: input.publishedAt ?? deps.now(),
            ...span,
            enabled: input.enabled ?? true,
            membersOnly: input.membersOnly ?? false,
          })
          .returning({ id: contentNotices.id });
        if (!row) throw new Error('notice insert returned nothing');
        await tx.insert(contentNoticeTexts).values({ noticeId: row.id, ...text });
        if (hook) {
          const [after] = await withTexts(
            await tx.select().from(contentNotices).where(eq(contentNotices.id, row.id)),
            tx,
          );
          await hook(tx, { target: { kind: 'notice', id: row.id }, before: null, after: after ? { ...after } : null });
        }
        return row.id;
      });
      return service.get(brandId, id);
    },

    /** Changes the given fields and, with `text`, sets that language's text; nothing changes on a bad field. */
    async update(brandId: number, id: number, input: NoticeInput, hook?: AuditHook): Promise<NoticeRow> {
      const current = await mustGet(brandId, id);
      const type = input.type === undefined ? (current.type as NoticeType) : noticeType(input.type);
      const imageUrl = input.imageUrl === undefined ? current.imageUrl : input.imageUrl && v.imageUrl(input.imageUrl);
      if (type === 'B' && !imageUrl) throw v.bad('image', 'a banner notice (B) needs an image');
      const patch = {
        type,
        imageUrl,
        sort: input.sort === undefined ? current.sort : v.sortOrder(input.sort),
        publishedAt: input.publishedAt ?? current.publishedAt,
        ...v.window(
          input.startsAt === undefined ? current.startsAt : input.startsAt,
          input.endsAt === undefined ? current.endsAt : input.endsAt,
        ),
        enabled: input.enabled ?? current.enabled,
        membersOnly: input.membersOnly ?? current.membersOnly,
      };
      const [was] = await withTexts([current]);
      const text = input.text ? checkText(type, input.text, was?.texts) : undefined;
      await db.transaction(async (tx) => {
        await tx.update(contentNotices).set(patch).where(eq(contentNotices.id, id));
        if (text) {
          await tx
            .insert(contentNoticeTexts)
            .values({ noticeId: id, ...text })
            .onConflictDoUpdate({
              target: [contentNoticeTexts.noticeId, contentNoticeTexts.lang],
              set: { title: text.title, contentHtml: text.contentHtml },
            });
        }
        if (hook) {
          const [after] = await withTexts(await tx.select().from(contentNotices).where(eq(contentNotices.id, id)), tx);
          await hook(tx, {
            target: { kind: 'notice', id },
            before: was ? { ...was } : null,
            after: after ? { ...after } : null,
          });
        }
      });
      return service.get(brandId, id);
    },

    async remove(brandId: number, id: number, hook?: AuditHook): Promise<void> {
      const [was] = await withTexts([await mustGet(brandId, id)]);
      await db.transaction(async (tx) => {
        await tx.delete(contentNotices).where(and(eq(contentNotices.brandId, brandId), eq(contentNotices.id, id)));
        await hook?.(tx, { target: { kind: 'notice', id }, before: was ? { ...was } : null, after: null });
      });
    },

    /** The notices live now, by kind (SPEC §7 notices: player, banners, popup, promotion). */
    async live(brand: Brand, lang: Language, types: readonly NoticeType[] = NOTICE_TYPES): Promise<TNoticesResponse> {
      const rows = await db
        .select()
        .from(contentNotices)
        .where(liveWhere(brand, types))
        .orderBy(asc(contentNotices.sort), desc(contentNotices.publishedAt), desc(contentNotices.id));
      const all = (await withTexts(rows)).map((n) => present(n, lang, brand.settings.defaultLanguage));
      const of = (t: NoticeType) => all.filter((n) => n.type === t);
      return { player: of('PL'), banners: of('B'), popup: of('PU'), promotion: of('PR') };
    },

    /** A page of the announcements list, newest first; `signedIn` adds the members-only ones. */
    async announcements(
      brand: Brand,
      lang: Language,
      pageNo: number,
      pageSize: number,
      signedIn = false,
    ): Promise<TAnnouncementsResponse> {
      const where = liveWhere(brand, ANNOUNCEMENT_TYPES, signedIn);
      const [counted] = await db.select({ n: count() }).from(contentNotices).where(where);
      const total = Number(counted?.n ?? 0);
      const rows = await db
        .select()
        .from(contentNotices)
        .where(where)
        .orderBy(desc(contentNotices.publishedAt), desc(contentNotices.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      const list = (await withTexts(rows)).map((n) => present(n, lang, brand.settings.defaultLanguage));
      return { list, pageNo, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
    },
  };
  return service;
}
