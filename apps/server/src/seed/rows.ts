import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/** The rows of a query as plain objects (both drivers answer `execute` with them under `rows`). */
export async function rowsOf<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
