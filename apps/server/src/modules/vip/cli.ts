import { CliError, type Command, positional, requireOption, targetBrand } from '../../cli/command.ts';
import { AppError } from '../../lib/app-error.ts';
import { cliActor } from '../audit/cli.ts';

/** Operator commands of VIP levels (docs/decisions/1520-vip.md): the back office's own service functions. */
export const vipCommands: Command[] = [
  {
    name: 'vip show',
    usage: '<username> [--brand <code>]',
    summary: "a member's VIP level, the rolling period's totals and the level's history",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const m = await ctx.services.vipBackoffice.member(brand, positional(args, 0, 'username')).catch((e: unknown) => {
        if (e instanceof AppError) throw new CliError(e.code);
        throw e;
      });
      ctx.print(`${m.username}: level ${m.level} (highest ${m.highest})`);
      ctx.print(`last ${m.rollingDays} days: valid bet ${m.validBet}, deposits ${m.deposit}`);
      for (const h of m.history) {
        ctx.print(`  ${new Date(h.at).toISOString()}  ${h.from} -> ${h.to}  ${h.cause}  ${h.by}  ${h.reason}`);
      }
    },
  },
  {
    name: 'vip set',
    usage: '<username> <level> --reason <text> [--brand <code>]',
    summary:
      "set a member's VIP level by hand (audited as a CLI act; a level reached for the first time issues its bonus)",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const username = positional(args, 0, 'username');
      const level = Number(positional(args, 1, 'level'));
      if (!Number.isInteger(level) || level < 0) throw new CliError('<level> must be a whole number from 0');
      const reason = requireOption(args, 'reason').trim();
      if (reason.length < 2) throw new CliError('--reason must say why');
      const m = await ctx.services.vipBackoffice
        .setMemberLevel(brand, { username, level, reason }, { actor: cliActor(ctx), ip: '', channel: 'cli' })
        .catch((e: unknown) => {
          if (e instanceof AppError) throw new CliError(e.code);
          throw e;
        });
      ctx.print(`${m.username} is now at VIP level ${m.level}`);
    },
  },
];
