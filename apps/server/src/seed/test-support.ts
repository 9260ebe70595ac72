import type { SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { rowsOf } from './rows.ts';

/** Rows of a query on a test database. */
export const rows = <T = Record<string, unknown>>(database: Database, query: SQL) =>
  rowsOf<T>(database.db, query);

/** Each query selects the rows that break a rule of the generated data: none may find any. */
export async function expectNoRows(database: Database, ...queries: SQL[]): Promise<void> {
  for (const query of queries) expect(await rows(database, query)).toEqual([]);
}
