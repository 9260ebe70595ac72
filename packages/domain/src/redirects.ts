import { z } from 'zod';
import { defineApiErrors } from './api-errors.ts';
import { defineListSpec } from './list-spec.ts';
import { defineRecordApi, defineRoute, emptyRoute, readRoute } from './api-routes.ts';

/** Storefront URL redirects (spec 3 §3, §5): paths after '.com', stored as a map from slug to destination. */
export interface Redirect {
  slug: string;
  destination: string;
}
export type RedirectMap = Record<string, string>;

export const REDIRECT_TEXTS = {
  helper: "Enter the URL starting after '.com'",
  startWithSlash: "Start with the / after '.com'",
  alreadyRedirected: 'This URL is already being redirected.',
  circular: 'Circular references are not allowed',
  notSourceDestination: "Each line must be 'source:destination'.",
  noneAvailable: 'No Redirects Available',
  filterPlaceholder: 'Filter redirects...',
  add: 'Add Redirect',
  slug: 'Slug',
  destination: 'Destination',
  submit: 'Submit',
  added: 'The redirect was added.',
  remove: 'Remove Redirect',
  removeTitle: 'Remove Redirect',
  removeMessage: (slug: string, destination: string) =>
    `This permanently deletes the redirect from ${slug} to ${destination}.`,
  removeAcknowledge: 'Yes, I want to remove this redirect.',
  removeConfirm: 'Remove',
  removed: 'The redirect was removed.',
  notFound: 'That redirect no longer exists.',
  batchLabel: 'Batch Redirects',
  batchHelper: "One redirect per line, as 'source:destination' (for example /old-page:/new-page).",
  batchSubmit: 'Update Batch Redirects',
  batchAdded: (count: number) => `${count} redirect${count === 1 ? '' : 's'} added.`,
  batchSkipped: (count: number) => `${count} line${count === 1 ? '' : 's'} skipped`,
  batchJobStarted:
    'The batch is large, so it runs as a job: open it to follow its progress and read the skipped lines.',
  batchJobLink: 'Open the job',
  tooManyLines: (max: number) =>
    `A batch can hold at most ${max.toLocaleString('en-US')} lines. Split it into smaller batches.`,
} as const;

/** The marketing tabs (path segment of /marketing/{tab}); the first is the default. */
export const MARKETING_TABS = [
  { id: 'redirects', label: 'Redirects' },
  { id: 'batchRedirects', label: 'Batch Redirects' },
  { id: 'sitemap', label: 'Sitemap' },
  { id: 'seo', label: 'SEO' },
] as const;
export type MarketingTab = (typeof MARKETING_TABS)[number]['id'];
export const isMarketingTab = (value: string | undefined): value is MarketingTab =>
  MARKETING_TABS.some((tab) => tab.id === value);

export type RedirectErrors = Partial<Record<keyof Redirect, string>>;

/**
 * A path after '.com': it starts with one '/'. Two ('//evil.example/x') would make the storefront send
 * visitors to another site (a protocol-relative URL), so that is refused with the same text.
 */
const startsWithSlash = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * The add-redirect rules; empty when the redirect may be added. A destination that is itself a redirected
 * slug would send visitors along a chain that can loop, so it counts as circular, like one equal to the slug.
 */
export function validateRedirect(redirect: Redirect, existing: RedirectMap): RedirectErrors {
  const slug = redirect.slug.trim();
  const destination = redirect.destination.trim();
  const errors: RedirectErrors = {};
  if (!startsWithSlash(slug)) errors.slug = REDIRECT_TEXTS.startWithSlash;
  else if (Object.hasOwn(existing, slug)) errors.slug = REDIRECT_TEXTS.alreadyRedirected;

  if (!startsWithSlash(destination)) errors.destination = REDIRECT_TEXTS.startWithSlash;
  else if (destination === slug || Object.hasOwn(existing, destination))
    errors.destination = REDIRECT_TEXTS.circular;
  return errors;
}

/** A field's text under the input: its error, or the helper text. */
export const redirectFieldText = (errors: RedirectErrors, field: keyof Redirect): string =>
  errors[field] ?? REDIRECT_TEXTS.helper;

/** The add-redirect body's shape; its rules need the stored map, so they are validateRedirect's alone. */
const pathSchema = z.string().trim().max(2048);
export const redirectSchema = z.object({ slug: pathSchema, destination: pathSchema });

export const redirectMapSchema = z.record(z.string(), z.string());

/** A redirect as the list answers it (newest first by default: a new entry goes to the top). */
export const redirectItemSchema = z.object({
  Slug: z.string(),
  Destination: z.string(),
  DateCreated: z.string(),
});
export type RedirectItem = z.output<typeof redirectItemSchema>;

export const redirectListSpec = defineListSpec<RedirectItem>()({
  id: 'redirects',
  label: 'Redirects',
  api: '/redirects',
  readKeys: ['misc-marketing'],
  columns: [
    { field: 'Slug', header: 'Slug', sortable: true },
    { field: 'Destination', header: 'Destination', sortable: true },
    { field: 'DateCreated', header: 'Created', sortable: true, format: 'date', optional: true },
  ],
  defaultSort: '!DateCreated',
  search: { placeholder: REDIRECT_TEXTS.filterPlaceholder },
});

/** What the add dialog's check answers while the user types: each field's error, none when it may be added. */
export const redirectCheckSchema = z.object({
  slug: z.string().optional(),
  destination: z.string().optional(),
});

