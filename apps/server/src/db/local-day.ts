import { type SQL, sql } from 'drizzle-orm';

/**
 * A timestamptz column's brand-local calendar day as yyyy-MM-dd, for a brand whose clock is UTC plus
 * `offsetMinutes` (brand settings `timezoneOffsetMinutes`, the same rule as `localDay`/`dayStart` in
 * modules/wallet/money.ts). Independent of the session's time zone. Group by its position
 * (`GROUP BY 1`): the offset is a bound parameter, so the expression is never textually repeated.
 */
export function localDaySql(column: SQL, offsetMinutes: number): SQL {
  return sql`to_char((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD')`;
}
