import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { drivesPgliteDirectly, type Database } from './client.ts';

// In the bundle (dist/main.js) the build copies the migrations to dist/migrations.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: several servers starting together on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 727_274_001;

export interface MigrationLevel {
  applied: number;
  latest: string | null;
}

export async function migrateDatabase(database: Database): Promise<MigrationLevel> {
  if (drivesPgliteDirectly(database.db)) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  }
  return migrationLevel(database);
}

interface JournalEntry {
  idx: number;
  tag: string;
}

/** How many migrations the database has applied, and the tag of the last one. */
export async function migrationLevel(database: Database): Promise<MigrationLevel> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const applied = Number(result.rows[0]?.n ?? 0);
  const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: JournalEntry[];
  };
  return { applied, latest: journal.entries[applied - 1]?.tag ?? null };
}
