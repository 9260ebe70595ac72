import type { RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { MigrationLevel } from './db/migrate.ts';
import type { BulkJobHandler } from './jobs/bulk-handler.ts';

/** What buildApp needs from outside; tests build the same app around an in-memory database. */
export interface AppDeps {
  config: Config;
  database: Database;
  migrationLevel: MigrationLevel;
  /** The bulk uploads the server runs; defaults to jobs/handlers.ts (tests bring their own). */
  bulkJobHandlers?: readonly BulkJobHandler[];
  /** Sees every route as it is registered (the route-access test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
}
