import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor, ZPaymentPassword } from './cashier-shapes.ts';
import { ZAmountInput, ZBalance, ZRequestId } from './wallet.ts';

/** Transfers to the upline and to a downline; re-exported by cashier.ts. */
export const transferInfo = defineCall({
  id: 'cashier.transferInfo',
  method: 'GET',
  path: '/wps/cashier/transfer/info',
  auth: 'token',
  allowTrial: false,
  summary: 'Transfers between members: upline, whether allowed, limits',
  request: z.object({}),
  response: z.object({
    uplineUsername: z.string(),
    toUpline: z.boolean(),
    toDownline: z.boolean(),
    min: ZMajor,
    max: ZMajor,
    available: ZMajor,
  }),
});

export const transferUpline = defineCall({
  id: 'cashier.transferUpline',
  method: 'POST',
  path: '/wps/cashier/transfer/upline',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary: 'Transfers to the upline (brand switch WALLET_TRANSFER_UPLINE), with the payment password',
  request: z.object({ amount: ZAmountInput, paymentPassword: ZPaymentPassword, requestId: ZRequestId }),
  response: z.object({ transactionId: z.number().int(), balance: ZBalance }),
});

export const transferDownline = defineCall({
  id: 'cashier.transferDownline',
  method: 'POST',
  path: '/wps/cashier/transfer/downline',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  agentOnly: true,
  summary: "An agent's transfer to a member of their own team (brand switch WALLET_TRANSFER_DOWNLINE)",
  request: z.object({
    username: z.string().trim().min(1).max(40),
    amount: ZAmountInput,
    paymentPassword: ZPaymentPassword,
    requestId: ZRequestId,
  }),
  response: z.object({ transactionId: z.number().int(), balance: ZBalance }),
});
