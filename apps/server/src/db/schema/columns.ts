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

/**
 * The words of a text column that holds them apart by single spaces (packages/domain search-words.ts,
 * wordsText), as the lexemes of a tsvector: a word search asks for each typed word as a prefix
 * (`'berg':*`), which a GIN index over this expression answers from the words that start with it.
 */
export const wordsVector = (column: AnyPgColumn | SQL): SQL =>
  sql`array_to_tsvector(string_to_array(${column}, ' '))`;

/** A GIN index over wordsVector(column) (or an expression that is already a tsvector). */
export const wordsIndex = (name: string, vector: SQL) => index(name).using('gin', vector);
