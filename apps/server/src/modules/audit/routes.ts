import { historyPageSchema, isAuditEntity } from '@commerce/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { adminUsers } from '../../db/schema/admin-users.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { signedInRoute } from '../../http/access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { holdsAny, principalOf } from '../../http/principal.ts';
import { HISTORY_READERS } from './readers.ts';

const PAGE_SIZE = 50;

/** A record's History: its audit trail with who made each change, for the History panel of its page. */
export const auditRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    app.get(
      '/audit/:entity/:entityId',
      {
        config: signedInRoute,
        schema: {
          tags: ['audit'],
          summary: `A record's History, newest first (${PAGE_SIZE} per page; pass before=NextBefore for more)`,
          params: z.object({ entity: z.string().max(50), entityId: z.string().max(200) }),
          querystring: z.object({
            before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
          }),
          response: { 200: historyPageSchema },
        },
      },
      async (request) => {
        const { entity, entityId } = request.params;
        const reader = isAuditEntity(entity) ? HISTORY_READERS[entity] : undefined;
        if (!reader) throw notFound('That kind of record');
        const principal = principalOf(request);
        const own = reader.own?.(principal, entityId) ?? false;
        if (!own && !holdsAny(principal, ...reader.anyOf)) throw forbidden();
        // A record hidden from the caller answers as a missing one, like its own page does.
        if (reader.canSee && !(await reader.canSee(db, principal, entityId))) throw notFound('The record');
        const rows = await db
          .select({
            event: auditEvents,
            actorName: sql<
              string | null
            >`nullif(trim(${adminUsers.firstName} || ' ' || ${adminUsers.lastName}), '')`,
          })
          .from(auditEvents)
          .leftJoin(adminUsers, eq(adminUsers.id, auditEvents.actorId))
          .where(
            and(
              eq(auditEvents.entity, entity),
              eq(auditEvents.entityId, entityId),
              request.query.before ? lt(auditEvents.id, request.query.before) : undefined,
            ),
          )
          .orderBy(desc(auditEvents.id))
          .limit(PAGE_SIZE + 1);
        const page = rows.slice(0, PAGE_SIZE);
        return {
          Items: page.map(({ event, actorName }) => ({
            ID: event.id,
            At: event.at.toISOString(),
            ActorID: event.actorId,
            ActorName: actorName,
            Action: event.action,
            Changes: event.changes,
          })),
          NextBefore: rows.length > PAGE_SIZE ? (page.at(-1)?.event.id ?? null) : null,
        };
      },
    );
  };
