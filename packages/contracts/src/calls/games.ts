import { z } from 'zod';
import { GAME_CATEGORIES } from '../constants.ts';
import { defineCall } from '../define.ts';

/** A vendor as the navigation and the lobbies list it (SPEC §3 "Vendor/game card"). */
export const ZMenuVendor = z.object({
  /** The vendor code. */
  vassalage: z.string(),
  name: z.string(),
  /** 1 marks a hot vendor (hot icon in the dropdown). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  accountTypeId: z.number().int(),
  /** Menu logos: white, and colour for hover (SVG URLs served by the server). */
  logoWhite: z.string(),
  logoColor: z.string(),
  maintenance: z.boolean(),
  /** The game DS88, LOTT and ELOTT start directly instead of opening a lobby; null when none. */
  firstGame: z.object({ nodeId: z.string(), gameCode: z.string(), gameType: z.string() }).nullable(),
});
export type TMenuVendor = z.infer<typeof ZMenuVendor>;

/** A category with its vendors, in display order; categories without vendors are left out. */
export const ZMenuCategory = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(ZMenuVendor),
});
export type TMenuCategory = z.infer<typeof ZMenuCategory>;

export const gameMenus = defineCall({
  id: 'games.menus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: 'none',
  summary: 'Game categories with their vendors, for the navigation bar and the lobbies',
  request: z.object({
    prizeMode: z.enum(['Lott', 'ZY', 'Elott', 'SEA']).optional(),
    device: z.string().max(20).optional(),
  }),
  response: z.array(ZMenuCategory),
});
