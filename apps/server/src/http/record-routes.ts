import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RecordApi, RecordSectionName, SectionTableContract, SectionTableName } from '@commerce/domain';
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

type ParamsOutput<Contract> = Contract extends { params: infer Params extends z.ZodObject }
  ? z.output<Params>
  : Record<never, never>;
type SectionBody<Contract> = Contract extends { body: infer Body extends z.ZodType }
  ? z.output<Body>
  : undefined;
type SectionContractOf<Api extends RecordApi, Name extends RecordSectionName<Api>> = NonNullable<
  Api['sections']
>[Name];
type TableContractOf<Api extends RecordApi, Table extends SectionTableName<Api>> = NonNullable<
  Api['sectionTables']
>[Table];

/**
 * How a section of the record's contract (`sections` of its RecordApi: `{method} {path}/:id/{name}`) is
 * served: its access rule, summary and the service function, which gets the body as the contract's schema
 * reads it, the record's version (If-Match) and the path's other parameters, and answers the whole record.
 */
export interface RecordSection<Detail, Body, Params> {
  config: Access;
  summary: string;
  run: (
    tx: Tx,
    actor: Actor,
    input: { id: string; version: number; body: Body; params: Params },
    caller: Caller,
  ) => Promise<Detail>;
}

/** One section of a table with its body as its schema reads it (`section` tells which). */
type TableSectionInput<Sections extends SectionTableContract['sections']> = {
  [Name in keyof Sections & string]: { section: Name; body: z.output<Sections[Name]['schema']> };
}[keyof Sections & string];

/**
 * How a section table of the record's contract (`sectionTables` of its RecordApi: `PUT {path}/:id/{under}/
 * :section`, a product's, a SKU's, a DCF value's) is served: any section's key opens the route, the
 * section's own key is checked (403), its body checked by its own schema (400 naming the fields, the schema's
 * own messages), then `run` saves it against the record's version (If-Match) and answers the whole record.
 */
export interface SectionTable<Detail, Contract extends SectionTableContract, Params> {
  summary: string;
  run: (
    tx: Tx,
    actor: Actor,
    input: { id: string; version: number; params: Params } & TableSectionInput<Contract['sections']>,
    caller: Caller,
  ) => Promise<Detail>;
}

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
    /** `params`: the other parameters of the record's path (a DCF value's type). */
    load: (db: Db, id: string, caller: Caller, params: ParamsOutput<Api>) => Promise<Detail>;
  };
  /** POST {path}: 201 with the new record. */
  create?: ChangeRoute<Create, Detail, CreatePrepared>;
  /** PATCH {path}/:id with If-Match: the changed record. */
  update?: ChangeRoute<{ id: string; version: number; changes: Changes }, Detail, UpdatePrepared>;
  /** DELETE {path}/:id with If-Match: 204. */
  remove?: ChangeRoute<{ id: string; version: number }, void, undefined>;
  /** The contract's sections, each saved on its own route. */
  sections?: {
    [Name in RecordSectionName<Api>]: RecordSection<
      Detail,
      SectionBody<SectionContractOf<Api, Name>>,
      ParamsOutput<Api> & ParamsOutput<SectionContractOf<Api, Name>>
    >;
  };
  /** The contract's section tables, each one route whose last segment names the section. */
  sectionTables?: {
    [Table in SectionTableName<Api>]: SectionTable<
      Detail,
      TableContractOf<Api, Table>,
      ParamsOutput<Api> & ParamsOutput<TableContractOf<Api, Table>>
    >;
  };
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
  const params = z.object({ ...api.params?.shape, [idName]: api.id ?? z.string().min(1).max(100) });
  const record = `${path}/:${idName}`;
  /** The record's ID and the path's other parameters. */
  const paramsOf = (request: FastifyRequest) => {
    const { [idName]: id, ...more } = request.params as Record<string, string>;
    return { id: id!, more };
  };

  routes.get(
    record,
    { config: read.config, schema: { tags, summary: read.summary, params, response: { 200: detail } } },
    async (request, reply) => {
      const { id, more } = paramsOf(request);
      const found = await read.load(db, id, callerOf(request), more as ParamsOutput<Api>);
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
          id: paramsOf(request).id,
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
        const input = { id: paramsOf(request).id, version: requiredVersion(request) };
        await db.transaction((tx) =>
          remove.run(tx, actorOf(request), input, { ...callerOf(request), prepared: undefined }),
        );
        return reply.code(204).send(null);
      },
    );
  }

  for (const [name, contract] of Object.entries(api.sections ?? {})) {
    const section = (
      sections as Record<string, RecordSection<z.output<Api['detail']>, unknown, unknown>> | undefined
    )?.[name];
    if (!section) throw new Error(`${record}/${name} is in the contract but not served.`);
    routes.route({
      method: contract.method ?? 'PUT',
      url: `${record}/${name}`,
      config: versioned(section.config),
      schema: {
        tags,
        summary: section.summary,
        params: contract.params ? params.extend(contract.params.shape) : params,
        ...(contract.body ? { body: contract.body } : {}),
        response: { 200: detail },
      },
      handler: async (request, reply) => {
        const { id, more } = paramsOf(request);
        const input = { id, version: requiredVersion(request), body: request.body, params: more };
        const caller = callerOf(request);
        const changed = await db.transaction((tx) => section.run(tx, actorOf(request), input, caller));
        return withVersion(reply, changed, changed.Version);
      },
    });
  }

  for (const [tableName, contract] of Object.entries(api.sectionTables ?? {})) {
    const table = (
      sectionTables as
        Record<string, SectionTable<z.output<Api['detail']>, SectionTableContract, unknown>> | undefined
    )?.[tableName];
    if (!table)
      throw new Error(`${record}: the section table ${tableName} is in the contract but not served.`);
    const names = Object.keys(contract.sections) as [string, ...string[]];
    const keys = [...new Set(Object.values(contract.sections).map((one) => one.key))];
    const sectionParams = (contract.params ? params.extend(contract.params.shape) : params).extend({
      section: z.enum(names),
    });
    routes.put(
      `${record}${contract.under ? `/${contract.under}` : ''}/:section`,
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
        const { id, more } = paramsOf(request);
        const { section: name, ...rest } = more;
        const { key, schema } = contract.sections[name!]!;
        const caller = callerOf(request);
        if (!holdsAny(caller.principal, key)) throw forbidden(`Saving ${name} needs the ${key} permission.`);
        const body = parseSectionBody(schema, request.body);
        const input = { id, version: requiredVersion(request), section: name!, body, params: rest };
        const changed = await db.transaction((tx) => table.run(tx, actorOf(request), input, caller));
        return withVersion(reply, changed, changed.Version);
      },
    );
  }
}
