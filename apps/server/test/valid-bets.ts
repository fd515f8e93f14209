import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { sqlRows } from './sql.ts';

interface Sums {
  category: string;
  bets: number;
  stake: number;
  valid: number;
  win: number;
}

const sums = (rows: Record<string, unknown>[]): Sums[] =>
  rows.map((r) => ({
    category: String(r.category),
    bets: Number(r.bets),
    stake: Number(r.stake),
    valid: Number(r.valid),
    win: Number(r.win),
  }));

/**
 * The valid-bet record against the betting record, for a database whose brands exclude nothing: the
 * rows sum, category by category, to the settled real-money rounds (valid = stake); each settled round
 * has exactly its own amounts, and no other round has any row.
 */
export async function expectValidBetsMatchRecords(database: Database): Promise<void> {
  const records = await sqlRows<Record<string, unknown>>(
    database,
    sql`SELECT category, count(*) AS bets, sum(bet_minor) AS stake, sum(bet_minor) AS valid, sum(win_minor) AS win
       FROM bet_rounds WHERE status = 'settled' AND NOT free_play GROUP BY category ORDER BY category`,
  );
  const valid = await sqlRows<Record<string, unknown>>(
    database,
    sql`SELECT category, count(*) FILTER (WHERE seq = 0) AS bets, sum(stake) AS stake, sum(valid_amount) AS valid,
            sum(win) AS win
       FROM valid_bets GROUP BY category ORDER BY category`,
  );
  expect(sums(valid), 'valid-bet sums by category equal the settled bet records').toEqual(sums(records));
  const wrong = await sqlRows(
    database,
    sql`SELECT r.id, r.status, r.bet_minor, r.win_minor, v.stake, v.valid, v.win
       FROM bet_rounds r
       FULL JOIN (SELECT source_id, sum(stake) AS stake, sum(valid_amount) AS valid, sum(win) AS win
                    FROM valid_bets WHERE source = 'vendor' GROUP BY source_id) v ON v.source_id = r.id
      WHERE CASE WHEN r.status = 'settled' AND NOT r.free_play
                 THEN v.source_id IS NULL OR (v.stake, v.valid, v.win) <> (r.bet_minor, r.bet_minor, r.win_minor)
                 ELSE v.source_id IS NOT NULL END`,
  );
  expect(wrong, 'every settled round is recorded with its own amounts, no other round at all').toEqual([]);
}
