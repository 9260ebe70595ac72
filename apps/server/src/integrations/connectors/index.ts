import type { OutboxHandlers } from '../outbox.ts';
import {
  defineConnector,
  transportOf,
  type Connector,
  type ConnectorContext,
  type ConnectorOutcome,
  type ConnectorWriteBack,
} from './connector.ts';
import { emailConnector } from './email.ts';

export {
  defineConnector,
  defineWriteBack,
  deliveredOutcome,
  failedOutcome,
  pendingConnectorSend,
  sendThroughConnector,
} from './connector.ts';
export type {
  Connector,
  ConnectorOutcome,
  ConnectorSend,
  ConnectorWriteBack,
  SendOutcome,
} from './connector.ts';

/*
 * The connectors of the systems outside. An area that sends to one calls
 * sendThroughConnector(tx, system, { entity, entityId, payload }) in its transaction; to write the outcome
 * back (the status the spec shows: Success, Fail … with the time) it declares a write-back in its module
 * (defineWriteBack: onDelivered / onFailed for its sends) and lists it in declarations.ts.
 */

/** ERP (NetSuite): order creation (spec 3 §7 sendtonetsuite). */
export const erpConnector = defineConnector({ system: 'erp', describe: 'ERP (NetSuite): order creation' });

/** POS (Eagle): shipments, gift card redemptions and gift cards on shipment (spec 3 §7 sendtoeagle). */
export const posConnector = defineConnector({
  system: 'pos',
  describe: 'POS (Eagle): shipments, redemptions and gift cards on shipment',
});

/** Customer service (CECS): customer records kept in step. */
export const cecsConnector = defineConnector({
  system: 'cecs',
  describe: 'Customer service (CECS): customer sync',
});

export const CONNECTORS: readonly Connector[] = [emailConnector, erpConnector, posConnector, cecsConnector];

/**
 * The outbox handlers of the connectors, each through the transport this configuration gives it. A send's
 * hooks are its connector's own, then those of the areas' write-backs for its system and entity.
 */
export function connectorOutboxHandlers(
  context: ConnectorContext,
  connectors: readonly Connector[] = CONNECTORS,
  writeBacks: readonly ConnectorWriteBack[] = [],
): OutboxHandlers {
  return Object.fromEntries(
    connectors.map((connector) => {
      const transport = transportOf(connector, context);
      const ofSystem = writeBacks.filter((writeBack) => writeBack.system === connector.system);
      const hooksFor = (entity: string) => [
        connector,
        ...ofSystem.filter((writeBack) => writeBack.entities.includes(entity)),
      ];
      return [
        connector.kind,
        {
          deliver: (payload, row) => transport.deliver({ row, payload }),
          async onDelivered(tx, row, delivery) {
            // The transport always reports a ConnectorOutcome.
            for (const hooks of hooksFor(row.entity))
              await hooks.onDelivered?.(tx, row, delivery as ConnectorOutcome);
          },
          async onFailed(tx, row, failure) {
            for (const hooks of hooksFor(row.entity)) await hooks.onFailed?.(tx, row, failure);
          },
        },
      ];
    }),
  ) as OutboxHandlers;
}

/** Where each connector's sends go with this configuration, for the developers. */
export const connectorChannels = (context: ConnectorContext, connectors: readonly Connector[] = CONNECTORS) =>
  connectors.map((connector) => {
    const transport = transportOf(connector, context);
    return {
      system: connector.system,
      describe: connector.describe,
      channel: transport.channel,
      target: transport.target,
    };
  });
