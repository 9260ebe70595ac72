import { COMMON_ERRORS } from '@commerce/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { apiError } from '../http/errors.ts';

/** How far a server process's start has got: migrating its database, then the first admin, seed and publish. */
export type StartupPhase = 'migrating' | 'starting' | 'ready';

/** The start's progress, which server.ts moves on and the app reads at each request. */
export interface StartupState {
  phase: StartupPhase;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers while the server starts (the probes, the metrics). */
    duringStartup?: boolean;
  }
}

/** Marks a route that answers while the server starts; every other one answers 503 Server.Starting. */
export const answersDuringStartup = { duringStartup: true };

export const startingError = (phase: Exclude<StartupPhase, 'ready'>) =>
  apiError(COMMON_ERRORS.starting, { data: { Phase: phase === 'migrating' ? 'Migrating' : 'Starting' } });

/**
 * Until the start is done, every request but the probes' is answered 503 Server.Starting: the tables it would
 * read may not exist yet. First of the app's hooks, and synchronous: after the start it costs one comparison.
 */
export function registerStartupGate(app: FastifyInstance, startup: StartupState): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { phase } = startup;
    if (phase === 'ready' || request.routeOptions.config.duringStartup) done();
    else done(startingError(phase));
  });
}

/**
 * Whether the database answers a trivial query within `timeoutMs`: a readiness probe must answer within its
 * own timeout (Kubernetes' default is 1 s), whatever the database does meanwhile.
 */
export async function databaseAnswers(database: Database, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([database.exec('select 1').then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
