import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { defineRoute, emptyRoute, readRoute } from './api-routes.ts';
import { isPlainText } from './text.ts';

/**
 * Saved views: a user's named states of one list (search, filters, sort, columns), kept on the server per
 * user and list. A view is the list URL's query string without '?', exactly as the screen writes it
 * (`search=lind&status=active&sortBy=!DateCreated&columns=ID,Email`); opening it puts it back in the URL.
 * `ListID` is a list spec's `id` (LIST_SPECS): only a user who may read the list keeps views of it.
 */

export const SAVED_VIEW_NAME_MAX_LENGTH = 60;
export const SAVED_VIEW_QUERY_MAX_LENGTH = 2000;
export const SAVED_VIEW_LIST_ID_MAX_LENGTH = 50;
/** How many views one user may keep of one list. */
export const SAVED_VIEWS_PER_LIST = 50;

export const SAVED_VIEW_TEXTS = {
  nameRequired: 'Name is required.',
  nameTooLong: `A name can be at most ${SAVED_VIEW_NAME_MAX_LENGTH} characters.`,
  nameNotPlain: 'A name cannot hold control characters.',
  queryTooLong: `The query can be at most ${SAVED_VIEW_QUERY_MAX_LENGTH} characters.`,
  queryLeadingMark: 'Send the query without its leading "?".',
  queryNotAQuery: 'The query must be a URL query string (name=value&…).',
  queryHasNul: 'The query cannot hold a NUL character.',
  queryHasFormat: 'A view cannot hold an export (format).',
} as const;

export const SAVED_VIEW_ERRORS = defineApiErrors({
  nameInUse: {
    status: 409,
    code: 'SavedView.NameInUse',
    message: 'You already have a view with this name for this list.',
  },
  unknownList: { status: 400, code: 'SavedView.UnknownList', message: 'There is no list with this ID.' },
  tooMany: {
    status: 409,
    code: 'SavedView.TooMany',
    message: `You can keep at most ${SAVED_VIEWS_PER_LIST} views of a list. Delete one to save another.`,
  },
});

/** One part of a query string decoded as a browser's URLSearchParams would, or null when it is malformed. */
function decodeQueryPart(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * Why a text cannot be a view's query, or null: it must be a URL query string as a browser writes it
 * (printable ASCII, percent-encoded, no '?' before it and no '#' fragment, every name non-empty and every
 * escape valid UTF-8), hold no NUL, and never `format` (a view opens the list, it never starts an export).
 */
export function savedViewQueryProblem(query: string): string | null {
  if (query.startsWith('?')) return SAVED_VIEW_TEXTS.queryLeadingMark;
  if (!/^[\x21-\x7e]*$/.test(query) || query.includes('#')) return SAVED_VIEW_TEXTS.queryNotAQuery;
  for (const part of query.split('&')) {
    if (part === '') continue;
    const separator = part.indexOf('=');
    const name = decodeQueryPart(separator < 0 ? part : part.slice(0, separator));
    const value = decodeQueryPart(separator < 0 ? '' : part.slice(separator + 1));
    if (name === null || value === null || name === '') return SAVED_VIEW_TEXTS.queryNotAQuery;
    if (name.includes('\0') || value.includes('\0')) return SAVED_VIEW_TEXTS.queryHasNul;
    if (name === 'format') return SAVED_VIEW_TEXTS.queryHasFormat;
  }
  return null;
}

export const savedViewNameSchema = z
  .string()
  .trim()
  .min(1, { error: SAVED_VIEW_TEXTS.nameRequired, abort: true })
  .max(SAVED_VIEW_NAME_MAX_LENGTH, { error: SAVED_VIEW_TEXTS.nameTooLong, abort: true })
  .refine(isPlainText, SAVED_VIEW_TEXTS.nameNotPlain);

export const savedViewQuerySchema = z
  .string()
  .max(SAVED_VIEW_QUERY_MAX_LENGTH, { error: SAVED_VIEW_TEXTS.queryTooLong, abort: true })
  .superRefine((query, ctx) => {
    const problem = savedViewQueryProblem(query);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The list a view belongs to: a list spec's `id` (an unknown one answers SavedView.UnknownList). */
export const savedViewListIdSchema = z.string().trim().min(1).max(SAVED_VIEW_LIST_ID_MAX_LENGTH);

/** POST /api/saved-views. */
export const savedViewCreateSchema = z.strictObject({
  ListID: savedViewListIdSchema,
  Name: savedViewNameSchema,
  Query: savedViewQuerySchema,
});
export type SavedViewCreate = z.infer<typeof savedViewCreateSchema>;

export const savedViewSchema = z.object({
  ID: z.string(),
  ListID: z.string(),
  Name: z.string(),
  Query: z.string(),
  DateCreated: z.string(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** GET /api/saved-views?list={ListID}: the caller's own views of the list, by name (any case). */
export const savedViewListQuerySchema = z.object({ list: savedViewListIdSchema });
export const savedViewListSchema = z.object({ Items: z.array(savedViewSchema) });
export type SavedViewList = z.infer<typeof savedViewListSchema>;

/** The caller's own views of a list; saved and deleted one at a time. */
export const savedViewsRoute = readRoute('/saved-views', savedViewListSchema, {
  query: savedViewListQuerySchema,
});
export const saveViewRoute = defineRoute({
  method: 'POST',
  path: '/saved-views',
  body: savedViewCreateSchema,
  status: 201,
  response: savedViewSchema,
});
export const deleteViewRoute = emptyRoute('DELETE', '/saved-views/:id', 204, {
  params: z.object({ id: z.string().max(100) }),
});
