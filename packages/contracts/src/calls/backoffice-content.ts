import { z } from 'zod';
import { type BrandSettings, ZBrandSettings } from '../brand.ts';
import { BANNER_GROUPS, LINKAGE_TYPES, NOTICE_TYPES } from '../content.ts';
import { defineCall } from '../define.ts';
import { LANGUAGES } from '../languages.ts';

/**
 * Back-office brand, content and catalogue calls (issue 15 item 6,
 * docs/decisions/1050-backoffice-content.md): brand settings in groups, switches, maintenance and
 * region rules, banners, notices (marquee, popups, ...), help pages, vendors and games. Every write is
 * audited in its own transaction. They are open (answered during maintenance and region blocks): staff
 * run the brand through them while players are kept out.
 */

/**
 * The brand settings in groups: every key of ZBrandSettings is in exactly one (a test checks). A key
 * listed here that the settings do not have (yet) is left out, so a group may name a field another
 * area adds (the money group's second-approval threshold).
 */
const GROUP_KEYS = {
  identity: ['currency', 'symbol', 'minorUnits', 'defaultLanguage', 'timezoneOffsetMinutes', 'licences'],
  appearance: ['defaultTheme', 'headerLogin', 'loginedToHomePage', 'chatHeaderColor', 'imageCDNs', 'launchGameCDNs'],
  money: [
    'isSingle',
    'walletVendors',
    'depositChannels',
    'withdrawalMin',
    'withdrawalMax',
    'withdrawalDailyCount',
    'autoReceiveMinutes',
    'proofDailyUploads',
    'proofDailyMegabytes',
    'transferMin',
    'transferMax',
    'secondApprovalThreshold',
    'agentPayoutApprovalThreshold',
  ],
  registration: ['minimumAge', 'registerFields', 'passwordExpiryDays', 'lockMinutes'],
  signIn: [
    'googleClientId',
    'facebookAppId',
    'botCheck',
    'botCheckSiteKey',
    'botCheckSecret',
    'firebaseProjectId',
    'firebaseApiKey',
  ],
  contact: ['customerService', 'gtagId'],
  games: ['esportsVendors', 'validBetExcludedCategories', 'validBetExcludedVendors'],
} as const;

export type SettingsGroup = keyof typeof GROUP_KEYS;
export const SETTINGS_GROUPS = Object.keys(GROUP_KEYS) as SettingsGroup[];
type SettingsKey = keyof BrandSettings & string;

const shape = ZBrandSettings.shape as Record<string, z.ZodType>;

/** The settings keys of each group that the settings schema has. */
export const SETTINGS_GROUP_KEYS: Record<SettingsGroup, readonly SettingsKey[]> = Object.fromEntries(
  SETTINGS_GROUPS.map((g) => [g, (GROUP_KEYS[g] as readonly string[]).filter((k) => Object.hasOwn(shape, k))]),
) as Record<SettingsGroup, SettingsKey[]>;

/** Settings kept with the site state, not in a group: the maintenance message (maintenanceSet). */
export const SITE_SETTINGS: readonly SettingsKey[] = ['maintenanceMessage'];

/** Settings that are secrets: never sent to the back office; an empty value in an update keeps the stored one. */
export const SECRET_SETTINGS: readonly SettingsKey[] = ['botCheckSecret'];

/** Checks across fields of a group (the single fields are checked by ZBrandSettings). */
function refineGroup(group: SettingsGroup, v: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (group !== 'money') return;
  const pairs: [string, string][] = [
    ['withdrawalMin', 'withdrawalMax'],
    ['transferMin', 'transferMax'],
  ];
  for (const [lo, hi] of pairs) {
    const a = v[lo];
    const b = v[hi];
    if (typeof a === 'number' && typeof b === 'number' && a > b) {
      ctx.addIssue({ code: 'custom', path: [hi], message: `must be at least ${lo}` });
    }
  }
  const channels = v.depositChannels;
  if (Array.isArray(channels)) {
    for (const [i, c] of channels.entries()) {
      const ch = c as { min?: unknown; max?: unknown };
      if (typeof ch.min === 'number' && typeof ch.max === 'number' && ch.min > ch.max) {
        ctx.addIssue({ code: 'custom', path: ['depositChannels', i, 'max'], message: 'must be at least min' });
      }
    }
  }
}

