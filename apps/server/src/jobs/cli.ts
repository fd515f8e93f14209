import { CliError, type Command, option, type ParsedArgs, positional } from '../cli/command.ts';
import type { JobRun } from './run-store.ts';
import type { JobDefinition } from './types.ts';

const RUN_STATUSES = ['pending', 'running', 'done', 'parked'];

/** --limit as a whole number 1-500 (default 20). */
export function limitOf(args: ParsedArgs): number {
  const text = option(args, 'limit') ?? '20';
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 500)
    throw new CliError(`--limit must be a whole number 1-500, not "${text}"`);
  return n;
}

function jobOf(ctx: Parameters<Command['run']>[0], args: ParsedArgs): JobDefinition {
  const type = positional(args, 0, 'type');
  const def = ctx.services.platform.jobs.definition(type);
  if (!def) {
    const known = ctx.services.platform.jobs.definitions().map((d) => d.type);
    throw new CliError(`no job "${type}"; jobs: ${known.join(', ')}`);
  }
  return def;
}

/** --subject and --period, checked against the job: a scheduled job needs its period. */
function keyOf(def: JobDefinition, args: ParsedArgs): { subject: string; period: string | undefined } {
  const subject = option(args, 'subject') ?? '';
  const period = option(args, 'period');
  if (!def.cadence && period === undefined) throw new CliError(`${def.type} runs when scheduled: --period is required`);
  if (period !== undefined && (period.trim() === '' || period.length > 100)) {
    throw new CliError('--period must be 1-100 characters');
  }
  if (!def.subjects && subject !== '') throw new CliError(`${def.type} has no subjects: leave out --subject`);
  return { subject, period };
}

function runLine(r: JobRun): string {
  const subject = r.subject ? ` ${r.subject}` : '';
  const result = r.result === null ? '' : ` ${JSON.stringify(r.result)}`;
  const error = r.lastError ? ` error: ${r.lastError}` : '';
  const when = r.finishedAt ?? r.startedAt ?? r.dueAt;
  return `#${r.id} ${r.jobType}${subject} ${r.period} ${r.status} attempts ${r.attempts} ${when.toISOString()} by ${r.claimedBy ?? '-'}${result}${error}`;
}

/** Operator commands of the job runner (decision 0010). */
export const jobsCommands: Command[] = [
  {
    name: 'jobs list',
    usage: '',
    summary: 'list the jobs with their schedule, last run and parked runs',
    async run(ctx) {
      const jobs = ctx.services.platform.jobs;
      const { latest, parked } = await jobs.latest();
      for (const d of jobs.definitions()) {
        const last = latest.get(d.type);
        ctx.print(`${d.type}  (${d.cadence?.label ?? 'when scheduled'}, ${d.mode})  ${d.summary}`);
        ctx.print(`    last: ${last ? runLine(last) : 'never run'}   parked: ${parked.get(d.type) ?? 0}`);
      }
    },
  },
  {
    name: 'jobs runs',
    usage: `[<type>] [--status ${RUN_STATUSES.join('|')}] [--limit <n>]`,
    summary: 'show run records, newest first: when, by which server copy, what it did, the outcome',
    async run(ctx, args) {
      const type = args.positional[0] === undefined ? undefined : jobOf(ctx, args).type;
      const status = option(args, 'status');
      if (status !== undefined && !RUN_STATUSES.includes(status)) {
        throw new CliError(`--status must be one of ${RUN_STATUSES.join(', ')}`);
      }
      const rows = await ctx.services.platform.jobs.runs({ type, status }, limitOf(args));
      if (rows.length === 0) ctx.print('no runs');
      for (const r of rows) ctx.print(runLine(r));
    },
  },
  {
    name: 'jobs preview',
    usage: '<type> [--subject <s>] [--period <p>]',
    summary: 'show what a job would do now, without doing it',
    async run(ctx, args) {
      const def = jobOf(ctx, args);
      const { subject, period } = keyOf(def, args);
      const p = await ctx.services.platform.jobs.preview(def.type, subject, period);
      ctx.print(`${def.type} ${p.period}: ${p.summary}`);
      for (const item of p.items) ctx.print(`  ${item}`);
    },
  },
  {
    name: 'jobs run',
    usage: '<type> [--subject <s>] [--period <p>]',
    summary: 'run a job now for its current (or the named) period; a period already done is not run again',
    async run(ctx, args) {
      const def = jobOf(ctx, args);
      const { subject, period } = keyOf(def, args);
      const { outcome, run } = await ctx.services.platform.jobs.runNow(def.type, subject, period);
      if (outcome === 'already') {
        throw new CliError(`not run: ${run ? `the period is ${run.status}: ${runLine(run)}` : 'no such run'}`);
      }
      if (run) ctx.print(runLine(run));
      if (outcome !== 'done') throw new CliError(`the run ${outcome}`);
    },
  },
];
