import { createHash } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgDatabase } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { isEmbedded, sessionClient } from './client.ts';

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
  options: { reusePlan?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  type Rows<T> = { rows: T[] };
  if (!isEmbedded(db)) {
    if (options.reusePlan) return (await sessionClient(db).query(asNamedStatement(query))).rows;
    return ((await db.execute(query.getSQL())) as unknown as Rows<Record<string, unknown>>).rows;
  }
  // An aggregate over an ordered subquery keeps its order (PostgreSQL's documented idiom for ordered input).
  const result = (await db.execute(
    sql`select coalesce(json_agg(raw_rows), '[]') as rows from (${query}) raw_rows`,
  )) as unknown as Rows<{ rows: Record<string, unknown>[] }>;
  return result.rows[0]?.rows ?? [];
}

const dialect = new PgDialect();
/** Statement names handed out by this process, at most MAX_NAMED_STATEMENTS (each connection keeps its own). */
const namedStatements = new Set<string>();
const MAX_NAMED_STATEMENTS = 50;

/**
 * The query as a named (prepared) statement of node-postgres, which each connection parses once and PostgreSQL
 * then plans once for every value when that plan costs no more than planning for each (its `auto` plan cache
 * mode): for statements whose plan the text fixes, the values only filling it in. A search's planning was
 * most of what it cost PostgreSQL beyond the search itself: the pattern is tried against the column's 1,000
 * statistics entries (SET STATISTICS 1000, which the match estimates need) at every execution, 0.3–0.9 ms.
 * Measured on 2026-11-29 (PostgreSQL 15, 2 server processes, 10 concurrent): customers by e-mail, runs of the
 * two builds taken in turn, PostgreSQL's time 2.0 → 1.6 ms a request and 20% more requests; `npm run bench --
 * orders`, search by order ID 874 → 1,174–1,204 req/s (p95 24 → 16–18 ms), recipient first + last 449 →
 * 491–565 req/s (two runs). Each statement costs its connections about 130 KB (its query and plan), so a
 * process names at most MAX_NAMED_STATEMENTS texts and runs any other unnamed: the common searches of each
 * list are a few texts, their filters and sorts make more.
 */
function asNamedStatement(query: SQLWrapper): pg.QueryConfig {
  const { sql: text, params: values } = dialect.sqlToQuery(query.getSQL());
  const name = `list_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  if (!namedStatements.has(name)) {
    if (namedStatements.size >= MAX_NAMED_STATEMENTS) return { text, values };
    namedStatements.add(name);
  }
  return { name, text, values };
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
