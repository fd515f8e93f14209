import type { TMenuCategory, TMenuVendor } from '@app/contracts/calls/games';
import { GAME_CATEGORIES } from '@app/contracts/constants';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brandGameMaintenance, brandGameVendors, games, gameVendors } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRefreshingCache } from '../../lib/refreshing-cache.ts';
import type { AuditHook } from '../audit/hook-types.ts';
import { isUsableTemplate } from '../launch/launch-adapter.ts';
import type { Brand } from '../system/brand-types.ts';
import { artUrls } from './art-urls.ts';
import { categoryOf, type MaintenanceWindow, type VendorState, windowOpen } from './vendor-state.ts';

const CACHE_MS = 5_000;
const FIRST_GAMES_MS = 60_000;
/** Published when an operator changes a vendor or game of any brand; every copy drops its cache. */
export const GAMES_CHANGED = 'games.changed';

/** One game's maintenance window for a brand. */
export interface GameWindow {
  maintainTime: Date;
  endTime: Date | null;
}

interface FirstGame {
  nodeId: string;
  gameCode: string;
  gameType: string;
}

function bad(field: string, reason: string): AppError {
  return new AppError('request_param_err', { field, reason });
}

export type VendorService = ReturnType<typeof createVendorService>;

/** Vendors as each brand sees them (enablement, maintenance), the game menus, and operator changes. */
export function createVendorService(deps: Deps) {
  const { db } = deps;
  // Read on every lobby request: kept values are served while they reload (see RefreshingCache).
  const onReloadError = (e: unknown) => deps.log.warn({ err: e }, 'vendor state reload failed; cached state stays');
  const cache = createRefreshingCache<number, Omit<VendorState, 'category'>[]>({ ttlMs: CACHE_MS, onReloadError });
  const firstGames = createRefreshingCache<'all', Map<number, FirstGame>>({ ttlMs: FIRST_GAMES_MS, onReloadError });
  const gameWindows = createRefreshingCache<number, Map<number, GameWindow>>({ ttlMs: CACHE_MS, onReloadError });

  async function loadVendors(brandId: number): Promise<Omit<VendorState, 'category'>[]> {
    const rows = await db
      .select({ v: gameVendors, b: brandGameVendors })
      .from(gameVendors)
      .leftJoin(
        brandGameVendors,
        and(eq(brandGameVendors.vendorId, gameVendors.id), eq(brandGameVendors.brandId, brandId)),
      )
      .orderBy(gameVendors.sort, gameVendors.id);
    const list = rows.map(({ v, b }) => ({
      id: v.id,
      vassalage: v.vassalage,
      name: v.name,
      storedType: v.gameType,
      // The brand's own order and hot flag (back office), else the catalogue's.
      isHot: b?.isHot ?? v.isHot,
      sort: b?.sort ?? v.sort,
      accountTypeId: v.accountTypeId,
      launchAdapter: v.launchAdapter,
      launchView: v.launchView as VendorState['launchView'],
      launchUrlTemplate: v.launchUrlTemplate,
      launchSecret: v.launchSecret,
      currency: v.currency,
      enabled: b?.enabled ?? true,
      maintenance: {
        on: b?.maintenanceOn ?? false,
        maintainTime: b?.maintainTime ?? null,
        endTime: b?.maintenanceEnd ?? null,
      },
    }));
    return list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  async function loadFirstGames(): Promise<Map<number, FirstGame>> {
    // The first launchable game of each vendor: what DS88, LOTT and ELOTT start directly.
    const rows = await db
      .selectDistinctOn([games.vendorId], {
        vendor_id: games.vendorId,
        node_id: games.nodeId,
        game_code: games.gameCode,
        game_type: games.gameType,
      })
      .from(games)
      .where(eq(games.isGame, ''))
      .orderBy(games.vendorId, sql`${games.parentId} NULLS FIRST`, games.sort, games.id);
    return new Map(rows.map((r) => [r.vendor_id, { nodeId: r.node_id, gameCode: r.game_code, gameType: r.game_type }]));
  }

  function firstGameMap(): Promise<Map<number, FirstGame>> {
    return firstGames.get('all', loadFirstGames);
  }

  async function loadGameWindows(brandId: number): Promise<Map<number, GameWindow>> {
    const rows = await db
      .select({
        gameId: brandGameMaintenance.gameId,
        start: brandGameMaintenance.maintainTime,
        end: brandGameMaintenance.maintenanceEnd,
      })
      .from(brandGameMaintenance)
      .where(eq(brandGameMaintenance.brandId, brandId));
    return new Map(rows.map((r) => [r.gameId, { maintainTime: r.start, endTime: r.end }]));
  }

  let version = 0;
  const shaped = new Map<number, { key: string; rows: Omit<VendorState, 'category'>[]; list: VendorState[] }>();

  function dropCaches(): void {
    version++;
    shaped.clear();
    cache.clear();
    gameWindows.clear();
    firstGames.clear();
  }

  async function changed(): Promise<void> {
    dropCaches();
    await deps.store.publish(GAMES_CHANGED, '1');
  }

  async function brandVendorRow(tx: DbOrTx, brandId: number, vendorId: number) {
    const [row] = await tx
      .select()
      .from(brandGameVendors)
      .where(and(eq(brandGameVendors.brandId, brandId), eq(brandGameVendors.vendorId, vendorId)));
    return row;
  }

  /** A game by node id (digits) or code; refused when unknown or when the code is not unique. */
  async function gameByRef(ref: string) {
    const found = await db
      .select({ id: games.id, nodeId: games.nodeId })
      .from(games)
      .where(/^\d+$/.test(ref) ? eq(games.nodeId, ref) : eq(games.gameCode, ref))
      .limit(2);
    const game = found[0];
    if (!game) throw bad('game', `no game with node id or code "${ref}"`);
    if (found.length > 1) throw bad('game', `several games have the code "${ref}"; use the node id`);
    return game;
  }

  async function vendorByCode(code: string) {
    const [row] = await db.select().from(gameVendors).where(eq(gameVendors.vassalage, code));
    if (!row) throw bad('vassalage', `no vendor with code "${code}"`);
    return row;
  }

  const service = {
    /** Drops cached vendor states when any copy changes one; returns the unsubscribe function. */
    listen: () => deps.store.subscribe(GAMES_CHANGED, dropCaches),

    /** The brand's games under maintenance (by game id) with their windows; cached like the vendors. */
    gameWindows(brand: Brand): Promise<Map<number, GameWindow>> {
      return gameWindows.get(brand.id, () => loadGameWindows(brand.id));
    },

    /** Grows whenever cached vendor or game state is dropped; answers cached elsewhere key on it. */
    version: () => version,

    /** Every vendor with the brand's enablement and maintenance, in display order. */
    async vendors(brand: Brand): Promise<VendorState[]> {
      const rows = await cache.get(brand.id, () => loadVendors(brand.id));
      // The same rows with the brand's categories, kept until the rows or the esports list change.
      const key = brand.settings.esportsVendors.join(',');
      const done = shaped.get(brand.id);
      if (done && done.key === key && done.rows === rows) return done.list;
      const list = rows.map((v) => ({ ...v, category: categoryOf(brand, v.vassalage, v.storedType) }));
      shaped.set(brand.id, { key, rows, list });
      return list;
    },

    /** True while the vendor is under maintenance for the brand. */
    inMaintenance: (v: VendorState) => windowOpen(v.maintenance, deps.now()),

    /** The menu entry of a vendor (navigation dropdowns, vendor menus). */
    async menuVendor(v: VendorState): Promise<TMenuVendor> {
      const first = (await firstGameMap()).get(v.id) ?? null;
      return {
        vassalage: v.vassalage,
        name: v.name,
        isHot: v.isHot ? 1 : 0,
        accountTypeId: v.accountTypeId,
        logoWhite: artUrls.vendorLogo(v.vassalage, 'WHITE'),
        logoColor: artUrls.vendorLogo(v.vassalage, 'COLOR'),
        maintenance: windowOpen(v.maintenance, deps.now()),
        firstGame: first,
      };
    },

    /** Categories in display order with the brand's enabled vendors; empty categories left out. */
    async menus(brand: Brand): Promise<TMenuCategory[]> {
      const enabled = (await service.vendors(brand)).filter((v) => v.enabled);
      const out: TMenuCategory[] = [];
      for (const gameCategory of GAME_CATEGORIES) {
        const list = enabled.filter((v) => v.category === gameCategory);
        if (list.length === 0) continue;
        out.push({ gameCategory, vendors: await Promise.all(list.map(service.menuVendor)) });
      }
      return out;
    },

    /** Turns a vendor on or off for a brand (off: gone from menus and lists, launches refused). */
    async setEnabled(brandId: number, code: string, enabled: boolean, hook?: AuditHook): Promise<void> {
      const v = await vendorByCode(code);
      await db.transaction(async (tx) => {
        const was = await brandVendorRow(tx, brandId, v.id);
        await tx
          .insert(brandGameVendors)
          .values({ brandId, vendorId: v.id, enabled })
          .onConflictDoUpdate({ target: [brandGameVendors.brandId, brandGameVendors.vendorId], set: { enabled } });
        await hook?.(tx, {
          target: { kind: 'vendor', id: v.vassalage },
          before: { enabled: was?.enabled ?? true },
          after: { enabled },
        });
      });
      await changed();
    },

    /**
     * The brand's vendor order (the codes given first, in that order, sort 10, 20, ...; the rest keep
     * theirs) and hot flags. Recorded as one act.
     */
    async setBrandOrder(
      brandId: number,
      patch: { codes?: readonly string[]; hot?: readonly { code: string; hot: boolean }[] },
      hook?: AuditHook,
    ): Promise<void> {
      const all = await db.select().from(gameVendors);
      const byCode = new Map(all.map((v) => [v.vassalage, v]));
      const codes = patch.codes ?? [];
      if (new Set(codes).size !== codes.length) throw bad('codes', 'each vendor once');
      for (const c of [...codes, ...(patch.hot ?? []).map((h) => h.code)]) {
        if (!byCode.has(c)) throw bad('codes', `no vendor with code "${c}"`);
      }
      if (codes.length === 0 && (patch.hot ?? []).length === 0) throw bad('codes', 'nothing to change');
      await db.transaction(async (tx) => {
        const before: Record<string, unknown> = {};
        const after: Record<string, unknown> = {};
        const touch = async (code: string, set: { sort?: number; isHot?: boolean }) => {
          const v = byCode.get(code);
          if (!v) return;
          const was = await brandVendorRow(tx, brandId, v.id);
          before[code] = { sort: was?.sort ?? v.sort, isHot: was?.isHot ?? v.isHot };
          await tx
            .insert(brandGameVendors)
            .values({ brandId, vendorId: v.id, ...set })
            .onConflictDoUpdate({ target: [brandGameVendors.brandId, brandGameVendors.vendorId], set });
          const now = await brandVendorRow(tx, brandId, v.id);
          after[code] = { sort: now?.sort ?? v.sort, isHot: now?.isHot ?? v.isHot };
        };
        for (const [i, code] of codes.entries()) await touch(code, { sort: (i + 1) * 10 });
        for (const h of patch.hot ?? []) await touch(h.code, { isHot: h.hot });
        await hook?.(tx, { target: { kind: 'vendor_order', id: 'brand' }, before, after });
      });
      await changed();
    },

    /**
     * Catalogue games for the back office: by vendor, name or code, or only those under maintenance
     * for the brand; with the catalogue's hot flag and order and the brand's maintenance window.
     */
    async staffGames(
      brand: Brand,
      f: { vendor?: string; q?: string; maintenance?: boolean; pageNo: number; pageSize: number },
    ) {
      const parts: (SQL | undefined)[] = [sql`${games.parentId} IS NULL`];
      if (f.vendor) parts.push(eq(gameVendors.vassalage, f.vendor));
      if (f.q) {
        const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
        parts.push(
          sql`(${ilike(games.searchText, like)} OR ${ilike(games.gameCode, like)} OR ${games.nodeId} = ${f.q})`,
        );
      }
      const windows = await service.gameWindows(brand);
      if (f.maintenance) parts.push(inArray(games.id, [...windows.keys(), -1]));
      const where = and(...parts);
      const [counted] = await db
        .select({ n: count() })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where);
      const rows = await db
        .select({ g: games, vendor: gameVendors.vassalage })
        .from(games)
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(where)
        .orderBy(asc(gameVendors.vassalage), asc(games.sort), asc(games.id))
        .limit(f.pageSize)
        .offset((f.pageNo - 1) * f.pageSize);
      const list = rows.map(({ g, vendor }) => {
        const w = windows.get(g.id);
        return {
          id: g.id,
          nodeId: g.nodeId,
          code: g.gameCode,
          name: g.names.EN ?? Object.values(g.names)[0] ?? g.gameCode,
          vendor,
          category: g.gameType,
          isHot: g.isHot,
          sort: g.sort,
          maintenance: { on: w !== undefined, start: w?.maintainTime ?? null, end: w?.endTime ?? null },
        };
      });
      return { list, total: Number(counted?.n ?? 0) };
    },

    /** One game's catalogue hot flag and order (every brand sees them: the platform's to change). */
    async setGameFlags(ref: string, patch: { isHot?: boolean; sort?: number }, hook?: AuditHook): Promise<void> {
      const game = await gameByRef(ref);
      if (patch.sort !== undefined && (!Number.isInteger(patch.sort) || Math.abs(patch.sort) > 100_000)) {
        throw bad('sort', 'use a whole number from -100000 to 100000');
      }
      const set: { isHot?: boolean; sort?: number } = {};
      if (patch.isHot !== undefined) set.isHot = patch.isHot;
      if (patch.sort !== undefined) set.sort = patch.sort;
      if (Object.keys(set).length === 0) return;
      await db.transaction(async (tx) => {
        const [was] = await tx
          .select({ isHot: games.isHot, sort: games.sort })
          .from(games)
          .where(eq(games.id, game.id))
          .for('update');
        await tx.update(games).set(set).where(eq(games.id, game.id));
        await hook?.(tx, {
          target: { kind: 'game', id: game.nodeId },
          before: was ? { ...was } : null,
          after: { ...was, ...set },
        });
      });
      await changed();
    },

    /** A vendor's catalogue row by its code, or undefined (the demo vendor's page, vendor logos). */
    async vendorRow(code: string) {
      const [row] = await db.select().from(gameVendors).where(eq(gameVendors.vassalage, code));
      return row;
    },

    /** A vendor's game by its code: node id and name in `lang` (English when missing), or undefined. */
    async gameByCode(vendorId: number, gameCode: string, lang: string) {
      const [row] = await db
        .select({ nodeId: games.nodeId, names: games.names })
        .from(games)
        .where(and(eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)));
      return row && { nodeId: row.nodeId, name: row.names[lang] ?? row.names.EN ?? '' };
    },

    /** A vendor's launch and wallet-API settings (catalogue-wide), for the operator's `vendor show`. */
    async launchSettings(code: string) {
      const v = await vendorByCode(code);
      return {
        vassalage: v.vassalage,
        name: v.name,
        adapter: v.launchAdapter,
        view: v.launchView,
        template: v.launchUrlTemplate,
        secret: v.launchSecret,
        currency: v.currency,
      };
    },

    /**
     * Sets how a vendor's games start (catalogue-wide, every brand): its launch adapter, view, URL
     * template, signing secret and currency. Values are checked before anything is written.
     */
    async setLaunchConfig(
      code: string,
      patch: { adapter?: string; view?: string; template?: string; secret?: string; currency?: string },
      knownAdapters: readonly string[],
    ): Promise<void> {
      const v = await vendorByCode(code);
      const set: Partial<typeof gameVendors.$inferInsert> = {};
      if (patch.adapter !== undefined) {
        if (!knownAdapters.includes(patch.adapter)) throw bad('adapter', `one of ${knownAdapters.join(', ')}`);
        set.launchAdapter = patch.adapter;
      }
      if (patch.view !== undefined) {
        if (!['popup', 'page', 'seamless'].includes(patch.view)) throw bad('view', 'popup, page or seamless');
        set.launchView = patch.view;
      }
      if (patch.template !== undefined) {
        if (!isUsableTemplate(patch.template)) throw bad('template', 'an http(s) URL or a site path, no spaces');
        set.launchUrlTemplate = patch.template;
      }
      if (patch.secret !== undefined) {
        if (patch.secret.length < 16 || patch.secret.length > 200) throw bad('secret', 'use 16-200 characters');
        set.launchSecret = patch.secret;
      }
      if (patch.currency !== undefined) {
        if (!/^[A-Z]{3}$/.test(patch.currency)) throw bad('currency', 'a three-letter ISO 4217 code');
        set.currency = patch.currency;
      }
      if (Object.keys(set).length === 0) throw bad('launch', 'nothing to change');
      await db.update(gameVendors).set(set).where(eq(gameVendors.id, v.id));
      await changed();
    },

    /** Opens or closes a vendor's maintenance window for a brand. */
    async setVendorMaintenance(
      brandId: number,
      code: string,
      on: boolean,
      window: { start?: Date | null; end?: Date | null } = {},
      hook?: AuditHook,
    ) {
      const v = await vendorByCode(code);
      const m = checkWindow(on, window, deps.now());
      const set = { maintenanceOn: on, maintainTime: m.maintainTime, maintenanceEnd: m.endTime };
      await db.transaction(async (tx) => {
        const was = await brandVendorRow(tx, brandId, v.id);
        await tx
          .insert(brandGameVendors)
          .values({ brandId, vendorId: v.id, ...set })
          .onConflictDoUpdate({ target: [brandGameVendors.brandId, brandGameVendors.vendorId], set });
        await hook?.(tx, {
          target: { kind: 'vendor', id: v.vassalage },
          before: {
            maintenanceOn: was?.maintenanceOn ?? false,
            maintainTime: was?.maintainTime ?? null,
            maintenanceEnd: was?.maintenanceEnd ?? null,
          },
          after: set,
        });
      });
      await changed();
    },

    /** Opens or closes one game's maintenance window for a brand; the game is named by node id or code. */
    async setGameMaintenance(
      brandId: number,
      ref: string,
      on: boolean,
      window: { start?: Date | null; end?: Date | null } = {},
      hook?: AuditHook,
    ) {
      const game = await gameByRef(ref);
      const m = checkWindow(on, window, deps.now());
      await db.transaction(async (tx) => {
        const [was] = await tx
          .select()
          .from(brandGameMaintenance)
          .where(and(eq(brandGameMaintenance.brandId, brandId), eq(brandGameMaintenance.gameId, game.id)));
        const set = { maintainTime: m.maintainTime ?? deps.now(), maintenanceEnd: m.endTime };
        if (!on) {
          await tx
            .delete(brandGameMaintenance)
            .where(and(eq(brandGameMaintenance.brandId, brandId), eq(brandGameMaintenance.gameId, game.id)));
        } else {
          await tx
            .insert(brandGameMaintenance)
            .values({ brandId, gameId: game.id, ...set })
            .onConflictDoUpdate({ target: [brandGameMaintenance.brandId, brandGameMaintenance.gameId], set });
        }
        await hook?.(tx, {
          target: { kind: 'game', id: game.nodeId },
          before: was
            ? { maintenanceOn: true, maintainTime: was.maintainTime, maintenanceEnd: was.maintenanceEnd }
            : { maintenanceOn: false },
          after: on ? { maintenanceOn: true, ...set } : { maintenanceOn: false },
        });
      });
      await changed();
    },
  };
  return service;
}

function checkWindow(on: boolean, window: { start?: Date | null; end?: Date | null }, now: Date): MaintenanceWindow {
  if (!on) return { on, maintainTime: null, endTime: null };
  const start = window.start ?? now;
  const end = window.end ?? null;
  if (end && end <= start) throw bad('end', 'the end time must be after the start');
  return { on, maintainTime: start, endTime: end };
}
