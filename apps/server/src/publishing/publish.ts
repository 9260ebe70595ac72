import type { Db, DbOrTx } from '../db/client.ts';
import {
  enqueue,
  lastSentAt,
  latestSend,
  pendingSendId,
  unattemptedSendId,
  type OutboxHandler,
} from '../integrations/outbox.ts';
import type { PublishedFile } from './published-file.ts';
import type { PublicStorage } from './storage.ts';

/** The outbox kind of a publish; its entity is 'published-file' and its entity ID the file's name. */
export const PUBLISH_KIND = 'publish';
const PUBLISHED_FILE_ENTITY = 'published-file';

/**
 * Asks for the file to be published again, inside the caller's transaction (call notifyOutbox() after
 * commit). The file is rendered when the send is delivered, from the database as it is then, so a retry
 * never publishes an older state than the last commit.
 *
 * Publishes of one file collapse: a request finding one that has never been tried joins it (locking it
 * until this transaction ends, so no sender can render it before this change is committed). A publish
 * already in flight, or waiting to be retried, is left alone and a new one is queued.
 */
export async function requestPublish(
  tx: DbOrTx,
  file: PublishedFile,
  options: {
    /**
     * Publish no sooner than this: requests made meanwhile (a bulk job's batches) join this one, so a
     * large file is rendered once every so often instead of once per batch.
     */
    delayMs?: number;
  } = {},
): Promise<number> {
  const { name } = file;
  const waiting = await unattemptedSendId(tx, {
    kind: PUBLISH_KIND,
    entity: PUBLISHED_FILE_ENTITY,
    entityId: name,
  });
  if (waiting !== null) return waiting;
  return enqueue(tx, {
    kind: PUBLISH_KIND,
    entity: PUBLISHED_FILE_ENTITY,
    entityId: name,
    payload: {},
    ...(options.delayMs ? { nextAttemptAt: new Date(Date.now() + options.delayMs) } : {}),
  });
}

/** When a file was last published, whether a publish of it is on its way, and why the latest one failed. */
export async function publishedFileStatus(
  db: DbOrTx,
  name: string,
): Promise<{ lastPublishedAt: Date | null; pending: boolean; lastError: string | null }> {
  const send = { kind: PUBLISH_KIND, entity: PUBLISHED_FILE_ENTITY, entityId: name };
  const latest = await latestSend(db, send);
  return {
    lastPublishedAt: await lastSentAt(db, send),
    pending: (await pendingSendId(db, send)) !== null,
    lastError: latest && latest.status !== 'sent' ? latest.lastError : null,
  };
}

/** The outbox handler of kind 'publish': renders the file now and writes it through the storage. */
export function publishOutboxHandler(options: {
  db: Db;
  storage: PublicStorage;
  files: readonly PublishedFile[];
}): OutboxHandler {
  const { db, storage, files } = options;
  return async (_payload, row) => {
    const file = files.find((candidate) => candidate.name === row.entityId);
    if (!file) throw new Error(`This server declares no published file ${row.entityId}.`);
    const rendered = await file.render(db);
    if (rendered === null) return { channel: 'none', reference: 'nothing to publish' };
    const outcome = await storage.write(
      file.name,
      typeof rendered === 'string' ? Buffer.from(rendered, 'utf8') : rendered,
      file.contentType,
    );
    // 'unchanged': the storage held these bytes already (a retry of a write that went through).
    return {
      channel: storage.channel,
      reference: outcome === 'unchanged' ? `${file.name} (unchanged)` : file.name,
    };
  };
}

/**
 * Requests every declared file the storage does not hold yet (a new deployment, a new declaration), so the
 * storefront finds them without waiting for the first change. main.ts calls it at start; call notifyOutbox()
 * afterwards. Returns the names requested.
 */
export async function publishMissingFiles(
  db: Db,
  storage: PublicStorage,
  files: readonly PublishedFile[],
): Promise<string[]> {
  const missing: string[] = [];
  for (const file of files) {
    if (await storage.read(file.name)) continue;
    await db.transaction((tx) => requestPublish(tx, file));
    missing.push(file.name);
  }
  return missing;
}
