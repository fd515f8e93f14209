import { CS_TYPES, LICENCES } from '@app/contracts/constants';
import {
  ALL_MOD_IDS,
  buildWhiteLabelTree,
  WHITE_LABEL_TREE,
  type WhiteLabelModuleDef,
} from '@app/contracts/whitelabel';
import {
  type CliContext,
  CliError,
  type Command,
  onOff,
  option,
  type ParsedArgs,
  parseTime,
  positional,
  requireOption,
  targetBrand,
} from '../../cli/command.ts';
import { cliAuditHook } from '../audit/act-hook.ts';
import { auditedCliAct } from '../audit/cli.ts';
import type { Brand } from './brand-types.ts';

/** The audit hook of a brand command (actor 'cli'; --reason when given). */
function hookOf(ctx: CliContext, args: ParsedArgs, brand: Brand, action: string) {
  return cliAuditHook(ctx, { brandId: brand.id, action, reason: option(args, 'reason') });
}

function showBrand(ctx: CliContext, b: Brand): void {
  const m = b.maintenance;
  ctx.print(`${b.merchantCode}  "${b.name}"${b.isDefault ? '  (default)' : ''}`);
  ctx.print(`  domains: ${b.domains.map((d) => `${d.host} (${d.speed} ms)`).join(', ') || '-'}`);
  ctx.print(
    `  maintenance: ${m.on ? `on from ${m.maintainTime?.toISOString() ?? 'now'} until ${m.endTime?.toISOString() ?? 'turned off'}` : 'off'}`,
  );
  ctx.print(`  region block: ${b.regionBlockOn ? 'on' : 'off'}; ranges: ${b.blockedRanges.join(', ') || '-'}`);
}

