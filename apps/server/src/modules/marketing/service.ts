import {
  batchRedirectPaths,
  checkBatchLines,
  HOME_PAGE_OPTIONS_LIMIT,
  homePageSection,
  renderList,
  REDIRECT_ERRORS,
  REDIRECT_TEXTS,
  validateRedirect,
  type BatchLine,
  type BatchRedirectsResult,
  type HomePage,
  type HomePageItem,
  type HomePageList,
  type HomePageLists,
  type Redirect,
  type RedirectErrors,
  type RedirectMap,
  type SkippedRedirectLine,
} from '@commerce/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { redirects } from '../../db/schema/marketing.ts';
import { recordAudit, recordAudits } from '../../http/audit.ts';
import { apiError, ApiError, validationFailure } from '../../http/errors.ts';
import type { Actor } from '../../http/principal.ts';
import { requestPublish } from '../../publishing/publish.ts';
import { defaultSkusByCode, defaultSkusMatching } from '../products/public.ts';
import { readSettingsSection, saveSettingsSection } from '../settings/public.ts';
import { REDIRECTS_FILE, SITEMAP_FILE } from './published.ts';
import { toRedirectItem } from './queries.ts';

// ---------------------------------------------------------------------------------------------------
// Redirects

/**
 * The stored redirects among these slugs: all the add rules need to know (one lookup in the primary key).
 * The slug's trigram index (for the filter box) also answers '=' but needs a bitmap scan, and while a
 * batch job grows the table faster than its statistics the planner chose it: 13 s for 1,000 slugs at
 * 7,000 rows on PostgreSQL, against 2 ms through the primary key. Bitmap scans are off for this statement.
 */
async function redirectsAmong(db: DbOrTx, paths: readonly string[]): Promise<RedirectMap> {
  if (paths.length === 0) return {};
  const lookup = async (tx: Tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const rows = await tx
      .select({ slug: redirects.slug, destination: redirects.destination })
      .from(redirects)
      .where(sql`${redirects.slug} = any(${sql.param([...paths])}::text[])`);
    await tx.execute(sql`set local enable_bitmapscan = on`);
    return rows;
  };
  const rows = await db.transaction(lookup);
  return Object.fromEntries(rows.map((row) => [row.slug, row.destination]));
}

const trimmed = (redirect: Partial<Redirect>): Redirect => ({
  slug: (redirect.slug ?? '').trim(),
  destination: (redirect.destination ?? '').trim(),
});

/** The add dialog's check while the user types: the rules against the stored redirects. */
export async function checkRedirect(tx: DbOrTx, input: Partial<Redirect>): Promise<RedirectErrors> {
  const redirect = trimmed(input);
  return validateRedirect(redirect, await redirectsAmong(tx, [redirect.slug, redirect.destination]));
}

/**
 * Inserts redirects that passed the rules; a slug another request added meanwhile is left alone (its
 * primary key). Returns the slugs inserted.
 */
async function insertRedirects(tx: DbOrTx, rows: readonly Redirect[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(redirects)
    .values(rows.map((row) => ({ slug: row.slug, destination: row.destination })))
    .onConflictDoNothing()
    .returning({ slug: redirects.slug });
  return new Set(inserted.map((row) => row.slug));
}

/** Add Redirect: the rules (400 naming the field), the row, its audit event and redirects.json. */
export async function addRedirect(tx: DbOrTx, actor: Actor, input: Redirect) {
  const redirect = trimmed(input);
  const errors = await checkRedirect(tx, redirect);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw validationFailure(errors, message);
  const inserted = await insertRedirects(tx, [redirect]);
  if (!inserted.has(redirect.slug)) {
    throw validationFailure({ slug: REDIRECT_TEXTS.alreadyRedirected }, REDIRECT_TEXTS.alreadyRedirected);
  }
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'redirect',
    action: 'create',
    entityId: redirect.slug,
    after: { Destination: redirect.destination },
  });
  await requestPublish(tx, REDIRECTS_FILE);
  const [row] = await tx.select().from(redirects).where(eq(redirects.slug, redirect.slug));
  return toRedirectItem(row!);
}

