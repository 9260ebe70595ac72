import { z } from 'zod';
import type { FeatureKey } from './permissions.ts';

/*
 * The API's route contracts: each route's method, path and schemas, declared once here so the server
 * validates and answers with them and the web's client takes its types from them (path parameters, query,
 * body, answer). A changed answer here fails the web's typecheck where the answer is read.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route: `path` in the server's form ('/stores/:id'), its schemas, the status of a good answer. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  /** The path parameters' rules (the server's check); without, each is a string of 1 to 100 characters. */
  params?: z.ZodObject;
  query?: z.ZodType;
  /** A JSON body; `upload: true` instead takes a multipart form (a file). */
  body?: z.ZodType;
  upload?: true;
  /** The status of a good answer (200 unless said); 204 answers nothing. */
  status?: 200 | 201 | 202 | 204;
  response: z.ZodType;
}

/** Declares a route, keeping its path and method as literal types (they type the client's calls). */
export const defineRoute = <const Route extends ApiRoute>(route: Route): Route => route;

/** A GET route: its path, what it answers, and the rules of its path parameters and query if it has any. */
export const readRoute = <
  const Path extends string,
  Response extends z.ZodType,
  const Input extends { params?: z.ZodObject; query?: z.ZodType } = object,
>(
  path: Path,
  response: Response,
  input?: Input,
): { method: 'GET'; path: Path; response: Response } & Input => ({
  method: 'GET',
  path,
  response,
  ...(input as Input),
});

/** A route that answers nothing: 204, or 202 for work it started; the rules of its parameters and query if any. */
export const emptyRoute = <
  const Method extends HttpMethod,
  const Path extends string,
  const Status extends 202 | 204,
  const Input extends { params?: z.ZodObject; query?: z.ZodType } = object,
>(
  method: Method,
  path: Path,
  status: Status,
  input?: Input,
): { method: Method; path: Path; status: Status; response: z.ZodNull } & Input => ({
  method,
  path,
  status,
  response: z.null(),
  ...(input as Input),
});

/** The names of a path's parameters: '/stores/:id/notes/:noteId' gives 'id' | 'noteId'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call fills into the path. */
export type RouteParams<Route extends ApiRoute> = Record<PathParamNames<Route['path']>, string | number>;
export type RouteQuery<Route extends ApiRoute> = Route['query'] extends z.ZodType
  ? z.input<Route['query']>
  : never;
export type RouteBody<Route extends ApiRoute> = Route['body'] extends z.ZodType
  ? z.input<Route['body']>
  : never;
/** The answer as the server sends it. */
export type RouteAnswer<Route extends ApiRoute> = z.output<Route['response']>;

/** The path with each parameter filled in and encoded ('/stores/:id' with {id: 'A B'} gives '/stores/A%20B'). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A section of a record saved on its own route: `{method} {record}/{name}` (PUT unless said), against the
 * record's version (If-Match), answering the whole record. The name may hold further path parameters
 * ('notes/:noteId'), their rules in `params`; a section without `body` takes none.
 */
export interface RecordSectionContract {
  method?: 'PUT' | 'PATCH' | 'POST';
  params?: z.ZodObject;
  body?: z.ZodType;
}

/**
 * Sections saved through one route, `PUT {record}/{under}/:section`, the last segment naming the section
 * (a product's, a SKU's, a DCF value's): each with the key that saves it and its body's schema.
 */
export interface SectionTableContract {
  /** Path segments between the record and the section, e.g. 'skus/:id' (their rules in `params`). */
  under?: string;
  params?: z.ZodObject;
  sections: Record<string, { key: FeatureKey; schema: z.ZodType }>;
}

/**
 * A record's routes: the collection `path` (its list, answering pages of `item`), the record at
 * `{path}/:{idName}` answering `detail`, created with `create`, changed (PATCH) with `update`, and its
 * sections saved on their own routes (`sections`, `sectionTables`), each answering `detail`. The server's
 * listRoute and recordRoutes serve it, the web's defineResource reads and changes through it.
 */
export interface RecordApi {
  path: string;
  /** The rules of parameters in `path` itself (a DCF value's '/dcf/:type'). */
  params?: z.ZodObject;
  /** The record ID's name in the path ('id' unless said, e.g. a product's 'code'). */
  idName?: string;
  /** The record ID's rule in the path; at most 100 characters by default. */
  id?: z.ZodType<string>;
  item?: z.ZodType;
  /** Left out by a list of rows that are not records of their own (gift cards, sends). */
  detail?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  sections?: Record<string, RecordSectionContract>;
  sectionTables?: Record<string, SectionTableContract>;
}

