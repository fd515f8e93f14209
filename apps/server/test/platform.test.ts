import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { runSeeds } from '../src/db/seed.ts';
import { cidrContains, parseCidr } from '../src/lib/cidr.ts';
import { acquireDataLock, DataDirBusyError, readLiveLock } from '../src/lib/data-lock.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { sqlRows } from './sql.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, env: 'development' });
    expect(c.dataDir).toBe(path.resolve('./data'));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'perhaps' }, 'TRUST_PROXY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ ARGON2_MAX_QUEUED: '0' }, 'ARGON2_MAX_QUEUED'],
    [{ AUTH_CHECKS_PER_IP: 'many' }, 'AUTH_CHECKS_PER_IP'],
    [{ AUTH_CHECKS_PER_ACCOUNT: '0' }, 'AUTH_CHECKS_PER_ACCOUNT'],
  ])('stops on %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
  });
});

describe('the data directory lock', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = mkdtempSync(path.join(os.tmpdir(), 'lp-lock-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('refuses a second holder while the first lives', () => {
    const dir = tmp();
    const lock = acquireDataLock(dir);
    // Pretend another live process (our parent) holds it.
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: process.ppid, startedAt: 'earlier' }));
    expect(() => acquireDataLock(dir)).toThrow(DataDirBusyError);
    expect(() => acquireDataLock(dir)).toThrow(/Another server \(pid \d+/);
    lock.release();
  });

  it('takes over a lock left by a dead process and records where the server listens', () => {
    const dir = tmp();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: 2 ** 22 + 12345, startedAt: 'long ago' }));
    const lock = acquireDataLock(dir);
    lock.update({ port: 4321, adminSecret: 's' });
    expect(readLiveLock(dir)).toMatchObject({ pid: process.pid, port: 4321 });
    lock.release();
    expect(readLiveLock(dir)).toBeUndefined();
  });
});

describe('migrations and seeds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeding again applies nothing and duplicates nothing', async () => {
    const count = async () => (await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM brands`))[0]?.n;
    const before = await count();
    expect(await runSeeds(t.app.deps)).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('refuses a migration that changed after it was applied', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lp-mig-'));
    const db = await openPglite(undefined);
    try {
      writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id int);');
      expect(await migrate(db, dir)).toEqual(['0001_a.sql']);
      expect(await migrate(db, dir)).toEqual([]);
      writeFileSync(path.join(dir, '0001_a.sql'), 'CREATE TABLE a (id bigint);');
      await expect(migrate(db, dir)).rejects.toThrow(/0001_a.sql was changed/);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('applies a failing migration not at all', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lp-mig-'));
    const db = await openPglite(undefined);
    try {
      writeFileSync(path.join(dir, '0001_bad.sql'), 'CREATE TABLE half (id int);\nSELECT no_such_function();');
      await expect(migrate(db, dir)).rejects.toThrow();
      expect(await sqlRows(db, sql`SELECT 1 FROM pg_tables WHERE tablename = 'half'`)).toEqual([]);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('address ranges', () => {
  it.each([
    ['203.0.113.0/24', '203.0.113.200', true],
    ['203.0.113.0/24', '203.0.114.1', false],
    ['10.0.0.0/8', '::ffff:10.1.2.3', true],
    ['0.0.0.0/0', '8.8.8.8', true],
    ['192.0.2.5', '192.0.2.5', true],
    ['192.0.2.5', '192.0.2.6', false],
    ['2001:db8::/32', '2001:db8:abcd::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['::1/128', '::1', true],
    ['::ffff:0:0/96', '::ffff:1.2.3.4', false],
    ['10.0.0.0/8', '2001:db8::1', false],
  ])('%s contains %s: %s', (range, ip, inside) => {
    expect(cidrContains(range, ip)).toBe(inside);
  });

  it.each(['10.0.0.0/33', '300.0.0.0/8', 'abc', '10.0.0.0/', '10.0.0.0/8/1', '2001:db8::/129', ''])(
    'refuses %j',
    (text) => {
      expect(parseCidr(text)).toBeNull();
    },
  );
});
