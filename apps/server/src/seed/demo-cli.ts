/**
 * `npm run seed:demo`: the demo dataset into whichever database is configured (DATABASE_URL, else the
 * embedded one in DATA_DIR), migrated first, with the first admin as a first start makes it. Options:
 * --anchor YYYY-MM-DD (default today, UTC). The staff password is DEMO_PASSWORD or generated and
 * printed once.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { demoPasswordFrom, printDemoSeed } from './demo-start.ts';
import { seedDemo } from './demo/index.ts';
import { anchorDay } from './random.ts';
import { openStorages } from '../storages.ts';

const { values } = parseArgs({ options: { anchor: { type: 'string' } } });
const anchor = anchorDay(values.anchor ? new Date(`${values.anchor}T00:00:00Z`) : new Date());
if (Number.isNaN(anchor.getTime())) throw new Error('--anchor must be a date written YYYY-MM-DD.');

const config = loadConfig();
const password = demoPasswordFrom(config.DEMO_PASSWORD);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const firstAdmin = await ensureFirstAdmin(database.db, config.ADMIN_PASSWORD);
  if (firstAdmin?.generated)
    console.log(
      `Created user 'admin' with password ${firstAdmin.password} (a new one is asked for at the first sign-in).`,
    );
  const result = await seedDemo(database.db, {
    anchor,
    password: password.value,
    assets: (await openStorages(config)).assets,
  });
  if (result.seeded) printDemoSeed(result, password, database.kind);
  else console.log('The demo dataset is already in this database; nothing was changed.');
} finally {
  await database.close();
}
