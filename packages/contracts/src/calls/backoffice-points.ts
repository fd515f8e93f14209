import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZDeliveryAddress, ZMallItemKind, ZRedemptionStatus } from './points.ts';
import { ZLocalized } from './promotion-shapes.ts';
import { ZAmountInput, ZRequestId } from './wallet.ts';

/**
 * Back office: the points settings, the mall's items, the redemptions queue and points adjustments
 * (issue 19 items 1 and 6; docs/decisions/1510-points.md). Every write is audited; rejections and
 * adjustments carry a reason.
 */

const ZReason = z.string().trim().min(2).max(500);

export const ZPointSettings = z.object({
  enabled: z.boolean(),
  /** One point per this much valid bet (whole major units). */
  earnBetPerPoint: z.number().int().min(1).max(1_000_000),
  /** `convertPoints` points give `convertAmount` (major units). */
  convertPoints: z.number().int().min(1).max(1_000_000),
  convertAmount: ZMajor,
  convertMinPoints: z.number().int().min(1).max(1_000_000_000),
});
export type TPointSettings = z.infer<typeof ZPointSettings>;

export const settings = defineCall({
  id: 'backofficePoints.settings',
  method: 'GET',
  path: '/backoffice/api/points/settings',
  auth: 'staff',
  open: true,
  summary: "The brand's points settings (defaults until saved)",
  request: z.object({}),
  response: ZPointSettings,
});

export const saveSettings = defineCall({
  id: 'backofficePoints.saveSettings',
  method: 'POST',
  path: '/backoffice/api/points/settings',
  auth: 'staff',
  open: true,
  summary: "Saves the brand's points settings (on/off, earning ratio, conversion ratio and minimum); audited",
  /** The cash as text in major units ("1.00"). */
  request: ZPointSettings.extend({ convertAmount: z.string().trim().min(1).max(32) }),
  response: ZPointSettings,
});

export const ZBoMallItem = z.object({
  id: z.number().int(),
  kind: ZMallItemKind,
  names: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
  points: z.number().int(),
  amount: ZMajor,
  wageringMultiple: z.number().int(),
  stock: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  /** Redemptions in process and approved (items). */
  redeemed: z.number().int(),
  art: z.string(),
  updatedAt: z.number(),
});
export type TBoMallItem = z.infer<typeof ZBoMallItem>;

export const ZMallItemInput = z.object({
  kind: ZMallItemKind,
  /** Names per language (EN needed), up to 80 characters. */
  names: ZLocalized,
  descriptions: ZLocalized.default({}),
  points: z.number().int().min(1).max(100_000_000),
  /** Voucher and bonus: the amount per item (major units); goods: 0. */
  amount: ZAmountInput,
  wageringMultiple: z.number().int().min(0).max(100).default(0),
  stock: z.number().int().min(0).max(10_000_000),
  perMemberLimit: z.number().int().min(1).max(10_000).nullable().default(null),
  active: z.boolean().default(true),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type TMallItemInput = z.infer<typeof ZMallItemInput>;

export const items = defineCall({
  id: 'backofficePoints.items',
  method: 'GET',
  path: '/backoffice/api/points/items',
  auth: 'staff',
  open: true,
  summary: "The brand's mall items, active and not",
  request: z.object({}),
  response: z.object({ list: z.array(ZBoMallItem) }),
});

export const createItem = defineCall({
  id: 'backofficePoints.createItem',
  method: 'POST',
  path: '/backoffice/api/points/items',
  auth: 'staff',
  open: true,
  summary: 'Adds a mall item (voucher, bonus or physical goods); audited',
  request: ZMallItemInput,
  response: ZBoMallItem,
});

export const updateItem = defineCall({
  id: 'backofficePoints.updateItem',
  method: 'POST',
  path: '/backoffice/api/points/items/update',
  auth: 'staff',
  open: true,
  summary: 'Changes a mall item (redemptions made keep what they were made with); audited',
  request: ZMallItemInput.extend({ id: z.number().int().positive() }),
  response: ZBoMallItem,
});

export const deactivateItem = defineCall({
  id: 'backofficePoints.deactivateItem',
  method: 'POST',
  path: '/backoffice/api/points/items/deactivate',
  auth: 'staff',
  open: true,
  summary: 'Takes a mall item off the mall (redemptions in process stay in the queue); audited',
  request: z.object({ id: z.number().int().positive() }),
  response: ZBoMallItem,
});

export const ZBoRedemption = z.object({
  id: z.number().int(),
  username: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  kind: ZMallItemKind,
  quantity: z.number().int(),
  points: z.number().int(),
  amount: ZMajor,
  address: ZDeliveryAddress.nullable(),
  status: ZRedemptionStatus,
  reason: z.string(),
  decidedBy: z.string(),
  time: z.number(),
  decidedAt: z.number().nullable(),
});
export type TBoRedemption = z.infer<typeof ZBoRedemption>;

export const redemptions = defineCall({
  id: 'backofficePoints.redemptions',
  method: 'GET',
  path: '/backoffice/api/points/redemptions',
  auth: 'staff',
  open: true,
  summary: 'The redemptions queue by state (in process first in, first shown)',
  request: z.object({
    status: ZRedemptionStatus.default('in_process'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ list: z.array(ZBoRedemption), total: z.number().int() }),
});

export const approve = defineCall({
  id: 'backofficePoints.approve',
  method: 'POST',
  path: '/backoffice/api/points/redemptions/approve',
  auth: 'staff',
  open: true,
  summary:
    "Approves a redemption in process: a voucher or bonus goes to the member's reward centre (source mall); goods are to be sent. Audited",
  request: z.object({ id: z.number().int().positive() }),
  response: ZBoRedemption,
});

export const reject = defineCall({
  id: 'backofficePoints.reject',
  method: 'POST',
  path: '/backoffice/api/points/redemptions/reject',
  auth: 'staff',
  open: true,
  summary: 'Rejects a redemption in process with a reason: its points and stock come back (by reversal). Audited',
  request: z.object({ id: z.number().int().positive(), reason: ZReason }),
  response: ZBoRedemption,
});

export const member = defineCall({
  id: 'backofficePoints.member',
  method: 'GET',
  path: '/backoffice/api/points/member',
  auth: 'staff',
  open: true,
  summary: "A member's points and their latest entries",
  request: z.object({ username: z.string().trim().min(1).max(64) }),
  response: z.object({
    memberId: z.number().int(),
    username: z.string(),
    points: z.number().int(),
    entries: z.array(
      z.object({
        id: z.number().int(),
        points: z.number().int(),
        balance: z.number().int(),
        source: z.string(),
        remark: z.string(),
        time: z.number(),
      }),
    ),
  }),
});

export const adjust = defineCall({
  id: 'backofficePoints.adjust',
  method: 'POST',
  path: '/backoffice/api/points/adjust',
  auth: 'staff',
  open: true,
  summary:
    'Adds points to a member (positive) or takes them (negative, never below 0), with a reason; a repeat of the requestId changes nothing. Audited',
  request: z.object({
    username: z.string().trim().min(1).max(64),
    points: z
      .number()
      .int()
      .min(-100_000_000)
      .max(100_000_000)
      .refine((n) => n !== 0, 'not zero'),
    reason: ZReason,
    requestId: ZRequestId,
  }),
  response: z.object({ memberId: z.number().int(), username: z.string(), points: z.number().int() }),
});
