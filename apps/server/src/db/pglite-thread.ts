import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { joinBytes } from './wire-messages.ts';

type FromWorker =
  | { type: 'ready' }
  | { type: 'data'; bytes: Uint8Array }
  | { type: 'error'; message: string }
  | { type: 'closed' };

/**
 * The embedded database in its own thread, reached through node-postgres as PostgreSQL is.
 *
 * PGlite runs PostgreSQL compiled to WebAssembly on the thread that calls it, so in the server's thread every
 * query's work queued behind the requests' JavaScript and theirs behind it. Here PGlite has a thread of its
 * own and the server's thread only writes and reads the wire protocol, as it does with PostgreSQL.
 *
 * PGlite is one session, so the pool holds one connection: the queries wait their turn in the pool, as they
 * waited for PGlite's lock in the server's thread, and a transaction holds the session until it ends.
 */
export interface PgliteThread {
  pool: pg.Pool;
  /** The thread itself: ending it fails every query (a crash, in tests). */
  worker: Worker;
  stop(): Promise<void>;
}

export async function openPgliteThread(dataDir: string): Promise<PgliteThread> {
  const worker = startWorker(dataDir);
  let socket: WorkerSocket | undefined;
  let failure: Error | undefined;
  let stopped: (() => void) | undefined;
  // A thread that fails or ends fails the connection and every later one, rather than leave queries waiting.
  const fail = (error: Error) => {
    failure ??= error;
    socket?.destroy(failure);
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The embedded database stopped on start (exit ${code})`)));
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'data') {
        const { buffer, byteOffset, byteLength } = message.bytes;
        socket?.push(Buffer.from(buffer, byteOffset, byteLength));
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
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    // After a failure each new connection fails as it connects (thrown here, it would end the process).
    stream: () => (socket = new WorkerSocket(worker, failure)),
  });
  return {
    pool,
    worker,
    stop: async () => {
      await pool.end();
      await new Promise<void>((resolve) => {
        stopped = resolve;
        worker.postMessage({ type: 'close' });
      });
      await worker.terminate();
    },
  };
}

/** A connection to the embedded database's thread: its class tells the engine apart (see `isEmbedded`). */
export class EmbeddedClient extends pg.Client {}

/** The socket node-postgres writes to: frames go to the database's thread, its answers come back as reads. */
class WorkerSocket extends Duplex {
  private outgoing: Buffer[] = [];

  constructor(
    private readonly worker: Worker,
    private readonly failure: Error | undefined,
  ) {
    super();
  }

  connect() {
    const { failure } = this;
    if (failure) process.nextTick(() => this.destroy(failure));
    else {
      this.worker.postMessage({ type: 'open' });
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
    this.worker.postMessage({ type: 'data', bytes }, [bytes.buffer]);
  }

  override _final(done: () => void) {
    this.push(null);
    done();
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
