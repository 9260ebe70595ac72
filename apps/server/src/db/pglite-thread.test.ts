import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { isEmbedded, openDatabase, sessionClient, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { readRawRows } from './raw-rows.ts';
import { adminUsers } from './schema/index.ts';

// The server's embedded database: PGlite in a thread of its own, behind node-postgres.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-pglite-thread-'));
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir, thread: true });
  await migrateDatabase(database);
}, 60_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The server's pool of connections to the thread. */
const pool = () => sessionClient(database.db) as pg.Pool;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the embedded database in its own thread', () => {
  it('is the embedded kind, known as such on the database and in its transactions', async () => {
    expect(database.kind).toBe('pglite');
    expect(isEmbedded(database.db)).toBe(true);
    await database.db.transaction(async (tx) => expect(isEmbedded(tx)).toBe(true));
  });

  it('answers parameterized queries with the migrated schema and its extensions', async () => {
    expect(
      await rows(sql`select ${'x'}::text as p, similarity('garden', 'gardens') > 0.5 as similar,
        (select count(*)::int from drizzle.__drizzle_migrations) > 0 as migrated`),
    ).toEqual([{ p: 'x', similar: true, migrated: true }]);
  });

  it('answers queries sent at once in the order they were asked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) => rows<{ n: number }>(sql`select ${n}::int as n`)),
    );
    expect(answers.map(([row]) => row!.n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it('lends the session to a transaction until it ends: other connections wait, and see its rows only after', async () => {
    await database.exec('create table thread_turns (id int primary key)');
    let committed = false;
    let other: Promise<{ n: number; afterCommit: boolean }> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_turns values (1)`);
      // Another connection of the pool asks meanwhile: in the same session it would see the row uncommitted.
      other = rows<{ n: number }>(sql`select count(*)::int as n from thread_turns`).then(([row]) => ({
        n: row!.n,
        afterCommit: committed,
      }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`insert into thread_turns values (2)`);
      committed = true;
    });
    expect(await other).toEqual({ n: 2, afterCommit: true });
  });

  it('rolls back what a connection that ends in its transaction left, and gives the session back', async () => {
    await database.exec('create table thread_left (id int primary key)');
    const client = await pool().connect();
    await client.query('begin');
    await client.query('insert into thread_left values (1)');
    // A query of another connection waits for the session this one holds…
    const other = rows<{ n: number }>(sql`select count(*)::int as n from thread_left`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // … until the connection fails with its transaction open, which the thread rolls back.
    client.release(new Error('gone'));
    expect(await other).toEqual([{ n: 0 }]);
  });

  it('answers on several connections, a query waiting in the thread rather than in the pool', async () => {
    await Promise.all(Array.from({ length: 8 }, () => rows(sql`select pg_sleep(0.01)`)));
    expect(pool().totalCount).toBeGreaterThan(1);
  });

  it('rolls back a failed transaction, reports a constraint as PostgreSQL does, and goes on', async () => {
    await database.exec('create table thread_probe (id int primary key)');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (1)`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await database.db.execute(sql`insert into thread_probe values (2)`);
    const duplicate = await database.db.execute(sql`insert into thread_probe values (2)`).catch((e) => e);
    expect((duplicate as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect(await rows(sql`select id from thread_probe`)).toEqual([{ id: 2 }]);
  });

  it('reads raw rows as one JSON value, as the in-thread driver does', async () => {
    const query = sql`select n, n::text as label from generate_series(3, 1, -1) n`;
    expect(await readRawRows(database.db, query)).toEqual([
      { n: 3, label: '3' },
      { n: 2, label: '2' },
      { n: 1, label: '1' },
    ]);
  });

  it('holds the data directory, and what it wrote is there when opened again', async () => {
    const lock = path.join(dataDir, 'server.lock');
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    await database.db.insert(adminUsers).values({
      id: 'threadprobe',
      username: 'threadprobe',
      firstName: 'Thread',
      lastName: 'Probe',
      email: 'thread@example.com',
      passwordHash: 'x',
    });
    await database.close();
    expect(fs.existsSync(lock)).toBe(false);
    database = await openDatabase({ dataDir, thread: true });
    expect(await rows(sql`select username from admin_users where id = 'threadprobe'`)).toEqual([
      { username: 'threadprobe' },
    ]);
  }, 30_000);
});

describe('a thread that ends', () => {
  it('fails the query in flight and every later one, rather than leave them waiting', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-pglite-thread-end-'));
    const embedded = await openPgliteThread(dir);
    embedded.pool.on('error', () => {}); // fromPool listens; unheard, the event would end the process
    try {
      expect((await embedded.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      const inFlight = embedded.pool.query('select pg_sleep(0.5)');
      await embedded.worker.terminate();
      await expect(inFlight).rejects.toThrow(/embedded database stopped/);
      await expect(embedded.pool.query('select 1')).rejects.toThrow(/embedded database stopped/);
    } finally {
      await embedded.pool.end().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
