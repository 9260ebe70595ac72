import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { developerRoute, requireFeature } from '../http/access.ts';
import { listRoute } from '../http/list-route.ts';
import {
  DEVELOPER_ERRORS,
  developerMailRoute,
  developerOutboxRoute,
  outboxRetryRoute,
  sendApi,
  sendListSpec,
  type OutboxItem,
} from '@commerce/domain';
import { serve } from '../http/api-route.ts';
import { apiError, notFound } from '../http/errors.ts';
import { PUBLISH_KIND } from '../publishing/publish.ts';
import { connectorChannels } from './connectors/index.ts';
import { CONNECTOR_KINDS } from './connectors/systems.ts';
import { listMailFiles, mailDirectory } from './email.ts';
import { listSends, sendList } from './sends-list.ts';
import { latestSends, notifyOutbox, retryFailedSend, sendById, type OutboxRow } from './outbox.ts';

/** Which system a kind of send goes to: a connector's system, or the publisher. */
const SYSTEM_OF_KIND = new Map<string, string>([
  ...Object.entries(CONNECTOR_KINDS).map(([system, kind]) => [kind, system] as const),
  [PUBLISH_KIND, 'publisher'],
]);

const toOutboxItem = (row: OutboxRow): OutboxItem => ({
  ID: row.id,
  Kind: row.kind,
  System: SYSTEM_OF_KIND.get(row.kind) ?? null,
  Channel: row.channel,
  Entity: row.entity,
  EntityID: row.entityId,
  Status: row.status,
  Attempts: row.attempts,
  LastError: row.lastError,
  CreatedAt: row.createdAt.toISOString(),
  SentAt: row.sentAt?.toISOString() ?? null,
});

/** What the server sent, or is still trying to send, for the developers (DEVELOPER_USERNAMES). */
export const integrationRoutes =
  ({ database, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['developer'];

    // What the dashboard's integration health counts, for the staff who read orders (the sends are theirs).
    listRoute(app, {
      api: sendApi,
      config: requireFeature(...sendListSpec.readKeys),
      tags: ['integrations'],
      summary:
        "The connectors' sends, newest first: filters System (erp, pos, cecs, email), Status (pending, sent, failed), FailedSince (an instant); sortBy ID, CreatedAt, FailedAt",
      list: sendList,
      page: (_request, query) => listSends(database.db, query),
    });

    const options = (summary: string) => ({ config: developerRoute, tags, summary });

    serve(
      app,
      developerOutboxRoute,
      options(
        'The 100 latest outbox sends with their status, attempts and last error, and where each system sends',
      ),
      async () => {
        const rows = await latestSends(database.db, 100);
        return {
          Items: rows.map(toOutboxItem),
          Connectors: connectorChannels({ config }).map((connector) => ({
            System: connector.system,
            Description: connector.describe,
            Channel: connector.channel,
            Target: connector.target,
          })),
        };
      },
    );

    serve(
      app,
      outboxRetryRoute,
      options('Put a send the outbox gave up on (failed) back in line now, with a fresh round of attempts'),
      async (request) => {
        const outcome = await retryFailedSend(database.db, request.params.id);
        if (outcome === 'not-found') throw notFound('The outbox send');
        if (outcome === 'not-failed') {
          throw apiError(DEVELOPER_ERRORS.notFailed);
        }
        notifyOutbox();
        return toOutboxItem((await sendById(database.db, request.params.id))!);
      },
    );

    serve(
      app,
      developerMailRoute,
      options('E-mails written to DATA_DIR/mail when no SMTP_URL is set, newest first'),
      async () => {
        const directory = mailDirectory(config.DATA_DIR);
        return { Directory: directory, Items: config.SMTP_URL ? [] : await listMailFiles(directory) };
      },
    );
  };
