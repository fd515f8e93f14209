import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { sqlRows } from './sql.ts';

/**
 * The ledger's invariants, checked against the database itself: every transaction balances (so all
 * lines sum to zero: member wallets plus house-side and clearing accounts), each member account's
 * balance is the sum of its lines and never below zero, and its held amount is its active holds.
 */
export async function expectConservation(database: Database): Promise<void> {
  const [total] = await sqlRows<{ s: string | number | null }>(
    database,
    sql`SELECT sum(amount) AS s FROM ledger_lines`,
  );
  expect(Number(total?.s ?? 0), 'all ledger lines sum to zero').toBe(0);
  const unbalanced = await sqlRows(
    database,
    sql`SELECT transaction_id FROM ledger_lines GROUP BY transaction_id HAVING sum(amount) <> 0 OR count(*) < 2`,
  );
  expect(unbalanced, 'every transaction balances').toEqual([]);
  const drift = await sqlRows(
    database,
    sql`SELECT a.id, a.balance, coalesce(l.s, 0) AS lines FROM wallet_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS s FROM ledger_lines GROUP BY account_id) l ON l.account_id = a.id
     WHERE a.member_id IS NOT NULL AND a.balance <> coalesce(l.s, 0)`,
  );
  expect(drift, 'member balances equal the sum of their lines').toEqual([]);
  const holds = await sqlRows(
    database,
    sql`SELECT a.id FROM wallet_accounts a
     LEFT JOIN (SELECT account_id, sum(amount) AS s FROM wallet_holds WHERE status = 'active' GROUP BY account_id) h
       ON h.account_id = a.id
     WHERE a.held <> coalesce(h.s, 0) OR a.balance < a.held OR a.held < 0`,
  );
  expect(holds, 'held amounts equal active holds and never exceed the balance').toEqual([]);
  const orphans = await sqlRows(
    database,
    sql`SELECT l.id FROM ledger_lines l LEFT JOIN wallet_accounts a ON a.id = l.account_id WHERE a.id IS NULL OR a.brand_id <> l.brand_id`,
  );
  expect(orphans, 'every line names an account of its brand').toEqual([]);
}

/** A member account's balance and held amount straight from the database (minor units). */
export async function accountRow(database: Database, accountId: number): Promise<{ balance: number; held: number }> {
  const [row] = await sqlRows<{ balance: number | string; held: number | string }>(
    database,
    sql`SELECT balance, held FROM wallet_accounts WHERE id = ${accountId}`,
  );
  if (!row) throw new Error(`no account ${accountId}`);
  return { balance: Number(row.balance), held: Number(row.held) };
}
