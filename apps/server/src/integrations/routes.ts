import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { outbox } from '../db/schema/index.ts';
import { developerRoute } from '../http/access.ts';
import { listMailFiles, mailDirectory } from './email.ts';

/** What the server sent, or is still trying to send, for the developers (DEVELOPER_USERNAMES). */
export const integrationRoutes =
  ({ database, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['developer'];

    app.get(
      '/developer/outbox',
      {
        config: developerRoute,
        schema: {
          tags,
          summary: 'The 100 latest outbox sends with their status, attempts and last error',
          response: {
            200: z.object({
              Items: z.array(
                z.object({
                  ID: z.number(),
                  Kind: z.string(),
                  Entity: z.string(),
                  EntityID: z.string(),
                  Status: z.string(),
                  Attempts: z.number(),
                  LastError: z.string().nullable(),
                  CreatedAt: z.string(),
                  SentAt: z.string().nullable(),
                }),
              ),
            }),
          },
        },
      },
      async () => {
        const rows = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
        return {
          Items: rows.map((row) => ({
            ID: row.id,
            Kind: row.kind,
            Entity: row.entity,
            EntityID: row.entityId,
            Status: row.status,
            Attempts: row.attempts,
            LastError: row.lastError,
            CreatedAt: row.createdAt.toISOString(),
            SentAt: row.sentAt?.toISOString() ?? null,
          })),
        };
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
