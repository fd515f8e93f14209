import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const ready = (ms: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (out.includes('Site ready')) {
          clearInterval(timer);
          resolve();
        }
      }, 100);
      setTimeout(() => {
        clearInterval(timer);
        reject(new Error(`not ready: ${out}`));
      }, ms);
    });
  return { child, exited, ready, output: () => out };
}

describe('the server process (embedded database)', () => {
  it('starts on a fresh data directory, serves, refuses a second server there, and stops cleanly on SIGINT', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-proc-'));
    dirs.push(dataDir);
    // As `npm start` runs: no NODE_ENV, no HOST.
    const first = start({ DATA_DIR: dataDir, PORT: '0', NODE_ENV: '', HOST: '' });
    await first.ready(60_000);
    const port = Number(first.output().match(/localhost:(\d+)/)?.[1]);
    expect(first.output()).toContain('listening on 127.0.0.1;');
    expect(first.output()).toMatch(
      /Mode: development; development helpers on, answering loopback peers only: .*\/wps\/dev\/outbox.*\/dev\/gateway\/.*"dev member", admin command "dev payout-now", admin command "dev lottery-draw-now", admin command "dev envelope-open", admin command "dev raffle-draw-now", admin command "dev rebate-run"\.\n/,
    );
    const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { merchant: 'demo' } });
    expect(await res.json()).toMatchObject({ success: true, value: { status: 0 } });

    const second = start({ DATA_DIR: dataDir, PORT: '0' });
    expect(await second.exited).toBe(2);
    expect(second.output()).toMatch(/Another server \(pid \d+.*is using the data directory/s);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);

  it('stops at start with a message naming a bad variable', async () => {
    const p = start({ PORT: 'eighty' });
    expect(await p.exited).toBe(2);
    expect(p.output()).toMatch(/PORT/);
  });

  it('runs an admin command whose output reaches the terminal with control characters written out', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-proc-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin-main.ts', 'no\x1b[2J\x1b]0;pwn\x07'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString('latin1');
    });
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
    expect(code).toBe(2);
    expect(out).toContain('Unknown command "no\\x1b[2J\\x1b]0;pwn\\x07".');
    expect(out).not.toContain('\x1b');
    expect(out).not.toContain('\x07');
  }, 120_000);

  it('refuses a data directory held by a live process', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-proc-'));
    dirs.push(dataDir);
    writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: process.pid, startedAt: 'now' }));
    const p = start({ DATA_DIR: dataDir, PORT: '0' });
    expect(await p.exited).toBe(2);
    expect(p.output()).toContain(dataDir);
  });
});
