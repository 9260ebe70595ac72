import { historyRoute, historyReferences, isAuditEntity, type HistoryReferenceKind } from '@commerce/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { signedInRoute } from '../../http/access.ts';
import { serve } from '../../http/api-route.ts';
import { auditTrail } from '../../http/audit.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { holdsAny, principalOf } from '../../http/principal.ts';
import { userNames } from '../admin-users/public.ts';
import { HISTORY_NAME_LOOKUPS, HISTORY_READERS } from './readers.ts';

const PAGE_SIZE = 50;

/** The actor as they are called now: first and last name, or null when they are gone or have none. */
const actorName = (name: { firstName: string; lastName: string } | undefined): string | null =>
  name ? `${name.firstName} ${name.lastName}`.replace(/^ +| +$/g, '') || null : null;

/** A record's History: its audit trail with who made each change, for the History panel of its page. */
export const auditRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const db = database.db;
    serve(
      app,
      historyRoute,
      {
        config: signedInRoute,
        tags: ['audit'],
        summary: `A record's History, newest first (${PAGE_SIZE} per page; pass before=NextBefore for more)`,
      },
      async (request) => {
        const { entity, entityId } = request.params;
        const reader = isAuditEntity(entity) ? HISTORY_READERS[entity] : undefined;
        if (!reader) throw notFound('That kind of record');
        const principal = principalOf(request);
        const own = reader.own?.(principal, entityId) ?? false;
        if (!own && !holdsAny(principal, ...reader.anyOf)) throw forbidden();
        // A record hidden from the caller answers as a missing one, like its own page does.
        if (reader.visibleAmong && !(await reader.visibleAmong(db, principal, [entityId])).has(entityId))
          throw notFound('The record');
        const rows = await auditTrail(
          db,
          { entity, entityId },
          { before: request.query.before, limit: PAGE_SIZE + 1 },
        );
        const page = rows.slice(0, PAGE_SIZE);
        const actors = await userNames(
          db,
          page.flatMap((event) => event.actorId ?? []),
        );
        const references = Object.entries(
          historyReferences(
            entity,
            page.map((event) => ({ Changes: event.changes })),
          ),
        ) as [HistoryReferenceKind, string[]][];
        const names = await Promise.all(
          references.map(async ([kind, ids]) => [
            kind,
            Object.fromEntries(await HISTORY_NAME_LOOKUPS[kind](db, ids)),
          ]),
        );
        return {
          Names: Object.fromEntries(names),
          Items: page.map((event) => ({
            ID: event.id,
            At: event.at.toISOString(),
            ActorID: event.actorId,
            ActorName: actorName(event.actorId ? actors.get(event.actorId) : undefined),
            Action: event.action,
            Changes: event.changes,
          })),
          NextBefore: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
        };
      },
    );
  };
