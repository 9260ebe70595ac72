import fs from 'node:fs';

/** The database's `text_sort_key` (its migration's first statement), for a test's own bare database. */
export const textSortKeyFunction = fs
  .readFileSync(new URL('../src/db/migrations/0028_text_sort_key.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')[0]!;
