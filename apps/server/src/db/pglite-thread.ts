import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { joinBytes } from './wire-messages.ts';

/** What the database's thread answers: a connection's bytes carry its number. */
type FromWorker =
  | { type: 'ready' }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'error'; message: string }
  | { type: 'closed' };

/** What the server's thread sends: a connection opening, its bytes, its end; the database closing. */
export type ToWorker =
  | { type: 'open'; connection: number }
  | { type: 'data'; connection: number; bytes: Uint8Array }
  | { type: 'end'; connection: number }
  | { type: 'close' };

/**
 * Connections of the pool. PGlite is one session, which the thread lends to one connection's query at a time
 * (pglite-thread-worker.ts), so more connections do not run more queries at once: they let the next queries
 * wait in the thread rather than in the pool. With one, the thread sat idle from each answer until the server's
 * thread had handed the connection to the next query, which came after the finished request's own work
 * (mapping, serializing, compressing its page): about as long as the query itself (demo customer list at 20
 * concurrent, 2026-12-01: 2.4 ms idle for 2.5 ms busy a query).
 */
const CONNECTIONS = 4;

/**
 * The embedded database in its own thread, reached through node-postgres as PostgreSQL is.
 *
 * PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls it, so in the server's thread every
 * query's work queued behind the requests' JavaScript and theirs behind it. Here PGlite has a thread of its
 * own and the server's thread only writes and reads the wire protocol, as it does with PostgreSQL.
 *
 * The pool's connections share PGlite's one session: the thread answers their queries one at a time in the
 * order they come, and a connection whose transaction is open holds the session until it ends, as a
 * transaction held the only connection before. So what a session keeps beyond a transaction is shared by all
 * of them: no named prepared statements on this database (raw-rows.ts names them on PostgreSQL only), no
 * session settings; a session advisory lock is only the migration's, taken while no other query runs.
 */
export interface PgliteThread {
  pool: pg.Pool;
  /** The thread itself: ending it fails every query (a crash, in tests). */
  worker: Worker;
  stop(): Promise<void>;
}

export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = startWorker(dataDir);
  const sockets = new Map<number, WorkerSocket>();
  let opened = 0;
  let failure: Error | undefined;
  let stopped: (() => void) | undefined;
  // A thread that fails or ends fails every connection and every later one, rather than leave queries waiting.
  const fail = (error: Error) => {
    failure ??= error;
    for (const socket of sockets.values()) socket.destroy(failure);
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded database stopped on start (exit ${code})`)));
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'data') {
        const { buffer, byteOffset, byteLength } = message.bytes;
        sockets.get(message.connection)?.push(Buffer.from(buffer, byteOffset, byteLength));
      } else if (message.type === 'error')
        fail(new Error(`The embedded database failed: ${message.message}`));
      else stopped?.();
    });
  });
  worker.removeAllListeners('error').removeAllListeners('exit');
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit ${code})`)));

  const pool = new pg.Pool({
    Client: EmbeddedClient,
    max: CONNECTIONS,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    // After a failure each new connection fails as it connects (thrown here, it would end the process).
    stream: () => {
      const connection = ++opened;
      const socket = new WorkerSocket(worker, connection, failure, () => sockets.delete(connection));
      sockets.set(connection, socket);
      return socket;
    },
  });
  return {
    pool,
    worker,
    stop: async () => {
      await pool.end();
      await new Promise<void>((resolve) => {
        stopped = resolve;
        post(worker, { type: 'close' });
      });
      await worker.terminate();
    },
  };
}

const post = (worker: Worker, message: ToWorker, transfer?: ArrayBuffer[]) =>
  worker.postMessage(message, transfer);

/** A connection to the embedded database's thread: its class tells the engine apart (see `isEmbedded`). */
export class EmbeddedClient extends pg.Client {}

/** The socket node-postgres writes to: frames go to the database's thread, its answers come back as reads. */
class WorkerSocket extends Duplex {
  private outgoing: Buffer[] = [];

  constructor(
    private readonly worker: Worker,
    private readonly connection: number,
    private readonly failure: Error | undefined,
    private readonly forget: () => void,
  ) {
    super();
  }

  connect() {
    const { failure } = this;
    if (failure) process.nextTick(() => this.destroy(failure));
    else {
      post(this.worker, { type: 'open', connection: this.connection });
      process.nextTick(() => this.emit('connect'));
    }
    return this;
  }

  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }

  override _read() {}

  // node-postgres writes a query as several messages in one tick (parse, bind, describe, execute, sync):
  // they go to the thread together, as one message.
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (this.outgoing.push(chunk) === 1) queueMicrotask(() => this.flush());
    done();
  }

  private flush() {
    // Moved rather than copied; a Buffer of its own, since small Buffers share one pooled ArrayBuffer.
    const bytes = joinBytes(this.outgoing);
    this.outgoing = [];
    post(this.worker, { type: 'data', connection: this.connection, bytes }, [bytes.buffer]);
  }

  override _final(done: () => void) {
    this.push(null);
    done();
  }

  // Ended or failed: the thread gives the session back if this connection held it (an open transaction).
  override _destroy(error: Error | null, done: (error?: Error | null) => void) {
    this.forget();
    if (!this.failure) post(this.worker, { type: 'end', connection: this.connection });
    done(error);
  }
}

// Built, the worker is dist/pglite-thread-worker.js beside main.js. From source (tsx, Vitest) it is the .ts
// file, which the thread loads after registering tsx's loader in itself.
function startWorker(dataDir: string) {
  const options = { workerData: { dataDir } };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pglite-thread-worker.js', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./pglite-thread-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
