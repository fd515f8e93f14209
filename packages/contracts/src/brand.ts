/** Brand settings schemas: server side (the browser reads the boot data and the permission call). */
import { z } from 'zod';
import {
  BOT_CHECK_PROVIDERS,
  ESPORTS_PROVIDERS,
  GAME_CATEGORIES,
  HEADER_LOGIN_STYLES,
  type HeaderLoginStyle,
  LICENCES,
  THEMES,
  type Theme,
} from './constants.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { PATTERN_IDS, type PatternId } from './rules.ts';

export const ZCustomerServiceLink = z.object({
  csType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  name: z.string().min(1).max(40),
  url: z.url({ protocol: /^https?$/ }).or(z.string().regex(/^\/[A-Za-z0-9/_\-.?=&]*$/, 'must be a URL or a site path')),
});
export type CustomerServiceLink = z.infer<typeof ZCustomerServiceLink>;

/** A deposit channel: a manual bank transfer the operator checks, or an online payment gateway. */
export const ZDepositChannel = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'channel ids are 2-32 lower-case letters, digits, - or _'),
  type: z.enum(['bank', 'gateway']),
  name: z.string().min(1).max(40),
  /** Minor units. */
  min: z.number().int().min(1),
  max: z.number().int().min(1),
  enabled: z.boolean().default(true),
  /** Bank transfer: the account the member pays into. */
  bankName: z.string().max(60).default(''),
  accountName: z.string().max(60).default(''),
  accountNumber: z.string().max(40).default(''),
  /** Gateway: which provider adapter takes the payment ('dev' is the development gateway). */
  provider: z.enum(['dev', 'http']).default('dev'),
});
export type DepositChannel = z.output<typeof ZDepositChannel>;

export const DEFAULT_DEPOSIT_CHANNELS: DepositChannel[] = [
  {
    id: 'bank',
    type: 'bank',
    name: 'Bank transfer',
    min: 10_000,
    max: 10_000_000,
    enabled: true,
    bankName: 'Demo Bank',
    accountName: 'Nova88 Payments Inc.',
    accountNumber: '0012-3456-7890',
    provider: 'dev',
  },
  {
    id: 'online',
    type: 'gateway',
    name: 'Online payment',
    min: 5_000,
    max: 5_000_000,
    enabled: true,
    bankName: '',
    accountName: '',
    accountNumber: '',
    provider: 'dev',
  },
];

/** A brand's change to one register field rule (SPEC §3 "server-supplied" rules); unset parts keep the default. */
export const ZRegisterFieldOverride = z.object({
  key: z.string().regex(/^[A-Za-z]{2,32}$/),
  enabled: z.boolean().optional(),
  required: z.boolean().optional(),
  minLength: z.number().int().min(0).max(255).optional(),
  maxLength: z.number().int().min(1).max(255).optional(),
  patternId: z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]).optional(),
});
export type RegisterFieldOverride = z.infer<typeof ZRegisterFieldOverride>;

/**
 * A brand's settings, stored as JSON. Every field has a default, so rows written before a field existed
 * still parse; areas add their settings here with defaults.
 */