/**
 * One group's schema: its fields as ZBrandSettings checks them (no others), plus the group's
 * cross-field checks. The server checks a group's stored values merged with the changed ones.
 */
export function settingsGroupSchema(group: SettingsGroup) {
  const fields = Object.fromEntries(SETTINGS_GROUP_KEYS[group].map((k) => [k, shape[k] as z.ZodType]));
  return z
    .object(fields)
    .strict()
    .superRefine((v, ctx) => refineGroup(group, v as Record<string, unknown>, ctx));
}

const ZSettingsGroup = z.enum(SETTINGS_GROUPS as [SettingsGroup, ...SettingsGroup[]]);
/** An ISO time with its offset, or null for none. */
const ZTime = z.iso.datetime({ offset: true }).nullable();
const ZReason = z.string().trim().max(1000).optional();
const ZLang = z.enum(LANGUAGES);
const ZId = z.number().int().positive();
/**
 * Rich text as the back office sends it: below 10 000 characters (the fuzz suite's oversized text);
 * longer pages are split, or written with the CLI (notices 20 000, help pages 50 000).
 */
const ZRich = z.string().max(9_500);
const ZSort = z.number().int().min(-100_000).max(100_000);

export const ZFieldRule = z.object({
  key: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
  patternId: z.string(),
});

export const ZBrandSettingsView = z.object({
  merchantCode: z.string(),
  name: z.string(),
  /** Each group's values (secrets empty). */
  groups: z.record(z.string(), z.record(z.string(), z.unknown())),
  /** Secret settings that hold a value. */
  secretsSet: z.array(z.string()),
  /** The register field rules in effect (defaults with the brand's changes). */
  registerRules: z.array(ZFieldRule),
});
export type TBrandSettingsView = z.infer<typeof ZBrandSettingsView>;

export const settingsGet = defineCall({
  id: 'backofficeContent.settingsGet',
  method: 'GET',
  path: '/backoffice/api/brand/settings',
  auth: 'staff',
  open: true,
  summary: "The brand's settings by group (secrets left out) and its register field rules",
  request: z.object({}),
  response: ZBrandSettingsView,
});

export const settingsUpdate = defineCall({
  id: 'backofficeContent.settingsUpdate',
  method: 'POST',
  path: '/backoffice/api/brand/settings',
  auth: 'staff',
  open: true,
  summary: "Changes fields of one settings group (checked by the group's schema; nothing changes on a bad field)",
  request: z.object({
    group: ZSettingsGroup,
    values: z.record(z.string(), z.unknown()),
    reason: ZReason,
  }),
  response: ZBrandSettingsView,
});

export const ZSiteState = z.object({
  maintenance: z.object({
    on: z.boolean(),
    start: z.string().nullable(),
    end: z.string().nullable(),
    /** Open at this moment (on, and inside the window). */
    active: z.boolean(),
    /** Shown on the players' maintenance screen. */
    message: z.string(),
  }),
  region: z.object({ on: z.boolean(), ranges: z.array(z.object({ cidr: z.string(), note: z.string() })) }),
  switches: z.array(
    z.object({
      modId: z.string(),
      about: z.string(),
      depth: z.number().int(),
      on: z.boolean(),
      overridden: z.boolean(),
    }),
  ),
});
export type TSiteState = z.infer<typeof ZSiteState>;

export const siteState = defineCall({
  id: 'backofficeContent.siteState',
  method: 'GET',
  path: '/backoffice/api/brand/site',
  auth: 'staff',
  open: true,
  summary: 'Maintenance window, region rules (blocked address ranges) and the feature switches',
  request: z.object({}),
  response: ZSiteState,
});

export const maintenanceSet = defineCall({
  id: 'backofficeContent.maintenanceSet',
  method: 'POST',
  path: '/backoffice/api/brand/maintenance',
  auth: 'staff',
  open: true,
  summary: 'Puts the player site in maintenance (now or from a start, until an end or until turned off), or ends it',
  request: z.object({
    on: z.boolean(),
    start: ZTime.optional(),
    end: ZTime.optional(),
    message: z.string().trim().max(500).optional(),
    reason: ZReason,
  }),
  response: ZSiteState,
});

