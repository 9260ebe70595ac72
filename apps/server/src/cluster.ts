import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { answerMetricsRequest, isMetricsRequest } from './operations/cluster-metrics.ts';

/** What the primary prints once every process listens, its start done (bench/_server.mjs waits for it). */
export const ALL_LISTENING = 'All server processes are listening';

/** What a server process tells the primary once its start is done (server.ts). */
export const SERVER_READY = 'server process ready';

/**
 * Set by the primary on the process it starts first, the one that migrates: it listens at once, so the
 * probes see a machine that is starting (server.ts). The others listen only once their start is done, as
 * the primary hands connections to every listening process in turn, ready or not.
 */
export const FIRST_SERVER_PROCESS = 'COMMERCE_FIRST_SERVER_PROCESS';

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
 * publishes what a new database lacks — and the others once it is ready, so no two do that work at once.
 * It gathers the machine's metrics for the process asked for them (operations/cluster-metrics.ts), starts a
 * process again when one dies, and stops them all on SIGTERM or SIGINT. The processes tell each other to
 * empty their read caches through the database (read-caches.ts), as separate machines do.
 */
export function runClusterPrimary(config: Pick<Config, 'SERVER_PROCESSES'>): void {
  const processes = config.SERVER_PROCESSES;
  cluster.setupPrimary({ execArgv: serverProcessFlags(process.execArgv, process.env.NODE_OPTIONS) });
  let stopping = false;
  const ready = new WeakSet<Worker>();
  let readyCount = 0;
  const fork = (env: Record<string, string> = {}): Worker => {
    const worker = cluster.fork(env);
    worker.on('message', (message) => {
      if (message === SERVER_READY) {
        ready.add(worker);
        if (++readyCount === processes) console.log(`${ALL_LISTENING} (${processes})`);
        if (env[FIRST_SERVER_PROCESS]) for (let n = 1; n < processes; n++) fork();
        return;
      }
      if (isMetricsRequest(message)) void answerMetricsRequest(worker, message);
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

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!ready.has(worker)) {
      // It stopped while starting (a bad configuration, an unreachable database): another would too.
      process.exitCode = code || 1;
      stop();
      return;
    }
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork();
  });

  fork({ [FIRST_SERVER_PROCESS]: '1' });

  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