/** Remove Redirect: 404 when it is gone already; its audit event and redirects.json. */
export async function removeRedirect(tx: DbOrTx, actor: Actor, slug: string): Promise<void> {
  const [removed] = await tx.delete(redirects).where(eq(redirects.slug, slug)).returning();
  if (!removed) throw apiError(REDIRECT_ERRORS.notFound);
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'redirect',
    action: 'delete',
    entityId: slug,
    before: { Destination: removed.destination },
  });
  await requestPublish(tx, REDIRECTS_FILE);
}

/**
 * Adds a batch's lines (a request's text area, or a job's rows): each valid line against the stored
 * redirects and the lines before it; the others reported with why. One lookup, one insert and one audit
 * statement for the whole batch; redirects.json is republished when anything was added.
 */
export async function addRedirectLines(
  tx: DbOrTx,
  actor: Actor,
  lines: readonly BatchLine[],
  /** A job's batches: redirects.json at most every few seconds (a request's batch: at once). */
  publishDelayMs = 0,
): Promise<BatchRedirectsResult> {
  const existing = await redirectsAmong(tx, batchRedirectPaths(lines.map((line) => line.text).join('\n')));
  const checked = checkBatchLines(lines, existing);
  const inserted = await insertRedirects(tx, checked.redirects);
  const skipped: SkippedRedirectLine[] = [...checked.skipped];
  const added: Redirect[] = [];
  for (const redirect of checked.redirects) {
    if (inserted.has(redirect.slug)) added.push({ slug: redirect.slug, destination: redirect.destination });
    else
      skipped.push({
        line: redirect.line,
        text: `${redirect.slug}:${redirect.destination}`,
        reason: REDIRECT_TEXTS.alreadyRedirected,
      });
  }
  skipped.sort((a, b) => a.line - b.line);
  await recordAudits(
    tx,
    added.map((redirect) => ({
      actorId: actor.id,
      entity: 'redirect' as const,
      action: 'batch-create' as const,
      entityId: redirect.slug,
      after: { Destination: redirect.destination },
    })),
  );
  if (added.length > 0) await requestPublish(tx, REDIRECTS_FILE, { delayMs: publishDelayMs });
  return { added, skipped };
}

/** Regenerate on demand: the sitemap is published again from the data as it is now. */
export async function regenerateSitemap(tx: DbOrTx, actor: Actor): Promise<void> {
  const outboxId = await requestPublish(tx, SITEMAP_FILE);
  await recordAudit(tx, {
    actorId: actor.id,
    entity: 'published-file',
    action: 'regenerate',
    entityId: SITEMAP_FILE.name,
    after: { OutboxID: outboxId },
  });
}

// ---------------------------------------------------------------------------------------------------
// Home page

type HomePageValue = {
  BachmansPicks: string[];
  RenderBachmansPicks: string[];
  FeaturedEvents: string[];
  RenderFeaturedEvents: string[];
};

const isEvent: Record<HomePageList, boolean> = { BachmansPicks: false, FeaturedEvents: true };

/** The default SKUs of these codes, products or events as the list asks (a code of the other kind is not found). */
const itemsByCode = (tx: DbOrTx, list: HomePageList, codes: readonly string[]) =>
  defaultSkusByCode(tx, codes, { events: isEvent[list] });

const valueOf = (value: unknown): HomePageValue => {
  const document = (value ?? {}) as Partial<HomePageValue>;
  return {
    BachmansPicks: document.BachmansPicks ?? [],
    RenderBachmansPicks: document.RenderBachmansPicks ?? [],
    FeaturedEvents: document.FeaturedEvents ?? [],
    RenderFeaturedEvents: document.RenderFeaturedEvents ?? [],
  };
};

