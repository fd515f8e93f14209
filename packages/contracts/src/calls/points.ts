import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor, ZPaymentPassword } from './cashier-shapes.ts';
import { ZRequestId } from './wallet.ts';

// Points and the points mall as the member sees them (issue 19 item 1; SPEC §1, §2, §3, §4, §7;
// docs/decisions/1510-points.md). Points are whole numbers; money is in major units on the wire.

export const ZMallItemKind = z.enum(['voucher', 'bonus', 'goods']);
export type TMallItemKind = z.infer<typeof ZMallItemKind>;
export const ZRedemptionStatus = z.enum(['in_process', 'approved', 'rejected']);
export type TRedemptionStatus = z.infer<typeof ZRedemptionStatus>;

/** The brand's points rules as a member reads them. */
export const ZPointConfig = z.object({
  enabled: z.boolean(),
  /** One point per this much valid bet (major units). */
  earnBetPerPoint: ZMajor,
  /** Converting: `convertPoints` points give `convertAmount` (major units). */
  convertPoints: z.number().int(),
  convertAmount: ZMajor,
  /** The fewest points one conversion takes. */
  convertMinPoints: z.number().int(),
  currency: z.string(),
});
export type TPointConfig = z.infer<typeof ZPointConfig>;

export const ZPointBalance = z.object({
  /** Points the member holds now (never below 0; points never expire). */
  points: z.number().int(),
  /** Points earned and spent in all. */
  earned: z.number().int(),
  spent: z.number().int(),
});
export type TPointBalance = z.infer<typeof ZPointBalance>;

export const ZMallItem = z.object({
  id: z.number().int(),
  kind: ZMallItemKind,
  name: z.string(),
  description: z.string(),
  /** Points per item. */
  points: z.number().int(),
  /** Voucher or bonus amount per item (major units); 0 for goods. */
  amount: ZMajor,
  /** Bonus: wagering as a multiple of the amount (0: none). */
  wageringMultiple: z.number().int(),
  stock: z.number().int(),
  /** Most one member may redeem (null: no limit), and how many this member holds already (0 signed out). */
  perMemberLimit: z.number().int().nullable(),
  redeemed: z.number().int(),
  /** The item's drawn art. */
  art: z.string(),
});
export type TMallItem = z.infer<typeof ZMallItem>;

export const ZDeliveryAddress = z.object({
  name: z.string().trim().min(1).max(60),
  phone: z.string().trim().min(5).max(30),
  address: z.string().trim().min(5).max(300),
});
export type TDeliveryAddress = z.infer<typeof ZDeliveryAddress>;

export const ZRedemption = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemName: z.string(),
  kind: ZMallItemKind,
  quantity: z.number().int(),
  /** Points taken in all. */
  points: z.number().int(),
  /** Amount given in all (major units; 0 for goods). */
  amount: ZMajor,
  status: ZRedemptionStatus,
  /** Staff's reason for a rejection, or ''. */
  remark: z.string(),
  time: z.number(),
  decidedAt: z.number().nullable(),
});
export type TRedemption = z.infer<typeof ZRedemption>;

export const ZPointEntry = z.object({
  id: z.number().int(),
  /** Positive earned, negative spent. */
  points: z.number().int(),
  /** The balance right after. */
  balance: z.number().int(),
  source: z.string(),
  remark: z.string(),
  time: z.number(),
});
export type TPointEntry = z.infer<typeof ZPointEntry>;

const ZPage = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

export const config = defineCall({
  id: 'points.config',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  auth: 'optional',
  summary: "The brand's points rules: the earning ratio, the conversion ratio and minimum",
  request: z.object({}),
  response: ZPointConfig,
});

export const balance = defineCall({
  id: 'points.balance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  auth: 'token',
  allowTrial: false,
  summary: "The member's points",
  request: z.object({}),
  response: ZPointBalance,
});

export const items = defineCall({
  id: 'points.items',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  auth: 'optional',
  summary: 'The points mall: active items with points price, stock and per-member limit (visitors see them too)',
  request: z.object({}),
  response: z.object({ list: z.array(ZMallItem) }),
});

export const redeem = defineCall({
  id: 'points.redeem',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary:
    'Redeems a mall item with the payment password: takes the points and the stock at once; the redemption waits in process for staff. A repeat of the requestId answers the first redemption',
  request: z.object({
    itemId: z.number().int().positive(),
    quantity: z.number().int().min(1).max(100).default(1),
    paymentPassword: ZPaymentPassword,
    requestId: ZRequestId,
    /** Needed for physical goods. */
    address: ZDeliveryAddress.nullable().default(null),
  }),
  response: z.object({ redemption: ZRedemption, balance: ZPointBalance }),
});

export const redemptions = defineCall({
  id: 'points.redemptions',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  auth: 'token',
  allowTrial: false,
  summary: "The member's redeem history, newest first",
  request: z.object(ZPage),
  response: z.object({ list: z.array(ZRedemption), total: z.number().int() }),
});

export const details = defineCall({
  id: 'points.details',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointDetails',
  auth: 'token',
  allowTrial: false,
  summary: "The member's points details: every entry of the points ledger, newest first",
  request: z.object(ZPage),
  response: z.object({ list: z.array(ZPointEntry), total: z.number().int() }),
});

export const convert = defineCall({
  id: 'points.convert',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary:
    "Converts points to cash in the main wallet at the brand's ratio, with the payment password; no fewer than the minimum. A repeat of the requestId answers the first conversion",
  request: z.object({
    points: z.number().int().positive().max(1_000_000_000),
    paymentPassword: ZPaymentPassword,
    requestId: ZRequestId,
  }),
  response: z.object({ points: z.number().int(), amount: ZMajor, balance: ZPointBalance }),
});
