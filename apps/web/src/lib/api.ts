import {
  CSRF_HEADER,
  fillPath,
  type ApiErrorDef,
  type ApiErrorItem,
  type ApiRoute,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
} from '@commerce/domain';

/** An error answer of the API, keeping its status and `{Errors}` list. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrorItem[],
  ) {
    super(errors[0]?.Message ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }

  get code(): string | undefined {
    return this.errors[0]?.ErrorCode;
  }

  get data(): unknown {
    return this.errors[0]?.Data;
  }
}

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** The record version for If-Match on PUT/PATCH. */
  version?: number;
  signal?: AbortSignal;
  /** Skip the one refresh-and-retry on 401 (the session calls themselves use this). */
  noRetry?: boolean;
}

type UnauthorizedHandler = () => Promise<boolean>;
let onUnauthorized: UnauthorizedHandler = async () => false;

/** The session registers how to recover from a 401: refresh and say whether to retry. */
export const setUnauthorizedHandler = (handler: UnauthorizedHandler) => {
  onUnauthorized = handler;
};

function urlFor(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, values] of Object.entries(query ?? {})) {
    for (const value of Array.isArray(values) ? values : [values]) {
      if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
    }
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[CSRF_HEADER] = '1';
  // A FormData body (a file upload) goes as it is: fetch sets the multipart type with its boundary.
  const body =
    options.body instanceof FormData || options.body === undefined
      ? options.body
      : JSON.stringify(options.body);
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  if (options.version !== undefined) headers['if-match'] = `"${options.version}"`;
  return fetch(urlFor(path, options.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { Errors?: ApiErrorItem[] } | null;
  return new ApiError(response.status, body?.Errors ?? [{ ErrorCode: 'Http', Message: response.statusText }]);
}

/**
 * The fetch underneath: JSON in and out (or a FormData body for uploads), cookies for the session, the
 * CSRF header on mutations. Features call through `call` (a route's contract types it); this is for the
 * client's own pieces (the session, resources' generic list and record calls).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401 && !options.noRetry && (await onUnauthorized())) {
    response = await send(path, options);
  }
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

type HasKeys<T> = [keyof T] extends [never] ? false : true;

/** What a call of `Route` takes: its path parameters, query and body as the contract types them. */
export type CallInput<Route extends ApiRoute> = (HasKeys<RouteParams<Route>> extends true
  ? { params: RouteParams<Route> }
  : { params?: undefined }) &
  (Route['query'] extends object ? { query?: RouteQuery<Route> } : { query?: undefined }) &
  (Route['body'] extends object
    ? { body: RouteBody<Route> }
    : Route['upload'] extends true
      ? { body: FormData }
      : { body?: undefined }) & {
    /** The version the change was made against (If-Match). */
    version?: number;
    signal?: AbortSignal;
    /** Skip the refresh-and-retry on 401 (the session's own calls). */
    noRetry?: boolean;
  };

/** The arguments of a call: the input may be left out when the route takes nothing it needs. */
export type CallArgs<Route extends ApiRoute> =
  HasKeys<RouteParams<Route>> extends true
    ? [input: CallInput<Route>]
    : Route['body'] extends object
      ? [input: CallInput<Route>]
      : Route['upload'] extends true
        ? [input: CallInput<Route>]
        : [input?: CallInput<Route>];

/**
 * Calls a route of the API's contracts (packages/domain): the path filled from `params`, the query and
 * body as the route's schemas take them, the answer typed by its response schema.
 */
export function call<Route extends ApiRoute>(
  route: Route,
  ...[input]: CallArgs<Route>
): Promise<RouteAnswer<Route>> {
  const { params, query, body, version, signal, noRetry } = (input ?? {}) as CallInput<ApiRoute> & {
    params?: Record<string, string | number>;
  };
  return api<RouteAnswer<Route>>(fillPath(route.path, params), {
    method: route.method,
    query: query as RequestOptions['query'],
    body,
    version,
    signal,
    noRetry,
  });
}

/** The server does not take the session's token (401). */
export const isUnauthenticated = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** A save against a version someone else has replaced meanwhile (412): the record needs a refetch. */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiError && error.status === 412;

/** Whether an error is the API's declared error `def` (by its code). */
export const hasErrorCode = (error: unknown, def: ApiErrorDef): error is ApiError =>
  error instanceof ApiError && error.code === def.code;
