import type { TStaffBanner, TStaffHelp, TStaffNotice } from '@app/contracts/calls/backoffice-content';
import * as calls from '@app/contracts/calls/backoffice-content';
import type { NoticeType } from '@app/contracts/content';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { staffAuditHook } from '../audit/act-hook.ts';
import { staffRoute } from '../staff/staff-route.ts';
import type { BannerRow } from './banner-service.ts';
import type { HelpRow } from './help-service.ts';
import type { NoticeRow } from './notice-service.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;
const time = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

export function bannerView(b: BannerRow): TStaffBanner {
  return { ...b, startsAt: iso(b.startsAt), endsAt: iso(b.endsAt) };
}

export function noticeView(n: NoticeRow): TStaffNotice {
  return {
    id: n.id,
    type: n.type as NoticeType,
    imageUrl: n.imageUrl,
    sort: n.sort,
    enabled: n.enabled,
    membersOnly: n.membersOnly,
    publishedAt: n.publishedAt.toISOString(),
    startsAt: iso(n.startsAt),
    endsAt: iso(n.endsAt),
    texts: n.texts,
  };
}

const helpView = (h: HelpRow): TStaffHelp => h;

/** One language's text when the input names a language (a form edits one language at a time). */
function textOf(input: { lang?: string } & Record<string, unknown>, keys: readonly string[]) {
  if (input.lang === undefined) return undefined;
  const text: Record<string, string> = {};
  for (const k of keys) if (typeof input[k] === 'string') text[k] = input[k];
  return { ...text, lang: input.lang };
}

/** A dated item's fields as the service takes them: times parsed, one language's text when named. */
function dated<I extends { lang?: string; startsAt?: string | null; endsAt?: string | null }>(
  input: I & Record<string, unknown>,
  keys: readonly string[],
) {
  return { ...input, startsAt: time(input.startsAt), endsAt: time(input.endsAt), text: textOf(input, keys) };
}

type ActContext = Parameters<typeof staffAuditHook>[1] & { brand: { id: number }; input: { reason?: string } };

/** Back-office content calls: banners, notices (marquee, popups, ...), help pages; every write audited. */
export function contentBackofficeRoutes(app: FastifyInstance, s: Services): void {
  const { content, audit, staff } = s;
  /** The audit hook of one staff act on this brand, with the reason the input gives. */
  const act = (ctx: ActContext, action: string, target?: { kind: string; id: number }) =>
    staffAuditHook(audit, ctx, { brandId: ctx.brand.id, action, target, reason: ctx.input.reason });

  staffRoute(app, staff, calls.banners, async ({ brand, input }) =>
    (await content.banners.list(brand.id, input.groupName)).map(bannerView),
  );

  staffRoute(app, staff, calls.bannerCreate, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'banner.create');
    const row = await content.banners.create(brand.id, dated(input, ['title', 'subtitle']), hook);
    return bannerView(row);
  });

  staffRoute(app, staff, calls.bannerUpdate, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'banner.update', { kind: 'banner', id: input.id });
    const row = await content.banners.update(brand.id, input.id, dated(input, ['title', 'subtitle']), hook);
    return bannerView(row);
  });

  staffRoute(app, staff, calls.bannerDelete, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'banner.delete');
    await content.banners.remove(brand.id, input.id, hook);
    return null;
  });

  staffRoute(app, staff, calls.bannerOrder, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'banner.order');
    return (await content.banners.reorder(brand.id, input.groupName, input.ids, hook)).map(bannerView);
  });

  staffRoute(app, staff, calls.notices, async ({ brand, input }) =>
    (await content.notices.list(brand.id, input.type)).map(noticeView),
  );

  staffRoute(app, staff, calls.noticeCreate, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'notice.create');
    const row = await content.notices.create(brand.id, dated(input, ['title', 'content']), hook);
    return noticeView(row);
  });

  staffRoute(app, staff, calls.noticeUpdate, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'notice.update', { kind: 'notice', id: input.id });
    const row = await content.notices.update(brand.id, input.id, dated(input, ['title', 'content']), hook);
    return noticeView(row);
  });

  staffRoute(app, staff, calls.noticeDelete, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'notice.delete');
    await content.notices.remove(brand.id, input.id, hook);
    return null;
  });

  staffRoute(app, staff, calls.helpPages, async ({ brand }) => (await content.help.list(brand.id)).map(helpView));

  staffRoute(app, staff, calls.helpCreate, async (ctx) => {
    const { input, brand } = ctx;
    const hook = act(ctx, 'help.create');
    const row = await content.help.create(
      brand.id,
      { tag: input.tag, sort: input.sort, text: textOf(input, ['title', 'content']) },
      hook,
    );
    return helpView(row);
  });

  staffRoute(app, staff, calls.helpUpdate, async (ctx) => {
    const { input, brand } = ctx;
    const tag = await content.help.tagOf(brand.id, input.id);
    const hook = act(ctx, 'help.update', { kind: 'help', id: input.id });
    const row = await content.help.update(
      brand.id,
      tag,
      { tag: input.tag, sort: input.sort, text: textOf(input, ['title', 'content']) },
      hook,
    );
    return helpView(row);
  });

  staffRoute(app, staff, calls.helpDelete, async (ctx) => {
    const { input, brand } = ctx;
    const tag = await content.help.tagOf(brand.id, input.id);
    const hook = act(ctx, 'help.delete');
    await content.help.remove(brand.id, tag, hook);
    return null;
  });
}
