import { isValidPassword } from '@commerce/domain';
import type { Config } from '../config.ts';
import type { AssetStorage } from '../modules/assets/public.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { generatePassword } from './first-admin.ts';
import { seedDemo, type DemoSeedResult } from './demo/index.ts';
import { anchorDay } from './random.ts';
import { rowsOf } from './rows.ts';

export interface DemoPassword {
  value: string;
  generated: boolean;
}

/** DEMO_PASSWORD when set (it must meet the password rule), else a generated one. */
export function demoPasswordFrom(configured: string | undefined): DemoPassword {
  if (configured === undefined) return { value: generatePassword(), generated: true };
  if (!isValidPassword(configured)) {
    throw new Error(
      'DEMO_PASSWORD does not meet the password rule: at least 10 characters with 1 uppercase letter, 1 digit and 1 of ! @ # $ %.',
    );
  }
  return { value: configured, generated: false };
}

/** True before the first migration was ever applied: the database was created by this start. */
export async function isNewDatabase(database: Database): Promise<boolean> {
  const [fresh] = await rowsOf<{ new: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is null as "new"`,
  );
  if (fresh?.new) return true;
  const [applied] = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Number(applied?.n ?? 0) === 0;
}

/**
 * Whether this start seeds the demo dataset. SEED=auto: only the embedded database, and only when it
 * is new (no migration had been applied before this start). SEED=demo: any database that does not have
 * the demo data yet (seedDemo itself checks). SEED=none: never. A PostgreSQL deployment therefore never
 * seeds unless asked to.
 */
export const shouldSeedDemo = (seed: Config['SEED'], database: Database, wasNew: boolean): boolean =>
  seed === 'demo' || (seed === 'auto' && database.kind === 'pglite' && wasNew);

/** Runs the demo seed for a server start when the configuration asks for it. */
export async function seedDemoOnStart(
  config: Config,
  database: Database,
  wasNew: boolean,
  assets: AssetStorage,
): Promise<{ result: DemoSeedResult; password: DemoPassword } | null> {
  if (!shouldSeedDemo(config.SEED, database, wasNew)) return null;
  const password = demoPasswordFrom(config.DEMO_PASSWORD);
  const result = await seedDemo(database.db, {
    anchor: anchorDay(),
    password: password.value,
    assets,
  });
  return result.seeded ? { result, password } : null;
}

/** The one time the demo password is shown: printed to the terminal, never logged. */
export function printDemoSeed(result: DemoSeedResult, password: DemoPassword, kind: Database['kind']): void {
  const counts = Object.entries(result.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  console.log(
    `\nDemo dataset seeded into the ${kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} in ${(result.milliseconds / 1000).toFixed(1)} s: ${counts}.\n` +
      `  Staff (one per permission group): ${result.usernames.map(({ group, username }) => `${username} (${group})`).join(', ')}\n` +
      (password.generated
        ? `  Password of every demo staff member: ${password.value}\n`
        : '  Password of every demo staff member: the value of DEMO_PASSWORD\n'),
  );
}
