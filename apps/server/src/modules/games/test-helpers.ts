import type { TestApp } from '../../../test/helpers.ts';
import { runCli } from '../../cli/run.ts';

/** Runs an operator command against a test app; returns exit code and output. */
export async function admin(t: TestApp, ...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runCli(argv, { deps: t.app.deps, brands: t.app.brands, print: (l) => lines.push(l) });
  return { code, output: lines.join('\n') };
}
