import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ADMINISTRATORS_GROUP_ID,
  ALL_FEATURE_KEYS,
  apiRolesFor,
  isValidPassword,
  PASSWORD_SPECIAL_CHARACTERS,
} from '@commerce/domain';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp, createTestDatabase } from '../../test/helpers.ts';
import { verifyPassword } from '../modules/admin-users/passwords.ts';
import { ensureFirstAdmin, generatePassword } from '../seed/first-admin.ts';
import { databaseUrl } from '../../test/global-setup.ts';
import { rowsOf } from '../seed/rows.ts';
import { fromPool, type Database } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { afterCommitStatements, migrateDatabase, migrationLevel, migrationsFolder } from './migrate.ts';
import {
  adminUsers,
  auditEvents,
  permissionGroups,
  securityProfileAssignments,
  securityProfiles,
  userGroupAssignments,
} from './schema/index.ts';

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

// An empty, migrated database: no first admin yet.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('are all applied, and health reports the level and the kind of database', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(await migrationLevel(database)).toEqual({
      applied: journal.entries.length,
      latest: journal.entries.at(-1)!.tag,
    });
    const app = await buildTestApp(database);
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({
        Status: 'ok',
        Database: {
          Kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
          Migrations: { Applied: journal.entries.length, Latest: journal.entries.at(-1)!.tag },
        },
      });
    } finally {
      await app.close();
    }
  });

  it('can run again on a migrated database without changing anything', async () => {
    expect(await migrateDatabase(database)).toEqual({
      applied: journal.entries.length,
      latest: journal.entries.at(-1)!.tag,
    });
  });

  it("run a migration's after-commit statements once its transaction has committed", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    let when: number | undefined;
    try {
      fs.cpSync(migrationsFolder, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const extended = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
        entries: { idx: number; when: number; tag: string }[];
      };
      const last = extended.entries.at(-1)!;
      const tag = '9999_after_commit';
      when = last.when + 1;
      extended.entries.push({ ...last, idx: last.idx + 1, when, tag });
      fs.writeFileSync(journalPath, JSON.stringify(extended));
      // The statistics target of an index column, set in the migration: an ANALYZE inside its transaction
      // would gather 101 histogram entries (the default target), not 501.
      fs.writeFileSync(
        path.join(folder, `${tag}.sql`),
        [
          '-- after commit: ANALYZE "zz_after_commit"',
          `CREATE TABLE "zz_after_commit" AS SELECT 'user' || g || '@example.com' AS email FROM generate_series(1, 3000) g;`,
          'CREATE INDEX "zz_after_commit_lower" ON "zz_after_commit" (lower("email"));',
          'ALTER INDEX "zz_after_commit_lower" ALTER COLUMN 1 SET STATISTICS 500;',
        ].join('--> statement-breakpoint\n'),
      );
      expect(await migrateDatabase(database, folder)).toEqual({
        applied: extended.entries.length,
        latest: tag,
      });
      const stats = (await database.db.execute(
        "select array_length(histogram_bounds::text::text[], 1) as n from pg_stats where tablename = 'zz_after_commit_lower'",
      )) as unknown as { rows: { n: number }[] };
      expect(stats.rows[0]?.n).toBe(501);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      // The worker's database goes on to the next file: back to the real migrations.
      await database.db.execute('drop table if exists "zz_after_commit"');
      if (when !== undefined)
        await database.db.execute(`delete from drizzle.__drizzle_migrations where created_at = ${when}`);
    }
    expect(await migrationLevel(database)).toEqual({
      applied: journal.entries.length,
      latest: journal.entries.at(-1)!.tag,
    });
  });

  it('read the after-commit statements of a migration', () => {
    expect(afterCommitStatements('-- why\n-- after commit: ANALYZE "customers"\nDROP INDEX "x";')).toEqual([
      'ANALYZE "customers"',
    ]);
    expect(afterCommitStatements('ANALYZE "customers";')).toEqual([]);
  });

  it('create the tables and the pg_trgm extension', async () => {
    const tables = (await database.db.execute(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
    )) as unknown as { rows: { table_name: string }[] };
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'admin_users',
        'audit_events',
        'login_throttles',
        'permission_groups',
        'sessions',
        'stores',
      ]),
    );
    const trgm = (await database.db.execute(
      "select similarity('commerce', 'commerse') > 0.3 as close",
    )) as unknown as {
      rows: { close: boolean }[];
    };
    expect(trgm.rows[0]?.close).toBe(true);
  });
});

