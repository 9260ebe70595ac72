import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgDatabase } from 'drizzle-orm/pg-core';
import { isEmbedded } from './client.ts';

/**
 * Rows read without Drizzle's per-cell mapping, named by their columns. They hold only what reads the same
 * from both drivers: text, booleans, integers, float8 and JSON, with timestamps as ISO text (`isoTextColumn`)
 * and money as float8 (`numberColumn`); never numeric, bigint or date, which node-postgres gives as strings
 * or Dates and JSON as numbers or text.
 *
 * On the embedded database the rows come as one JSON value. PGlite parses the wire protocol in JavaScript,
 * about 2 µs a field with a new ArrayBuffer for each: 100 customers (14 columns) took 4.4 ms to read, 2.2
 * as one `json_agg`, and its parsing was half the demo server's CPU under load. In its own thread behind
 * node-postgres (the server's), one value still beats 1,400 fields: PGlite builds each field's message
 * and every byte crosses between the threads (at 200,000 customers, p95 as low or lower in every case of
 * the bench, by up to 45%). On PostgreSQL the same aggregation costs the server more than it saves
 * node-postgres (0.79 → 1.32 ms a page), so rows come as rows there.
 */
export async function readRawRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: PgDatabase<any, any, any>,
  query: SQLWrapper,
): Promise<Record<string, unknown>[]> {
  type Rows<T> = { rows: T[] };
  if (!isEmbedded(db)) {
    return ((await db.execute(query.getSQL())) as unknown as Rows<Record<string, unknown>>).rows;
  }
  // An aggregate over an ordered subquery keeps its order (PostgreSQL's documented idiom for ordered input).
  const result = (await db.execute(
    sql`select coalesce(json_agg(raw_rows), '[]') as rows from (${query}) raw_rows`,
  )) as unknown as Rows<{ rows: Record<string, unknown>[] }>;
  return result.rows[0]?.rows ?? [];
}

/**
 * A timestamp column as ISO text in UTC ('2026-03-14T01:30:00.000Z'), or null: straight from PostgreSQL, so a
 * page of 100 rows is never turned into Dates and back.
 */
export const isoTextColumn = <T extends string | null = string | null>(column: AnyPgColumn, name: string) =>
  sql<T>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(name);

/** A numeric column (money) as a float8, or null. */
export const numberColumn = (column: AnyPgColumn, name: string) =>
  sql<number | null>`${column}::float8`.as(name);