/**
 * Batch redirects sent in one request up to this many lines; a longer batch runs as a job on the bulk
 * engine (up to BULK_UPLOAD_MAX_ROWS lines), so one request never holds the database for long.
 */
export const BATCH_REDIRECTS_REQUEST_MAX_LINES = 1000;
export const BATCH_REDIRECTS_MAX_LINES = 100_000;

export const batchRedirectsBodySchema = z.strictObject({
  text: z
    .string()
    .max(BATCH_REDIRECTS_REQUEST_MAX_LINES * 4200)
    .refine(
      (text) => text.split(/\r?\n/).length <= BATCH_REDIRECTS_REQUEST_MAX_LINES,
      REDIRECT_TEXTS.tooManyLines(BATCH_REDIRECTS_REQUEST_MAX_LINES),
    )
    .refine((text) => text.trim() !== '', 'Enter at least one line.'),
});

export const skippedRedirectLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  reason: z.string(),
});
export const batchRedirectsResultSchema = z.object({
  added: z.array(z.object({ slug: z.string(), destination: z.string() })),
  skipped: z.array(skippedRedirectLineSchema),
});
export type BatchRedirectsResult = z.output<typeof batchRedirectsResultSchema>;

/** The job type's one column: each row holds one line of the batch as typed ('source:destination'). */
export const BATCH_REDIRECTS_COLUMN = 'Redirect';

/** A batch as the CSV file a job takes: the header, then each non-empty line quoted. */
export function batchRedirectsCsv(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  return [BATCH_REDIRECTS_COLUMN, ...lines.map(quote)].join('\r\n') + '\r\n';
}

/** Every path a batch names (sources and destinations): what the server looks up to check it. */
export function batchRedirectPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const parts = raw.split(':');
    if (parts.length !== 2) continue;
    for (const part of parts) if (part.trim() !== '') paths.add(part.trim());
  }
  return [...paths];
}

export const REDIRECT_ERRORS = defineApiErrors({
  notFound: { status: 404, code: 'Redirect.NotFound', message: REDIRECT_TEXTS.notFound },
});

export interface SkippedRedirectLine {
  /** 1-based, as an editor numbers lines. */
  line: number;
  text: string;
  reason: string;
}
export interface BatchRedirects {
  /** Each redirect to add, with its line. */
  redirects: (Redirect & { line: number })[];
  skipped: SkippedRedirectLine[];
}

/** One line of a batch, numbered from 1 as an editor numbers lines (a job: its row number). */
export interface BatchLine {
  line: number;
  text: string;
}

/**
 * Checks batch lines: each 'source:destination' with exactly two parts; blank lines ignored. A line that
 * does not split so, or fails the add rules against the stored redirects and the lines before it (so an
 * existing slug is skipped), is reported with the reason instead of being added.
 */
export function checkBatchLines(lines: readonly BatchLine[], existing: RedirectMap): BatchRedirects {
  const known: RedirectMap = { ...existing };
  const result: BatchRedirects = { redirects: [], skipped: [] };
  for (const { line: number, text } of lines) {
    const line = text.trim();
    if (line === '') continue;
    const parts = line.split(':');
    if (parts.length !== 2) {
      result.skipped.push({ line: number, text: line, reason: REDIRECT_TEXTS.notSourceDestination });
      continue;
    }
    const [slug = '', destination = ''] = parts.map((part) => part.trim());
    const errors = validateRedirect({ slug, destination }, known);
    const reason = errors.slug ?? errors.destination;
    if (reason) {
      result.skipped.push({ line: number, text: line, reason });
      continue;
    }
    known[slug] = destination;
    result.redirects.push({ slug, destination, line: number });
  }
  return result;
}

/** Reads the batch text area: one 'source:destination' per line (checkBatchLines). */
export const parseBatchRedirects = (text: string, existing: RedirectMap): BatchRedirects =>
  checkBatchLines(
    text.split(/\r?\n/).map((line, index) => ({ line: index + 1, text: line })),
    existing,
  );

/** The list filter: redirects whose slug or destination contains the text, ignoring case. */
export function filterRedirects(redirects: readonly Redirect[], text: string): Redirect[] {
  const needle = text.trim().toLowerCase();
  return redirects.filter(
    (redirect) =>
      redirect.slug.toLowerCase().includes(needle) || redirect.destination.toLowerCase().includes(needle),
  );
}

/** Storefront redirects (added or removed, never edited): the routes the server serves and the web's resource calls. */
export const redirectApi = defineRecordApi({
  path: '/redirects',
  item: redirectItemSchema,
});

/** The Redirects tabs' routes beside the list: the add dialog's check, add, remove and the batch. */
export const redirectCheckRoute = readRoute('/redirects/check', redirectCheckSchema, {
  query: redirectCheckSchema,
});
export const addRedirectRoute = defineRoute({
  method: 'POST',
  path: '/redirects',
  body: redirectSchema,
  status: 201,
  response: redirectItemSchema,
});
export const removeRedirectRoute = emptyRoute('DELETE', '/redirects', 204, {
  query: z.object({ slug: z.string().min(1).max(2048) }),
});
export const batchRedirectsRoute = defineRoute({
  method: 'POST',
  path: '/redirects/batch',
  body: batchRedirectsBodySchema,
  response: batchRedirectsResultSchema,
});
