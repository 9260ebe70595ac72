import path from 'node:path';
import type { Config } from '../../config.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { writeFileAtomically } from '../atomic-file.ts';
import {
  enqueue,
  pendingSendId,
  type OutboxDelivery,
  type OutboxFailure,
  type OutboxRow,
} from '../outbox.ts';
import {
  CONNECTOR_KINDS,
  connectorTokenVariable,
  connectorUrlVariable,
  HTTP_CONNECTOR_SYSTEMS,
  type ConnectorSystem,
  type HttpConnectorSystem,
} from './systems.ts';

/** One send to a system outside: what it is about, and the exact payload the system receives. */
export interface ConnectorSend {
  entity: string;
  entityId: string;
  payload: Record<string, unknown>;
}

/** How a send was delivered: the channel and what names it there (file path, HTTP status, message ID). */
export interface ConnectorOutcome extends OutboxDelivery {
  reference: string;
  /** HTTP: the receiver's status and answer (its first 64 KB), e.g. the ERP's order number. */
  status?: number;
  response?: string;
}

/** Carries sends to one system; throws to have a send retried. */
export interface ConnectorTransport {
  /** 'file', 'http', 'smtp' … */
  readonly channel: string;
  /** Where sends go (a directory, an address without credentials), for the developers. */
  readonly target: string;
  deliver(send: { row: OutboxRow; payload: Record<string, unknown> }): Promise<ConnectorOutcome>;
}

export interface ConnectorContext {
  config: Config;
  /** The HTTP client (tests may pass a stub); global fetch by default. */
  fetch?: typeof fetch;
}

export interface Connector {
  system: ConnectorSystem;
  /** What the system is and what goes to it, for the developers. */
  describe: string;
  /** The outbox kind of its sends. */
  kind: string;
  /** A transport of its own; by default HTTP when CONNECTOR_{SYSTEM}_URL is set, else the file drop. */
  transport?(context: ConnectorContext): ConnectorTransport;
  /**
   * Writes a delivered send's outcome back (a shipment's ERP status and time), in the transaction that marks
   * the send sent. Throwing makes the attempt a failure, retried later (the receiver dedupes by the key).
   */
  onDelivered?(tx: Tx, row: OutboxRow, outcome: ConnectorOutcome): Promise<void>;
  /** Records a failed attempt (failure.final: the outbox gave up), in the transaction that records it. */
  onFailed?(tx: Tx, row: OutboxRow, failure: OutboxFailure): Promise<void>;
}

/**
 * An area's write-back of the sends it makes to a system: the outcome written on its records (a shipment's
 * NetSuite status and time). The hooks run, like a connector's own, in the transaction that records the
 * attempt, for the sends of `system` whose outbox entity is one of `entities`. Integrations import no
 * module, so an area declares its write-backs in its module and lists them in declarations.ts
 * (CONNECTOR_WRITE_BACKS), which the composition root passes to the outbox handlers.
 */
export interface ConnectorWriteBack {
  system: ConnectorSystem;
  entities: readonly string[];
  onDelivered?(tx: Tx, row: OutboxRow, outcome: ConnectorOutcome): Promise<void>;
  onFailed?(tx: Tx, row: OutboxRow, failure: OutboxFailure): Promise<void>;
}

export const defineWriteBack = (writeBack: ConnectorWriteBack): ConnectorWriteBack => writeBack;

/**
 * What a write-back records of an attempt: a delivered send is 'success' with the channel it went through
 * (the file channel counts: the payload was handed over where the system picks its files up), a failed
 * attempt 'failure' with its number and error (and GaveUp once the outbox gives up).
 */
export interface SendOutcome {
  status: 'success' | 'failure';
  note: Record<string, unknown>;
}

export const deliveredOutcome = (outcome: ConnectorOutcome): SendOutcome => ({
  status: 'success',
  note: { Channel: outcome.channel, Reference: outcome.status ? `HTTP ${outcome.status}` : null },
});

export const failedOutcome = (row: OutboxRow, failure: OutboxFailure): SendOutcome => ({
  status: 'failure',
  note: { Attempt: row.attempts, Error: failure.error, ...(failure.final ? { GaveUp: true } : {}) },
});

