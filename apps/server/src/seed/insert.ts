import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

// PostgreSQL binds at most 65,535 parameters in one statement.
const MAX_PARAMETERS = 60_000;
const MAX_ROWS = 500;

/** Multi-row inserts, as many rows per statement as the parameter limit allows. */
export async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  const columns = Object.keys(getTableColumns(table)).length;
  const batch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / columns)));
  for (let start = 0; start < rows.length; start += batch) {
    await db.insert(table).values(rows.slice(start, start + batch) as T['$inferInsert'][]);
  }
  return rows.length;
}
