import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

const ROWS_PER_STATEMENT = 500;

const quote = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** A value written as an SQL literal of its column's type; an absent key takes the column's default. */
function literal(value: unknown, column: PgColumn): string {
  if (value === undefined) return 'DEFAULT';
  if (value === null) return 'NULL';
  const type = column.getSQLType();
  if (type === 'jsonb') return `${quote(JSON.stringify(value))}::jsonb`;
  if (type.endsWith('[]'))
    return `${quote(`{${(value as string[]).map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`)}::${type}`;
  if (value instanceof Date) return `${quote(value.toISOString())}::timestamptz`;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a number for ${column.name}: ${value}`);
    return String(value);
  }
  return quote(String(value));
}

/**
 * Multi-row inserts for the seeds, written as literals: building parameters through the query builder
 * for thousands of rows cost more than the inserts themselves (a third of the demo seed, profiled).
 * Values are the seed's own and every one is quoted as a literal of its column's type.
 */
export async function insertRows<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number> {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map(
        (row) =>
          `(${columns.map(([key, column]) => literal((row as Record<string, unknown>)[key], column)).join(', ')})`,
      )
      .join(',\n');
    await db.execute(sql.raw(`insert into "${getTableName(table)}" (${names}) values ${values}`));
  }
  return rows.length;
}