export const regionSet = defineCall({
  id: 'backofficeContent.regionSet',
  method: 'POST',
  path: '/backoffice/api/brand/region',
  auth: 'staff',
  open: true,
  summary: 'Turns blocking of the listed address ranges on or off',
  request: z.object({ on: z.boolean(), reason: ZReason }),
  response: ZSiteState,
});

export const regionAdd = defineCall({
  id: 'backofficeContent.regionAdd',
  method: 'POST',
  path: '/backoffice/api/brand/region/ranges',
  auth: 'staff',
  open: true,
  summary: 'Blocks an address range (IPv4 or IPv6 address or CIDR)',
  request: z.object({
    cidr: z.string().trim().min(1).max(60),
    note: z.string().trim().max(200).default(''),
    reason: ZReason,
  }),
  response: ZSiteState,
});

export const regionRemove = defineCall({
  id: 'backofficeContent.regionRemove',
  method: 'POST',
  path: '/backoffice/api/brand/region/ranges/remove',
  auth: 'staff',
  open: true,
  summary: 'Unblocks an address range',
  request: z.object({ cidr: z.string().trim().min(1).max(60), reason: ZReason }),
  response: ZSiteState,
});

export const switchSet = defineCall({
  id: 'backofficeContent.switchSet',
  method: 'POST',
  path: '/backoffice/api/brand/switches',
  auth: 'staff',
  open: true,
  summary: 'Turns a feature switch on or off, or back to its default',
  request: z.object({
    modId: z.string().regex(/^[A-Z_]{2,40}$/),
    state: z.enum(['on', 'off', 'default']),
    reason: ZReason,
  }),
  response: ZSiteState,
});

// Content ---------------------------------------------------------------------------------------

export const ZStaffBanner = z.object({
  id: z.number().int(),
  groupName: z.string(),
  imageUrl: z.string(),
  linkageType: z.string(),
  linkageValue: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  texts: z.array(z.object({ lang: z.string(), title: z.string(), subtitle: z.string() })),
});
export type TStaffBanner = z.infer<typeof ZStaffBanner>;

/** A banner as the form edits it: its fields and one language's text. */
export const ZBannerFields = z.object({
  groupName: z.enum(BANNER_GROUPS),
  imageUrl: z.string().trim().min(1).max(500),
  linkageType: z.enum(['', ...LINKAGE_TYPES]).default(''),
  linkageValue: z.string().trim().max(500).default(''),
  sort: ZSort.default(0),
  enabled: z.boolean().default(true),
  startsAt: ZTime.default(null),
  endsAt: ZTime.default(null),
  lang: ZLang,
  title: z.string().max(80).default(''),
  subtitle: z.string().max(160).default(''),
});

export const banners = defineCall({
  id: 'backofficeContent.banners',
  method: 'GET',
  path: '/backoffice/api/content/banners',
  auth: 'staff',
  open: true,
  summary: "The brand's banners (one group or all), with every language's text",
  request: z.object({ groupName: z.enum(BANNER_GROUPS).optional() }),
  response: z.array(ZStaffBanner),
});

export const bannerCreate = defineCall({
  id: 'backofficeContent.bannerCreate',
  method: 'POST',
  path: '/backoffice/api/content/banners',
  auth: 'staff',
  open: true,
  summary: 'Adds a banner with its text in one language',
  request: ZBannerFields.extend({ reason: ZReason }),
  response: ZStaffBanner,
});

export const bannerUpdate = defineCall({
  id: 'backofficeContent.bannerUpdate',
  method: 'POST',
  path: '/backoffice/api/content/banners/update',
  auth: 'staff',
  open: true,
  summary: "Changes a banner's given fields and, with lang, that language's text (enable or disable with enabled)",
  request: ZBannerFields.partial().extend({ id: ZId, reason: ZReason }),
  response: ZStaffBanner,
});

export const bannerDelete = defineCall({
  id: 'backofficeContent.bannerDelete',
  method: 'POST',
  path: '/backoffice/api/content/banners/delete',
  auth: 'staff',
  open: true,
  summary: 'Removes a banner',
  request: z.object({ id: ZId, reason: ZReason }),
  response: z.null(),
});

