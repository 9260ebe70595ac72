import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drivesPgliteDirectly, type Database } from './client.ts';
import { pgErrorOf } from './pg-errors.ts';

// In the bundle (dist/main.js) the build copies the migrations to dist/migrations.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: several servers starting together on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 727_274_001;

export interface MigrationLevel {
  applied: number;
  latest: string | null;
}

/** Applies the migrations the database lacks (`folder`: another set, for tests), then their after-commit statements. */
export async function migrateDatabase(
  database: Database,
  folder = migrationsFolder,
): Promise<MigrationLevel> {
  const config = { migrationsFolder: folder };
  if (drivesPgliteDirectly(database.db)) {
    const before = await appliedCount(database);
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    await runAfterCommit(database, folder, before);
  } else {
    // Lock, migrations and unlock on one connection: through the pool, the unlock could reach another
    // connection, fail, and leave the lock held by an idle one, so the next server to start waits forever.
    await database.onOneConnection(async (db) => {
      const locked = { ...database, db };
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
      try {
        const before = await appliedCount(locked);
        await migratePg(db as unknown as NodePgDatabase, config);
        await runAfterCommit(locked, folder, before);
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
      }
    });
  }
  return migrationLevel(database, folder);
}

/**
 * A migration's statements to run once its transaction has committed, written in it as
 * `-- after commit: ANALYZE "customers"`. PostgreSQL's ANALYZE inside the transaction that set an index
 * column's statistics target still gathers with the old one (101 histogram entries where 1,000 were asked).
 */
export const afterCommitStatements = (migration: string): string[] =>
  [...migration.matchAll(/^-- after commit: (.+)$/gm)].map((match) => (match[1] as string).trim());

const UNDEFINED_TABLE = '42P01';

async function runAfterCommit(database: Database, folder: string, appliedBefore: number): Promise<void> {
  const { applied } = await migrationLevel(database, folder);
  for (const entry of readJournal(folder).slice(appliedBefore, applied)) {
    const migration = fs.readFileSync(`${folder}/${entry.tag}.sql`, 'utf8');
    for (const statement of afterCommitStatements(migration)) {
      try {
        await database.db.execute(sql.raw(statement));
      } catch (error) {
        // A later migration of the same run dropped the table (0031 drops 0023's copy that 0027 analyzes).
        if (pgErrorOf(error).code !== UNDEFINED_TABLE) throw error;
      }
    }
  }
}

/** How many migrations were applied; 0 on a new database (no migrations table yet). */
const appliedCount = (database: Database): Promise<number> =>
  migrationLevel(database).then(
    (level) => level.applied,
    () => 0,
  );

interface JournalEntry {
  idx: number;
  tag: string;
}

const readJournal = (folder: string): JournalEntry[] =>
  (JSON.parse(fs.readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] })
    .entries;

/** How many migrations the database has applied, and the tag of the last one. */
export async function migrationLevel(database: Database, folder = migrationsFolder): Promise<MigrationLevel> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const applied = Number(result.rows[0]?.n ?? 0);
  return { applied, latest: readJournal(folder)[applied - 1]?.tag ?? null };
}
