import { ZCustomerServiceLink } from '@app/contracts/brand';
import { CS_TYPES } from '@app/contracts/constants';
import { CliError, type Command, option, positional, targetBrand } from '../../cli/command.ts';
import { auditedCliAct } from '../audit/cli.ts';
import { short, when } from './cli-args.ts';

const CS_TYPE_NAMES: Record<string, number> = {
  messenger: CS_TYPES.MESSENGER,
  'chat-app': CS_TYPES.CHAT_APP,
  'live-chat': CS_TYPES.LIVE_CHAT,
  vip: CS_TYPES.VIP,
};

export const supportCommands: Command[] = [
  {
    name: 'cs edit',
    usage:
      '<number from cs list> [--type live-chat|messenger|chat-app|vip] [--name <label>] [--url <url>] [--brand <code>]',
    summary: 'change a customer-service link',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const list = brand.settings.customerService;
      const n = Number(positional(args, 0, 'number'));
      if (!Number.isInteger(n) || n < 1 || n > list.length) throw new CliError(`<number> must be 1-${list.length}`);
      const typeName = option(args, 'type');
      const csType = typeName === undefined ? undefined : CS_TYPE_NAMES[typeName];
      if (typeName !== undefined && !csType)
        throw new CliError(`--type must be one of ${Object.keys(CS_TYPE_NAMES).join(', ')}`);
      const next = list.map((c, i) =>
        i === n - 1
          ? {
              ...c,
              ...(csType ? { csType } : {}),
              name: option(args, 'name') ?? c.name,
              url: option(args, 'url') ?? c.url,
            }
          : c,
      );
      const checked = ZCustomerServiceLink.safeParse(next[n - 1]);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new CliError(`--${String(issue?.path[0] ?? 'url')}: ${issue?.message ?? 'invalid'}`);
      }
      const b = await ctx.brands.updateSettings(brand.id, { customerService: next });
      const c = b.settings.customerService[n - 1];
      ctx.print(`${n}. type ${c?.csType}  ${c?.name}  ${c?.url}`);
    },
  },
  {
    name: 'support list',
    usage: '[--brand <code>]',
    summary: 'list customer-service conversations from the support pages, newest first',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const list = await ctx.services.content.support.conversations(brand.id);
      if (list.length === 0) ctx.print('no conversations');
      for (const c of list) {
        const waiting = c.last.from === 'visitor' ? '  (waiting for an answer)' : '';
        ctx.print(`${c.conversation}  ${c.channel}  ${c.messages} messages${waiting}`);
        ctx.print(`    ${when(new Date(c.last.time))} ${c.last.from}: ${short(c.last.text)}`);
      }
    },
  },
  {
    name: 'support show',
    usage: '<conversation> [--brand <code>]',
    summary: 'show a conversation',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const conversation = positional(args, 0, 'conversation');
      const all = await ctx.services.content.support.history(brand.id, conversation);
      if (all.length === 0) throw new CliError(`no conversation ${conversation}`);
      for (const m of all) ctx.print(`${when(new Date(m.time))} ${m.from}: ${m.text}`);
    },
  },
  {
    name: 'support reply',
    usage: '<conversation> <text> [--brand <code>]',
    summary: 'answer a conversation as customer service (the visitor sees it within seconds)',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const conversation = positional(args, 0, 'conversation');
      const text = positional(args, 1, 'text');
      const m = await auditedCliAct(
        ctx,
        { brandId: brand.id, action: 'support.reply', target: { kind: 'conversation', id: conversation } },
        async () => null,
        () => ctx.services.content.support.reply(brand.id, conversation, text),
        (sent) => ({ id: sent.id, text: sent.text }),
      );
      ctx.print(`sent #${m.id}`);
    },
  },
];
