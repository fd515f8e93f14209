import { parseAmount, toMajor } from '@app/contracts/money';
import { buildWhiteLabelTree, isSwitchOn, type ModId } from '@app/contracts/whitelabel';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { LedgerError } from './ledger.ts';

/** An amount from a request in the brand's minor units; bad input is a 400 naming the field. */
export function amountOf(input: unknown, brand: Brand, field = 'amount'): number {
  const parsed = parseAmount(input, brand.settings.minorUnits);
  if (!parsed.ok) throw new AppError('wallet.amount.invalid', { fields: [{ field, reason: parsed.reason }] });
  return parsed.minor;
}

/** Minor units as the wire's major-unit number. */
export function major(brand: Brand, minor: number): number {
  return toMajor(minor, brand.settings.minorUnits);
}

/** Refuses an amount outside [min, max] (minor units), telling the client the bounds in major units. */
export function withinLimits(brand: Brand, amount: number, min: number, max: number): void {
  if (amount < min) throw new AppError('wallet.amount.below.min', { min: major(brand, min), max: major(brand, max) });
  if (amount > max) throw new AppError('wallet.amount.above.max', { min: major(brand, min), max: major(brand, max) });
}

/** Whether a white-label switch is on for the brand (parents included). */
export function switchOn(brand: Brand, modId: ModId): boolean {
  return isSwitchOn(buildWhiteLabelTree(brand.switches), modId);
}

/** Turns a ledger refusal into the error the client is told; anything else passes through. */
export function asAppError(e: unknown): unknown {
  if (!(e instanceof LedgerError)) return e;
  switch (e.code) {
    case 'insufficient_funds':
      return new AppError('wallet.insufficient.funds');
    case 'key_reused':
      return new AppError('wallet.duplicate.request');
    case 'already_reversed':
      return new AppError('wallet.already.reversed');
    case 'unknown_account':
      return new AppError('wallet.account.unknown');
    default:
      return new AppError('wallet.amount.invalid');
  }
}

/** Runs a wallet action, answering ledger refusals as catalogue errors. */
export async function refusalsAsErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw asAppError(e);
  }
}

/** The brand's local calendar day of a moment (yyyy-MM-dd). */
export function localDay(brand: Brand, at: Date): string {
  return new Date(at.getTime() + brand.settings.timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The moment a brand-local day starts. */
export function dayStart(brand: Brand, day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - brand.settings.timezoneOffsetMinutes * 60_000);
}