/** GET /home-page: both lists in their saved order, each code resolved (a code no longer found is left out). */
export async function readHomePage(tx: DbOrTx): Promise<HomePage> {
  const section = await readSettingsSection(tx, homePageSection);
  const value = valueOf(section.Value);
  const resolve = async (list: HomePageList) => {
    const found = await itemsByCode(tx, list, value[list]);
    return value[list].flatMap((code) => {
      const item = found.get(code);
      return item ? [item] : [];
    });
  };
  return {
    BachmansPicks: await resolve('BachmansPicks'),
    FeaturedEvents: await resolve('FeaturedEvents'),
    Version: section.Version,
  };
}

/** The lists with their Render lists computed from what the storefront shows now (C-27). */
async function withRenderLists(tx: DbOrTx, lists: Pick<HomePageValue, HomePageList>): Promise<HomePageValue> {
  const shown = async (list: HomePageList) => {
    const found = await itemsByCode(tx, list, lists[list]);
    return new Set([...found.values()].filter((item) => item.OnStorefront).map((item) => item.ProductCode));
  };
  return {
    BachmansPicks: lists.BachmansPicks,
    RenderBachmansPicks: renderList(lists.BachmansPicks, await shown('BachmansPicks')),
    FeaturedEvents: lists.FeaturedEvents,
    RenderFeaturedEvents: renderList(lists.FeaturedEvents, await shown('FeaturedEvents')),
  };
}

/**
 * Saves the changed list(s) into the settings document with the Render lists recomputed (C-27), against the
 * version the editor saw; each code must be a product (Picks) or an event (Featured Events). The settings
 * machinery checks the document, audits and republishes buyerxp.json.
 */
export async function saveHomePage(
  tx: DbOrTx,
  actor: Actor,
  { changes, version }: { changes: HomePageLists; version: number },
): Promise<HomePage> {
  const current = valueOf((await readSettingsSection(tx, homePageSection)).Value);
  const lists = {
    BachmansPicks: changes.BachmansPicks ?? current.BachmansPicks,
    FeaturedEvents: changes.FeaturedEvents ?? current.FeaturedEvents,
  };
  const fields: Record<string, string> = {};
  for (const list of ['BachmansPicks', 'FeaturedEvents'] as const) {
    const codes = changes[list];
    if (!codes) continue;
    const found = await itemsByCode(tx, list, codes);
    const missing = codes.filter((code) => !found.has(code));
    if (missing.length > 0)
      fields[list] = `Not ${isEvent[list] ? 'an event' : 'a product'}: ${missing.join(', ')}.`;
  }
  const [field, message] = Object.entries(fields)[0] ?? [];
  if (field && message) throw validationFailure(fields, message);
  await saveSettingsSection(tx, actor, {
    section: homePageSection,
    value: await withRenderLists(tx, lists),
    version,
  });
  return readHomePage(tx);
}

/**
 * C-27 on catalogue refresh: the Render lists again from what the storefront shows now. Nothing is written
 * when they have not changed, or when there is no settings document (or one the lists' rules refuse).
 */
export async function refreshHomePageRenderLists(tx: DbOrTx, actor: Actor): Promise<void> {
  let section;
  try {
    section = await readSettingsSection(tx, homePageSection);
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return;
    throw error;
  }
  const current = valueOf(section.Value);
  const next = await withRenderLists(tx, current);
  if (
    next.RenderBachmansPicks.join('\n') === current.RenderBachmansPicks.join('\n') &&
    next.RenderFeaturedEvents.join('\n') === current.RenderFeaturedEvents.join('\n')
  )
    return;
  try {
    await saveSettingsSection(tx, actor, { section: homePageSection, value: next, version: section.Version });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 400) return;
    throw error;
  }
}

/** The picker's choices: products (Picks) or events (Featured Events) whose name or code has the text. */
export async function homePageOptions(
  tx: DbOrTx,
  list: HomePageList,
  search: string,
): Promise<HomePageItem[]> {
  return defaultSkusMatching(tx, { events: isEvent[list], search, limit: HOME_PAGE_OPTIONS_LIMIT });
}
