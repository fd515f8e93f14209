import { BANNER_GROUPS, LINKAGE_TYPES } from '@app/contracts/content';
import { type CliContext, type Command, option, type ParsedArgs, targetBrand } from '../../cli/command.ts';
import { cliAuditHook } from '../audit/act-hook.ts';
import type { Brand } from '../system/brand-types.ts';
import type { BannerInput, BannerRow } from './banner-service.ts';
import { idArg, intOption, langOption, short, timeOption, when } from './cli-args.ts';

function show(ctx: CliContext, b: BannerRow): void {
  const link = b.linkageType ? `${b.linkageType} ${b.linkageValue}` : 'not clickable';
  ctx.print(`#${b.id}  ${b.groupName}  sort ${b.sort}  ${b.imageUrl}  -> ${link}`);
  ctx.print(`    shown ${when(b.startsAt)} .. ${when(b.endsAt)}`);
  for (const t of b.texts) ctx.print(`    ${t.lang}: ${short(t.title)}${t.subtitle ? ` | ${short(t.subtitle)}` : ''}`);
}

function input(ctx: CliContext, args: ParsedArgs, brand: Brand): BannerInput {
  const now = ctx.deps.now();
  const title = option(args, 'title');
  const subtitle = option(args, 'subtitle');
  return {
    groupName: option(args, 'group'),
    imageUrl: option(args, 'image'),
    linkageType: option(args, 'link-type'),
    linkageValue: option(args, 'link'),
    sort: intOption(args, 'sort'),
    startsAt: timeOption(args, 'from', now),
    endsAt: timeOption(args, 'until', now),
    text:
      title !== undefined || subtitle !== undefined
        ? { lang: String(langOption(args, brand)), title, subtitle }
        : undefined,
  };
}

const OPTIONS = `[--link-type ${LINKAGE_TYPES.join('|')} --link <target>] [--title <text>] [--subtitle <text>] [--lang EN] [--sort <n>] [--from <time>] [--until <time|none>] [--brand <code>]`;

export const bannerCommands: Command[] = [
  {
    name: 'banner list',
    usage: '[--group <group>] [--brand <code>]',
    summary: `list banners (groups: ${BANNER_GROUPS.join(', ')})`,
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const list = await ctx.services.content.banners.list(brand.id, option(args, 'group'));
      if (list.length === 0) ctx.print('no banners');
      for (const b of list) show(ctx, b);
    },
  },
  {
    name: 'banner add',
    usage: `--group <group> --image <path or https URL> ${OPTIONS}`,
    summary: 'add a banner to a route group (shown on the next page load)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const hook = cliAuditHook(ctx, { brandId: brand.id, action: 'banner.create', reason: option(args, 'reason') });
      show(ctx, await ctx.services.content.banners.create(brand.id, input(ctx, args, brand), hook));
    },
  },
  {
    name: 'banner edit',
    usage: `<id> [--group <group>] [--image <path or URL>] ${OPTIONS}`,
    summary: 'change a banner, or set its text in one language with --lang',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const hook = cliAuditHook(ctx, { brandId: brand.id, action: 'banner.update', reason: option(args, 'reason') });
      show(ctx, await ctx.services.content.banners.update(brand.id, idArg(args), input(ctx, args, brand), hook));
    },
  },
  {
    name: 'banner remove',
    usage: '<id> [--brand <code>]',
    summary: 'remove a banner',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const id = idArg(args);
      const hook = cliAuditHook(ctx, { brandId: brand.id, action: 'banner.delete', reason: option(args, 'reason') });
      await ctx.services.content.banners.remove(brand.id, id, hook);
      ctx.print(`removed banner ${id}`);
    },
  },
];
