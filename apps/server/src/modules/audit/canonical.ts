import { createHash } from 'node:crypto';

/** The hash before the first row of the chain. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * A JSON-safe copy of a value as the database will give it back from jsonb: undefined dropped, Dates
 * as ISO text, bigints as numbers when safe (text otherwise), NUL characters (which PostgreSQL cannot
 * store) as U+FFFD. Hashing this copy, and storing it, makes the hash recomputable from the stored row.
 */
export function jsonSafe(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD');
  if (typeof value === 'number') return Number.isFinite(value) ? (Object.is(value, -0) ? 0 : value) : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
      out[k.replaceAll('\u0000', '\uFFFD')] = jsonSafe(v);
    }
    return out;
  }
  return null;
}

/** JSON with object keys in code-unit order at every depth: one text for one value, whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** The fields of a row that its hash covers (everything but the hash itself). */
export interface ChainedFields {
  id: number;
  brandId: number | null;
  at: Date;
  actorKind: string;
  actorId: string;
  actorName: string;
  role: string;
  action: string;
  targetKind: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string;
  ip: string;
  channel: string;
  prevHash: string;
}

/** SHA-256 (hex) over the row's canonical JSON, prev_hash included: the link to the row before. */
export function rowHash(f: ChainedFields): string {
  const text = canonicalJson({
    v: 1,
    id: f.id,
    brandId: f.brandId,
    at: f.at.toISOString(),
    actorKind: f.actorKind,
    actorId: f.actorId,
    actorName: f.actorName,
    role: f.role,
    action: f.action,
    targetKind: f.targetKind,
    targetId: f.targetId,
    before: f.before ?? null,
    after: f.after ?? null,
    reason: f.reason,
    ip: f.ip,
    channel: f.channel,
    prevHash: f.prevHash,
  });
  return createHash('sha256').update(text).digest('hex');
}
