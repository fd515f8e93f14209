import type { TMenuCategory, TMenuVendor } from '@app/contracts/calls/games';
import { GAME_CATEGORIES } from '@app/contracts/constants';
import { and, eq, sql } from 'drizzle-orm';
import { brandGameMaintenance, brandGameVendors, games, gameVendors } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRefreshingCache } from '../../lib/refreshing-cache.ts';
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
    return rows.map(({ v, b }) => ({
      id: v.id,
      vassalage: v.vassalage,
      name: v.name,
      storedType: v.gameType,
      isHot: v.isHot,
      sort: v.sort,
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
    async setEnabled(brandId: number, code: string, enabled: boolean): Promise<void> {
      const v = await vendorByCode(code);
      await db
        .insert(brandGameVendors)
        .values({ brandId, vendorId: v.id, enabled })
        .onConflictDoUpdate({ target: [brandGameVendors.brandId, brandGameVendors.vendorId], set: { enabled } });
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
    ) {
      const v = await vendorByCode(code);
      const m = checkWindow(on, window, deps.now());
      const set = { maintenanceOn: on, maintainTime: m.maintainTime, maintenanceEnd: m.endTime };
      await db
        .insert(brandGameVendors)
        .values({ brandId, vendorId: v.id, ...set })
        .onConflictDoUpdate({ target: [brandGameVendors.brandId, brandGameVendors.vendorId], set });
      await changed();
    },

    /** Opens or closes one game's maintenance window for a brand; the game is named by node id or code. */
    async setGameMaintenance(
      brandId: number,
      ref: string,
      on: boolean,
      window: { start?: Date | null; end?: Date | null } = {},
    ) {
      const found = await db
        .select({ id: games.id })
        .from(games)
        .where(/^\d+$/.test(ref) ? eq(games.nodeId, ref) : eq(games.gameCode, ref))
        .limit(2);
      const game = found[0];
      if (!game) throw bad('game', `no game with node id or code "${ref}"`);
      if (found.length > 1) throw bad('game', `several games have the code "${ref}"; use the node id`);
      const m = checkWindow(on, window, deps.now());
      if (!on) {
        await db
          .delete(brandGameMaintenance)
          .where(and(eq(brandGameMaintenance.brandId, brandId), eq(brandGameMaintenance.gameId, game.id)));
      } else {
        const set = { maintainTime: m.maintainTime ?? deps.now(), maintenanceEnd: m.endTime };
        await db
          .insert(brandGameMaintenance)
          .values({ brandId, gameId: game.id, ...set })
          .onConflictDoUpdate({ target: [brandGameMaintenance.brandId, brandGameMaintenance.gameId], set });
      }
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