export const bannerOrder = defineCall({
  id: 'backofficeContent.bannerOrder',
  method: 'POST',
  path: '/backoffice/api/content/banners/order',
  auth: 'staff',
  open: true,
  summary: "Puts a group's banners in the given order (every banner of the group, once)",
  request: z.object({ groupName: z.enum(BANNER_GROUPS), ids: z.array(ZId).min(1).max(200), reason: ZReason }),
  response: z.array(ZStaffBanner),
});

export const ZStaffNotice = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES),
  imageUrl: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Shown only to signed-in members (their announcements list). */
  membersOnly: z.boolean(),
  publishedAt: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  texts: z.array(z.object({ lang: z.string(), title: z.string(), contentHtml: z.string() })),
});
export type TStaffNotice = z.infer<typeof ZStaffNotice>;

/**
 * A notice as the form edits it: PL marquee (and announcements), PU popup, PR promotion, B banner
 * notice (needs an image), H announcements page only. The content is rich text, sanitised on the server.
 */
export const ZNoticeFields = z.object({
  type: z.enum(NOTICE_TYPES),
  imageUrl: z.string().trim().max(500).default(''),
  sort: ZSort.default(0),
  enabled: z.boolean().default(true),
  /** Shown only to signed-in members (getAnnouncementLogined). */
  membersOnly: z.boolean().optional(),
  startsAt: ZTime.default(null),
  endsAt: ZTime.default(null),
  lang: ZLang,
  title: z.string().trim().min(1).max(120),
  content: ZRich.default(''),
});

export const notices = defineCall({
  id: 'backofficeContent.notices',
  method: 'GET',
  path: '/backoffice/api/content/notices',
  auth: 'staff',
  open: true,
  summary: "The brand's notices (one type or all), with every language's text",
  request: z.object({ type: z.enum(NOTICE_TYPES).optional() }),
  response: z.array(ZStaffNotice),
});

export const noticeCreate = defineCall({
  id: 'backofficeContent.noticeCreate',
  method: 'POST',
  path: '/backoffice/api/content/notices',
  auth: 'staff',
  open: true,
  summary: 'Adds a notice with its text in one language',
  request: ZNoticeFields.extend({ reason: ZReason }),
  response: ZStaffNotice,
});

export const noticeUpdate = defineCall({
  id: 'backofficeContent.noticeUpdate',
  method: 'POST',
  path: '/backoffice/api/content/notices/update',
  auth: 'staff',
  open: true,
  summary: "Changes a notice's given fields and, with lang, that language's text",
  request: ZNoticeFields.partial().extend({ id: ZId, reason: ZReason }),
  response: ZStaffNotice,
});

export const noticeDelete = defineCall({
  id: 'backofficeContent.noticeDelete',
  method: 'POST',
  path: '/backoffice/api/content/notices/delete',
  auth: 'staff',
  open: true,
  summary: 'Removes a notice',
  request: z.object({ id: ZId, reason: ZReason }),
  response: z.null(),
});

export const ZStaffHelp = z.object({
  id: z.number().int(),
  tag: z.string(),
  sort: z.number().int(),
  texts: z.array(z.object({ lang: z.string(), title: z.string(), contentHtml: z.string() })),
});
export type TStaffHelp = z.infer<typeof ZStaffHelp>;

const ZTag = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'use 1-40 lower-case letters, digits and -');

export const ZHelpFields = z.object({
  tag: ZTag,
  sort: ZSort.default(0),
  lang: ZLang,
  title: z.string().trim().min(1).max(80),
  content: ZRich.min(1),
});

export const helpPages = defineCall({
  id: 'backofficeContent.helpPages',
  method: 'GET',
  path: '/backoffice/api/content/help',
  auth: 'staff',
  open: true,
  summary: "The help centre's pages with every language's text",
  request: z.object({}),
  response: z.array(ZStaffHelp),
});

export const helpCreate = defineCall({
  id: 'backofficeContent.helpCreate',
  method: 'POST',
  path: '/backoffice/api/content/help',
  auth: 'staff',
  open: true,
  summary: 'Adds a help page (its tag is the /help#tag anchor) with its text in one language',
  request: ZHelpFields.extend({ reason: ZReason }),
  response: ZStaffHelp,
});

