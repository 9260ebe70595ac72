import cluster from 'node:cluster';
import { buildApp } from './app.ts';
import { CONNECTOR_WRITE_BACKS, PUBLISHED_FILES } from './declarations.ts';
import { runClusterPrimary } from './cluster.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { connectorChannels } from './integrations/connectors/index.ts';
import { mailDirectory } from './integrations/email.ts';
import { createOutboxHandlers, defaultPublicStorage } from './integrations/handlers.ts';
import { startOutboxSender } from './integrations/outbox.ts';
import { ensureSettingsDocuments } from './modules/settings/public.ts';
import { publishMissingFiles } from './publishing/publish.ts';
import { isNewDatabase, printDemoSeed, seedDemoOnStart } from './seed/demo-start.ts';
import { ensureFirstAdmin } from './seed/first-admin.ts';

async function main() {
  const config = loadConfig();
  if (config.SERVER_PROCESSES > 1 && cluster.isPrimary) {
    runClusterPrimary(config.SERVER_PROCESSES);
    return;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    thread: true,
  });
  const wasNew = await isNewDatabase(database);
  const migrationLevel = await migrateDatabase(database);
  const firstAdmin = await ensureFirstAdmin(database.db, config.ADMIN_PASSWORD);
  const demo = await seedDemoOnStart(config, database, wasNew);
  // After the demo, which writes its own: a deployment without a settings document starts from its starter.
  await ensureSettingsDocuments(database.db);

  // The app serves the published files the outbox's publish handler writes: one storage for both.
  const publicStorage = defaultPublicStorage(config);
  const app = await buildApp({ config, database, migrationLevel, publicStorage });
  // Delivers what the changes queued in the outbox (e-mail, connector sends, publishes) after they commit.
  // A file the storefront reads that was never published (a new deployment) is published now.
  await publishMissingFiles(database.db, publicStorage, PUBLISHED_FILES);
  const outboxSender = startOutboxSender({
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
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await outboxSender.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Picks up bulk jobs left unfinished by an earlier run, then any new upload; app.close() stops it.
  app.bulkJobs.start();
  const where = database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  // A cluster's other processes say nothing more: the first said it all.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const processes = config.SERVER_PROCESSES > 1 ? `, ${config.SERVER_PROCESSES} server processes` : '';
  app.log.info(
    `Commerce Admin on http://localhost:${config.PORT} (${where}, ${migrationLevel.applied} migrations${processes})`,
  );
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
