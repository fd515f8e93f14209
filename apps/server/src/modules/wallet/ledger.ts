import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The double-entry ledger. Every change of a balance is one ledger transaction of two or more lines
 * that sum to zero, posted by the database function ledger_post (migration 0300) in one round trip,
 * idempotent on (brand, idempotency key). Amounts are integer minor units.
 */

/** Accounts a member owns: the main wallet and, when the brand's wallet is not single, one per vendor. */
export const MEMBER_ACCOUNT_KINDS = ['main', 'vendor'] as const;
/** Accounts a brand owns; their balance is the sum of their lines (posting to them locks nothing). */
export const BRAND_ACCOUNT_KINDS = ['house', 'deposit_clearing', 'withdrawal_clearing', 'bonus', 'fee'] as const;
export type BrandAccountKind = (typeof BRAND_ACCOUNT_KINDS)[number];

/** What a ledger transaction was for; the account records filter by it. */
export const LEDGER_KINDS = [
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
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Largest amount one movement may carry (minor units); keeps every sum far inside 2^53. */
export const MAX_MOVEMENT_MINOR = 1_000_000_000_000;

export interface PostLine {
  accountId: number;
  /** Positive credits the account, negative debits it; never zero. */
  amount: number;
  /** Also release this much of the account's hold (capturing a withdrawal hold). */
  release?: number;
}

export interface PostInput {
  brandId: number;
  /** Unique per brand; a repeat with the same lines returns the first result. */
  idempotencyKey: string;
  kind: LedgerKind;
  referenceType?: string;
  referenceId?: string;
  memo?: string;
  actorId?: number | null;
  reversesId?: number | null;
  lines: PostLine[];
}

export interface PostedLine {
  accountId: number;
  memberId: number | null;
  amount: number;
  /** The member account's balance right after this line; null for brand-side accounts. */
  balanceAfter: number | null;
}

export interface PostResult {
  transactionId: number;
  /** True when the key had been posted before and this is the first result again. */
  replayed: boolean;
  lines: PostedLine[];
}

export type LedgerErrorCode =
  | 'insufficient_funds'
  | 'key_reused'
  | 'unbalanced'
  | 'unknown_account'
  | 'already_reversed';

/** A refused posting; nothing was written. */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly accountId?: number,
  ) {
    super(code);
    this.name = 'LedgerError';
  }
}

const SQLSTATE: Record<string, LedgerErrorCode> = {
  WL001: 'insufficient_funds',
  WL002: 'key_reused',
  WL003: 'unbalanced',
  WL004: 'unknown_account',
};

/** The database error behind a failed query (drivers and drizzle wrap it differently). */
export function dbErrorOf(e: unknown): { code?: string; detail?: string; constraint?: string } | undefined {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const c = cur as { code?: unknown; detail?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) {
      return {
        code: c.code,
        detail: typeof c.detail === 'string' ? c.detail : undefined,
        constraint: typeof c.constraint === 'string' ? c.constraint : undefined,
      };
    }
    cur = c.cause;
  }
  return undefined;
}

/** Turns ledger_post's SQLSTATEs into LedgerErrors; anything else is rethrown as is. */
export function asLedgerError(e: unknown): unknown {
  const db = dbErrorOf(e);
  if (db?.code === '23505' && db.constraint === 'ledger_transactions_reverses_id_key') {
    return new LedgerError('already_reversed');
  }
  const code = db?.code ? SQLSTATE[db.code] : undefined;
  if (!code) return e;
  const account = db?.detail && /^\d+$/.test(db.detail) ? Number(db.detail) : undefined;
  return new LedgerError(code, account);
}

function intArray(values: readonly number[]): string {
  for (const v of values) if (!Number.isSafeInteger(v)) throw new LedgerError('unbalanced');
  return `{${values.join(',')}}`;
}

interface PostRow {
  transaction_id: number | string;
  replayed: boolean;
  account_id: number | string;
  member_id: number | string | null;
  amount: number | string;
  balance_after: number | string | null;
}

const num = (v: number | string | bigint): number => Number(v);

function postArgs(input: PostInput, at: Date): SQL {
  const { lines } = input;
  if (lines.some((l) => !Number.isSafeInteger(l.amount) || Math.abs(l.amount) > MAX_MOVEMENT_MINOR * 10)) {
    throw new LedgerError('unbalanced');
  }
  return sql`${input.brandId}::integer, ${input.idempotencyKey}::text, ${input.kind}::text,
    ${input.referenceType ?? ''}::text, ${input.referenceId ?? ''}::text, ${input.memo ?? ''}::text,
    ${input.actorId ?? null}::bigint, ${input.reversesId ?? null}::bigint,
    ${intArray(lines.map((l) => l.accountId))}::bigint[], ${intArray(lines.map((l) => l.amount))}::bigint[],
    ${intArray(lines.map((l) => l.release ?? 0))}::bigint[], ${at.toISOString()}::timestamptz`;
}

