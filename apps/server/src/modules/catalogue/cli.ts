import { randomBytes } from 'node:crypto';
import { VENDOR_PATHS } from '@app/contracts/calls/vendor';
import {
  type CliContext,
  CliError,
  type Command,
  onOff,
  option,
  type ParsedArgs,
  parseTime,
  positional,
  targetBrand,
} from '../../cli/command.ts';
import { cliAuditHook } from '../audit/act-hook.ts';
import { auditedCliAct } from '../audit/cli.ts';
import { LAUNCH_ADAPTERS } from '../launch/launch-adapter.ts';

function windowArgs(ctx: CliContext, args: ParsedArgs) {
  const now = ctx.deps.now();
  const end = option(args, 'end');
  const start = option(args, 'start');
  return { end: end ? parseTime(end, now, 'end') : null, start: start ? parseTime(start, now, 'start') : null };
}

const hookOf = (ctx: CliContext, args: ParsedArgs, brandId: number, action: string) =>
  cliAuditHook(ctx, { brandId, action, reason: option(args, 'reason') });

function vendorCode(args: ParsedArgs): string {
  const code = positional(args, 0, 'vendor code').toUpperCase();
  if (!/^[A-Z0-9_]{2,32}$/.test(code)) throw new CliError(`"${code}" is not a vendor code`);
  return code;
}

async function listVendors(ctx: CliContext, args: ParsedArgs): Promise<void> {
  const brand = await targetBrand(ctx, args);
  const service = ctx.services.vendors;
  for (const v of await service.vendors(brand)) {
    const m = v.maintenance;
    const state = !v.enabled ? 'disabled' : service.inMaintenance(v) ? 'maintenance' : 'on';
    const until = m.on && m.endTime ? ` until ${m.endTime.toISOString()}` : '';
    ctx.print(`  ${v.vassalage.padEnd(14)} ${v.category.padEnd(8)} ${state}${until}  ${v.name}`);
  }
}

