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
