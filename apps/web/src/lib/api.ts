import { CSRF_HEADER, type ApiErrorDef, type ApiErrorItem } from '@commerce/domain';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
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
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
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
 * The typed fetch client: JSON in and out (or a FormData body for uploads), cookies for the session, the
 * CSRF header on mutations.
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

/** The server does not take the session's token (401). */
export const isUnauthenticated = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** A save against a version someone else has replaced meanwhile (412): the record needs a refetch. */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiError && error.status === 412;

/** Whether an error is the API's declared error `def` (by its code). */
export const hasErrorCode = (error: unknown, def: ApiErrorDef): error is ApiError =>
  error instanceof ApiError && error.code === def.code;
