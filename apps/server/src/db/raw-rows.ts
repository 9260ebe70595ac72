import { createHash } from 'node:crypto';
import { Column, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgDatabase, SelectedFields } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  const rows = await readRows(db, query, options);
  const timestamps = isoTextAliases(query);
  if (timestamps.length > 0) {
    for (const row of rows) {
      for (const alias of timestamps) {
        const value = row[alias];
        if (typeof value === 'string') row[alias] = isoText(value);
      }
    }
  }
  return rows;
}

async function readRows(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: PgDatabase<any, any, any>,
  query: SQLWrapper,
  options: { reusePlan?: boolean },
): Promise<Record<string, unknown>[]> {
  type Rows<T> = { rows: T[] };
  if (!isEmbedded(db)) {
    if (options.reusePlan) return (await sessionClient(db).query(asNamedStatement(query))).rows;
    // Drizzle gives a timestamptz as PostgreSQL's text, as the named statement's `types` do.
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
  const statement = { text, values, types: timestampsAsText };
  if (!namedStatements.has(name)) {
    if (namedStatements.size >= MAX_NAMED_STATEMENTS) return statement;
    namedStatements.add(name);
  }
  return { name, ...statement };
}

/** node-postgres's parsers, but a timestamptz as PostgreSQL's text, as Drizzle gives it (`isoText` reads it). */
const timestampsAsText = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMPTZ
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** The fields `isoTextColumn` made: a read turns their values into ISO text. */
const isoTextFields = new WeakSet<object>();

/**
 * A timestamp column as ISO text in UTC ('2026-03-14T01:30:00.000Z'), or null. PostgreSQL gives the column's
 * own text and `readRawRows` rewrites it (`isoText`), so a page of 100 rows is never turned into Dates and
 * back. Until 2026-12-02 PostgreSQL wrote it with `to_char(… at time zone 'UTC', …)`, which was a fifth of
 * PGlite's work for a page of customers (four timestamps a row): the demo list at 20 concurrent went from
 * 229–251 to 254–287 req/s without it (docs/performance.md, 'Timestamps cut by the server').
 */
export const isoTextColumn = <T extends string | null = string | null>(column: AnyPgColumn, name: string) => {
  const field = sql<T>`${column}`.as(name);
  isoTextFields.add(field);
  return field;
};

/** The row keys of the query's `isoTextColumn` fields, those inside a selection renderedOnce included. */
function isoTextAliases(query: SQLWrapper): string[] {
  const fields = (query as { _?: { selectedFields?: Record<string, unknown> } })._?.selectedFields;
  if (!fields) return [];
  return Object.values(fields).flatMap((field) =>
    isoTextFields.has(field as object)
      ? [(field as SQL.Aliased).fieldAlias]
      : (renderedIsoTextAliases.get(field as object) ?? []),
  );
}

const renderedSelections = new WeakMap<SelectedFields, SelectedFields>();
const renderedIsoTextAliases = new WeakMap<object, string[]>();

/**
 * A flat selection for readRawRows as one piece of SQL text, rendered once for each selection object.
 * Drizzle renders every field of a statement at every request, and a list page's 14-22 columns were most of
 * the time spent building its statement: a third of the server's own work for a search by e-mail. The text
 * names each column with its table, as Drizzle does in a join, and keeps the names the rows come by; a
 * selection with parameters is left as it is (its text would not number them).
 */
export function renderedOnce(select: SelectedFields): SelectedFields {
  const known = renderedSelections.get(select);
  if (known) return known;
  const pieces = Object.values(select).map((field) =>
    is(field, SQL.Aliased)
      ? sql`${field.sql} as ${sql.identifier(field.fieldAlias)}`
      : (field as Column | SQL),
  );
  const { sql: text, params } = dialect.sqlToQuery(sql.join(pieces, sql`, `));
  let rendered = select;
  if (params.length === 0 && pieces.every((piece) => is(piece, Column) || is(piece, SQL))) {
    const selection = sql.raw(text);
    renderedIsoTextAliases.set(
      selection,
      Object.values(select).flatMap((field) =>
        isoTextFields.has(field) ? [(field as SQL.Aliased).fieldAlias] : [],
      ),
    );
    rendered = { selection };
  }
  renderedSelections.set(select, rendered);
  return rendered;
}

// '2026-03-14 01:30:00.5+00' from node-postgres, '2026-03-14T01:30:00.5+00:00' inside JSON; an offset may
// have minutes and seconds ('+05:30', '-05:50:36' before 1883) when the session's TimeZone is not UTC.
const TIMESTAMPTZ_TEXT =
  /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?([+-])(\d\d)(?::?(\d\d))?(?::?(\d\d))?$/;

/**
 * PostgreSQL's text of a timestamptz as ISO text in UTC with milliseconds, the fraction cut as `to_char`'s MS
 * cuts it ('2026-03-13 20:30:00.1239-05' → '2026-03-14T01:30:00.123Z'). Text of another form (infinity, a
 * year past 9999) is kept as it is.
 */
export function isoText(text: string): string {
  // In UTC, the session's TimeZone here, the text only needs cutting: 0.17 µs a value, the match 0.55.
  const end = text.endsWith('+00:00') ? text.length - 6 : text.endsWith('+00') ? text.length - 3 : -1;
  if (end === 19 || (end > 20 && end <= 26 && text[19] === '.')) {
    const fraction = end === 19 ? '000' : text.slice(20, Math.min(end, 23)).padEnd(3, '0');
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
  }
  const match = TIMESTAMPTZ_TEXT.exec(text);
  if (!match) return text;
  const [, date, time, fraction = '', sign, hours, minutes = '00', seconds = '00'] = match;
  const offsetSeconds = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  const local = Date.parse(`${date}T${time}.${fraction.padEnd(3, '0').slice(0, 3)}Z`);
  return new Date(local - (sign === '-' ? -1 : 1) * offsetSeconds * 1000).toISOString();
}

/** A numeric column (money) as a float8, or null. */
export const numberColumn = (column: AnyPgColumn, name: string) =>
  sql<number | null>`${column}::float8`.as(name);
