/**
 * `npm run seed:scale -- --customers 1000000 --products 100000 --orders 500000` (any subset): bulk rows
 * through COPY into whichever database is configured (DATABASE_URL, else the embedded one in DATA_DIR),
 * migrated first. Prints rows/s per table and the total time. --keep-indexes loads with the indexes in
 * place, to compare.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { generateScale } from './scale/index.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string' },
    products: { type: 'string' },
    orders: { type: 'string' },
    'keep-indexes': { type: 'boolean' },
  },
});
const count = (name: 'customers' | 'products' | 'orders') => {
  const value = values[name];
  if (value === undefined) return undefined;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number.`);
  return number;
};
const counts = { customers: count('customers'), products: count('products'), orders: count('orders') };
if (!counts.customers && !counts.products && !counts.orders) {
  console.error('Nothing to load: pass --customers, --products and/or --orders with a count.');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  console.log(
    `Loading into the ${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL database'}:`,
  );
  const result = await generateScale(database, counts, {
    keepIndexes: values['keep-indexes'],
    log: console.log,
  });
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Done: ${rows.toLocaleString('en-US')} rows in ${(result.totalMilliseconds / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
