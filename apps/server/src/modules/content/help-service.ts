import type { THelpItem } from '@app/contracts/calls/content';
import type { Language } from '@app/contracts/languages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentHelpItems, contentHelpTexts } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { AuditHook } from '../audit/hook-types.ts';
import type { Brand } from '../system/brand-types.ts';
import { sanitiseHtml } from './sanitise.ts';
import { groupBy, pickText } from './texts.ts';
import * as v from './validate.ts';

export const HELP_TITLE_MAX = 80;
export const HELP_CONTENT_MAX = 50_000;
const TAG_RE = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface HelpInput {
  tag?: string;
  sort?: number;
  /** One language's text; a field left out of an edit keeps its stored value. */
  text?: { lang: string; title?: string; content?: string };
}

export interface HelpRow {
  id: number;
  tag: string;
  sort: number;
  texts: { lang: string; title: string; contentHtml: string }[];
}

function tagOf(raw: string): string {
  const t = raw.trim();
  if (!TAG_RE.test(t)) throw v.bad('tag', 'use 1-40 lower-case letters, digits and -, starting with a letter or digit');
  return t;
}

export type HelpService = ReturnType<typeof createHelpService>;

/** The help centre's items, addressed by their tag (the /help#tag anchor). */
export function createHelpService(deps: Deps) {
  const { db } = deps;

  async function rows(brandId: number, on: DbOrTx = db): Promise<HelpRow[]> {
    const items = await on
      .select()
      .from(contentHelpItems)
      .where(eq(contentHelpItems.brandId, brandId))
      .orderBy(asc(contentHelpItems.sort), asc(contentHelpItems.id));
    if (items.length === 0) return [];
    const texts = await on
      .select()
      .from(contentHelpTexts)
      .where(
        inArray(
          contentHelpTexts.itemId,
          items.map((i) => i.id),
        ),
      );
    const byItem = groupBy(texts, (t) => t.itemId);
    return items.map((i) => ({
      id: i.id,
      tag: i.tag,
      sort: i.sort,
      texts: (byItem.get(i.id) ?? []).map((t) => ({ lang: t.lang, title: t.title, contentHtml: t.contentHtml })),
    }));
  }

  async function mustFind(brandId: number, tag: string) {
    const [row] = await db
      .select()
      .from(contentHelpItems)
      .where(and(eq(contentHelpItems.brandId, brandId), eq(contentHelpItems.tag, tagOf(tag))));
    if (!row) throw v.bad('tag', `no help item "${tag}"`);
    return row;
  }

  function checkText(text: NonNullable<HelpInput['text']>, stored: HelpRow['texts'] = []) {
    const lang = v.language(text.lang);
    const before = stored.find((t) => t.lang === lang);
    return {
      lang,
      title: v.title(text.title ?? before?.title ?? '', HELP_TITLE_MAX),
      contentHtml: v.html(text.content ?? before?.contentHtml ?? '', HELP_CONTENT_MAX, true),
    };
  }

  const service = {
    list: (brandId: number) => rows(brandId),

    /** An item's tag by its id (the back office addresses items by id). */
    async tagOf(brandId: number, id: number): Promise<string> {
      const [row] = await db
        .select({ tag: contentHelpItems.tag })
        .from(contentHelpItems)
        .where(and(eq(contentHelpItems.brandId, brandId), eq(contentHelpItems.id, id)));
      if (!row) throw v.bad('id', `no help item ${id}`);
      return row.tag;
    },

    async get(brandId: number, tag: string): Promise<HelpRow> {
      const row = (await rows(brandId)).find((r) => r.tag === tag);
      if (!row) throw v.bad('tag', `no help item "${tag}"`);
      return row;
    },

    /** Adds an item with its first text; the tag must be new for the brand. */
    async create(brandId: number, input: HelpInput, hook?: AuditHook): Promise<HelpRow> {
      const tag = tagOf(input.tag ?? '');
      if (!input.text) throw v.bad('title', 'a help item needs a title');
      const text = checkText(input.text);
      const sort = v.sortOrder(input.sort ?? 0);
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: contentHelpItems.id })
          .from(contentHelpItems)
          .where(and(eq(contentHelpItems.brandId, brandId), eq(contentHelpItems.tag, tag)));
        if (taken) throw v.bad('tag', `"${tag}" already exists`);
        const [row] = await tx
          .insert(contentHelpItems)
          .values({ brandId, tag, sort })
          .returning({ id: contentHelpItems.id });
        if (!row) throw new Error('help insert returned nothing');
        await tx.insert(contentHelpTexts).values({ itemId: row.id, ...text });
        const after = (await rows(brandId, tx)).find((r) => r.id === row.id);
        await hook?.(tx, { target: { kind: 'help', id: row.id }, before: null, after: after ? { ...after } : null });
      });
      return service.get(brandId, tag);
    },

    /** Changes the sort or the tag and, with `text`, sets that language's text. */
    async update(brandId: number, tag: string, input: HelpInput, hook?: AuditHook): Promise<HelpRow> {
      const current = await mustFind(brandId, tag);
      const nextTag = input.tag === undefined ? current.tag : tagOf(input.tag);
      const sort = input.sort === undefined ? current.sort : v.sortOrder(input.sort);
      const was = await service.get(brandId, current.tag);
      const text = input.text ? checkText(input.text, was.texts) : undefined;
      await db.transaction(async (tx) => {
        if (nextTag !== current.tag) {
          const [taken] = await tx
            .select({ id: contentHelpItems.id })
            .from(contentHelpItems)
            .where(and(eq(contentHelpItems.brandId, brandId), eq(contentHelpItems.tag, nextTag)));
          if (taken) throw v.bad('tag', `"${nextTag}" already exists`);
        }
        await tx.update(contentHelpItems).set({ tag: nextTag, sort }).where(eq(contentHelpItems.id, current.id));
        if (text) {
          await tx
            .insert(contentHelpTexts)
            .values({ itemId: current.id, ...text })
            .onConflictDoUpdate({
              target: [contentHelpTexts.itemId, contentHelpTexts.lang],
              set: { title: text.title, contentHtml: text.contentHtml },
            });
        }
        const after = (await rows(brandId, tx)).find((r) => r.id === current.id);
        await hook?.(tx, {
          target: { kind: 'help', id: current.id },
          before: { ...was },
          after: after ? { ...after } : null,
        });
      });
      return service.get(brandId, nextTag);
    },

    async remove(brandId: number, tag: string, hook?: AuditHook): Promise<void> {
      const row = await mustFind(brandId, tag);
      const was = await service.get(brandId, row.tag);
      await db.transaction(async (tx) => {
        await tx.delete(contentHelpItems).where(eq(contentHelpItems.id, row.id));
        await hook?.(tx, { target: { kind: 'help', id: row.id }, before: { ...was }, after: null });
      });
    },

    /** The help centre in the visitor's language. */
    async centre(brand: Brand, lang: Language): Promise<THelpItem[]> {
      return (await rows(brand.id)).map((r) => {
        const text = pickText(r.texts, lang, brand.settings.defaultLanguage);
        return { tag: r.tag, title: text?.title ?? r.tag, content: sanitiseHtml(text?.contentHtml ?? '') };
      });
    },
  };
  return service;
}
