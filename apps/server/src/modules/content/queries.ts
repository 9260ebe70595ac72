import type { ArticleRef, ContentEntry, ContentEntryDetail, ContentSlotKey } from '@commerce/domain';
import { and, asc, eq, gt, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { namesAmong } from '../../db/names-among.ts';
import { contentEntries } from '../../db/schema/content.ts';
import { escapeLike } from '../../http/list-query.ts';
import { notFound } from '../../http/errors.ts';
import { textSortKey } from '../../db/text-sort-key.ts';

type EntryRow = typeof contentEntries.$inferSelect;

/** The content types a slot offers; articles are never blocks. */
const BLOCK_TYPES = ['simpleContentBlock', 'complexContentBlock'];

/**
 * isOfferedEntry of the domain, in SQL: published, and for the related-services slot the top-level
 * navigation pages of the 'services' section, for the other slots the blocks.
 */
export function offeredFor(slot: ContentSlotKey): SQL {
  const published = gt(contentEntries.publishedCounter, 0);
  if (slot !== 'services') return and(published, inArray(contentEntries.contentType, BLOCK_TYPES)) as SQL;
  return and(
    published,
    eq(contentEntries.contentType, 'staticPage'),
    sql`${contentEntries.fields}->>'section' = 'services'`,
    sql`(${contentEntries.fields}->>'navigation')::boolean is true`,
    sql`coalesce(${contentEntries.fields}->>'parentPage', '') = ''`,
  ) as SQL;
}

const toEntry = (row: EntryRow): ContentEntry => {
  const fields = row.fields as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? (fields[key] as string) : undefined);
  return {
    sys: {
      id: row.id,
      publishedCounter: row.publishedCounter,
      contentType: row.contentType as ContentEntry['sys']['contentType'],
    },
    fields: {
      name: text('name'),
      title: text('title') ?? (text('name') ? undefined : row.title),
      navigation: typeof fields.navigation === 'boolean' ? fields.navigation : undefined,
      parentPage: text('parentPage') ?? null,
      section: text('section'),
    },
  };
};

/** The entries among these IDs by the name or title pickers show, by ID. */
export const contentEntryNames = (db: DbOrTx, ids: readonly string[]) =>
  namesAmong(db, { id: contentEntries.id, name: contentEntries.title }, ids);

/** How many entries a picker's search answers at most (the slots hold at most 8). */
export const ENTRY_SEARCH_LIMIT = 100;

/**
 * Entries for the slot pickers and the slot editors: those named (ids, in that order; any type, so a
 * slot shows what it holds even after it was unpublished), or those a slot offers, searched by title.
 */
export async function findEntries(
  db: DbOrTx,
  query: { slot?: ContentSlotKey; ids?: string[]; search?: string },
): Promise<ContentEntry[]> {
  const conditions: (SQL | undefined)[] = [ne(contentEntries.contentType, 'article')];
  if (query.ids) conditions.push(inArray(contentEntries.id, query.ids.length ? query.ids : ['']));
  if (query.slot) conditions.push(offeredFor(query.slot));
  if (query.search) conditions.push(ilike(contentEntries.title, `%${escapeLike(query.search)}%`));
  const rows = await db
    .select()
    .from(contentEntries)
    .where(and(...conditions))
    .orderBy(asc(textSortKey(contentEntries.title)), asc(contentEntries.id))
    .limit(query.ids ? 200 : ENTRY_SEARCH_LIMIT);
  if (!query.ids) return rows.map(toEntry);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return query.ids.flatMap((id) => (byId.has(id) ? [toEntry(byId.get(id)!)] : []));
}

/** Articles (Related Articles' search): published, by title; at most 200 a search (spec 2 §9). */
export async function findArticles(db: DbOrTx, search: string | undefined): Promise<ArticleRef[]> {
  const rows = await db
    .select({ id: contentEntries.id, title: contentEntries.title, fields: contentEntries.fields })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.contentType, 'article'),
        gt(contentEntries.publishedCounter, 0),
        search ? ilike(contentEntries.title, `%${escapeLike(search)}%`) : undefined,
      ),
    )
    .orderBy(asc(textSortKey(contentEntries.title)), asc(contentEntries.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: typeof row.fields.slug === 'string' ? row.fields.slug : '',
  }));
}

export async function entryDetail(db: DbOrTx, id: string): Promise<ContentEntryDetail> {
  const [row] = await db.select().from(contentEntries).where(eq(contentEntries.id, id));
  if (!row) throw notFound('The content entry');
  return {
    sys: {
      id: row.id,
      publishedCounter: row.publishedCounter,
      contentType: row.contentType,
      createdAt: row.dateCreated.toISOString(),
    },
    fields: row.fields,
    tags: row.tags,
  };
}

/**
 * The IDs among `ids` that a slot may not hold (unknown, or not offered for it): a save naming one is
 * refused. Entries a slot already held keep being accepted even if unpublished since (`kept`).
 */
export async function entriesNotOffered(
  db: DbOrTx,
  slot: ContentSlotKey,
  ids: readonly string[],
  kept: readonly string[] = [],
): Promise<string[]> {
  const wanted = ids.filter((id) => !kept.includes(id));
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: contentEntries.id })
    .from(contentEntries)
    .where(and(inArray(contentEntries.id, [...wanted]), offeredFor(slot)));
  const found = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !found.has(id));
}
