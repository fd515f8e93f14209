import { z } from 'zod';
import { HEADER_LOGIN_STYLES } from '../constants.ts';
import { defineCall } from '../define.ts';
import { FIELD_TYPES, type FieldRule, PATTERN_IDS, type PatternId } from '../rules.ts';
import type { WhiteLabelNode } from '../whitelabel.ts';

export const ZWhiteLabelNode: z.ZodType<WhiteLabelNode> = z.object({
  modId: z.string(),
  enabled: z.enum(['1', '0']),
  get childrenNodes() {
    return z.array(ZWhiteLabelNode);
  },
});

export const ZFieldRule: z.ZodType<FieldRule> = z.object({
  key: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
  acceptedPattern: z.string(),
  patternId: z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]),
  type: z.enum(FIELD_TYPES),
});

/** 0 normal, 1 maintenance, 2 region restricted (SPEC §4). */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;

export const ZStatusResponse = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Maintenance start and end, epoch ms; null when not in maintenance or not set. */
  maintainTime: z.number().int().nullable(),
  endTime: z.number().int().nullable(),
  /** The visitor's address as the server sees it (the region blocker shows it). */
  ip: z.string(),
  /** During maintenance, the brand's message for the maintenance screen (absent when none). */
  message: z.string().optional(),
});
export type TStatusResponse = z.infer<typeof ZStatusResponse>;

export const status = defineCall({
  id: 'system.status',
  method: 'GET',
  path: '/wps/system/status',
  auth: 'none',
  open: true,
  summary: 'Site status: normal, maintenance (with its window) or region restricted',
  request: z.object({}),
  response: ZStatusResponse,
});

export const whitelabel = defineCall({
  id: 'system.whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  auth: 'none',
  open: true,
  summary: "The brand's white-label switch tree",
  request: z.object({}),
  response: z.array(ZWhiteLabelNode),
});

export const registerSettings = defineCall({
  id: 'system.registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  auth: 'none',
  open: true,
  summary: 'Registration field rules the form renders and the server enforces',
  request: z.object({}),
  response: z.array(ZFieldRule),
});

export const ZResource = z.object({
  name: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
  resourceType: z.string(),
  qrCodeUrl: z.string(),
});
export type TResource = z.infer<typeof ZResource>;

export const ZCustomerServiceEntry = z.object({
  csType: z.number().int(),
  name: z.string(),
  /** The sealed chat path: the last 8 characters are its key (openServicePath). */
  path: z.string(),
});

export const ZPermissionResponse = z.object({
  whiteLabel: z.array(ZWhiteLabelNode),
  registerSettings: z.array(ZFieldRule),
  resources: z.array(ZResource),
  customerService: z.array(ZCustomerServiceEntry),
  analytics: z.object({ gtagId: z.string() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string() }),
  maintenance: z.object({
    on: z.boolean(),
    maintainTime: z.number().int().nullable(),
    endTime: z.number().int().nullable(),
  }),
  regionRestriction: z.object({ on: z.boolean(), blocked: z.boolean() }),
  brand: z.object({
    merchantCode: z.string(),
    name: z.string(),
    currency: z.string(),
    symbol: z.string(),
    minorUnits: z.number().int(),
    defaultLanguage: z.string(),
    loginedToHomePage: z.boolean(),
    /** The sign-in offer of the desktop header: buttons or the inline form. */
    headerLogin: z.enum(HEADER_LOGIN_STYLES),
    /** The age a registering person confirms (18, or 21 in some markets). */
    minimumAge: z.number().int(),
    licences: z.array(z.string()),
    timezoneOffsetMinutes: z.number().int(),
  }),
});
export type TPermissionResponse = z.infer<typeof ZPermissionResponse>;

export const permission = defineCall({
  id: 'system.permission',
  method: 'GET',
  path: '/wps/system/permission',
  auth: 'none',
  open: true,
  summary: 'Everything the site needs at start: switches, rules, resources, service links, status',
  request: z.object({ url: z.string().max(253).optional() }),
  response: ZPermissionResponse,
});

export const domainRoute = defineCall({
  id: 'system.domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: 'none',
  open: true,
  summary: "The brand's domains with their measured speed, and its resources",
  request: z.object({}),
  response: z.object({
    domainList: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
    resources: z.array(ZResource),
  }),
});

export const rsaKey = defineCall({
  id: 'system.rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  auth: 'none',
  open: true,
  summary: "The brand's RSA-OAEP-SHA256 public key for encrypted calls (base64 SPKI)",
  request: z.object({}),
  response: z.object({ publicKey: z.string(), algorithm: z.literal('RSA-OAEP-256') }),
});

export const ZServicePath = z.object({
  /** The customer-service type (csType: 1 live chat, 2 messenger, 3 chat app, 4 VIP). */
  type: z.number().int(),
  /** The sealed chat path, as in the permission call's customerService (openServicePath). */
  path: z.string(),
});

export const ZServiceResponse = z.object({
  version: z.object({ pathList: z.array(ZServicePath) }),
  /** The chat window's header colour, #rrggbb (a brand setting). */
  chatHeaderColor: z.string(),
});
export type TServiceResponse = z.infer<typeof ZServiceResponse>;

export const getService = defineCall({
  id: 'system.getService',
  method: 'GET',
  path: '/wps/system/service',
  auth: 'none',
  open: true,
  summary: "The brand's customer-service paths (value.version.pathList: type, path) and chat header colour",
  request: z.object({}),
  response: ZServiceResponse,
});
