// The embedded database's own thread: it holds PGlite and answers the PostgreSQL wire protocol that the main
// thread's node-postgres connections write (see pglite-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-options.ts';
import type { ToWorker } from './pglite-thread.ts';
import { joinBytes, sessionHeldAfter, takeMessages } from './wire-messages.ts';

const port = parentPort!;
const db = await PGlite.create(workerData.dataDir as string, { extensions: pgliteExtensions });
const TERMINATE = 'X'.charCodeAt(0);

/** What the thread keeps of a connection: the start of a message still to come, and whether it has started. */
interface Connection {
  pending: Uint8Array;
  started: boolean;
}
const connections = new Map<number, Connection>();

/**
 * The session's answer to the first startup message. PGlite is one backend: every later connection is told
 * the same (its parameters, key and ReadyForQuery) rather than have PGlite start again under the others.
 */
let greeting: Uint8Array | undefined;

/**
 * The connection the session belongs to while its transaction is open (or its messages stop short of a
 * ReadyForQuery: a COPY, a query without its Sync): its messages alone are answered until the session is idle
 * again. Otherwise any connection's messages are, in the order they came.
 */
let holder: number | undefined;
const waiting: ToWorker[] = [];
let draining = false;

const mayRun = (message: ToWorker) =>
  holder === undefined ||
  message.type === 'open' ||
  ('connection' in message && message.connection === holder);

async function drain() {
  if (draining) return;
  draining = true;
  try {
    for (let next = waiting.findIndex(mayRun); next !== -1; next = waiting.findIndex(mayRun)) {
      const [message] = waiting.splice(next, 1);
      await handle(message!).catch((error: unknown) =>
        port.postMessage({ type: 'error', message: String(error) }),
      );
    }
  } finally {
    draining = false;
  }
}

async function handle(message: ToWorker) {
  if (message.type === 'open')
    connections.set(message.connection, { pending: new Uint8Array(0), started: false });
  else if (message.type === 'data') await answer(message.connection, message.bytes);
  else if (message.type === 'end') await end(message.connection);
  else {
    await db.close();
    port.postMessage({ type: 'closed' });
  }
}

async function answer(id: number, bytes: Uint8Array) {
  const connection = connections.get(id);
  if (!connection) return; // it has ended: what it sent before is not answered
  const { messages, rest } = takeMessages(
    connection.pending.length ? joinBytes([connection.pending, bytes]) : bytes,
    !connection.started,
  );
  connection.pending = rest;
  const replies: Uint8Array[] = [];
  for (const message of messages) {
    if (!connection.started) {
      connection.started = true;
      greeting ??= (await db.execProtocolRaw(message)).slice();
      replies.push(greeting);
      continue;
    }
    // Terminate would end PGlite's one backend; a connection's end is handled by 'end'.
    if (message[0] === TERMINATE) continue;
    replies.push(await db.execProtocolRaw(message));
  }
  const reply = joinBytes(replies);
  if (rest.length > 0) holder = id;
  else if (reply.length > 0) holder = sessionHeldAfter(reply) ? id : undefined;
  if (reply.length) port.postMessage({ type: 'data', connection: id, bytes: reply }, [reply.buffer]);
}

/** A connection gone: a transaction it left open is rolled back and the session is free again. */
async function end(id: number) {
  connections.delete(id);
  if (holder !== id) return;
  holder = undefined;
  if (db.isInTransaction()) await db.exec('rollback');
}

port.on('message', (message: ToWorker) => {
  waiting.push(message);
  void drain();
});
port.postMessage({ type: 'ready' });
