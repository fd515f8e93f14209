import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZDate } from './shapes.ts';

/** An amount as a person sends it: major units as a number or a string ("1,234.56"); checked by the server. */
export const ZAmountInput = z.union([z.number(), z.string().max(32)]);

/** A client-made id for one submission (a UUID); a repeat gets the first answer. */
export const ZRequestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'use 8-64 letters, digits, - or _');

/** Major units with the currency's decimals (1234.56). */
const ZMajor = z.number();

export const ZWalletAccount = z.object({
  /** '' for the main wallet, else the vendor code of the sub-wallet. */
  vendor: z.string(),
  balance: ZMajor,
  /** Set aside for pending withdrawals. */
  held: ZMajor,
  available: ZMajor,
});

export const ZBalance = z.object({
  /** Everything the member can spend: every account's balance less what is held. */
  sumBalance: ZMajor,
  currency: z.string(),
  symbol: z.string(),
  minorUnits: z.number().int(),
  isSingle: z.boolean(),
  accounts: z.array(ZWalletAccount),
  /** Bonus money being wagered (not in sumBalance; spent after real money; not withdrawable). */
  bonus: ZMajor.default(0),
});
export type TBalance = z.infer<typeof ZBalance>;

export const balance = defineCall({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  auth: 'token',
  summary: 'The balance: sumBalance, each wallet account, the currency and its symbol',
  request: z.object({}),
  response: ZBalance,
});

export const consolidated = defineCall({
  id: 'wallet.consolidated',
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  auth: 'token',
  summary:
    'Consolidated funds (main wallet, sub-wallets, held and total) and the contract flags of SPEC §3: requests awaiting the caller per contract kind',
  request: z.object({}),
  response: z.object({
    sumBalance: ZMajor,
    mainBalance: ZMajor,
    subWalletBalance: ZMajor,
    held: ZMajor,
    currency: z.string(),
    symbol: z.string(),
    /** Dividend contract requests (offers, termination requests) awaiting the caller; 0 for non-agents. */
    divtypereq: z.number().int(),
    /** Daily wage contract requests awaiting the caller. */
    dailysalreqtype: z.number().int(),
    /** Hourly salary contract requests awaiting the caller. */
    contracthoursalreq: z.number().int(),
    /** Real-time salary contract requests awaiting the caller. */
    realtimesalreqtype: z.number().int(),
  }),
});

export const merchantWallet = defineCall({
  id: 'wallet.merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  auth: 'token',
  summary: "The brand's merchant wallet: single, or a sub-wallet per vendor",
  request: z.object({}),
  response: z.object({ isSingle: z.boolean(), vendors: z.array(z.string()) }),
});

export const ZWalletTransferRequest = z.object({
  /** '' (or MAIN) for the main wallet, else a vendor code. */
  from: z.string().max(32),
  to: z.string().max(32),
  amount: ZAmountInput,
  requestId: ZRequestId,
});

export const walletTransfer = defineCall({
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  auth: 'token',
  allowTrial: false,
  summary: 'Moves money between the main wallet and a vendor sub-wallet (idempotent on requestId)',
  request: ZWalletTransferRequest,
  response: z.object({ transactionId: z.number().int(), balance: ZBalance }),
});

/** The record types the account records filter by (ledger transaction kinds). */
export const RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'wallet_transfer',
  'transfer_upline',
  'transfer_downline',
  'adjustment',
  'reversal',
  'bet',
  'win',
  'refund',
  'bonus',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const ZRecord = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  type: z.string(),
  /** Signed: positive money in, negative money out. */
  amount: ZMajor,
  balanceAfter: ZMajor,
  /** '' for the main wallet, else the vendor code. */
  wallet: z.string(),
  /** ISO 8601. */
  time: z.string(),
  reference: z.string(),
  memo: z.string(),
});
export type TRecord = z.infer<typeof ZRecord>;

export const records = defineCall({
  id: 'wallet.records',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: 'token',
  allowTrial: false,
  summary: 'Account records: every ledger movement of the member, by type and date, a page at a time',
  request: z.object({
    type: z.enum(RECORD_TYPES).optional(),
    /** Inclusive dates in the brand's time zone. */
    startDate: ZDate.optional(),
    endDate: ZDate.optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(15),
  }),
  response: z.object({
    list: z.array(ZRecord),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