/** Parses a settings value: JSON when it parses, otherwise the text itself. */
function settingValue(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const CS_TYPE_NAMES: Record<string, number> = {
  messenger: CS_TYPES.MESSENGER,
  'chat-app': CS_TYPES.CHAT_APP,
  'live-chat': CS_TYPES.LIVE_CHAT,
  vip: CS_TYPES.VIP,
};

function switchLines(
  defs: readonly WhiteLabelModuleDef[],
  tree: ReturnType<typeof buildWhiteLabelTree>,
  depth = 0,
): string[] {
  return defs.flatMap((d, i) => {
    const node = tree[i];
    const line = `${'  '.repeat(depth + 1)}${d.modId.padEnd(28 - depth * 2)} ${node?.enabled === '1' ? 'on ' : 'off'}  ${d.about}`;
    return [line, ...switchLines(d.children ?? [], node?.childrenNodes ?? [], depth + 1)];
  });
}

export const systemCommands: Command[] = [
  {
    name: 'brand list',
    usage: '',
    summary: 'list brands with their domains and status',
    async run(ctx) {
      for (const b of await ctx.brands.list()) showBrand(ctx, b);
    },
  },
  {
    name: 'brand create',
    usage: '<merchantCode> --name <name> [--domain <host>]... [--currency PHP --symbol P] [--default]',
    summary: 'create a brand (with its own RSA key pair)',
    async run(ctx, args) {
      const currency = option(args, 'currency');
      const symbol = option(args, 'symbol');
      const input = {
        merchantCode: positional(args, 0, 'merchantCode'),
        name: requireOption(args, 'name'),
        domains: args.options.get('domain') ?? [],
        isDefault: args.flags.has('default'),
        settings: { ...(currency ? { currency } : {}), ...(symbol ? { symbol } : {}) },
      };
      const b = await auditedCliAct(
        ctx,
        { brandId: null, action: 'brand.create', target: { kind: 'brand', id: input.merchantCode } },
        async () => null,
        () => ctx.brands.create(input),
        (made) => ({
          id: made.id,
          merchantCode: made.merchantCode,
          name: made.name,
          domains: made.domains.map((d) => d.host),
        }),
      );
      ctx.print('Created:');
      showBrand(ctx, b);
    },
  },
  {
    name: 'brand show',
    usage: '[--brand <code>]',
    summary: "show a brand's status and settings",
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      showBrand(ctx, b);
      // Secrets (a bot-check provider's, say) are never printed: only whether one is set.
      const masked = (key: string, value: unknown) => (/secret/i.test(key) && value ? '(set, not shown)' : value);
      const [first, ...rest] = JSON.stringify(b.settings, masked, 2).split('\n');
      ctx.print(`  settings: ${first}`);
      for (const line of rest) ctx.print(`  ${line}`);
    },
  },
  {
    name: 'maintenance on',
    usage: '[--end <time>] [--start <time>] [--message <text>] [--reason <text>] [--brand <code>]',
    summary: 'put the site in maintenance (players see the maintenance screen with the end time and the message)',
    async run(ctx, args) {
      const now = ctx.deps.now();
      const end = option(args, 'end');
      const start = option(args, 'start');
      const brand = await targetBrand(ctx, args);
      const b = await ctx.brands.setMaintenance(
        brand.id,
        true,
        {
          end: end ? parseTime(end, now, 'end') : null,
          start: start ? parseTime(start, now, 'start') : null,
          message: option(args, 'message'),
        },
        hookOf(ctx, args, brand, 'brand.maintenance'),
      );
      showBrand(ctx, b);
    },
  },
  {
    name: 'maintenance off',
    usage: '[--brand <code>]',
    summary: 'end maintenance now',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const b = await ctx.brands.setMaintenance(brand.id, false, {}, hookOf(ctx, args, brand, 'brand.maintenance'));
      showBrand(ctx, b);
    },
  },
  {
    name: 'region',
    usage: 'on|off [--brand <code>]',
    summary: 'turn region (IP range) blocking on or off',
    async run(ctx, args) {
      const on = onOff(args.positional[0]);
      const brand = await targetBrand(ctx, args);
      showBrand(ctx, await ctx.brands.setRegionBlock(brand.id, on, hookOf(ctx, args, brand, 'brand.region')));
    },
  },
  {
    name: 'region add',
    usage: '<cidr> [--note <text>] [--brand <code>]',
    summary: 'block an address range, e.g. 203.0.113.0/24 or 2001:db8::/32',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      showBrand(
        ctx,
        await ctx.brands.addBlockedRange(
          brand.id,
          positional(args, 0, 'cidr'),
          option(args, 'note') ?? '',
          hookOf(ctx, args, brand, 'brand.region_add'),
        ),
      );
    },
  },
  {
    name: 'region remove',
    usage: '<cidr> [--brand <code>]',
    summary: 'unblock an address range',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      showBrand(
        ctx,
        await ctx.brands.removeBlockedRange(
          brand.id,
          positional(args, 0, 'cidr'),
          hookOf(ctx, args, brand, 'brand.region_remove'),
        ),
      );
    },
  },
  {
    name: 'switch list',
    usage: '[--brand <code>]',
    summary: 'show every white-label switch',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      for (const line of switchLines(WHITE_LABEL_TREE, buildWhiteLabelTree(b.switches))) ctx.print(line);
    },
  },
  {
    name: 'switch set',
    usage: '<modId> on|off|default [--brand <code>]',
    summary: 'turn a white-label switch on or off, or back to its default',
    async run(ctx, args) {
      const modId = positional(args, 0, 'modId');
      if (!(ALL_MOD_IDS as readonly string[]).includes(modId)) {
        throw new CliError(`unknown switch "${modId}"; run "switch list" for the ids`);
      }
      const word = positional(args, 1, 'state');
      const enabled = word === 'default' ? null : onOff(word);
      const brand = await targetBrand(ctx, args);
      await ctx.brands.setSwitch(brand.id, modId, enabled, hookOf(ctx, args, brand, 'brand.switch'));
      ctx.print(`${modId}: ${word}`);
    },
  },
  {
    name: 'settings set',
    usage: '<key> <value> [--brand <code>]',
    summary:
      'change a brand setting: loginedToHomePage, headerLogin, minimumAge, currency, symbol, defaultLanguage, gtagId…',
    async run(ctx, args) {
      const key = positional(args, 0, 'key');
      const raw = positional(args, 1, 'value');
      const brand = await targetBrand(ctx, args);
      if (!(key in brand.settings)) {
        throw new CliError(`unknown setting "${key}"; known: ${Object.keys(brand.settings).join(', ')}`);
      }
      const b = await ctx.brands.updateSettings(
        brand.id,
        { [key]: settingValue(raw) },
        hookOf(ctx, args, brand, 'brand.settings'),
      );
      ctx.print(`${key} = ${JSON.stringify((b.settings as Record<string, unknown>)[key])}`);
    },
  },
  {
    name: 'licences',
    usage: `<list, e.g. ${LICENCES.join(',')} or none> [--brand <code>]`,
    summary: 'choose the licence badges in the footer',
    async run(ctx, args) {
      const text = positional(args, 0, 'list');
      const list = text === 'none' ? [] : text.split(',').map((s) => s.trim().toUpperCase());
      const brand = await targetBrand(ctx, args);
      const b = await ctx.brands.updateSettings(
        brand.id,
        { licences: list },
        hookOf(ctx, args, brand, 'brand.settings'),
      );
      ctx.print(`licences = ${b.settings.licences.join(', ') || 'none'}`);
    },
  },
  {
    name: 'cs list',
    usage: '[--brand <code>]',
    summary: 'list customer-service links',
    async run(ctx, args) {
      const b = await targetBrand(ctx, args);
      for (const [i, c] of b.settings.customerService.entries()) {
        ctx.print(`  ${i + 1}. type ${c.csType}  ${c.name}  ${c.url}`);
      }
    },
  },
  {
    name: 'cs add',
    usage: '--type live-chat|messenger|chat-app|vip --name <label> --url <url> [--brand <code>]',
    summary: 'add a customer-service link',
    async run(ctx, args) {
      const typeName = requireOption(args, 'type');
      const csType = CS_TYPE_NAMES[typeName];
      if (!csType) throw new CliError(`--type must be one of ${Object.keys(CS_TYPE_NAMES).join(', ')}`);
      const brand = await targetBrand(ctx, args);
      const next = [
        ...brand.settings.customerService,
        { csType, name: requireOption(args, 'name'), url: requireOption(args, 'url') },
      ];
      const b = await ctx.brands.updateSettings(
        brand.id,
        { customerService: next },
        hookOf(ctx, args, brand, 'brand.settings'),
      );
      ctx.print(`customer-service links: ${b.settings.customerService.length}`);
    },
  },
  {
    name: 'cs remove',
    usage: '<number from cs list> [--brand <code>]',
    summary: 'remove a customer-service link',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const n = Number(positional(args, 0, 'number'));
      const list = brand.settings.customerService;
      if (!Number.isInteger(n) || n < 1 || n > list.length) throw new CliError(`<number> must be 1-${list.length}`);
      await ctx.brands.updateSettings(
        brand.id,
        { customerService: list.filter((_, i) => i !== n - 1) },
        hookOf(ctx, args, brand, 'brand.settings'),
      );
      ctx.print(`removed link ${n}`);
    },
  },
  {
    name: 'domain add',
    usage: '<host> [--speed <ms>] [--brand <code>]',
    summary: 'serve the brand on a host (or update its measured speed)',
    async run(ctx, args) {
      const speedText = option(args, 'speed') ?? '0';
      if (!/^\d+$/.test(speedText)) throw new CliError('--speed must be whole milliseconds');
      const brand = await targetBrand(ctx, args);
      const host = positional(args, 0, 'host');
      showBrand(
        ctx,
        await auditedCliAct(
          ctx,
          { brandId: brand.id, action: 'brand.domain_add', target: { kind: 'domain', id: host } },
          async () => ({ domains: brand.domains }),
          () => ctx.brands.addDomain(brand.id, host, Number(speedText)),
          (b) => ({ domains: b.domains }),
        ),
      );
    },
  },
  {
    name: 'domain remove',
    usage: '<host> [--brand <code>]',
    summary: 'stop serving the brand on a host',
    async run(ctx, args: ParsedArgs) {
      const brand = await targetBrand(ctx, args);
      const host = positional(args, 0, 'host');
      showBrand(
        ctx,
        await auditedCliAct(
          ctx,
          { brandId: brand.id, action: 'brand.domain_remove', target: { kind: 'domain', id: host } },
          async () => ({ domains: brand.domains }),
          () => ctx.brands.removeDomain(brand.id, host),
          (b) => ({ domains: b.domains }),
        ),
      );
    },
  },
];
