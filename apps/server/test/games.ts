import { runAdmin } from './admin.ts';
import type { TestApp } from './helpers.ts';

/** Runs an operator command against a test app; returns exit code and output. */
export async function admin(t: TestApp, ...argv: string[]): Promise<{ code: number; output: string }> {
  const { code, out } = await runAdmin(t, ...argv);
  return { code, output: out };
}
