import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * The names of the rows these IDs name (among those meeting the condition), by ID, in one statement: how
 * History shows another record a change names by its ID.
 */
export async function namesAmong(
  db: DbOrTx,
  columns: { id: PgColumn; name: PgColumn },
  ids: readonly string[],
  condition?: SQL,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(columns.id.table)
    .where(and(inArray(columns.id, [...ids]), condition));
  return new Map(rows.map((row) => [String(row.id), String(row.name)]));
}
