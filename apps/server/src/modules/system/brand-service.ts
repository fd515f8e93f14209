import { type BrandSettingsInput, ZBrandSettings } from '@app/contracts/brand';
import { generateBrandKeyPair, importPrivateKey } from '@app/contracts/crypto';
import { isModId } from '@app/contracts/whitelabel';
import { and, asc, eq } from 'drizzle-orm';
import { brandBlockedRanges, brandDomains, brandKeys, brandSwitches, brands } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseCidr } from '../../lib/cidr.ts';
import { createRefreshingCache } from '../../lib/refreshing-cache.ts';
import type { AuditHook } from '../audit/hook-types.ts';
import type { Brand } from './brand-types.ts';

/** Values of settings whose name says secret are recorded only as set, unset or changed. */
function maskedChange(keys: readonly string[], before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of keys) {
    if (/secret/i.test(k)) {
      b[k] = before[k] ? '(set)' : '';
      a[k] = after[k] ? (after[k] === before[k] ? '(set)' : '(changed)') : '';
    } else {
      b[k] = before[k];
      a[k] = after[k];
    }
  }
  return { before: b, after: a };
}

const CACHE_MS = 5_000;
const CHANNEL = 'brand.changed';
const MERCHANT_RE = /^[a-z0-9][a-z0-9_-]{1,31}$/;
const HOST_RE = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

function bad(field: string, reason: string): AppError {
  return new AppError('request_param_err', { field, reason });
}

/** Normalises and checks a host name (no scheme, no port). */
export function normaliseHost(raw: string): string {
  const host = raw.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!HOST_RE.test(host)) throw bad('host', `"${raw}" is not a host name`);
  return host;
}

export type BrandService = ReturnType<typeof createBrandService>;

