import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPool, pgliteExtensions } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { startAzurite } from '../../../scripts/azurite.mjs';

/**
 * Migrate once, clone per file. Without DATABASE_URL: an in-memory PGlite is migrated and its data
 * directory dumped to a temp file that each test file loads. With DATABASE_URL: a template database is
 * migrated on that server and each test file creates its own database from it.
 */
export type TestDatabaseSource =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; serverUrl: string; template: string; clonePrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
    /** BLOB_URL of the Azurite the setup started (a connection string): the blob storage's tests use it. */
    blobUrl: string;
    /**
     * A PostgreSQL server the cluster journey may make its database on (DATABASE_URL's, else the local one
     * when it answers), or null: the journey needs two processes on one real database.
     */
    clusterDatabase: string | null;
  }
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  // Azurite starts while the database is migrated, and stops after the run.
  const starting = startAzurite();
  const stopDatabase = await setupDatabase(project).catch(async (error: unknown) => {
    await (await starting).stop();
    throw error;
  });
  const azurite = await starting.catch(async (error: unknown) => {
    await stopDatabase();
    throw error;
  });
  project.provide('blobUrl', azurite.connectionString);
  project.provide('clusterDatabase', await reachablePostgres());
  return async () => {
    await stopDatabase();
    await azurite.stop();
  };
}

/** The PostgreSQL the cluster journey runs on, if one answers within 2 s. */
async function reachablePostgres(): Promise<string | null> {
  const url =
    process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function setupDatabase(project: TestProject): Promise<() => Promise<void> | void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite({ extensions: pgliteExtensions });
    const database = fromPglite(client);
    await migrateDatabase(database);
    const dump = await client.dumpDataDir('none');
    await database.close();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ca-test-db-'));
    const dumpPath = path.join(dir, 'migrated.tar');
    fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', dumpPath });
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }

  const template = `ca_template_${process.pid}`;
  const clonePrefix = `ca_test_${process.pid}_`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, template), max: 1 });
  const database = fromPool(pool);
  await migrateDatabase(database);
  // A template must have no open connections while databases are created from it.
  await database.close();
  project.provide('testDatabase', { kind: 'postgres', serverUrl, template, clonePrefix });

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    try {
      const { rows } = await cleanup.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [clonePrefix],
      );
      for (const { datname } of [...rows, { datname: template }]) {
        await cleanup.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
      }
    } finally {
      await cleanup.end();
    }
  };
}
