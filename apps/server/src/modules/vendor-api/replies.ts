/**
 * The vendor API's wire pieces: the reply the route sends (status and exact body text), the success
 * and failure bodies, the money calls' inputs and the fingerprint that tells a repeat from a reuse of
 * a transaction id. Pure: no database, no state.
 */
import { createHash } from 'node:crypto';
import type { ZVendorBetRequest, ZVendorRollbackRequest, ZVendorWinRequest } from '@app/contracts/calls/vendor';
import { ERRORS, type ErrorCode } from '@app/contracts/errors';
import type { Language } from '@app/contracts/languages';
import { errorMessage } from '@app/contracts/messages';
import type { z } from 'zod';

/** What the route sends back: the HTTP status and the exact body text. */
export interface VendorReply {
  status: number;
  body: string;
}

export type MoneyAction = 'bet' | 'win' | 'rollback';
export type BetInput = z.output<typeof ZVendorBetRequest>;
export type WinInput = z.output<typeof ZVendorWinRequest>;
export type RollbackInput = z.output<typeof ZVendorRollbackRequest>;
export type MoneyInput = BetInput | WinInput | RollbackInput;

export const num = (v: number | string | null | undefined) => Number(v ?? 0);

export function okReply(value: unknown): VendorReply {
  return { status: 200, body: JSON.stringify({ success: true, value }) };
}

/**
 * A money call's success reply. Bets and wins render it with the balance and ledger id as holes that
 * their booking fills in (batch.ts), so every field but those two is written here for all three calls.
 */
export function transactionReply(
  s: { currency: string },
  transactionId: string,
  walletTransactionId: string | null,
  amount: number,
  balance: number | string,
): VendorReply {
  return okReply({ transactionId, walletTransactionId, amount, balance, currency: s.currency });
}

export function failReply(code: ErrorCode, lang: Language, value?: Record<string, unknown>): VendorReply {
  return {
    status: ERRORS[code].status,
    body: JSON.stringify({
      success: false,
      errorCode: code,
      message: errorMessage(code, lang),
      ...(value ? { value } : {}),
    }),
  };
}

export function fingerprintOf(action: MoneyAction, input: MoneyInput): string {
  const i = input as Partial<BetInput & WinInput & RollbackInput>;
  const parts = [
    action,
    i.sessionId,
    i.playerId,
    i.roundId,
    i.gameCode ?? '',
    i.amount ?? null,
    i.currency,
    i.betTransactionId ?? '',
    i.roundEnded ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