function toResult(rows: PostRow[]): PostResult {
  const first = rows[0];
  if (!first) throw new Error('ledger_post returned no lines');
  return {
    transactionId: num(first.transaction_id),
    replayed: first.replayed,
    lines: rows.map((r) => ({
      accountId: num(r.account_id),
      memberId: r.member_id === null ? null : num(r.member_id),
      amount: num(r.amount),
      balanceAfter: r.balance_after === null ? null : num(r.balance_after),
    })),
  };
}

/** Posts one ledger transaction on the database or inside the caller's transaction. */
export async function post(exec: DbOrTx, input: PostInput, at: Date): Promise<PostResult> {
  const args = postArgs(input, at);
  try {
    return toResult(await rowsOf<PostRow>(exec, sql`SELECT * FROM ledger_post(${args})`));
  } catch (e) {
    throw asLedgerError(e);
  }
}

/**
 * Posts inside a transaction of several postings: a refusal comes back as a LedgerError value and
 * undoes only this posting, so the others can still commit together.
 */
export async function tryPost(tx: DbOrTx, input: PostInput, at: Date): Promise<PostResult | LedgerError> {
  let args: SQL;
  try {
    args = postArgs(input, at);
  } catch (e) {
    if (e instanceof LedgerError) return e;
    throw e;
  }
  const rows = await rowsOf<PostRow & { error_code: string | null; error_detail: string | null }>(
    tx,
    sql`SELECT * FROM ledger_try_post(${args})`,
  );
  const refused = rows[0]?.error_code;
  if (refused) {
    const err = asLedgerError({ code: refused, detail: rows[0]?.error_detail ?? undefined });
    if (err instanceof LedgerError) return err;
    throw new Error(`ledger_try_post answered ${refused}`);
  }
  return toResult(rows);
}

/** The transaction posted under a key, if any (to answer repeats that arrive after a crash). */
export async function findByKey(
  exec: DbOrTx,
  brandId: number,
  idempotencyKey: string,
): Promise<{ id: number; kind: string; createdAt: Date } | undefined> {
  const [row] = await rowsOf<{ id: number | string; kind: string; created_at: Date | string }>(
    exec,
    sql`SELECT id, kind, created_at FROM ledger_transactions WHERE brand_id = ${brandId} AND idempotency_key = ${idempotencyKey}`,
  );
  return row ? { id: num(row.id), kind: row.kind, createdAt: new Date(row.created_at) } : undefined;
}

/**
 * Posts the exact opposite of a transaction (corrections are reversals, never edits). A transaction
 * is reversed at most once; reversing a reversal is refused. Returns the reversal.
 */
export async function reverse(
  exec: DbOrTx,
  input: { brandId: number; transactionId: number; idempotencyKey: string; memo?: string; actorId?: number | null },
  at: Date,
): Promise<PostResult> {
  const original = await rowsOf<{
    kind: string;
    reverses_id: number | null;
    reference_type: string;
    reference_id: string;
  }>(
    exec,
    sql`SELECT kind, reverses_id, reference_type, reference_id FROM ledger_transactions
        WHERE id = ${input.transactionId} AND brand_id = ${input.brandId}`,
  );
  const tx = original[0];
  if (!tx) throw new LedgerError('unknown_account');
  if (tx.reverses_id !== null) throw new LedgerError('already_reversed');
  const lines = await rowsOf<{ account_id: number | string; amount: number | string }>(
    exec,
    sql`SELECT account_id, amount FROM ledger_lines WHERE transaction_id = ${input.transactionId} ORDER BY id`,
  );
  return post(
    exec,
    {
      brandId: input.brandId,
      idempotencyKey: input.idempotencyKey,
      kind: 'reversal',
      referenceType: 'ledger',
      referenceId: String(input.transactionId),
      memo: input.memo ?? `reversal of ${tx.kind} ${tx.reference_type}:${tx.reference_id}`,
      actorId: input.actorId ?? null,
      reversesId: input.transactionId,
      lines: lines.map((l) => ({ accountId: num(l.account_id), amount: -num(l.amount) })),
    },
    at,
  );
}
