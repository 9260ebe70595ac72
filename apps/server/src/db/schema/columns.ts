import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Columns every entity table shares. Filtered, sorted and searched fields get their own columns; the
 * rest of the spec's extended properties live in `xp`, exactly as the API shows them.
 */
export const xpColumn = () => jsonb('xp').$type<Record<string, unknown>>().notNull().default({});

/** Optimistic concurrency: PUT/PATCH send it back in If-Match; a stale write changes nothing. */
export const versionColumn = () => integer('version').notNull().default(1);

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dateCreatedColumn = () => timestampColumn('date_created').notNull().defaultNow();

/** Money with the spec's 2-decimal precision; read back as a string so no cent is lost to floats. */
export const moneyColumn = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });

/**
 * A pg_trgm GIN index: what `ILIKE '%term%'` (the list search) uses instead of a full scan.
 * The expression must match the list's search column exactly for the planner to use it.
 */
export const trigramIndex = (name: string, column: AnyPgColumn | SQL) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);
