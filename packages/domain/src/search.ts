import { z } from 'zod';
import { readRoute } from './api-routes.ts';
import { isPlainText } from './text.ts';

/**
 * Global search (the command palette): one text box that finds records of several kinds at once.
 * `GET /api/search?q=` answers at most SEARCH_RESULTS_PER_KIND results of each kind the caller may open,
 * kinds in the order below. An area that adds a kind declares it here (the palette's group heading) and
 * gives the server a provider (see apps/server/src/modules/search).
 */
export const SEARCH_KINDS = {
  customer: { label: 'Customers' },
  'admin-user': { label: 'Internal Users' },
  role: { label: 'User Roles' },
  category: { label: 'Categories' },
  product: { label: 'Products' },
  order: { label: 'Orders' },
  event: { label: 'Events' },
  store: { label: 'Stores' },
} as const satisfies Record<string, { label: string }>;

export type SearchKind = keyof typeof SEARCH_KINDS;

/** The kinds in the order the palette groups them. */
export const SEARCH_KIND_ORDER = Object.keys(SEARCH_KINDS) as SearchKind[];

export const SEARCH_RESULTS_PER_KIND = 5;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export const SEARCH_TEXTS = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters to search.`,
  tooLong: `A search can be at most ${SEARCH_MAX_LENGTH} characters.`,
  notPlain: 'A search cannot hold control characters.',
} as const;

/** The search text: trimmed, 2–100 characters. */
export const searchTextSchema = z
  .string()
  .trim()
  .min(SEARCH_MIN_LENGTH, { error: SEARCH_TEXTS.tooShort, abort: true })
  .max(SEARCH_MAX_LENGTH, { error: SEARCH_TEXTS.tooLong, abort: true })
  .refine(isPlainText, SEARCH_TEXTS.notPlain);

/** GET /api/search's query string. */
export const searchQuerySchema = z.object({ q: searchTextSchema });

export const searchKindSchema = z.enum(SEARCH_KIND_ORDER as [SearchKind, ...SearchKind[]]);

/** One result: what the palette shows (Title, Subtitle) and the web path it opens. */
export const searchResultSchema = z.object({
  Kind: searchKindSchema,
  ID: z.string(),
  Title: z.string(),
  Subtitle: z.string(),
  Path: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultsSchema = z.object({ Items: z.array(searchResultSchema) });
export type SearchResults = z.infer<typeof searchResultsSchema>;

/**
 * The search text's words, for "first last" matching: the first word and the rest, or null for one word
 * ('mary ann smith' → ['mary', 'ann smith']).
 */
export function firstAndRest(text: string): [string, string] | null {
  const match = /^(\S+)\s+(\S.*)$/.exec(text.trim());
  return match ? [match[1]!, match[2]!] : null;
}

/** The command palette's search over the kinds the caller may open. */
export const globalSearchRoute = readRoute('/search', searchResultsSchema, { query: searchQuerySchema });