describe('ensureFirstAdmin', () => {
  it('refuses an ADMIN_PASSWORD that breaks the rule, and creates nothing', async () => {
    await expect(ensureFirstAdmin(database.db, 'weakpass')).rejects.toThrow(
      /ADMIN_PASSWORD does not meet the password rule/,
    );
    const [users] = await database.db.select({ n: count() }).from(adminUsers);
    expect(users?.n).toBe(0);
  });

  it('on an empty database creates admin in Administrators with every feature; a second call does nothing', async () => {
    const created = await ensureFirstAdmin(database.db, 'Admin!Pass1');
    expect(created).toEqual({ username: 'admin', password: 'Admin!Pass1', generated: false });

    const [admin] = await database.db.select().from(adminUsers);
    expect(admin).toMatchObject({ id: 'admin', username: 'admin', active: true, lastPasswordChange: null });
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.passwordHash, 'Admin!Pass1')).toBe(true);

    const [group] = await database.db.select().from(permissionGroups);
    expect(group).toMatchObject({
      id: ADMINISTRATORS_GROUP_ID,
      name: 'Administrators',
      isPermissionGroup: true,
    });
    expect(group!.permissions).toEqual([...ALL_FEATURE_KEYS]);
    expect(await database.db.select().from(userGroupAssignments)).toEqual([
      { userGroupId: ADMINISTRATORS_GROUP_ID, userId: 'admin' },
    ]);
    const [profile] = await database.db.select().from(securityProfiles);
    expect(profile).toMatchObject({ id: ADMINISTRATORS_GROUP_ID, roles: apiRolesFor(ALL_FEATURE_KEYS) });
    expect(await database.db.select().from(securityProfileAssignments)).toHaveLength(1);
    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'admin'));
    expect(events).toMatchObject([{ action: 'create-first-admin', actorId: null }]);

    expect(await ensureFirstAdmin(database.db, 'Admin!Pass1')).toBeNull();
    expect(await ensureFirstAdmin(database.db, undefined)).toBeNull();
    const [users] = await database.db.select({ n: count() }).from(adminUsers);
    expect(users?.n).toBe(1);
  });

  it('generates a valid password when none is given (and copes with a leftover group)', async () => {
    await database.db.delete(adminUsers);
    const created = await ensureFirstAdmin(database.db, undefined);
    expect(created?.generated).toBe(true);
    expect(isValidPassword(created!.password)).toBe(true);
    const [admin] = await database.db.select().from(adminUsers);
    expect(await verifyPassword(admin!.passwordHash, created!.password)).toBe(true);
    expect(await database.db.select().from(userGroupAssignments)).toHaveLength(1);
  });
});

describe('generatePassword', () => {
  it('always satisfies the password rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(isValidPassword(password), password).toBe(true);
      expect(password).toHaveLength(16);
      expect([...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c))).toBe(true);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('the PGlite data-directory lock', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-lock-'));
    dirs.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A pid no process has right now. */
  function deadPid(): number {
    for (let pid = 999_999; ; pid--) {
      try {
        process.kill(pid, 0);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
      }
    }
  }

  it('creates the directory, holds DATA_DIR/server.lock with our pid and removes it on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const lockFile = path.join(dir, 'server.lock');
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    release();
  });

  it('refuses a directory held by another live process, with a message naming it', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    // The parent process is alive for sure and is not us: it stands in for another server.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(
      `The data directory ${dir} is in use by another Commerce Admin server (process ${process.ppid}).`,
    );
    expect(() => acquireDataDirLock(dir)).toThrow(/different DATA_DIR or a DATABASE_URL/);
    // The other server's lock stays.
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'server.lock'), String(deadPid()));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});

// An idle pooled connection ended by the server must not end the process (PostgreSQL only: PGlite has no pool).
describe.runIf(inject('testDatabase').kind === 'postgres')(
  'a PostgreSQL pool losing an idle connection',
  () => {
    it('carries on: the next query opens a new connection', async () => {
      const source = inject('testDatabase') as { serverUrl: string };
      const pool = new pg.Pool({ connectionString: source.serverUrl, max: 1 });
      const database = fromPool(pool);
      try {
        const pid = (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
        const killer = new pg.Client({ connectionString: source.serverUrl });
        await killer.connect();
        const uncaught: unknown[] = [];
        const listener = (error: unknown) => uncaught.push(error);
        process.on('uncaughtException', listener);
        try {
          await killer.query('select pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
        } finally {
          process.off('uncaughtException', listener);
          await killer.end();
        }
        expect(uncaught).toEqual([]);
        expect((await pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    });
  },
);

/** A pool that sends each query outside a transaction to the next of its connections in turn. */
class RotatingPool extends pg.Pool {
  private held: pg.PoolClient[] = [];
  private turn = 0;

  async open(connections: number) {
    for (let n = 0; n < connections; n++) this.held.push(await this.connect());
  }

  override query(text: unknown, values?: unknown) {
    const client = this.held[this.turn++ % this.held.length]!;
    return (client.query as (text: unknown, values?: unknown) => Promise<pg.QueryResult>)(text, values);
  }

  override async end() {
    for (const client of this.held) client.release();
    await super.end();
  }
}

describe.runIf(inject('testDatabase').kind === 'postgres')('migrations on a pool of connections', () => {
  it('take and give back their advisory lock on one connection', async () => {
    const source = inject('testDatabase') as { serverUrl: string };
    const [row] = await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`);
    // More connections than migrating asks queries of: the lock's query and the unlock's land on different
    // ones unless they are sent on one.
    const pool = new RotatingPool({ connectionString: databaseUrl(source.serverUrl, row!.name), max: 12 });
    await pool.open(11);
    const pooled = fromPool(pool);
    try {
      await migrateDatabase(pooled);
      const held = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 727274001`,
      );
      // Given back by another connection than the one that took it, the lock would stay with that idle one
      // and the next server to start would wait for it.
      expect(held).toEqual([{ n: 0 }]);
    } finally {
      await pooled.close();
    }
  });
});
