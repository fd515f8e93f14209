import { randomBytes } from 'node:crypto';

/** A readable, unguessable order number: prefix, the day, 10 random hex digits. */
export function orderNumber(prefix: 'D' | 'W', at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `${prefix}${day}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Page arithmetic for list calls. */
export function pageOf(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}
