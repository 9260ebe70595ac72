import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { pgliteExtensions } from './pglite-options.ts';
import { EmbeddedClient, openPgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the code is written against: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: queries that may run inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs raw SQL outside Drizzle (migration tooling, COPY, maintenance). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` with every query on one connection of the pool: what a session's advisory lock needs, as
   * its unlock must come from the connection that locked.
   */
  onOneConnection<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export { pgliteExtensions };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = PgDatabase<any, any, any>;

/**
 * Whether queries go to PGlite through its own driver, in this thread: the embedded database as the tests and
 * command-line tools open it. The server's embedded database runs in its own thread behind node-postgres
 * (pglite-thread.ts), and is driven exactly as PostgreSQL is.
 */
export const drivesPgliteDirectly = (db: AnyDb) => is(db._.session, PgliteSession);

/** node-postgres's pool under a Drizzle database, or in a transaction the pool's client. */
export const sessionClient = (db: AnyDb) =>
  (db._.session as unknown as { client: pg.Pool | pg.PoolClient }).client;

/** Whether the database (or a transaction on it) is PGlite, in this thread or in its own. */
export function isEmbedded(db: AnyDb): boolean {
  if (drivesPgliteDirectly(db)) return true;
  const client = sessionClient(db);
  return (
    client instanceof EmbeddedClient ||
    (client instanceof pg.Pool && client.options.Client === EmbeddedClient)
  );
}

export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection.
    onOneConnection: (work) => work(db),
    exec: async (sql) => {
      await client.exec(sql);
    },
    close: async () => {
      await client.close();
      onClose();
    },
  };
}

export function fromPool(pool: pg.Pool, kind: DatabaseKind = 'postgres', close = () => pool.end()): Database {
  // An idle pooled connection that the server ends (a restart, a failover, a dropped test database) is
  // reported on the pool; unheard, that event would end the process. The pool has already let the connection
  // go and opens a new one for the next query, so it is only worth a line in the log.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind,
    onOneConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close,
  };
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite in DATA_DIR, held with a lock file. The server asks
 * for the embedded database in a thread of its own (`thread`); the command-line tools, which bulk-load
 * through PGlite's own COPY, open it in theirs.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  thread?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Connections are kept, not closed after 10 s idle (pg's default): a new server process maps the shared
    // buffers page by page as it first touches them, which made a cold connection's first searches of the
    // products 5-10 times slower (97 ms instead of 13 ms to read 10,000 rows on this machine).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, idleTimeoutMillis: 0 });
    await pool.query('select 1');
    return fromPool(pool);
  }
  const release = acquireDataDirLock(options.dataDir);
  try {
    if (options.thread) {
      const embedded = await openPgliteThread(path.join(options.dataDir, 'pglite'));
      return fromPool(embedded.pool, 'pglite', async () => {
        await embedded.stop();
        release();
      });
    }
    const client = await PGlite.create(path.join(options.dataDir, 'pglite'), {
      extensions: pgliteExtensions,
    });
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
