import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { versioned, type RouteAccessRule } from './access.ts';
import { actorOf, type Actor } from './principal.ts';
import { requiredVersion, withVersion } from './versioning.ts';

type Access = { access: RouteAccessRule };
type Change<Input, Detail> = (tx: Tx, actor: Actor, input: Input) => Promise<Detail>;

export interface RecordRoutesOptions<Detail extends { Version: number }, Create, Changes> {
  /** The collection, e.g. '/roles'; the record is `{path}/:id`. */
  path: string;
  tags: string[];
  /** The record as every route answers it. */
  detail: z.ZodType<Detail>;
  /** The record ID's rule in the path; at most 100 characters by default. */
  id?: z.ZodType<string>;
  /** GET {path}/:id, with the version as its ETag. */
  read: { config: Access; summary: string; load: (db: Db, id: string) => Promise<Detail> };
  /** POST {path}: 201 with the new record. */
  create?: { config: Access; summary: string; body: z.ZodType<Create>; run: Change<Create, Detail> };
  /** PATCH {path}/:id with If-Match: the changed record. */
  update?: {
    config: Access;
    summary: string;
    body: z.ZodType<Changes>;
    run: Change<{ id: string; version: number; changes: Changes }, Detail>;
  };
  /** DELETE {path}/:id with If-Match: 204. */
  remove?: { config: Access; summary: string; run: Change<{ id: string; version: number }, void> };
}

/**
 * A record's routes by declaration: read, create, change and delete, each behind its own access rule, each
 * change in one transaction opened here and handed to the service as `(tx, actor, input)`, the changes and
 * the delete versioned (428 without If-Match, 412 when stale), the version sent back as the ETag.
 */
export function recordRoutes<Detail extends { Version: number }, Create = never, Changes = never>(
  app: FastifyInstance,
  db: Db,
  options: RecordRoutesOptions<Detail, Create, Changes>,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { path, tags, detail, read, create, update, remove } = options;
  const params = z.object({ id: options.id ?? z.string().min(1).max(100) });
  const record = `${path}/:id`;

  routes.get(
    record,
    { config: read.config, schema: { tags, summary: read.summary, params, response: { 200: detail } } },
    async (request, reply) => {
      const found = await read.load(db, request.params.id);
      return withVersion(reply, found, found.Version);
    },
  );

  if (create) {
    routes.post(
      path,
      {
        config: create.config,
        schema: { tags, summary: create.summary, body: create.body, response: { 201: detail } },
      },
      async (request, reply) => {
        const body = request.body as Create;
        const created = await db.transaction((tx) => create.run(tx, actorOf(request), body));
        return reply.code(201).send(withVersion(reply, created, created.Version));
      },
    );
  }

  if (update) {
    routes.patch(
      record,
      {
        config: versioned(update.config),
        schema: { tags, summary: update.summary, params, body: update.body, response: { 200: detail } },
      },
      async (request, reply) => {
        const input = {
          id: request.params.id,
          version: requiredVersion(request),
          changes: request.body as Changes,
        };
        const changed = await db.transaction((tx) => update.run(tx, actorOf(request), input));
        return withVersion(reply, changed, changed.Version);
      },
    );
  }

  if (remove) {
    routes.delete(
      record,
      {
        config: versioned(remove.config),
        schema: { tags, summary: remove.summary, params, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const input = { id: request.params.id, version: requiredVersion(request) };
        await db.transaction((tx) => remove.run(tx, actorOf(request), input));
        return reply.code(204).send(null);
      },
    );
  }
}
