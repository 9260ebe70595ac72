import cluster, { type Worker } from 'node:cluster';
import { FORGET_READ_CACHES } from './http/read-caches.ts';

/** What the primary prints once every process listens (bench/_server.mjs waits for it). */
export const ALL_LISTENING = 'All server processes are listening';

/**
 * What the server processes add to the primary's Node flags: semi-spaces of 32 MB for V8's young
 * generation instead of 16. Every list request allocates its rows, their objects and their JSON there; with
 * more room fewer of them are scavenged while still alive (measured in docs/performance.md, 'A larger young
 * generation'). The flag only works from the command line (V8 sizes the heap as it starts), so the primary
 * passes it to the processes it starts; a --max-semi-space-size of the operator's own (flags or
 * NODE_OPTIONS) wins.
 */
export function serverProcessFlags(execArgv: readonly string[], nodeOptions = ''): string[] {
  const own = [...execArgv, ...nodeOptions.split(/\s+/)].some((flag) =>
    /^--max[-_]semi[-_]space[-_]size/.test(flag),
  );
  return own ? [...execArgv] : [...execArgv, '--max-semi-space-size=32'];
}

/**
 * The primary of SERVER_PROCESSES server processes sharing one port (node:cluster; PostgreSQL only). It
 * serves nothing itself. The first process starts alone — it migrates, creates the first admin, seeds and
 * publishes what a new database lacks — and the others once it listens, so no two do that work at once.
 * It passes each process's 'caches emptied' message to the others (read-caches.ts), starts a process again
 * when one dies, and stops them all on SIGTERM or SIGINT.
 */
export function runClusterPrimary(processes: number): void {
  cluster.setupPrimary({ execArgv: serverProcessFlags(process.execArgv, process.env.NODE_OPTIONS) });
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message) => {
      if (message !== FORGET_READ_CACHES) return;
      for (const other of Object.values(cluster.workers ?? {})) {
        if (other && other !== worker && other.isConnected()) other.send(FORGET_READ_CACHES);
      }
    });
    return worker;
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit();
    for (const worker of workers) worker?.process.kill('SIGTERM');
  };

  const listened = new WeakSet<Worker>();
  let listening = 0;
  cluster.on('listening', (worker) => {
    listened.add(worker);
    if (++listening === processes) console.log(`${ALL_LISTENING} (${processes})`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!listened.has(worker)) {
      // It stopped while starting (a bad configuration, an unreachable database): another would too.
      process.exitCode = code || 1;
      stop();
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork();
  });

  const first = fork();
  first.once('listening', () => {
    for (let n = 1; n < processes; n++) fork();
  });

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
