/** Brand settings schemas: server side (the browser reads the boot data and the permission call). */
import { z } from 'zod';
import { ESPORTS_PROVIDERS, LICENCES, THEMES, type Theme } from './constants.ts';
import { LANGUAGES, type Language } from './languages.ts';

export const ZCustomerServiceLink = z.object({
  csType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  name: z.string().min(1).max(40),
  url: z.url({ protocol: /^https?$/ }).or(z.string().regex(/^\/[A-Za-z0-9/_\-.?=&]*$/, 'must be a URL or a site path')),
});
export type CustomerServiceLink = z.infer<typeof ZCustomerServiceLink>;

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
  /** Vendor codes shown under ESPORTS instead of SPORTS (SPEC §3 esports split). */
  esportsVendors: z
    .array(z.string().regex(/^[A-Z0-9_]{2,32}$/, 'vendor codes are upper-case letters, digits and _'))
    .max(50)
    .default([...ESPORTS_PROVIDERS]),
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
}
