import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { drivesPgliteDirectly, type Database } from '../../db/client.ts';
import type { SqlRunner } from '../indexes.ts';

/** A value as COPY's text format writes it: \N for null, backslash escapes for tab, newline, CR. */
export function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.replace(
    /[\\\t\n\r]/g,
    (char) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[char]!,
  );
}

export const copyLine = (values: readonly unknown[]): string => `${values.map(copyValue).join('\t')}\n`;

/**
 * One connection for a bulk load: each call copies one chunk of rows, through COPY … FROM STDIN on
 * PostgreSQL (pg-copy-streams) and COPY … FROM '/dev/blob' on PGlite, so a table is never held in memory
 * whole and one pass can fill several tables chunk by chunk.
 */
export interface CopySession extends SqlRunner {
  kind: Database['kind'];
  copy(table: string, columns: readonly string[], chunk: string): Promise<void>;
  close(): Promise<void>;
}

export async function openCopySession(database: Database): Promise<CopySession> {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const statement = (table: string, columns: readonly string[], source: string) =>
    `COPY ${table} (${columns.map((column) => `"${column}"`).join(', ')}) FROM ${source}`;

  if (drivesPgliteDirectly(database.db)) {
    const pglite = client as PGlite;
    return {
      kind: database.kind,
      run: async <T>(text: string) => (await pglite.query<T>(text)).rows,
      copy: async (table, columns, chunk) => {
        await pglite.query(statement(table, columns, "'/dev/blob'"), [], { blob: new Blob([chunk]) });
      },
      close: async () => {},
    };
  }
  const connection = await (client as pg.Pool).connect();
  return {
    kind: database.kind,
    run: async <T>(text: string) => (await connection.query(text)).rows as T[],
    copy: async (table, columns, chunk) => {
      await pipeline(Readable.from([chunk]), connection.query(copyFrom(statement(table, columns, 'STDIN'))));
    },
    close: async () => connection.release(),
  };
}
