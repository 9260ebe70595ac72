/** The systems outside the console; each has one connector (connectors/index.ts). */
export const CONNECTOR_SYSTEMS = ['erp', 'pos', 'cecs', 'email'] as const;
export type ConnectorSystem = (typeof CONNECTOR_SYSTEMS)[number];

/**
 * The systems reached over HTTP when configured (CONNECTOR_{SYSTEM}_URL, optional CONNECTOR_{SYSTEM}_TOKEN);
 * otherwise their sends are dropped as files. E-mail has SMTP_URL instead.
 */
export const HTTP_CONNECTOR_SYSTEMS = ['erp', 'pos', 'cecs'] as const satisfies readonly ConnectorSystem[];
export type HttpConnectorSystem = (typeof HTTP_CONNECTOR_SYSTEMS)[number];

/**
 * The outbox kind of each system's sends. E-mail keeps the kind it had before connectors ('email'), so
 * sends queued by an older server, and code that queues them directly, still deliver.
 */
export const CONNECTOR_KINDS: Record<ConnectorSystem, string> = {
  erp: 'connector.erp',
  pos: 'connector.pos',
  cecs: 'connector.cecs',
  email: 'email',
};

export const connectorUrlVariable = <S extends HttpConnectorSystem>(system: S) =>
  `CONNECTOR_${system.toUpperCase() as Uppercase<S>}_URL` as const;
export const connectorTokenVariable = <S extends HttpConnectorSystem>(system: S) =>
  `CONNECTOR_${system.toUpperCase() as Uppercase<S>}_TOKEN` as const;