/** Brands: lookup by merchant code or host (cached briefly, invalidated across copies), and settings. */
export function createBrandService(deps: Deps) {
  const { db } = deps;
  // Every request looks its brand up: a kept brand is served while it reloads (see RefreshingCache).
  const cache = createRefreshingCache<string, Brand | null>({
    ttlMs: CACHE_MS,
    onReloadError: (e) => deps.log.warn({ err: e }, 'brand reload failed; the cached brand stays in use'),
  });
  const keyCache = new Map<number, Promise<CryptoKey>>();

  async function load(id: number): Promise<Brand | null> {
    const [row] = await db.select().from(brands).where(eq(brands.id, id));
    if (!row) return null;
    const [domains, switches, ranges] = await Promise.all([
      db.select().from(brandDomains).where(eq(brandDomains.brandId, id)).orderBy(asc(brandDomains.sort)),
      db.select().from(brandSwitches).where(eq(brandSwitches.brandId, id)),
      db.select().from(brandBlockedRanges).where(eq(brandBlockedRanges.brandId, id)),
    ]);
    return {
      id: row.id,
      merchantCode: row.merchantCode,
      name: row.name,
      isDefault: row.isDefault,
      settings: ZBrandSettings.parse(row.settings ?? {}),
      maintenance: { on: row.maintenanceOn, maintainTime: row.maintainTime, endTime: row.maintenanceEnd },
      regionBlockOn: row.regionBlockOn,
      blockedRanges: ranges.map((r) => r.cidr),
      switches: new Map(switches.map((s) => [s.modId, s.enabled])),
      domains: domains.map((d) => ({ host: d.host, speed: d.speed })),
    };
  }

  function cached(key: string, find: () => Promise<number | undefined>): Promise<Brand | null> {
    return cache.get(key, async () => {
      const id = await find();
      return id === undefined ? null : load(id);
    });
  }

  async function changed(id: number): Promise<void> {
    await db.update(brands).set({ updatedAt: deps.now() }).where(eq(brands.id, id));
    cache.clear();
    await deps.store.publish(CHANNEL, String(id));
  }

  async function mustGet(id: number): Promise<Brand> {
    const b = await load(id);
    if (!b) throw new AppError('not_found', { field: 'brand', reason: `no brand ${id}` });
    return b;
  }

  const service = {
    /** Drops cached brands when any copy changes one; returns the unsubscribe function. */
    listen: () => deps.store.subscribe(CHANNEL, () => cache.clear()),

    byMerchant: (code: string) =>
      cached(`m:${code}`, async () => {
        const [r] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, code));
        return r?.id;
      }),

    byId: (id: number) => cached(`i:${id}`, async () => id),

    /** A brand as stored now (no cache): for answers right after a change. */
    fresh: mustGet,

    /** The brand whose domain list holds the host, or null. */
    ownerOfHost: (host: string): Promise<Brand | null> => {
      const h = host.toLowerCase().replace(/:\d+$/, '');
      return cached(`h:${h}`, async () => {
        const [r] = await db.select({ id: brandDomains.brandId }).from(brandDomains).where(eq(brandDomains.host, h));
        return r?.id;
      });
    },

    /** The brand whose domain list holds the host, else the default brand. */
    byHost: async (host: string): Promise<Brand | null> => (await service.ownerOfHost(host)) ?? service.defaultBrand(),

    defaultBrand: () =>
      cached('default', async () => {
        const [r] = await db.select({ id: brands.id }).from(brands).where(eq(brands.isDefault, true));
        return r?.id;
      }),

    list: async () => {
      const rows = await db.select({ id: brands.id }).from(brands).orderBy(asc(brands.id));
      return (await Promise.all(rows.map((r) => load(r.id)))).filter((b): b is Brand => b !== null);
    },

    /** Creates a brand with its RSA key pair; the merchant code is lower-case letters, digits, - and _. */
    async create(input: {
      merchantCode: string;
      name: string;
      domains?: string[];
      settings?: BrandSettingsInput;
      isDefault?: boolean;
    }): Promise<Brand> {
      if (!MERCHANT_RE.test(input.merchantCode)) {
        throw bad('merchantCode', 'use 2-32 lower-case letters, digits, - or _, starting with a letter or digit');
      }
      const name = input.name.trim();
      if (name.length < 1 || name.length > 60) throw bad('name', 'use 1-60 characters');
      const settings = ZBrandSettings.safeParse(input.settings ?? {});
      if (!settings.success) throw bad('settings', settings.error.issues.map((i) => i.message).join('; '));
      const hosts = (input.domains ?? []).map(normaliseHost);
      const keys = await generateBrandKeyPair();
      const id = await db.transaction(async (tx) => {
        const [exists] = await tx
          .select({ id: brands.id })
          .from(brands)
          .where(eq(brands.merchantCode, input.merchantCode));
        if (exists) throw new AppError('request_param_err', { field: 'merchantCode', reason: 'already exists' });
        if (input.isDefault) await tx.update(brands).set({ isDefault: false }).where(eq(brands.isDefault, true));
        const [row] = await tx
          .insert(brands)
          .values({ merchantCode: input.merchantCode, name, settings: settings.data, isDefault: !!input.isDefault })
          .returning({ id: brands.id });
        if (!row) throw new Error('brand insert returned nothing');
        for (const [i, host] of hosts.entries()) {
          const [taken] = await tx.select().from(brandDomains).where(eq(brandDomains.host, host));
          if (taken) throw bad('domains', `${host} already belongs to another brand`);
          await tx.insert(brandDomains).values({ brandId: row.id, host, sort: i });
        }
        await tx.insert(brandKeys).values({ brandId: row.id, ...keys });
        return row.id;
      });
      await changed(id);
      return mustGet(id);
    },

    /**
     * Merges settings; the result must satisfy the settings schema or nothing changes. With a hook,
     * the change is recorded in its transaction (the keys that changed, secrets masked).
     */
    async updateSettings(id: number, patch: Record<string, unknown>, hook?: AuditHook): Promise<Brand> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
        if (!row) throw new AppError('not_found', { field: 'brand', reason: `no brand ${id}` });
        const current = ZBrandSettings.parse(row.settings ?? {});
        const next = ZBrandSettings.safeParse({ ...current, ...patch });
        if (!next.success) {
          const issue = next.error.issues[0];
          throw bad(String(issue?.path[0] ?? 'settings'), issue?.message ?? 'invalid');
        }
        await tx.update(brands).set({ settings: next.data }).where(eq(brands.id, id));
        if (hook) {
          const data = next.data as Record<string, unknown>;
          const was = current as Record<string, unknown>;
          const keys = Object.keys(patch).filter(
            (k) => Object.hasOwn(data, k) && JSON.stringify(data[k]) !== JSON.stringify(was[k]),
          );
          await hook(tx, {
            target: { kind: 'brand', id: row.merchantCode },
            ...maskedChange(keys, current, next.data),
          });
        }
      });
      await changed(id);
      return mustGet(id);
    },

    async setMaintenance(
      id: number,
      on: boolean,
      window: { start?: Date | null; end?: Date | null; message?: string } = {},
      hook?: AuditHook,
    ) {
      const before = await mustGet(id);
      const message = window.message?.trim();
      if (message !== undefined && message.length > 500) throw bad('message', 'use at most 500 characters');
      const start = window.start ?? null;
      const end = window.end ?? null;
      if (on && end && end <= (start ?? deps.now())) throw bad('end', 'the end time must be in the future');
      const set = {
        maintenanceOn: on,
        maintainTime: on ? (start ?? deps.now()) : null,
        maintenanceEnd: on ? end : null,
      };
      await db.transaction(async (tx) => {
        let settings: Record<string, unknown> | undefined;
        if (message !== undefined) {
          const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
          settings = { ...ZBrandSettings.parse(row?.settings ?? {}), maintenanceMessage: message };
        }
        await tx
          .update(brands)
          .set({ ...set, ...(settings ? { settings } : {}) })
          .where(eq(brands.id, id));
        const was = before.settings.maintenanceMessage;
        await hook?.(tx, {
          target: { kind: 'brand', id: before.merchantCode },
          before: { ...before.maintenance, message: was },
          after: {
            on: set.maintenanceOn,
            maintainTime: set.maintainTime,
            endTime: set.maintenanceEnd,
            message: message ?? was,
          },
        });
      });
      await changed(id);
      return mustGet(id);
    },

    async setRegionBlock(id: number, on: boolean, hook?: AuditHook) {
      const before = await mustGet(id);
      await db.transaction(async (tx) => {
        await tx.update(brands).set({ regionBlockOn: on }).where(eq(brands.id, id));
        await hook?.(tx, {
          target: { kind: 'brand', id: before.merchantCode },
          before: { regionBlockOn: before.regionBlockOn },
          after: { regionBlockOn: on },
        });
      });
      await changed(id);
      return mustGet(id);
    },

    async addBlockedRange(id: number, cidr: string, note = '', hook?: AuditHook) {
      const before = await mustGet(id);
      const text = cidr.trim();
      if (!parseCidr(text)) throw bad('cidr', `"${cidr}" is not an IPv4 or IPv6 address or CIDR range`);
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(brandBlockedRanges)
          .values({ brandId: id, cidr: text, note })
          .onConflictDoNothing()
          .returning();
        if (added.length > 0) {
          await hook?.(tx, { target: { kind: 'blocked_range', id: text }, before: null, after: { cidr: text, note } });
        }
      });
      if (before.blockedRanges.includes(text)) return before;
      await changed(id);
      return mustGet(id);
    },

    async removeBlockedRange(id: number, cidr: string, hook?: AuditHook) {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(brandBlockedRanges)
          .where(and(eq(brandBlockedRanges.brandId, id), eq(brandBlockedRanges.cidr, cidr.trim())))
          .returning();
        const row = gone[0];
        if (!row) throw bad('cidr', `${cidr} is not in the list`);
        await hook?.(tx, {
          target: { kind: 'blocked_range', id: row.cidr },
          before: { cidr: row.cidr, note: row.note },
          after: null,
        });
      });
      await changed(id);
      return mustGet(id);
    },

    /** Turns a white-label switch on or off, or back to its default with null. */
    async setSwitch(id: number, modId: string, enabled: boolean | null, hook?: AuditHook) {
      if (!isModId(modId)) throw bad('modId', `unknown switch "${modId}"`);
      const before = await mustGet(id);
      await db.transaction(async (tx) => {
        if (enabled === null) {
          await tx.delete(brandSwitches).where(and(eq(brandSwitches.brandId, id), eq(brandSwitches.modId, modId)));
        } else {
          await tx
            .insert(brandSwitches)
            .values({ brandId: id, modId, enabled })
            .onConflictDoUpdate({ target: [brandSwitches.brandId, brandSwitches.modId], set: { enabled } });
        }
        const was = before.switches.get(modId);
        await hook?.(tx, {
          target: { kind: 'switch', id: modId },
          before: { setting: was === undefined ? 'default' : was ? 'on' : 'off' },
          after: { setting: enabled === null ? 'default' : enabled ? 'on' : 'off' },
        });
      });
      await changed(id);
      return mustGet(id);
    },

    async addDomain(id: number, rawHost: string, speed = 0) {
      await mustGet(id);
      const host = normaliseHost(rawHost);
      if (!Number.isInteger(speed) || speed < 0 || speed > 100_000)
        throw bad('speed', 'use whole milliseconds, 0-100000');
      const [taken] = await db.select().from(brandDomains).where(eq(brandDomains.host, host));
      if (taken && taken.brandId !== id) throw bad('host', `${host} already belongs to another brand`);
      if (taken) await db.update(brandDomains).set({ speed }).where(eq(brandDomains.host, host));
      else await db.insert(brandDomains).values({ brandId: id, host, speed });
      await changed(id);
      return mustGet(id);
    },

    async removeDomain(id: number, rawHost: string) {
      const host = normaliseHost(rawHost);
      const gone = await db
        .delete(brandDomains)
        .where(and(eq(brandDomains.brandId, id), eq(brandDomains.host, host)))
        .returning();
      if (gone.length === 0) throw bad('host', `${host} is not a domain of this brand`);
      await changed(id);
      return mustGet(id);
    },

    /** The brand's public key (base64 SPKI). */
    async publicKey(id: number): Promise<string> {
      const [row] = await db.select({ k: brandKeys.publicSpki }).from(brandKeys).where(eq(brandKeys.brandId, id));
      if (!row) throw new Error(`brand ${id} has no key pair`);
      return row.k;
    },

    /** The brand's private key, imported once per process. */
    privateKey(id: number): Promise<CryptoKey> {
      let key = keyCache.get(id);
      if (!key) {
        key = (async () => {
          const [row] = await db.select({ k: brandKeys.privatePkcs8 }).from(brandKeys).where(eq(brandKeys.brandId, id));
          if (!row) throw new Error(`brand ${id} has no key pair`);
          return importPrivateKey(row.k);
        })();
        key.catch(() => keyCache.delete(id));
        keyCache.set(id, key);
      }
      return key;
    },
  };
  return service;
}
