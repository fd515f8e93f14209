import { userInfo } from 'node:os';
import { AppError } from '../lib/app-error.ts';
import { devHelpersOn } from '../plugins/dev-helpers.ts';
import type { Services } from '../services.ts';
import { type CliContext, CliError, type Command, parseArgs } from './command.ts';
import { COMMANDS } from './registry.ts';
import { terminalSafe } from './terminal.ts';

/** The list of every command with its arguments. */
export function helpText(commands: readonly Command[]): string {
  const lines = commands.map((c) => `  ${c.name} ${c.usage}\n      ${c.summary}`);
  return [
    'Usage: npm run admin -- <command> [arguments]',
    '',
    'Every command takes --brand <merchantCode>; without it the default brand is changed.',
    'Times are ISO 8601 (2026-12-01T08:00:00Z) or relative to now (+30m, +2h, +1d).',
    '',
    'Commands:',
    ...lines,
  ].join('\n');
}

/** The operating-system user running the command (or the one a remote admin run names), for the audit log. */
export function operatorName(given?: string): string {
  if (given !== undefined) return /^[\w.@-]{1,64}$/.test(given) ? given : 'unknown';
  try {
    return operatorName(userInfo().username);
  } catch {
    return 'unknown';
  }
}

/** Finds the command whose words start argv, longest first. */
function match(argv: readonly string[], commands: readonly Command[]): { cmd: Command; rest: string[] } | undefined {
  const sorted = [...commands].sort((a, b) => b.name.split(' ').length - a.name.split(' ').length);
  for (const cmd of sorted) {
    const words = cmd.name.split(' ');
    if (words.every((w, i) => argv[i] === w)) return { cmd, rest: argv.slice(words.length) };
  }
  return undefined;
}

/**
 * Runs one admin command; returns the exit code (0 done, 2 refused or bad arguments). Every line any
 * command prints passes through terminalSafe here, so member-written text reaches the operator's
 * terminal with its control characters written out; one print is one line.
 */
export async function runCli(
  argv: readonly string[],
  given: { services: Services; print(line: string): void; operator?: string },
  all = COMMANDS,
): Promise<number> {
  const { services } = given;
  const ctx: CliContext = {
    services,
    deps: services.deps,
    brands: services.brands,
    operator: operatorName(given.operator),
    print: (line) => given.print(terminalSafe(line)),
  };
  const commands = devHelpersOn(ctx.deps.config) ? all : all.filter((c) => !c.devOnly);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help' || argv[0] === '-h') {
    for (const line of helpText(commands).split('\n')) ctx.print(line);
    return argv.length === 0 ? 2 : 0;
  }
  const found = match(argv, commands);
  if (!found) {
    const near = commands.filter((c) => c.name.startsWith(argv[0] ?? '\0'));
    ctx.print(`Unknown command "${argv.join(' ')}".`);
    if (near.length === 0) ctx.print('Run with --help for the list.');
    else {
      ctx.print('Did you mean:');
      for (const c of near) ctx.print(`  ${c.name} ${c.usage}`);
    }
    return 2;
  }
  try {
    const args = parseArgs(found.rest);
    if (args.flags.has('help')) {
      ctx.print(`${found.cmd.name} ${found.cmd.usage}`);
      ctx.print(`  ${found.cmd.summary}`);
      return 0;
    }
    await found.cmd.run(ctx, args);
    return 0;
  } catch (e) {
    if (e instanceof CliError) {
      ctx.print(`Error: ${e.message}`);
      ctx.print(`Usage: ${found.cmd.name} ${found.cmd.usage}`);
      return 2;
    }
    if (e instanceof AppError) {
      const v = e.value ?? {};
      const detail = 'field' in v ? `${String(v.field)}: ${String(v.reason)}` : e.code;
      ctx.print(`Error: ${detail}`);
      return 2;
    }
    throw e;
  }
}
