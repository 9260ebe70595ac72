import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { developerRoute, requireFeature } from '../http/access.ts';
import { listRoute } from '../http/list-route.ts';
import { DEVELOPER_ERRORS, sendApi, sendListSpec } from '@commerce/domain';
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

const outboxItemSchema = z.object({
  ID: z.number(),
  Kind: z.string(),
  /** erp, pos, cecs, email, publisher; null for a kind this server does not send. */
  System: z.string().nullable(),
  /** How it went out (file, http, smtp …) once sent. */
  Channel: z.string().nullable(),
  Entity: z.string(),
  EntityID: z.string(),
  Status: z.string(),
  Attempts: z.number(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
});

const toOutboxItem = (row: OutboxRow): z.output<typeof outboxItemSchema> => ({
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

    app.get(
      '/developer/outbox',
      {
        config: developerRoute,
        schema: {
          tags,
          summary:
            'The 100 latest outbox sends with their status, attempts and last error, and where each system sends',
          response: {
            200: z.object({
              Items: z.array(outboxItemSchema),
              Connectors: z.array(
                z.object({
                  System: z.string(),
                  Description: z.string(),
                  Channel: z.string(),
                  Target: z.string(),
                }),
              ),
            }),
          },
        },
      },
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

    app.post(
      '/developer/outbox/:id/retry',
      {
        config: developerRoute,
        schema: {
          tags,
          summary:
            'Put a send the outbox gave up on (failed) back in line now, with a fresh round of attempts',
          params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
          response: { 200: outboxItemSchema },
        },
      },
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

    app.get(
      '/developer/mail',
      {
        config: developerRoute,
        schema: {
          tags,
          summary: 'E-mails written to DATA_DIR/mail when no SMTP_URL is set, newest first',
          response: {
            200: z.object({
              Directory: z.string(),
              Items: z.array(
                z.object({ File: z.string(), To: z.string(), Subject: z.string(), Date: z.string() }),
              ),
            }),
          },
        },
      },
      async () => {
        const directory = mailDirectory(config.DATA_DIR);
        return { Directory: directory, Items: config.SMTP_URL ? [] : await listMailFiles(directory) };
      },
    );
  };
