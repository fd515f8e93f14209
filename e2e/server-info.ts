import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where the test server runs; written by global setup, read by fixtures. */
export interface ServerInfo {
  port: number;
  dataDir: string;
  pid: number;
}

export const INFO_FILE = path.join(os.tmpdir(), `lp-e2e-${process.env.LP_E2E_ID ?? 'default'}.json`);

export function readServerInfo(): ServerInfo {
  return JSON.parse(readFileSync(INFO_FILE, 'utf8')) as ServerInfo;
}
