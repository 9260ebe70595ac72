/**
 * PostgreSQL errors as the code sees them, however the driver wraps them (node-postgres throws the server's
 * error; Drizzle and PGlite may wrap it in `cause`). The one place that knows SQLSTATE codes.
 */
interface PgError {
  code?: string;
  constraint?: string;
}

export function pgErrorOf(error: unknown): PgError {
  for (let candidate = error; candidate; candidate = (candidate as { cause?: unknown }).cause) {
    const { code, constraint } = candidate as PgError;
    if (typeof code === 'string') return { code, constraint };
  }
  return {};
}

/**
 * A unique-index violation (23505), on the named constraint when given. PGlite does not always report
 * the constraint, so an unnamed violation counts as the asked one.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: violated } = pgErrorOf(error);
  return code === '23505' && (constraint === undefined || violated === undefined || violated === constraint);
}

/** The statement was cancelled (statement_timeout, 57014). */
export const isQueryCancelled = (error: unknown): boolean => pgErrorOf(error).code === '57014';

/** Socket errors of a connection to the database server that failed or was cut. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), 57P01–57P03
 * (terminated by an administrator or pg_terminate_backend, crash shutdown, cannot connect now: starting or
 * shutting down) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/**
 * What node-postgres and the embedded database's thread say, without a code, when a connection ends under a
 * query or cannot be had.
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|The embedded database (failed|stopped))/;

/**
 * The database could not be reached or went away under the query: the request is answered 503 and a later
 * one may well succeed, as the pool opens new connections when the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let candidate = error; candidate; candidate = (candidate as { cause?: unknown }).cause) {
    const { code, message } = candidate as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
