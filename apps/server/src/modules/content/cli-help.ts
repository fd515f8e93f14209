import { type CliContext, type Command, option, type ParsedArgs, positional, targetBrand } from '../../cli/command.ts';
import { cliAuditHook } from '../audit/act-hook.ts';
import type { Brand } from '../system/brand-types.ts';
import { intOption, langOption, short } from './cli-args.ts';
import type { HelpInput, HelpRow } from './help-service.ts';

const hookOf = (ctx: CliContext, args: ParsedArgs, brand: Brand, action: string) =>
  cliAuditHook(ctx, { brandId: brand.id, action, reason: option(args, 'reason') });

function show(ctx: CliContext, h: HelpRow): void {
  ctx.print(`${h.tag}  sort ${h.sort}`);
  for (const t of h.texts) ctx.print(`    ${t.lang}: ${short(t.title)}  —  ${short(t.contentHtml)}`);
}

function input(args: ParsedArgs, brand: Brand, tag: string | undefined): HelpInput {
  const title = option(args, 'title');
  const content = option(args, 'content');
  return {
    tag,
    sort: intOption(args, 'sort'),
    text:
      title !== undefined || content !== undefined
        ? { lang: String(langOption(args, brand)), title, content }
        : undefined,
  };
}

export const helpCommands: Command[] = [
  {
    name: 'helpcenter list',
    usage: '[--brand <code>]',
    summary: 'list help-centre items by tag',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const list = await ctx.services.content.help.list(brand.id);
      if (list.length === 0) ctx.print('no help items');
      for (const h of list) show(ctx, h);
    },
  },
  {
    name: 'helpcenter add',
    usage: '<tag> --title <text> --content <html> [--lang EN] [--sort <n>] [--brand <code>]',
    summary: 'add a help-centre item (opened by /help#<tag>)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const tag = positional(args, 0, 'tag');
      show(
        ctx,
        await ctx.services.content.help.create(
          brand.id,
          input(args, brand, tag),
          hookOf(ctx, args, brand, 'help.create'),
        ),
      );
    },
  },
  {
    name: 'helpcenter edit',
    usage: '<tag> [--tag <new tag>] [--title <text>] [--content <html>] [--lang EN] [--sort <n>] [--brand <code>]',
    summary: 'change a help item, or set its text in one language with --lang',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const tag = positional(args, 0, 'tag');
      show(
        ctx,
        await ctx.services.content.help.update(
          brand.id,
          tag,
          input(args, brand, option(args, 'tag')),
          hookOf(ctx, args, brand, 'help.update'),
        ),
      );
    },
  },
  {
    name: 'helpcenter remove',
    usage: '<tag> [--brand <code>]',
    summary: 'remove a help item',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const tag = positional(args, 0, 'tag');
      await ctx.services.content.help.remove(brand.id, tag, hookOf(ctx, args, brand, 'help.delete'));
      ctx.print(`removed help item ${tag}`);
    },
  },
];