/** Declares the connector of a system; list it in connectors/index.ts. */
export const defineConnector = (connector: Omit<Connector, 'kind'>): Connector => ({
  ...connector,
  kind: CONNECTOR_KINDS[connector.system],
});

/**
 * Queues a send to `system` inside the caller's transaction: it goes out after commit, with retries (call
 * notifyOutbox() after commit). Returns the outbox ID, which is also the send's idempotency key
 * (`outbox-{id}`).
 */
export const sendThroughConnector = (
  tx: DbOrTx,
  system: ConnectorSystem,
  send: ConnectorSend,
): Promise<number> => enqueue(tx, { kind: CONNECTOR_KINDS[system], ...send });

/** The send to `system` about this record still on its way (pendingSendId), if any. */
export const pendingConnectorSend = (
  tx: DbOrTx,
  system: ConnectorSystem,
  send: Pick<ConnectorSend, 'entity' | 'entityId'>,
): Promise<number | null> => pendingSendId(tx, { kind: CONNECTOR_KINDS[system], ...send });

/** DATA_DIR/outbound/{system}: the embedded default's file drop. */
export const outboundDirectory = (dataDir: string, system: ConnectorSystem): string =>
  path.join(dataDir, 'outbound', system);

const fileNamePart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);

/**
 * The embedded default: each send's exact payload as a JSON file,
 * `{time}-{entity}-{entityId}-{outboxId}.json` (the time is ISO 8601 with ':' and '.' as '-', so the names
 * sort by time and are valid on every file system), written atomically so a system picking files up never
 * reads half of one.
 */
export function fileTransport(directory: string): ConnectorTransport {
  return {
    channel: 'file',
    target: directory,
    async deliver({ row, payload }) {
      const time = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${time}-${fileNamePart(row.entity)}-${fileNamePart(row.entityId)}-${row.id}.json`;
      const file = await writeFileAtomically(directory, name, `${JSON.stringify(payload, null, 2)}\n`);
      return { channel: 'file', reference: file };
    },
  };
}

const RESPONSE_KEPT = 64 * 1024;
const HTTP_TIMEOUT_MS = 30_000;

/**
 * POSTs each send's payload as JSON with `Idempotency-Key: outbox-{id}`: a retried send carries the same
 * key, so a receiver that honours it never applies one send twice. Any answer but 2xx (redirects too)
 * throws, and the outbox retries.
 */
export function httpTransport(
  system: ConnectorSystem,
  endpoint: { url: string; token?: string },
  fetchImpl: typeof fetch = fetch,
): ConnectorTransport {
  const target = new URL(endpoint.url);
  target.username = '';
  target.password = '';
  return {
    channel: 'http',
    target: target.toString(),
    async deliver({ row, payload }) {
      const response = await fetchImpl(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `outbox-${row.id}`,
          ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
        },
        body: JSON.stringify(payload),
        redirect: 'manual',
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      const text = (await response.text()).slice(0, RESPONSE_KEPT);
      if (response.status < 200 || response.status > 299) {
        throw new Error(`${system} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
      }
      return {
        channel: 'http',
        reference: `HTTP ${response.status}`,
        status: response.status,
        response: text,
      };
    },
  };
}

const isHttpSystem = (system: ConnectorSystem): system is HttpConnectorSystem =>
  (HTTP_CONNECTOR_SYSTEMS as readonly string[]).includes(system);

/** The HTTP endpoint configured for a system, if any. */
export function connectorEndpoint(
  config: Config,
  system: ConnectorSystem,
): { url: string; token?: string } | null {
  if (!isHttpSystem(system)) return null;
  const url = config[connectorUrlVariable(system)];
  if (!url) return null;
  const token = config[connectorTokenVariable(system)];
  return token ? { url, token } : { url };
}

/** The transport a connector's sends go through with this configuration. */
export function transportOf(connector: Connector, context: ConnectorContext): ConnectorTransport {
  if (connector.transport) return connector.transport(context);
  const endpoint = connectorEndpoint(context.config, connector.system);
  return endpoint
    ? httpTransport(connector.system, endpoint, context.fetch)
    : fileTransport(outboundDirectory(context.config.DATA_DIR, connector.system));
}
