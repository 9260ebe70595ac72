import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureKey, RecordApi } from '@commerce/domain';
import type { Db, Tx } from '../db/client.ts';
import { requireFeature, versioned, type RouteAccessRule } from './access.ts';
import { forbidden, validationFailure } from './errors.ts';
import { actorOf, holdsAny, principalOf, type Actor, type Principal } from './principal.ts';
import { requiredVersion, withVersion } from './versioning.ts';

type Access = { access: RouteAccessRule };

/** Who calls, for services whose rules read more than the actor (a Training_Team member's visibility). */
export interface Caller {
  principal: Principal;
}

/**
 * A change, run in the one transaction the route opens: `(tx, actor, input, { principal, prepared })`.
 * `prepared` is what the change's `prepare` answered before the transaction.
 */
type Change<Input, Result, Prepared> = (
  tx: Tx,
  actor: Actor,
  input: Input,
  context: Caller & { prepared: Prepared },
) => Promise<Result>;

/**
 * Work a change needs done before its transaction opens, so the database is never held for it: an address
 * geocoded, a password hashed. It may read (with `db`) and refuse; what it answers reaches the change.
 */
type Prepare<Input, Prepared> = (db: Db, input: Input, caller: Caller) => Promise<Prepared>;

/** One way of changing a record: access rule, summary, optional preparation, the service function. */
interface ChangeRoute<Input, Result, Prepared> {
  config: Access;
  summary: string;
  prepare?: Prepare<Input, Prepared>;
  run: Change<Input, Result, Prepared>;
}

type Params = z.ZodObject<Record<string, z.ZodType<string>>>;

/**
 * A section of a record, saved on its own: `{method} {path}/:id/{name}` (PUT unless said), against the
 * record's version (If-Match), answering the whole record. The name may hold further path parameters
 * (`notes/:noteId`), declared in `params`; a section without `body` takes none.
 */
export interface RecordSection<Detail, Body, P extends Params | undefined = undefined> {
  method?: 'PUT' | 'PATCH' | 'POST';
  config: Access;
  summary: string;
  body?: z.ZodType<Body>;
  params?: P;
  run: (
    tx: Tx,
    actor: Actor,
    input: {
      id: string;
      version: number;
      body: Body;
      params: P extends Params ? z.output<P> : Record<string, never>;
    },
    caller: Caller,
  ) => Promise<Detail>;
}

/** Declares a section (so its body and parameters type its service call). */
export const section = <Detail, Body = undefined, P extends Params | undefined = undefined>(
  definition: RecordSection<Detail, Body, P>,
): RecordSection<Detail, Body, P> => definition;

/**
 * Sections saved through one route, `PUT {path}/:id/{under}/:section`, the last segment naming the section
 * (a product's, a SKU's): any section's key opens the route, the section's own key is checked (403), its
 * body checked by its own schema (400 naming the fields, the schema's own messages), then `run` saves it
 * against the record's version (If-Match) and answers the whole record.
 */
export interface SectionTable<Detail, Name extends string, P extends Params | undefined = undefined> {
  /** Path segments between the record and the section, e.g. 'skus/:id' (their parameters in `params`). */
  under?: string;
  params?: P;
  summary: string;
  sections: Record<Name, { key: string; schema: z.ZodType }>;
  run: (
    tx: Tx,
    actor: Actor,
    input: {
      id: string;
      version: number;
      section: Name;
      body: unknown;
      params: P extends Params ? z.output<P> : Record<string, never>;
    },
    caller: Caller,
  ) => Promise<Detail>;
}

/** Declares a section table (so its section names and parameters type its service call). */
export const sectionTable = <Detail, Name extends string, P extends Params | undefined = undefined>(
  definition: SectionTable<Detail, Name, P>,
): SectionTable<Detail, Name, P> => definition;

/** The body as the schema reads it, or 400 ValidationFailure naming each field with the schema's message. */
function parseSectionBody(schema: z.ZodType, body: unknown): unknown {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw validationFailure(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message])),
      parsed.error.issues[0]?.message,
    );
  return parsed.data;
}

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** A record's contract with its record schema (recordRoutes serves records). */
type RecordContract = RecordApi & { detail: z.ZodType<{ Version: number }> };

export interface RecordRoutesOptions<
  Api extends RecordContract,
  CreatePrepared,
  UpdatePrepared,
  Detail extends { Version: number } = z.output<Api['detail']>,
  Create = OutputOf<Api['create']>,
  Changes = OutputOf<Api['update']>,