export const helpUpdate = defineCall({
  id: 'backofficeContent.helpUpdate',
  method: 'POST',
  path: '/backoffice/api/content/help/update',
  auth: 'staff',
  open: true,
  summary: "Changes a help page's tag or order and, with lang, that language's text",
  request: ZHelpFields.partial().extend({ id: ZId, reason: ZReason }),
  response: ZStaffHelp,
});

export const helpDelete = defineCall({
  id: 'backofficeContent.helpDelete',
  method: 'POST',
  path: '/backoffice/api/content/help/delete',
  auth: 'staff',
  open: true,
  summary: 'Removes a help page',
  request: z.object({ id: ZId, reason: ZReason }),
  response: z.null(),
});

// Vendors and games -----------------------------------------------------------------------------

const ZWindow = z.object({ on: z.boolean(), start: z.string().nullable(), end: z.string().nullable() });

export const ZStaffVendor = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  maintenance: ZWindow.extend({ active: z.boolean() }),
});
export type TStaffVendor = z.infer<typeof ZStaffVendor>;

const ZVendorCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,32}$/, 'vendor codes are 2-32 capital letters, digits or _');

export const vendors = defineCall({
  id: 'backofficeContent.vendors',
  method: 'GET',
  path: '/backoffice/api/games/vendors',
  auth: 'staff',
  open: true,
  summary: "Every game vendor with the brand's state (enabled, maintenance), its order and hot flag",
  request: z.object({}),
  response: z.array(ZStaffVendor),
});

export const vendorSet = defineCall({
  id: 'backofficeContent.vendorSet',
  method: 'POST',
  path: '/backoffice/api/games/vendors',
  auth: 'staff',
  open: true,
  summary:
    'Turns a vendor on or off for the brand, or opens or closes its maintenance window (now or from a start, until an end)',
  request: z.object({
    code: ZVendorCode,
    enabled: z.boolean().optional(),
    maintenance: z.object({ on: z.boolean(), start: ZTime.optional(), end: ZTime.optional() }).optional(),
    reason: ZReason,
  }),
  response: ZStaffVendor,
});

export const vendorOrder = defineCall({
  id: 'backofficeContent.vendorOrder',
  method: 'POST',
  path: '/backoffice/api/games/vendors/order',
  auth: 'staff',
  open: true,
  summary: "The brand's vendor order in menus (the codes given first, in that order) and hot flags",
  request: z.object({
    codes: z.array(ZVendorCode).max(200).optional(),
    hot: z
      .array(z.object({ code: ZVendorCode, hot: z.boolean() }))
      .max(200)
      .optional(),
    reason: ZReason,
  }),
  response: z.array(ZStaffVendor),
});

export const ZStaffGame = z.object({
  nodeId: z.string(),
  code: z.string(),
  name: z.string(),
  vendor: z.string(),
  category: z.string(),
  isHot: z.boolean(),
  sort: z.number().int(),
  maintenance: ZWindow,
});
export type TStaffGame = z.infer<typeof ZStaffGame>;

export const games = defineCall({
  id: 'backofficeContent.games',
  method: 'GET',
  path: '/backoffice/api/games',
  auth: 'staff',
  open: true,
  summary: 'Games of the catalogue by vendor and name, with their hot flag, order and the brand maintenance',
  request: z.object({
    vendor: ZVendorCode.optional(),
    q: z.string().trim().max(60).optional(),
    maintenance: z.enum(['1']).optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ list: z.array(ZStaffGame), total: z.number().int() }),
});

export const gameSet = defineCall({
  id: 'backofficeContent.gameSet',
  method: 'POST',
  path: '/backoffice/api/games/update',
  auth: 'staff',
  open: true,
  summary:
    "Opens or closes one game's maintenance window for the brand; its hot flag and order are the catalogue's (platform owners only)",
  request: z.object({
    nodeId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/),
    maintenance: z.object({ on: z.boolean(), start: ZTime.optional(), end: ZTime.optional() }).optional(),
    isHot: z.boolean().optional(),
    sort: ZSort.optional(),
    reason: ZReason,
  }),
  response: ZStaffGame,
});
