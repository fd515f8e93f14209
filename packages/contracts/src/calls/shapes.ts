import { z } from 'zod';

// Shapes several call areas share. Checks that decide whether a value can be stored or queried at all
// belong here, once, rather than in each call or handler.

/**
 * A calendar day as yyyy-MM-dd that exists (no 2026-02-31, 2026-13-01, 2025-02-29), in years
 * 1000-9999 so that it converts to a timestamp and back without surprises. Validated here because an
 * impossible day would otherwise pass the shape check and roll over or fail in the handler's query.
 */
export const ZDate = z.iso
  .date({ message: 'a date as yyyy-MM-dd' })
  .regex(/^[1-9]/, 'a date as yyyy-MM-dd in the years 1000-9999');
