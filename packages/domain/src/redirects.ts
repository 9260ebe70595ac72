import { z } from 'zod';

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
} as const;

export type RedirectErrors = Partial<Record<keyof Redirect, string>>;

const startsWithSlash = (path: string) => path.startsWith('/');

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

export interface SkippedRedirectLine {
  /** 1-based, as an editor numbers lines. */
  line: number;
  text: string;
  reason: string;
}
export interface BatchRedirects {
  redirects: Redirect[];
  skipped: SkippedRedirectLine[];
}

/**
 * Reads the batch text area: one 'source:destination' per line, blank lines ignored. A line that does not
 * split into exactly two parts, or fails the add rules against the stored redirects and the lines above it
 * (so an existing slug is skipped), is reported with the reason instead of being added.
 */
export function parseBatchRedirects(text: string, existing: RedirectMap): BatchRedirects {
  const known: RedirectMap = { ...existing };
  const result: BatchRedirects = { redirects: [], skipped: [] };
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const parts = line.split(':');
    if (parts.length !== 2) {
      result.skipped.push({ line: index + 1, text: line, reason: REDIRECT_TEXTS.notSourceDestination });
      return;
    }
    const [slug = '', destination = ''] = parts.map((part) => part.trim());
    const errors = validateRedirect({ slug, destination }, known);
    const reason = errors.slug ?? errors.destination;
    if (reason) {
      result.skipped.push({ line: index + 1, text: line, reason });
      return;
    }
    known[slug] = destination;
    result.redirects.push({ slug, destination });
  });
  return result;
}

/** The list filter: redirects whose slug or destination contains the text, ignoring case. */
export function filterRedirects(redirects: readonly Redirect[], text: string): Redirect[] {
  const needle = text.trim().toLowerCase();
  return redirects.filter(
    (redirect) =>
      redirect.slug.toLowerCase().includes(needle) || redirect.destination.toLowerCase().includes(needle),
  );
}
