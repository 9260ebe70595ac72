import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { CONNECTOR_WRITE_BACKS, PUBLISHED_FILES } from './declarations.ts';
import { FIRST_SERVER_PROCESS, SERVER_READY } from './cluster.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase, type MigrationLevel } from './db/migrate.ts';
import { connectorChannels } from './integrations/connectors/index.ts';
import { mailDirectory } from './integrations/email.ts';
import { createOutboxHandlers } from './integrations/handlers.ts';
import { startOutboxSender, type OutboxSender } from './integrations/outbox.ts';
import type { StartupState } from './operations/readiness.ts';
import type { Tracing } from './operations/tracing.ts';
import { shareReadCaches } from './http/read-caches.ts';
import { ensureSettingsDocuments } from './modules/settings/public.ts';
import { publishMissingFiles } from './publishing/publish.ts';
import { isNewDatabase, printDemoSeed, seedDemoOnStart } from './seed/demo-start.ts';
import { ensureFirstAdmin } from './seed/first-admin.ts';
import { openStorages } from './storages.ts';

/**
 * Starts one server process: opens the database, listens, then migrates, creates the first admin, seeds and
 * publishes what a new database lacks. It listens first so that a long migration is seen for what it is: the
 * liveness probe answers, the readiness probe says not ready, and every other request gets 503 Server.Starting
 * until the start is done (a process that did not listen looked dead to an orchestrator). A cluster's later
 * processes, which find the work done, listen once they are ready (cluster.ts, FIRST_SERVER_PROCESS).
 */
export async function startServer(config: Config, tracing?: Tracing): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    thread: true,
  });
  const startup: StartupState = { phase: 'migrating' };
  // Read by the health routes at each request: filled in once the migrations ran.
  const migrationLevel: MigrationLevel = { applied: 0, latest: null };
  // One storage of each for the app, the demo seed and the outbox's publish handler (which the app serves).
  const storages = await openStorages(config);
  const publicStorage = storages.public;
  const app = await buildApp({
    config,
    database,
    migrationLevel,
    startup,
    publicStorage,
    assetStorage: storages.assets,
  });
  // Every server process on the database (this machine's cluster, other machines) empties its read caches
  // when one of them writes.
  const sharedCaches =
    config.DATABASE_URL && database.kind === 'postgres'
      ? await shareReadCaches({ databaseUrl: config.DATABASE_URL, db: database.db, log: app.log })
      : undefined;
  // Started once the start is done; a shutdown may come before.
  const started: { outboxSender?: OutboxSender } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await started.outboxSender?.stop();
    await sharedCaches?.stop();
    await database.close();
    await tracing?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const listen = () => app.listen({ port: config.PORT, host: config.HOST });
  const listenFirst = !cluster.isWorker || process.env[FIRST_SERVER_PROCESS] === '1';
  if (listenFirst) await listen();

  const wasNew = await isNewDatabase(database);
  Object.assign(migrationLevel, await migrateDatabase(database));
  startup.phase = 'starting';
  const firstAdmin = await ensureFirstAdmin(database.db, config.ADMIN_PASSWORD);
  const demo = await seedDemoOnStart(config, database, wasNew, storages.assets);
  // After the demo, which writes its own: a deployment without a settings document starts from its starter.
  await ensureSettingsDocuments(database.db);
  // Delivers what the changes queued in the outbox (e-mail, connector sends, publishes) after they commit.
  // A file the storefront reads that was never published (a new deployment) is published now.
  await publishMissingFiles(database.db, publicStorage, PUBLISHED_FILES);
  started.outboxSender = startOutboxSender({
    db: database.db,
    handlers: createOutboxHandlers({
      db: database.db,
      config,
      publicStorage,
      files: PUBLISHED_FILES,
      writeBacks: CONNECTOR_WRITE_BACKS,
    }),
    log: app.log,
  });
  // Picks up bulk jobs left unfinished by an earlier run, then any new upload; app.close() stops it.
  app.bulkJobs.start();
  startup.phase = 'ready';
  if (!listenFirst) await listen();
  // The cluster's primary starts the other processes once the first is ready (cluster.ts).
  if (cluster.isWorker) process.send?.(SERVER_READY);

  const where = database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  // A cluster's other processes say nothing more: the first said it all.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const processes = config.SERVER_PROCESSES > 1 ? `, ${config.SERVER_PROCESSES} server processes` : '';
  app.log.info(
    `Commerce Admin on http://localhost:${config.PORT} (${where}, ${migrationLevel.applied} migrations${processes})`,
  );
  if (config.BLOB_URL) app.log.info(`Assets and published files are kept in ${storages.description}`);
  if (!config.SMTP_URL) app.log.info(`E-mail is written to ${mailDirectory(config.DATA_DIR)} (no SMTP_URL)`);
  for (const connector of connectorChannels({ config })) {
    if (connector.system !== 'email' && connector.channel === 'file') {
      app.log.info(`Sends to ${connector.system} are written to ${connector.target} (no CONNECTOR_*_URL)`);
    }
  }
  if (firstAdmin) {
    // Printed once, to the terminal only: this is the one time the password can be read.
    const source = firstAdmin.generated ? 'generated password' : 'password from ADMIN_PASSWORD';
    console.log(
      `\nFirst start: created user '${firstAdmin.username}' in group Administrators.\n` +
        `  Username: ${firstAdmin.username}\n` +
        (firstAdmin.generated ? `  Password: ${firstAdmin.password}\n` : '') +
        `  (${source}; you will be asked to choose a new one at the first sign-in)\n`,
    );
  }
  if (demo) printDemoSeed(demo.result, demo.password, database.kind);
}