export const ZBrandSettings = z.object({
  loginedToHomePage: z.boolean().default(false),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code')
    .default('PHP'),
  symbol: z.string().min(1).max(4).default('P'),
  /** Decimal places of the currency's minor unit. */
  minorUnits: z.number().int().min(0).max(4).default(2),
  defaultLanguage: z.enum(LANGUAGES).default('EN'),
  defaultTheme: z.enum(THEMES).default('dark'),
  licences: z.array(z.enum(LICENCES)).default([...LICENCES]),
  customerService: z.array(ZCustomerServiceLink).default([]),
  gtagId: z
    .string()
    .regex(/^(G-[A-Z0-9]{4,12})?$/, 'a Google tag id like G-ABC123 or empty')
    .default(''),
  imageCDNs: z.array(z.url()).default([]),
  launchGameCDNs: z.array(z.url()).default([]),
  /** GMT offset the header clock shows, in minutes. */
  timezoneOffsetMinutes: z.number().int().min(-720).max(840).default(480),
  // Wallet and cashier (amounts in minor units of the brand's currency).
  /** Merchant wallet: one wallet for every game, or a sub-wallet per vendor (SPEC §3 isSingle). */
  isSingle: z.boolean().default(true),
  /** Vendor codes that get a sub-wallet when isSingle is off. */
  walletVendors: z
    .array(z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor codes are 2-32 capital letters, digits or _'))
    .max(50)
    .default([]),
  depositChannels: z.array(ZDepositChannel).max(20).default(DEFAULT_DEPOSIT_CHANNELS),
  withdrawalMin: z.number().int().min(1).default(10_000),
  withdrawalMax: z.number().int().min(1).default(5_000_000),
  /** Withdrawal requests a member may make per day (the brand's clock). */
  withdrawalDailyCount: z.number().int().min(1).max(100).default(5),
  /** Minutes after payout when an unconfirmed withdrawal counts as received (DECISIONS: 30). */
  autoReceiveMinutes: z.number().int().min(1).max(10_080).default(30),
  /**
   * Back office: a withdrawal, balance adjustment or reversal of at least this many MAJOR units needs
   * a second staff member (not the first) to confirm it (issue 15; 0: every one does).
   */
  secondApprovalThreshold: z.number().int().min(0).max(1_000_000_000).default(10_000),
  /**
   * Agent contract payouts: a run whose platform share (what the platform pays its top agents for the
   * period) is at least this many MAJOR units waits for a staff approval before it is paid (issue 16;
   * 0: every run that pays anything does).
   */
  agentPayoutApprovalThreshold: z.number().int().min(0).max(1_000_000_000).default(50_000),
  /** Proof images a member may upload per day (the brand's clock), counted before they are stored. */
  proofDailyUploads: z.number().int().min(1).max(200).default(20),
  /** Megabytes of proof images a member may upload per day; at least one full-size (5 MB) image. */
  proofDailyMegabytes: z.number().int().min(5).max(1_000).default(30),
  transferMin: z.number().int().min(1).default(100),
  transferMax: z.number().int().min(1).default(10_000_000),
  /** Vendor codes shown under ESPORTS instead of SPORTS (SPEC §3 esports split). */
  esportsVendors: z
    .array(z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor codes are upper-case letters, digits and _'))
    .max(50)
    .default([...ESPORTS_PROVIDERS]),
  // Accounts and sign-in (switches are in the white-label tree: LOGIN_*, REG_*, FORGOT_*).
  /** Minimum age a registering person confirms (SPEC §5: 18; some markets 21). */
  minimumAge: z.union([z.literal(18), z.literal(21)]).default(18),
  /**
   * How the header offers sign-in to a visitor on desktop widths (SPEC §2): 'buttons' (log in and
   * register buttons that open the popups) or 'inline' (username, password and the sign-in button in
   * the header itself). Phones always get the buttons in the menu.
   */
  headerLogin: z.enum(HEADER_LOGIN_STYLES).default('buttons'),
  /** Days after which a password expires when LOGIN_PASSWORD_EXPIRY is on. */
  passwordExpiryDays: z.number().int().min(1).max(3650).default(90),
  /** Minutes an account stays locked after 10 failed sign-ins within an hour. */
  lockMinutes: z.number().int().min(1).max(1440).default(30),
  /** Social sign-in client ids (the ID token's audience); empty = provider off for this brand. */
  googleClientId: z.string().max(200).default(''),
  facebookAppId: z.string().max(200).default(''),
  /**
   * Bot check on sign-in, register and the SMS-code calls (docs/decisions/0204-bot-check.md): off, the
   * site's own stand-in (local), or a server-verified provider with its public site key and secret.
   */
  botCheck: z.enum(BOT_CHECK_PROVIDERS).default('off'),
  /** The provider's public site key (the browser gets it; empty for off and local). */
  botCheckSiteKey: z.string().max(200).default(''),
  /** The provider's secret for its siteverify call: never sent to the browser. */
  botCheckSecret: z.string().max(200).default(''),
  /**
   * SMS verified by the social provider (Firebase phone sign-in, login type firebase): its project id,
   * the ID token's audience. Empty: codes are sent by our own SMS gateway.
   */
  firebaseProjectId: z.string().max(100).default(''),
  /** The Firebase project's public web API key (the browser's Firebase SDK needs it; not a secret). */
  firebaseApiKey: z.string().max(200).default(''),
  /** Changes to the default register field rules (enabled, required, bounds, pattern). */
  registerFields: z.array(ZRegisterFieldOverride).max(40).default([]),
  // The valid-bet record (docs/valid-bets.md): bets settled in these categories or with these vendors
  // count 0 valid (stake and win are still recorded). Applies to bets settled after the change.
  validBetExcludedCategories: z.array(z.enum(GAME_CATEGORIES)).max(GAME_CATEGORIES.length).default([]),
  validBetExcludedVendors: z
    .array(z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor codes are 2-32 capital letters, digits or _'))
    .max(50)
    .default([]),
  /** What the maintenance screen says besides the end time (set with the maintenance window). */
  maintenanceMessage: z.string().max(500).default(''),
  /** The customer-service chat window's header colour (SPEC §3 brand configuration), #rrggbb. */
  chatHeaderColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #0d4fb3')
    .default('#0d4fb3'),
});
export type BrandSettings = z.output<typeof ZBrandSettings>;
export type BrandSettingsInput = z.input<typeof ZBrandSettings>;

/** What the server writes into index.html so the browser knows its brand before any call. */
export interface BootConfig {
  merchantCode: string;
  name: string;
  defaultLanguage: Language;
  defaultTheme: Theme;
  currency: string;
  symbol: string;
  minorUnits: number;
  loginedToHomePage: boolean;
  headerLogin: HeaderLoginStyle;
}
