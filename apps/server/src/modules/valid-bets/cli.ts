import {
  type CliContext,
  CliError,
  type Command,
  option,
  type ParsedArgs,
  positional,
  targetBrand,
} from '../../cli/command.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';
import type { SumBy, ValidBetSum } from './sums.ts';

/** Longest period one command sums, in days (a quarter). */
const MAX_DAYS = 92;
const BY: readonly SumBy[] = ['member', 'category', 'team'];

/** A real calendar day written yyyy-MM-dd. */
function dayOf(text: string, name: string): string {
  const [y, m, d] = text.split('-').map(Number);
  const calendar = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || calendar.toISOString().slice(0, 10) !== text) {
    throw new CliError(`<${name}> must be a day like 2026-12-01, not "${text}"`);
  }
  return text;
}

/** The brand-local days [from, to] the command names: <day> and an optional --to <day>. */
function daysOf(args: ParsedArgs, index: number): { from: string; to: string; label: string } {
  const from = dayOf(positional(args, index, 'day'), 'day');
  const toText = option(args, 'to');
  const to = toText === undefined ? from : dayOf(toText, 'to');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days < 1) throw new CliError('--to must not be before <day>');
  if (days > MAX_DAYS) throw new CliError(`at most ${MAX_DAYS} days at a time`);
  return { from, to, label: from === to ? from : `${from} to ${to}` };
}

function print(ctx: CliContext, brand: Brand, rows: ValidBetSum[], empty: string): void {
  if (rows.length === 0) ctx.print(empty);
  const money = (minor: number) => `${brand.settings.symbol}${major(brand, minor).toFixed(brand.settings.minorUnits)}`;
  for (const r of rows) {
    ctx.print(`${r.key}  bets ${r.bets}  stake ${money(r.stake)}  valid ${money(r.valid)}  win ${money(r.win)}`);
  }
}

/** Operator commands of the valid-bet record (docs/valid-bets.md). */
export const validBetsCommands: Command[] = [
  {
    name: 'valid-bets day',
    usage: '<yyyy-MM-dd> [--to <yyyy-MM-dd>] [--by member|category|team] [--brand <code>]',
    summary: "a brand-local day's (or period's) valid-bet sums by member, category or team (default: category)",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const by = option(args, 'by') ?? 'category';
      if (!(BY as readonly string[]).includes(by)) throw new CliError(`--by must be one of ${BY.join(', ')}`);
      const p = daysOf(args, 0);
      const rows = await ctx.services.validBets.sums(brand, by as SumBy, p.from, p.to);
      ctx.print(`valid bets of ${brand.merchantCode}, ${p.label}, by ${by}`);
      print(ctx, brand, rows, 'no settled bets');
    },
  },
  {
    name: 'valid-bets member',
    usage: '<username> <yyyy-MM-dd> [--to <yyyy-MM-dd>] [--brand <code>]',
    summary: "a member's valid-bet sums of a brand-local day (or period), by category",
    async run(ctx, args) {
      const brand = await targetBrand(ctx, args);
      const p = daysOf(args, 1);
      const m = await ctx.services.backoffice.member(brand, positional(args, 0, 'username'));
      const rows = await ctx.services.validBets.memberSums(brand, m.id, p.from, p.to);
      ctx.print(`valid bets of ${m.username}, ${p.label}`);
      print(ctx, brand, rows, 'no settled bets');
    },
  },
];
