/** One entry of the API's error answer: `{ Errors: [{ ErrorCode, Message, Data }] }`. */
export interface ApiErrorItem {
  ErrorCode: string;
  Message: string;
  Data?: unknown;
}

/**
 * An error the API can answer, declared once per area in the domain: its HTTP status, its code (what
 * clients test) and its message (what staff read). The server throws it (`apiError(def)`), the web
 * recognises it by code (`hasErrorCode(error, def)`), so neither side spells the code again.
 */
export interface ApiErrorDef {
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

/** Declares an area's errors, keeping each entry's literal type. */
export const defineApiErrors = <const T extends Record<string, ApiErrorDef>>(errors: T): T => errors;

/** Errors every area shares. */
export const COMMON_ERRORS = defineApiErrors({
  validationFailure: { status: 400, code: 'ValidationFailure', message: 'The request is not valid.' },
  unauthenticated: { status: 401, code: 'Auth.Unauthenticated', message: 'You need to sign in.' },
  forbidden: {
    status: 403,
    code: 'Auth.InsufficientPermissions',
    message: 'You do not have permission to do this.',
  },
  notFound: { status: 404, code: 'NotFound', message: 'The record was not found.' },
  staleVersion: {
    status: 412,
    code: 'Conflict.StaleVersion',
    message: 'Someone else changed this record after you opened it. Reload it and make your change again.',
  },
  versionRequired: {
    status: 428,
    code: 'Conflict.VersionRequired',
    message: 'Send the version of the record you are changing in the If-Match header.',
  },
  searchTooShort: { status: 400, code: 'List.SearchTooShort', message: 'The search is too short.' },
  /** A route for operators (GET /metrics) asked without the right bearer token. */
  operatorTokenRequired: {
    status: 401,
    code: 'Auth.Unauthenticated',
    message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.',
  },
  /** The server is migrating its database or finishing its start; Data.Phase says which. */
  starting: {
    status: 503,
    code: 'Server.Starting',
    message: 'The server is starting. Try again in a moment.',
  },
  /** The database refused or lost the connection (a restart, a failover): the server reconnects by itself. */
  databaseUnavailable: {
    status: 503,
    code: 'Server.DatabaseUnavailable',
    message: 'The server cannot reach its database. Try again in a moment.',
  },
});
