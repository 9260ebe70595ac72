// The embedded database's own thread: it holds PGlite and answers the PostgreSQL wire protocol that the main
// thread's node-postgres connection writes (see pglite-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-options.ts';
import { joinBytes, takeMessages } from './wire-messages.ts';

const port = parentPort!;
const db = await PGlite.create(workerData.dataDir as string, { extensions: pgliteExtensions });
const TERMINATE = 'X'.charCodeAt(0);

let pending: Uint8Array = new Uint8Array(0);
let startup = true;
// Messages are answered strictly in the order they arrive: one chain, one message at a time.
let work = Promise.resolve();

async function answer(bytes: Uint8Array) {
  const { messages, rest } = takeMessages(pending.length ? joinBytes([pending, bytes]) : bytes, startup);
  pending = rest;
  const replies: Uint8Array[] = [];
  for (const message of messages) {
    if (startup) startup = false;
    // Terminate would end PGlite's one backend; the connection's end is handled by 'open' and 'close'.
    if (message[0] === TERMINATE) continue;
    replies.push(await db.execProtocolRaw(message));
  }
  const reply = joinBytes(replies);
  if (reply.length) port.postMessage({ type: 'data', bytes: reply }, [reply.buffer]);
}

/**
 * A new connection starts with no transaction left open and no prepared statement kept. (Not `discard
 * all`: its `reset all` leaves PGlite's search_path as 'pg_catalog'.)
 */
async function reset() {
  pending = new Uint8Array(0);
  startup = true;
  if (db.isInTransaction()) await db.exec('rollback');
  await db.exec('deallocate all');
}

port.on('message', (message: { type: 'open' } | { type: 'data'; bytes: Uint8Array } | { type: 'close' }) => {
  work = work
    .then(async () => {
      if (message.type === 'open') await reset();
      else if (message.type === 'data') await answer(message.bytes);
      else {
        await db.close();
        port.postMessage({ type: 'closed' });
      }
    })
    .catch((error: unknown) => port.postMessage({ type: 'error', message: String(error) }));
});
port.postMessage({ type: 'ready' });
