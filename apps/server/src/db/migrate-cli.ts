import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const level = await migrateDatabase(database);
  console.log(
    `Migrated ${database.kind} database: ${level.applied} migrations applied (latest ${level.latest}).`,
  );
} finally {
  await database.close();
}
