import { NOTICE_TYPES } from '@app/contracts/content';
import { type CliContext, type Command, option, type ParsedArgs, targetBrand } from '../../cli/command.ts';
import { cliAuditHook } from '../audit/act-hook.ts';
import type { Brand } from '../system/brand-types.ts';
import { idArg, intOption, langOption, short, timeOption, when } from './cli-args.ts';
import type { NoticeInput, NoticeRow } from './notice-service.ts';

function show(ctx: CliContext, n: NoticeRow): void {
  ctx.print(
    `#${n.id}  ${n.type}  sort ${n.sort}  published ${when(n.publishedAt)}  shown ${when(n.startsAt)} .. ${when(n.endsAt)}`,
  );
  if (n.imageUrl) ctx.print(`    image ${n.imageUrl}`);
  for (const t of n.texts) ctx.print(`    ${t.lang}: ${short(t.title)}  —  ${short(t.contentHtml)}`);
}

function input(ctx: CliContext, args: ParsedArgs, brand: Brand): NoticeInput {
  const now = ctx.deps.now();
  const title = option(args, 'title');
  const content = option(args, 'content');
  const published = timeOption(args, 'published', now);
  return {
    type: option(args, 'type'),
    imageUrl: option(args, 'image'),
    sort: intOption(args, 'sort'),
    publishedAt: published ?? undefined,
    startsAt: timeOption(args, 'from', now),
    endsAt: timeOption(args, 'until', now),
    text:
      title !== undefined || content !== undefined
        ? { lang: String(langOption(args, brand)), title, content }
        : undefined,
  };
}

const OPTIONS =
  '[--content <html>] [--image <path or https URL>] [--lang EN] [--sort <n>] [--published <time>] [--from <time>] [--until <time|none>] [--brand <code>]';

export const noticeCommands: Command[] = [
  {
    name: 'notice list',
    usage: '[--type <type>] [--brand <code>]',
    summary: `list notices (types: ${NOTICE_TYPES.join(', ')})`,
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const list = await ctx.services.content.notices.list(brand.id, option(args, 'type'));
      if (list.length === 0) ctx.print('no notices');
      for (const n of list) show(ctx, n);
    },
  },
  {
    name: 'notice add',
    usage: `--type ${NOTICE_TYPES.join('|')} --title <text> ${OPTIONS}`,
    summary: 'add a notice: PL marquee, PU popup, PR promotion, B banner notice, H announcements page only',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const hook = cliAuditHook(ctx, { brandId: brand.id, action: 'notice.create', reason: option(args, 'reason') });
      show(ctx, await ctx.services.content.notices.create(brand.id, input(ctx, args, brand), hook));
    },
  },
  {
    name: 'notice edit',
    usage: `<id> [--type <type>] [--title <text>] ${OPTIONS}`,
    summary: 'change a notice, or set its text in one language with --lang (--title and --content together)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const hook = cliAuditHook(ctx, { brandId: brand.id, action: 'notice.update', reason: option(args, 'reason') });
      show(ctx, await ctx.services.content.notices.update(brand.id, idArg(args), input(ctx, args, brand), hook));
    },
  },
  {
    name: 'notice remove',
    usage: '<id> [--brand <code>]',
    summary: 'remove a notice',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const id = idArg(args);
      const hook = cliAuditHook(ctx, { brandId: brand.id, action: 'notice.delete', reason: option(args, 'reason') });
      await ctx.services.content.notices.remove(brand.id, id, hook);
      ctx.print(`removed notice ${id}`);
    },
  },
];
