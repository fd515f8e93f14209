import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import type { Deps } from '../../apps/server/src/deps.ts';
import type { Brand } from '../../apps/server/src/modules/system/brand-types.ts';
import { ZBrandSettings } from '../../packages/contracts/src/brand.ts';

/** A logger that drops everything: the benches print their own figures. */
export function silentLog(): Deps['log'] {
  const noop = () => undefined;
  const log = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, silent: noop };
  return { ...log, level: 'silent', child: () => silentLog() } as unknown as Deps['log'];
}

/** A bench's own brand as the services see it: default settings, no switches, domains or blocks. */
export function benchBrand(id: number, merchantCode: string, name: string): Brand {
  return {
    id,
    merchantCode,
    name,
    isDefault: false,
    settings: ZBrandSettings.parse({}),
    maintenance: { on: false, maintainTime: null, endTime: null },
    regionBlockOn: false,
    blockedRanges: [],
    switches: new Map(),
    domains: [],
  };
}

/** A scratch PostgreSQL database on the server at `url`, with a pool of `pool`; `drop()` removes it. */
export async function scratchDatabase(url: string, pool: number) {
  const name = `lp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    database: openPostgres(u.toString(), pool),
    async drop(keep = false) {
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}
