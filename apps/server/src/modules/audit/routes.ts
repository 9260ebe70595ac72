import type { FeatureKey } from '@commerce/domain';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { signedInRoute } from '../../http/access.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { principalOf } from '../../http/guard.ts';
import type { Principal } from '../auth/principal.ts';

/**
 * Who may read the trail of which kind of record: holders of the area's reader key, and a user their
 * own record. Each area adds its entity here as it arrives.
 */
const AUDIT_READERS: Record<
  string,
  { anyOf: FeatureKey[]; own?: (principal: Principal, id: string) => boolean }
> = {
  'admin-user': { anyOf: ['internal-reader'], own: (principal, id) => principal.user.id === id },
  role: { anyOf: ['internal-admin'] },
};

const auditEventSchema = z.object({
  ID: z.number(),
  At: z.string(),
  ActorID: z.string().nullable(),
  Action: z.string(),
  Changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});

export const auditRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit/:entity/:entityId',
      {
        config: signedInRoute,
        schema: {
          tags: ['audit'],
          summary: "A record's audit trail, newest first (50 per page; pass before= the last ID for more)",
          params: z.object({ entity: z.string().max(50), entityId: z.string().max(200) }),
          querystring: z.object({ before: z.coerce.number().int().positive().optional() }),
          response: { 200: z.object({ Items: z.array(auditEventSchema) }) },
        },
      },
      async (request) => {
        const { entity, entityId } = request.params;
        const readers = Object.hasOwn(AUDIT_READERS, entity) ? AUDIT_READERS[entity] : undefined;
        if (!readers) throw notFound('That kind of record');
        const principal = principalOf(request);
        const allowed =
          readers.anyOf.some((key) => principal.permissions.includes(key)) ||
          readers.own?.(principal, entityId);
        if (!allowed) throw forbidden();
        const rows = await database.db
          .select()
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.entity, entity),
              eq(auditEvents.entityId, entityId),
              request.query.before ? lt(auditEvents.id, request.query.before) : undefined,
            ),
          )
          .orderBy(desc(auditEvents.id))
          .limit(50);
        return {
          Items: rows.map((row) => ({
            ID: row.id,
            At: row.at.toISOString(),
            ActorID: row.actorId,
            Action: row.action,
            Changes: row.changes,
          })),
        };
      },
    );
  };
