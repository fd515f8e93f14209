import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { INFO_FILE, type ServerInfo } from './server-info.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Starts the built server (npm run build first) and waits until it says it is ready. */
export default async function setup(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-e2e-data-'));
  const main = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: false,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 90 s')), 90_000);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Site ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  child.stdout?.resume();
  const info: ServerInfo = { port, dataDir, pid: child.pid ?? 0 };
  writeFileSync(INFO_FILE, JSON.stringify(info));
  process.env.LP_E2E_PORT = String(port);
}
