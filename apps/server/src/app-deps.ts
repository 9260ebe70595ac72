import type { RouteOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { MigrationLevel } from './db/migrate.ts';
import type { Geocoder } from './integrations/geocoding.ts';
import type { BulkJobHandler } from './jobs/bulk-handler.ts';
import type { StartupState } from './operations/readiness.ts';
import type { AssetStorage } from './modules/assets/public.ts';
import type { LoyaltyProvider } from './modules/build-order/public.ts';
import type { GiftCardBalanceProvider } from './modules/giftcards/public.ts';
import type { PublicStorage } from './publishing/storage.ts';

/** What buildApp needs from outside; tests build the same app around an in-memory database. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Read at each request: while the server starts, server.ts fills it in once the migrations ran. */
  migrationLevel: MigrationLevel;
  /**
   * How far the server's start has got; until it is done only the probes answer (readiness.ts). Absent: the
   * app is built on a database already migrated (the tests).
   */
  startup?: StartupState;
  /** The bulk uploads the server runs; defaults to BULK_JOB_HANDLERS (declarations.ts; tests bring their own). */
  bulkJobHandlers?: readonly BulkJobHandler[];
  /**
   * Where published files are kept (GET /public/{name}); defaults to the configured storage (BLOB_URL's, or
   * DATA_DIR/public). The outbox sender's publish handler must write to the same storage (main.ts passes one to
   * both; tests may inject a failing one).
   */
  publicStorage?: PublicStorage;
  /** Where the asset library keeps its files; defaults to the configured storage (BLOB_URL's, or DATA_DIR/assets). */
  assetStorage?: AssetStorage;
  /** Where gift card balances come from; defaults to the embedded provider (gift_cards.balance). */
  giftCardBalances?: GiftCardBalanceProvider;
  /** Answers the loyalty lookup; defaults to the configured one (HTTP with LOYALTY_URL, else embedded). */
  loyalty?: LoyaltyProvider;
  /** Places store addresses; defaults to the configured one (geocoderFor: the ZIP table unless GEOCODER_URL). */
  geocoder?: Geocoder;
  /**
   * Holds back the answer to a wrong password for the throttle's delay (THROTTLE_POLICY); defaults to waiting
   * that long. The sign-in burst test records the delays instead of waiting up to 4 s a burst.
   */
  holdBack?: (ms: number) => Promise<void>;
  /** Sees every route as it is registered (the route-access test lists them with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** What the routes get from buildApp: the deps with the storages resolved (given, or as configured). */
export type ServingDeps = AppDeps & Required<Pick<AppDeps, 'assetStorage' | 'publicStorage'>>;
