// Starts the built server on a free port with a fresh embedded database (or DATABASE_URL) and waits
// until it is ready. Returns { port, stop }.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function startBuiltServer(env = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-bench-'));
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node (say "--cpu-prof --cpu-prof-dir=/tmp/prof").
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${out}`)), 120_000);
    const watch = (d) => {
      out += d.toString();
      const m = out.match(/Site ready at http:\/\/localhost:(\d+)/);
      if (m) {
        clearTimeout(timer);
        child.stdout.off('data', watch);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on('data', watch);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  // Keep draining the request log (counting its lines) so the pipe never blocks the server.
  let logLines = 0;
  child.stdout.on('data', (d) => {
    for (const byte of d) if (byte === 10) logLines++;
  });
  return {
    port,
    logLines: () => logLines,
    /** CPU time the server process has used so far (user + system, ms, in 10 ms clock ticks); undefined off Linux. */
    cpuMs() {
      try {
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        const ticks = Number(fields[11]) + Number(fields[12]);
        return Number.isFinite(ticks) ? ticks * 10 : undefined;
      } catch {
        return undefined;
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
