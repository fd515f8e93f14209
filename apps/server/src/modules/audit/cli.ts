import { writeFileSync } from 'node:fs';
import { type CliContext, CliError, type Command, option, type ParsedArgs, parseTime } from '../../cli/command.ts';
import type { AuditEntry, AuditFilters } from './audit-service.ts';
import { canonicalJson, jsonSafe } from './canonical.ts';

/** The actor of an operator command: the operating-system user who ran it, as 'cli'. */
export function cliActor(ctx: CliContext): AuditEntry['actor'] {
  return { kind: 'cli', id: ctx.operator, name: ctx.operator, role: 'operator' };
}

/**
 * Records an operator command's act (actor kind 'cli', channel 'cli'). Call `checkCliAct` with the
 * same entry before the change, so a refused entry (no reason) refuses the command with nothing done.
 */
export function recordCliAct(ctx: CliContext, entry: Omit<AuditEntry, 'actor' | 'channel' | 'ip'>) {
  return ctx.services.audit.recordAlone({ ...entry, actor: cliActor(ctx), channel: 'cli', ip: '' });
}

/** Refuses, before any change, an act whose entry could not be recorded. */
export function checkCliAct(ctx: CliContext, entry: Omit<AuditEntry, 'actor' | 'channel' | 'ip'>): void {
  ctx.services.audit.check({ ...entry, actor: cliActor(ctx), channel: 'cli', ip: '' });
}

async function filtersOf(
  ctx: CliContext,
  args: ParsedArgs,
  defaultLimit?: number,
  maxLimit = 100_000,
): Promise<AuditFilters> {
  const f: AuditFilters = {};
  const brand = option(args, 'brand');
  if (brand === 'platform') f.brandId = null;
  else if (brand !== undefined) {
    const b = await ctx.brands.byMerchant(brand);
    if (!b) throw new CliError(`no brand with merchant code "${brand}"`);
    f.brandId = b.id;
  }
  f.actor = option(args, 'actor');
  const action = option(args, 'action');
  if (action !== undefined && !/^[a-z0-9_.]+\*?$/.test(action)) {
    throw new CliError('--action must be an action like deposit.approve, or a prefix like deposit.*');
  }
  f.action = action;
  const target = option(args, 'target');
  if (target !== undefined) {
    const at = target.indexOf(':');
    if (at > 0) {
      f.targetKind = target.slice(0, at);
      f.targetId = target.slice(at + 1) || undefined;
    } else f.targetId = target;
  }
  const now = ctx.deps.now();
  const from = option(args, 'from');
  const to = option(args, 'to');
  if (from !== undefined) f.from = parseTime(from, now, 'from');
  if (to !== undefined) f.to = parseTime(to, now, 'to');
  if (f.from && f.to && f.from >= f.to) throw new CliError('--from must be before --to');
  const limit = option(args, 'limit');
  if (limit !== undefined) {
    const n = Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > maxLimit)
      throw new CliError(`--limit must be a whole number 1-${maxLimit}`);
    f.limit = n;
  } else if (defaultLimit !== undefined) f.limit = defaultLimit;
  return f;
}

const FILTERS =
  '[--brand <code>|platform] [--actor <name>] [--action <a.b|a.*>] [--target <kind:id|id>] [--from <time>] [--to <time>] [--limit <n>]';

/** The audit log's commands: verify the chain, search it, export it. */
export const auditCommands: Command[] = [
  {
    name: 'audit verify',
    usage: '',
    summary: 'walk the audit hash chain from the first entry; names the first broken link (exit code 2 when broken)',
    async run(ctx) {
      const r = await ctx.services.audit.verify();
      if (r.ok) {
        ctx.print(`audit chain ok: ${r.count} entries, head ${r.head}`);
        return;
      }
      ctx.print(`audit chain BROKEN at entry ${r.id} (${r.problem}); ${r.count} entries sound before it`);
      ctx.print(`  expected ${r.expected}`);
      ctx.print(`  found    ${r.found}`);
      throw new CliError('the audit chain is broken');
    },
  },
  {
    name: 'audit list',
    usage: FILTERS,
    summary: 'search the audit log, newest first (default 50 entries, at most 1000)',
    async run(ctx, args) {
      if (args.positional.length > 0) throw new CliError(`unexpected argument "${args.positional[0]}"`);
      const rows = await ctx.services.audit.list(await filtersOf(ctx, args, 50, 1000));
      if (rows.length === 0) ctx.print('no entries');
      for (const r of rows) {
        const target = r.targetKind || r.targetId ? `  ${r.targetKind}:${r.targetId}` : '';
        const change =
          r.before !== null || r.after !== null ? `  ${JSON.stringify(r.before)} -> ${JSON.stringify(r.after)}` : '';
        ctx.print(
          `${r.id}  ${r.at.toISOString()}  brand ${r.brandId ?? '-'}  ${r.actorKind}:${r.actorName} (${r.role})  ${r.action}${target}${change}${r.reason ? `  reason "${r.reason}"` : ''}${r.ip ? `  ${r.ip}` : ''}`,
        );
      }
    },
  },
  {
    name: 'audit export',
    usage: `--csv [--out <file>] ${FILTERS}`,
    summary: 'export matching entries as CSV (RFC 4180, spreadsheet-safe), oldest first; to a file with --out',
    async run(ctx, args) {
      if (args.positional.length > 0) throw new CliError(`unexpected argument "${args.positional[0]}"`);
      if (!args.flags.has('csv')) throw new CliError('--csv is required (the only export format)');
      const out = option(args, 'out');
      const f = await filtersOf(ctx, args);
      const records: string[] = [];
      for await (const line of ctx.services.audit.csv(f)) records.push(line);
      if (out !== undefined) {
        try {
          writeFileSync(out, records.map((r) => `${r}\r\n`).join(''), { flag: 'wx' });
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'EEXIST') throw new CliError(`${out} exists already; the export never overwrites a file`);
          if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR')
            throw new CliError(`cannot write ${out} (${code})`);
          throw e;
        }
        ctx.print(`${records.length - 1} entries written to ${out}`);
        return;
      }
      for (const r of records) ctx.print(r);
    },
  },
];

/**
 * Runs an operator command's change and records it (actor kind 'cli'): the entry is checked first (a
 * money or security act without a reason is refused with nothing done), the values before are read,
 * the change runs, and an entry is written when the values after differ (a repeat that changed nothing
 * is not an act). The services these commands call commit in transactions of their own, so the entry
 * is written right after that commit, in its own transaction (decision 1010).
 */
export async function auditedCliAct<T>(
  ctx: CliContext,
  entry: Omit<AuditEntry, 'actor' | 'channel' | 'ip' | 'before' | 'after'>,
  before: () => Promise<Record<string, unknown> | null>,
  change: () => Promise<T>,
  after: (result: T) => Record<string, unknown> | null,
): Promise<T> {
  checkCliAct(ctx, entry);
  const was = await before();
  const result = await change();
  const now = after(result);
  if (canonicalJson(jsonSafe(was)) !== canonicalJson(jsonSafe(now))) {
    await recordCliAct(ctx, { ...entry, before: was, after: now });
  }
  return result;
}
