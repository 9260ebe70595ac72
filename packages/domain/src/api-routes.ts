import { z } from 'zod';

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
 * A record's routes: the collection `path` (its list, answering pages of `item`), the record at
 * `{path}/:{idName}` answering `detail`, created with `create`, changed (PATCH) with `update`. The server's
 * listRoute and recordRoutes serve it, the web's defineResource reads and changes through it.
 */
export interface RecordApi {
  path: string;
  /** The record ID's name in the path ('id' unless said, e.g. a product's 'code'). */
  idName?: string;
  /** The record ID's rule in the path; at most 100 characters by default. */
  id?: z.ZodType<string>;
  item?: z.ZodType;
  /** Left out by a list of rows that are not records of their own (gift cards, sends). */
  detail?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
}

export const defineRecordApi = <const Api extends RecordApi>(api: Api): Api => api;

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;
type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
export type RecordItem<Api extends RecordApi> = OutputOf<Api['item']>;
export type RecordDetail<Api extends RecordApi> = OutputOf<Api['detail']>;
export type RecordCreate<Api extends RecordApi> = InputOf<Api['create']>;
export type RecordUpdate<Api extends RecordApi> = InputOf<Api['update']>;