> {
  /** The record's contract (packages/domain): its path, ID rule, and the schemas of record, create and change. */
  api: Api;
  tags: string[];
  /** GET {path}/:id, with the version as its ETag. */
  read: {
    config: Access;
    summary: string;
    load: (db: Db, id: string, caller: Caller) => Promise<Detail>;
  };
  /** POST {path}: 201 with the new record. */
  create?: ChangeRoute<Create, Detail, CreatePrepared>;
  /** PATCH {path}/:id with If-Match: the changed record. */
  update?: ChangeRoute<{ id: string; version: number; changes: Changes }, Detail, UpdatePrepared>;
  /** DELETE {path}/:id with If-Match: 204. */
  remove?: ChangeRoute<{ id: string; version: number }, void, undefined>;
  /** The record's sections, each saved on its own route (RecordSection). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry types its own body (section())
  sections?: Record<string, RecordSection<Detail, any, any>>;
  /** Sections named by the route's last segment (SectionTable). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table types its own names (sectionTable())
  sectionTables?: SectionTable<Detail, any, any>[];
}

const callerOf = (request: FastifyRequest): Caller => ({ principal: principalOf(request) });

/**
 * A record's routes by declaration: read, create, change, delete and its sections, each behind its own access
 * rule, each change in one transaction opened here and handed to the service as `(tx, actor, input, context)`
 * after its `prepare` (work outside the transaction), the changes, sections and the delete versioned (428
 * without If-Match, 412 when stale), the version sent back as the ETag.
 */
export function recordRoutes<
  Api extends RecordContract,
  CreatePrepared = undefined,
  UpdatePrepared = undefined,
>(app: FastifyInstance, db: Db, options: RecordRoutesOptions<Api, CreatePrepared, UpdatePrepared>) {
  type Create = OutputOf<Api['create']>;
  type Changes = OutputOf<Api['update']>;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { api, tags, read, create, update, remove, sections, sectionTables } = options;
  const { path, detail } = api;
  const idName = api.idName ?? 'id';
  const params = z.object({ [idName]: api.id ?? z.string().min(1).max(100) });
  const record = `${path}/:${idName}`;
  const idOf = (request: FastifyRequest) => (request.params as Record<string, string>)[idName]!;

  routes.get(
    record,
    { config: read.config, schema: { tags, summary: read.summary, params, response: { 200: detail } } },
    async (request, reply) => {
      const found = await read.load(db, idOf(request), callerOf(request));
      return withVersion(reply, found, found.Version);
    },
  );

  if (create) {
    routes.post(
      path,
      {
        config: create.config,
        schema: { tags, summary: create.summary, body: api.create, response: { 201: detail } },
      },
      async (request, reply) => {
        const body = request.body as Create;
        const caller = callerOf(request);
        const prepared = (await create.prepare?.(db, body, caller)) as CreatePrepared;
        const created = await db.transaction((tx) =>
          create.run(tx, actorOf(request), body, { ...caller, prepared }),
        );
        return reply.code(201).send(withVersion(reply, created, created.Version));
      },
    );
  }

  if (update) {
    routes.patch(
      record,
      {
        config: versioned(update.config),
        schema: { tags, summary: update.summary, params, body: api.update, response: { 200: detail } },
      },
      async (request, reply) => {
        const input = {
          id: idOf(request),
          version: requiredVersion(request),
          changes: request.body as Changes,
        };
        const caller = callerOf(request);
        const prepared = (await update.prepare?.(db, input, caller)) as UpdatePrepared;
        const changed = await db.transaction((tx) =>
          update.run(tx, actorOf(request), input, { ...caller, prepared }),
        );
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
        const input = { id: idOf(request), version: requiredVersion(request) };
        await db.transaction((tx) =>
          remove.run(tx, actorOf(request), input, { ...callerOf(request), prepared: undefined }),
        );
        return reply.code(204).send(null);
      },
    );
  }

  for (const [name, section] of Object.entries(sections ?? {})) {
    routes.route({
      method: section.method ?? 'PUT',
      url: `${record}/${name}`,
      config: versioned(section.config),
      schema: {
        tags,
        summary: section.summary,
        params: section.params ? params.extend(section.params.shape) : params,
        ...(section.body ? { body: section.body } : {}),
        response: { 200: detail },
      },
      handler: async (request, reply) => {
        const { [idName]: id, ...more } = request.params as Record<string, string>;
        const input = { id: id!, version: requiredVersion(request), body: request.body, params: more };
        const caller = callerOf(request);
        const changed = await db.transaction((tx) => section.run(tx, actorOf(request), input, caller));
        return withVersion(reply, changed, changed.Version);
      },
    });
  }

  for (const table of sectionTables ?? []) {
    const names = Object.keys(table.sections) as [string, ...string[]];
    const keys = [...new Set(Object.values(table.sections).map((one) => one.key))] as FeatureKey[];
    const sectionParams = (table.params ? params.extend(table.params.shape) : params).extend({
      section: z.enum(names),
    });
    routes.put(
      `${record}${table.under ? `/${table.under}` : ''}/:section`,
      {
        // Any section's key opens the route; the section's own key is checked below.
        config: versioned(requireFeature(...keys)),
        schema: {
          tags,
          summary: table.summary,
          params: sectionParams,
          body: z.record(z.string(), z.unknown()),
          response: { 200: detail },
        },
      },
      async (request, reply) => {
        const { [idName]: id, section: name, ...more } = request.params as Record<string, string>;
        const { key, schema } = table.sections[name!]!;
        const caller = callerOf(request);
        if (!holdsAny(caller.principal, key as FeatureKey))
          throw forbidden(`Saving ${name} needs the ${key} permission.`);
        const body = parseSectionBody(schema, request.body);
        const input = { id: id!, version: requiredVersion(request), section: name!, body, params: more };
        const changed = await db.transaction((tx) => table.run(tx, actorOf(request), input, caller));
        return withVersion(reply, changed, changed.Version);
      },
    );
  }
}