export const defineRecordApi = <const Api extends RecordApi>(api: Api): Api => api;

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;
type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
export type RecordItem<Api extends RecordApi> = OutputOf<Api['item']>;
export type RecordDetail<Api extends RecordApi> = OutputOf<Api['detail']>;
export type RecordCreate<Api extends RecordApi> = InputOf<Api['create']>;
export type RecordUpdate<Api extends RecordApi> = InputOf<Api['update']>;

type IdNameOf<Api extends RecordApi> = Api extends { idName: infer Name extends string } ? Name : 'id';
/** The record's own path in the server's form ('/customers/:id'). */
export type RecordPath<Api extends RecordApi> = `${Api['path']}/:${IdNameOf<Api>}`;
type DetailSchemaOf<Api extends RecordApi> = NonNullable<Api['detail']>;

const recordPathOf = (api: RecordApi): string => `${api.path}/:${api.idName ?? 'id'}`;

export type RecordSectionName<Api extends RecordApi> = keyof NonNullable<Api['sections']> & string;
type SectionOf<Api extends RecordApi, Name extends RecordSectionName<Api>> = NonNullable<
  Api['sections']
>[Name];

/** A record section's route (the server serves it through recordRoutes' `sections`). */
export interface RecordSectionRoute<Api extends RecordApi, Name extends RecordSectionName<Api>> {
  method: SectionOf<Api, Name> extends { method: infer Method extends HttpMethod } ? Method : 'PUT';
  path: `${RecordPath<Api>}/${Name}`;
  body: SectionOf<Api, Name> extends { body: infer Body extends z.ZodType } ? Body : undefined;
  response: DetailSchemaOf<Api>;
}

/** The route of a record's section, as the web calls it: `call(recordSectionRoute(customerApi, 'status'), …)`. */
export function recordSectionRoute<Api extends RecordApi, Name extends RecordSectionName<Api>>(
  api: Api,
  name: Name,
): RecordSectionRoute<Api, Name> {
  const section = api.sections?.[name];
  if (!section) throw new Error(`${api.path} has no section ${name}`);
  return {
    method: section.method ?? 'PUT',
    path: `${recordPathOf(api)}/${name}`,
    body: section.body,
    response: api.detail,
  } as RecordSectionRoute<Api, Name>;
}

export type SectionTableName<Api extends RecordApi> = keyof NonNullable<Api['sectionTables']> & string;
type TableOf<Api extends RecordApi, Table extends SectionTableName<Api>> = NonNullable<
  Api['sectionTables']
>[Table];
export type TableSectionName<Api extends RecordApi, Table extends SectionTableName<Api>> = keyof TableOf<
  Api,
  Table
>['sections'] &
  string;

/** One section of a section table, as its own route (the server serves the table's route). */
export interface TableSectionRoute<
  Api extends RecordApi,
  Table extends SectionTableName<Api>,
  Name extends TableSectionName<Api, Table>,
> {
  method: 'PUT';
  path: `${RecordPath<Api>}${TableOf<Api, Table> extends { under: infer Under extends string } ? `/${Under}` : ''}/${Name}`;
  body: TableOf<Api, Table>['sections'][Name]['schema'];
  response: DetailSchemaOf<Api>;
}

/** The route of one section of a section table: `call(tableSectionRoute(productApi, 'skus', 'pricing'), …)`. */
export function tableSectionRoute<
  Api extends RecordApi,
  Table extends SectionTableName<Api>,
  Name extends TableSectionName<Api, Table>,
>(api: Api, table: Table, name: Name): TableSectionRoute<Api, Table, Name> {
  const found = api.sectionTables?.[table];
  const section = found?.sections[name];
  if (!found || !section) throw new Error(`${api.path} has no section ${table}/${name}`);
  return {
    method: 'PUT',
    path: `${recordPathOf(api)}${found.under ? `/${found.under}` : ''}/${name}`,
    body: section.schema,
    response: api.detail,
  } as TableSectionRoute<Api, Table, Name>;
}

/** The record's own change (PATCH {record} with the contract's `update`). */
export interface RecordUpdateRoute<Api extends RecordApi> {
  method: 'PATCH';
  path: RecordPath<Api>;
  body: NonNullable<Api['update']>;
  response: DetailSchemaOf<Api>;
}

export const recordUpdateRoute = <Api extends RecordApi>(api: Api): RecordUpdateRoute<Api> =>
  ({
    method: 'PATCH',
    path: recordPathOf(api),
    body: api.update,
    response: api.detail,
  }) as RecordUpdateRoute<Api>;
