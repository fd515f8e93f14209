import { z } from 'zod';

// The shapes the cashier calls share (cashier.ts, cashier-security.ts, cashier-transfer.ts).

/** An amount in major units as the client shows it. */
export const ZMajor = z.number();
/** The six-digit payment password. */
export const ZPaymentPassword = z.string().regex(/^\d{6}$/, 'six digits');

/** A bound bank account as the member sees it. */
export const ZBankAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four digits. */
  accountNumber: z.string(),
});
