import { INTEGRATION_SYSTEMS, sendListSpec, type SendListItem } from '@commerce/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { outbox } from '../db/schema/outbox.ts';
import { validationFailure } from '../http/errors.ts';
import { defineList, type ListPage, type ListQuery } from '../http/list-query.ts';
import { CONNECTOR_KINDS } from './connectors/systems.ts';

const KINDS = INTEGRATION_SYSTEMS.map((system) => CONNECTOR_KINDS[system]);
const systemOf = (kind: string) =>
  INTEGRATION_SYSTEMS.find((system) => CONNECTOR_KINDS[system] === kind) ?? kind;

/**
 * GET /sends (sendListSpec): the connectors' sends, newest first. System names the connector (its outbox
 * kind); FailedSince is an instant (the dashboard's 24 hours). Pending and failed sends are few and have their
 * own indexes (outbox_pending_kind_idx, outbox_failed_kind_idx).
 */
export const sendList = defineList({
  spec: sendListSpec,
  table: outbox,
  fields: {
    ID: { column: outbox.id, type: 'number', sort: true },
    Status: { column: outbox.status, type: 'text', filter: true },
    CreatedAt: { column: outbox.createdAt, type: 'date', sort: true },
    FailedAt: { column: outbox.failedAt, type: 'date', sort: true },
  },
  customFilters: {
    System: (values, key): SQL | undefined => {
      const kinds = values.map((value) => {
        const system = INTEGRATION_SYSTEMS.find((one) => one === value);
        if (!system) throw validationFailure({ [key]: `must be one of ${INTEGRATION_SYSTEMS.join(', ')}` });
        return CONNECTOR_KINDS[system];
      });
      return kinds.length > 0 ? inArray(outbox.kind, kinds) : undefined;
    },
    FailedSince: (values, key): SQL | undefined => {
      const instants = values.map((value) => {
        if (Number.isNaN(Date.parse(value)))
          throw validationFailure({ [key]: 'must be an instant (ISO 8601)' });
        return new Date(value).toISOString();
      });
      return instants.length > 0
        ? sql.join(
            instants.map((instant) => sql`${outbox.failedAt} >= ${instant}::timestamptz`),
            sql` and `,
          )
        : undefined;
    },
  },
  tiebreaker: outbox.id,
});

export const listSends = (db: DbOrTx, query: ListQuery): Promise<ListPage<SendListItem>> =>
  sendList.run(db, query, {
    where: inArray(outbox.kind, KINDS),
    map: (row: typeof outbox.$inferSelect): SendListItem => ({
      ID: row.id,
      System: systemOf(row.kind),
      Entity: row.entity,
      EntityID: row.entityId,
      Status: row.status,
      Attempts: row.attempts,
      LastError: row.lastError,
      CreatedAt: row.createdAt.toISOString(),
      FailedAt: row.failedAt?.toISOString() ?? null,
    }),
  });
