import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every embedded database is opened with, in this thread or in its own. */
export const pgliteExtensions = { pg_trgm };
