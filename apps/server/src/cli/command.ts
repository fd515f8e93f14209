import type { Deps } from '../deps.ts';
import type { BrandService } from '../modules/system/brand-service.ts';
import type { Brand } from '../modules/system/brand-types.ts';
import type { Services } from '../services.ts';

/** Arguments after the command words: positionals, `--key value` options (repeatable) and bare flags. */
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string[]>;
  flags: Set<string>;
}

/** A bad argument or a refused change: printed as is, exit code 2. */
export class CliError extends Error {}

export interface CliContext {
  /** Every service of the server (services.ts); `deps` and `brands` are its own. */
  services: Services;
  deps: Deps;
  brands: BrandService;
  /** Who ran the command: the operating-system user (recorded in the audit log with actor kind 'cli'). */
  operator: string;
  print(line: string): void;
}

export interface Command {
  /** The command words, e.g. "maintenance on". */
  name: string;
  /** Arguments after the words, e.g. "[--end <time>]". */
  usage: string;
  summary: string;
  /** A development helper: absent (unknown, unlisted) when NODE_ENV=production. */
  devOnly?: boolean;
  run(ctx: CliContext, args: ParsedArgs): Promise<void>;
}

/** Options that take no value. */
const FLAG_OPTIONS = new Set(['default', 'json', 'help', 'platform', 'csv']);

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const out: ParsedArgs = { positional: [], options: new Map(), flags: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a.startsWith('--')) {
      const [key = '', inline] = a.slice(2).split(/=(.*)/s, 2);
      if (FLAG_OPTIONS.has(key) && inline === undefined) {
        out.flags.add(key);
        continue;
      }
      const value = inline ?? argv[++i];
      if (value === undefined) throw new CliError(`--${key} needs a value`);
      out.options.set(key, [...(out.options.get(key) ?? []), value]);
    } else out.positional.push(a);
  }
  return out;
}

export function option(args: ParsedArgs, key: string): string | undefined {
  const v = args.options.get(key);
  if (v && v.length > 1) throw new CliError(`--${key} given more than once`);
  return v?.[0];
}

export function requireOption(args: ParsedArgs, key: string): string {
  const v = option(args, key);
  if (v === undefined || v.trim() === '') throw new CliError(`--${key} is required`);
  return v;
}

export function positional(args: ParsedArgs, index: number, name: string): string {
  const v = args.positional[index];
  if (v === undefined || v.trim() === '') throw new CliError(`<${name}> is required`);
  return v;
}

/** The brand named by --brand, or the default brand. */
export async function targetBrand(ctx: CliContext, args: ParsedArgs): Promise<Brand> {
  const code = option(args, 'brand');
  const brand = code ? await ctx.brands.byMerchant(code) : await ctx.brands.defaultBrand();
  if (!brand) throw new CliError(code ? `no brand with merchant code "${code}"` : 'there is no default brand');
  return brand;
}

/** Parses "on"/"off" style words. */
export function onOff(word: string | undefined, name = 'state'): boolean {
  if (word === 'on' || word === 'true' || word === 'yes') return true;
  if (word === 'off' || word === 'false' || word === 'no') return false;
  throw new CliError(`<${name}> must be on or off, not "${word ?? ''}"`);
}

/** Parses an ISO 8601 time or a relative "+90m", "+2h", "+1d" from now. */
export function parseTime(text: string, now: Date, name: string): Date {
  const rel = text.match(/^\+(\d+)(m|h|d)$/);
  if (rel) {
    const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[rel[2] as 'm' | 'h' | 'd'];
    return new Date(now.getTime() + Number(rel[1]) * unit);
  }
  if (!/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) {
    throw new CliError(`--${name} must be an ISO time like 2026-12-01T08:00:00Z or relative like +2h, not "${text}"`);
  }
  const d = new Date(text);
  const [y, m, day] = text.slice(0, 10).split('-').map(Number);
  const calendar = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, day ?? 0));
  if (Number.isNaN(d.getTime()) || calendar.getUTCMonth() !== (m ?? 0) - 1 || calendar.getUTCDate() !== day) {
    throw new CliError(`--${name} is not a real date: "${text}"`);
  }
  return d;
}
