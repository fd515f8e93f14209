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

/** The social sign-in test key (PEM, PKCS#8) in the data directory; its JWKS is what the server trusts. */
export const SOCIAL_KEY_FILE = 'social-test-key.pem';

export function readServerInfo(): ServerInfo {
  return JSON.parse(readFileSync(INFO_FILE, 'utf8')) as ServerInfo;
}
