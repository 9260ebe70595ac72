import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { PUBLISH_KIND, publishOutboxHandler } from '../publishing/publish.ts';
import type { PublishedFile } from '../publishing/published-file.ts';
import type { PublicStorage } from '../publishing/storage.ts';
import {
  connectorOutboxHandlers,
  CONNECTORS,
  type Connector,
  type ConnectorWriteBack,
} from './connectors/index.ts';
import type { OutboxHandlers } from './outbox.ts';

/**
 * Every outbox handler the server runs: one per connector (e-mail, ERP, POS, customer service) and the
 * publisher. main.ts gives them to the outbox sender; tests call deliverDue with them.
 */
export function createOutboxHandlers(options: {
  db: Db;
  config: Config;
  publicStorage: PublicStorage;
  connectors?: readonly Connector[];
  /** The areas' write-backs of their sends' outcomes (declarations.ts CONNECTOR_WRITE_BACKS). */
  writeBacks?: readonly ConnectorWriteBack[];
  files: readonly PublishedFile[];
  fetch?: typeof fetch;
}): OutboxHandlers {
  const { db, config, publicStorage, connectors = CONNECTORS, writeBacks = [], files, fetch } = options;
  return {
    ...connectorOutboxHandlers({ config, fetch }, connectors, writeBacks),
    [PUBLISH_KIND]: publishOutboxHandler({ db, storage: publicStorage, files }),
  };
}
