import { runCli } from '../src/cli/run.ts';
import type { TestApp } from './helpers.ts';

/** Runs an admin command against a test app as the CLI would; its exit code and printed lines. */
export async function runAdmin(t: TestApp, ...argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runCli(argv, { services: t.app.services, print: (l) => lines.push(l) });
  return { code, out: lines.join('\n') };
}
