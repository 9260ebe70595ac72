import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from './rows.ts';

/** Runs SQL text and answers its rows: a Drizzle transaction or a bulk-load session. */
export interface SqlRunner {
  run<T = Record<string, unknown>>(text: string): Promise<T[]>;
}

export const drizzleRunner = (db: DbOrTx): SqlRunner => ({
  run: <T>(text: string) => rowsOf<T>(db, sql.raw(text)),
});

const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The tables' secondary indexes: not the primary keys, not the unique ones (they guard the load). */
async function secondaryIndexes(runner: SqlRunner, tables: readonly string[]) {
  return runner.run<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = 'public' and tablename in (${tables.map(quoteLiteral).join(', ')})
       and indexdef not like 'CREATE UNIQUE INDEX%'
     order by tablename, indexname`,
  );
}

/**
 * The statistics targets set on the indexes' columns (migrations set 1,000 on expressions the planner
 * estimates searches by), as the statements that set them again: dropping an index drops them.
 */
async function statisticsTargets(runner: SqlRunner, tables: readonly string[]): Promise<string[]> {
  const rows = await runner.run<{ index: string; column: number; target: number }>(
    `select c.relname as index, a.attnum as column, a.attstattarget as target
     from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_class t on t.oid = i.indrelid
       join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = i.indexrelid
     where n.nspname = 'public' and t.relname in (${tables.map(quoteLiteral).join(', ')})
       and a.attstattarget > 0
     order by 1, 2`,
  );
  return rows.map(
    (row) =>
      `alter index "${row.index}" alter column ${Number(row.column)} set statistics ${Number(row.target)}`,
  );
}

/**
 * Runs a bulk load with the tables' secondary indexes dropped and builds them again afterwards: one
 * index build over the loaded rows costs far less than keeping btree and trigram indexes up to date
 * row by row (the demo seed in PGlite: 7.8 s with the indexes, 4.8 s + 0.5 s without; the scale figures
 * are in docs/data-model.md). The indexes' statistics targets are set again with them. Inside a transaction a failure takes the drops back with everything
 * else; outside one (restoreOnFailure) the indexes are built again before the error goes on.
 */
export async function withIndexesDropped<T>(
  runner: SqlRunner,
  tables: readonly string[],
  load: () => Promise<T>,
  options: { restoreOnFailure?: boolean; onRebuilt?: (milliseconds: number) => void } = {},
): Promise<T> {
  const indexes = await secondaryIndexes(runner, tables);
  const targets = await statisticsTargets(runner, tables);
  const rebuild = async () => {
    const started = performance.now();
    for (const index of indexes)
      await runner.run(index.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    for (const statement of targets) await runner.run(statement);
    options.onRebuilt?.(performance.now() - started);
  };
  for (const index of indexes) await runner.run(`drop index if exists "${index.name}"`);
  let result: T;
  try {
    result = await load();
  } catch (error) {
    if (options.restoreOnFailure) await rebuild();
    throw error;
  }
  await rebuild();
  return result;
}