/** Operator commands for the game catalogue: per-brand vendor enablement and vendor or game maintenance. */
export const gamesCommands: Command[] = [
  {
    name: 'vendor list',
    usage: '[--brand <code>]',
    summary: "list game vendors with their category and the brand's state (on, disabled, maintenance)",
    run: listVendors,
  },
  {
    name: 'vendor enable',
    usage: '<vendor code> [--brand <code>]',
    summary: 'show a vendor in menus and lobbies of the brand again',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      await ctx.services.vendors.setEnabled(
        brand.id,
        vendorCode(args),
        true,
        hookOf(ctx, args, brand.id, 'vendor.enable'),
      );
      ctx.print(`Vendor ${vendorCode(args)} enabled for ${brand.merchantCode}.`);
    },
  },
  {
    name: 'vendor disable',
    usage: '<vendor code> [--brand <code>]',
    summary: 'hide a vendor from the brand: gone from menus and lobbies, launches refused',
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      await ctx.services.vendors.setEnabled(
        brand.id,
        vendorCode(args),
        false,
        hookOf(ctx, args, brand.id, 'vendor.enable'),
      );
      ctx.print(`Vendor ${vendorCode(args)} disabled for ${brand.merchantCode}.`);
    },
  },
  {
    name: 'vendor maintenance',
    usage: '<vendor code> on|off [--end <time>] [--start <time>] [--brand <code>]',
    summary:
      "put a vendor under maintenance for the brand (launches answer 'game under maintenance', new bets through the wallet API are refused)",
    async run(ctx, args) {
      const on = onOff(args.positional[1]);
      const brand = await targetBrand(ctx, args);
      await ctx.services.vendors.setVendorMaintenance(
        brand.id,
        vendorCode(args),
        on,
        windowArgs(ctx, args),
        hookOf(ctx, args, brand.id, 'vendor.maintenance'),
      );
      ctx.print(`Vendor ${vendorCode(args)} maintenance ${on ? 'on' : 'off'} for ${brand.merchantCode}.`);
    },
  },
  {
    name: 'vendor launch',
    usage:
      '<vendor code> [--adapter url-template] [--view popup|page|seamless] [--template <url>] [--secret <text>] [--currency PHP]',
    summary:
      'set how a vendor starts its games (all brands): template placeholders {gameCode} {token} {language} {currency} {mode} {timestamp} {signature} ...',
    async run(ctx, args) {
      const code = vendorCode(args);
      const patch = {
        adapter: option(args, 'adapter'),
        view: option(args, 'view'),
        template: option(args, 'template'),
        secret: option(args, 'secret'),
        currency: option(args, 'currency'),
      };
      const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      // The audit entry names what changed; the secret itself is never written, only that it was set.
      const shown = { ...given, ...(given.secret !== undefined ? { secret: '(set)' } : {}) };
      await auditedCliAct(
        ctx,
        { brandId: null, action: 'vendor.launch', target: { kind: 'vendor', id: code } },
        async () => null,
        () => ctx.services.vendors.setLaunchConfig(code, given, [...LAUNCH_ADAPTERS.keys()]),
        () => shown,
      );
      ctx.print(`Vendor ${code} launch settings changed (the secret is not shown).`);
    },
  },
  {
    name: 'vendor show',
    usage: '<vendor code>',
    summary: "show a vendor's launch settings and seamless wallet API details (the secret masked)",
    async run(ctx, args) {
      const v = await ctx.services.vendors.launchSettings(vendorCode(args));
      const masked = v.secret
        ? `${v.secret.slice(0, 4)}... (${v.secret.length} characters)`
        : '(none: API calls refused)';
      ctx.print(`Vendor ${v.vassalage} (${v.name})`);
      ctx.print(`  adapter   ${v.adapter}`);
      ctx.print(`  view      ${v.view}`);
      ctx.print(`  template  ${v.template || '(none)'}`);
      ctx.print(`  currency  ${v.currency}`);
      ctx.print(`  secret    ${masked}`);
      ctx.print(`  wallet API: POST ${Object.values(VENDOR_PATHS).join(', ')}`);
      ctx.print(
        `    headers x-vendor-code: ${v.vassalage}, x-signature: hex HMAC-SHA256(secret, raw body); see docs/vendor-api.md`,
      );
    },
  },
  {
    name: 'vendor secret',
    usage: '<vendor code> [--set <text>] [--reason <text>]',
    summary:
      'give a vendor a new secret for launch signatures and wallet API calls: a random one (printed once) or the one given',
    async run(ctx, args) {
      const code = vendorCode(args);
      const given = option(args, 'set');
      const secret = given ?? randomBytes(32).toString('base64url');
      // Recorded without the secret itself: only that it changed, and how.
      await auditedCliAct(
        ctx,
        {
          brandId: null,
          action: 'vendor.secret',
          target: { kind: 'vendor', id: code },
          reason: option(args, 'reason'),
        },
        async () => null,
        () => ctx.services.vendors.setLaunchConfig(code, { secret }, [...LAUNCH_ADAPTERS.keys()]),
        () => ({ secret: given ? 'set to a given value' : 'replaced by a random one' }),
      );
      ctx.print(given ? `Vendor ${code} secret set.` : `Vendor ${code} new secret (shown once): ${secret}`);
    },
  },
  {
    name: 'game maintenance',
    usage: '<node id or game code> on|off [--end <time>] [--start <time>] [--brand <code>]',
    summary: 'put one game under maintenance for the brand',
    async run(ctx, args) {
      const ref = positional(args, 0, 'node id or game code');
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(ref)) throw new CliError(`"${ref}" is not a node id or game code`);
      const on = onOff(args.positional[1]);
      const brand = await targetBrand(ctx, args);
      await ctx.services.vendors.setGameMaintenance(
        brand.id,
        ref,
        on,
        windowArgs(ctx, args),
        hookOf(ctx, args, brand.id, 'game.maintenance'),
      );
      ctx.print(`Game ${ref} maintenance ${on ? 'on' : 'off'} for ${brand.merchantCode}.`);
    },
  },
];
