import { and, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** Which of these IDs name a row that meets the condition, in one statement (e.g. the ones a principal may see). */
export async function idsAmong(
  db: DbOrTx,
  id: PgColumn,
  ids: readonly string[],
  condition: SQL | undefined,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id })
    .from(id.table)
    .where(and(inArray(id, [...ids]), condition));
  return new Set(rows.map((row) => String(row.id)));
}
