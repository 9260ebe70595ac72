import { CONNECTOR_WRITE_BACKS, PUBLISHED_FILES } from '../declarations.ts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { directoryStorage, publicDirectory, type PublicStorage } from '../publishing/storage.ts';
import { createOutboxHandlers } from './handlers.ts';
import { deliverDue } from './outbox.ts';

export const outboxRow = async (db: Db, id: number) =>
  (await db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

/** Makes a send due now, as if its retry time had come. */
export const makeDue = (db: Db, id: number) =>
  db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outbox.id, id));

/**
 * One round of the sender with the server's handlers (connectors as configured, the publisher writing to
 * the given storage, by default the test's DATA_DIR/public).
 */
export const deliverOutbox = (
  t: { db: Db; config: Config },
  publicStorage: PublicStorage = directoryStorage(publicDirectory(t.config.DATA_DIR)),
) =>
  deliverDue(
    t.db,
    createOutboxHandlers({
      db: t.db,
      config: t.config,
      publicStorage,
      files: PUBLISHED_FILES,
      writeBacks: CONNECTOR_WRITE_BACKS,
    }),
  );
