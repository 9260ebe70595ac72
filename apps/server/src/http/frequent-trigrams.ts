/**
 * Searching by any part over a trigram index (`column LIKE '%term%'`) without asking the index for the
 * pattern's trigrams that most rows hold.
 *
 * PostgreSQL's GIN index reads the whole posting list of every trigram of the pattern, and a trigram that
 * most rows hold rules almost nothing out while its list is the longest. Every shipment's search text starts
 * with an order ID such as 'so10012440', so finding one order took 404 index pages, 360 of them for 'so1',
 * 'o10' and '100' (6.7 ms); its last seven characters alone took 42 pages (1 ms). So a search asks the
 * index for the term without such trigrams at its ends, as long as MIN_CORE_TRIGRAMS rarer ones remain to
 * keep the index selective, and checks the whole term on the rows the index finds: the same rows match.
 * A term of several words is asked for word by word when each has two trigrams or more: the pattern's
 * trigrams of a word's start after a space ('  l', ' la') are held by most rows too ('lena larson' read
 * 336 index pages); 'sven leannon' took 1.8 ms instead of 4.4, 'ryan ali' (a 3-letter word) is left whole.
 * Words end where pg_trgm ends them, at anything but a letter or a digit, so the pieces of an e-mail address
 * are words too, asked for from one trigram each (a million customers: 'vang.leon' read 149 index pages as
 * written, 39 word by word, 2.5 → 0.9 ms; 'dach.kier' 87 and 33, 1.3 → 0.3 ms).
 * The rarer words keep the index selective for the others, whose frequent ends then go too.
 *
 * Which trigrams are frequent is learned from a sample of about SAMPLE_ROWS rows of the table, the first
 * time its column is searched and every REFRESH_MS after, by the list request that finds them stale (in
 * the background: until then a search is as written). Tables under MIN_ROWS rows are not sampled, and
 * their searches stay as written: they are cheap whatever the pattern.
 */
import { Column, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ListDb } from './list-run.ts';

/** A trigram held by at least this share of the sampled rows is frequent. */
const FREQUENT_SHARE = 0.1;
const MIN_CORE_TRIGRAMS = 3;
const SAMPLE_ROWS = 5000;
const MIN_ROWS = 20_000;
const REFRESH_MS = 60 * 60_000;
const RETRY_MS = 60_000;

interface Learned {
  /** Undefined when the table was too small to sample. */
  frequent: ReadonlySet<string> | undefined;
  until: number;
}

/**
 * What is searched: a column, or an expression over one table's columns (`lower(email)`), known by its
 * identity, so a list declares it once as a constant.
 */
export type SearchedText = PgColumn | SQL;

const learned = new Map<SearchedText, Learned>();
const searched = new Set<SearchedText>();
const learning = new Set<SearchedText>();

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** What pg_trgm splits words at: anything but a letter or a digit ('lena.lars' is two words to it). */
const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/**
 * What of `term` (lower-cased) to look up in the index, each part as `LIKE '%part%'`: its words when there
 * are several with trigrams enough (see wordTrigramsNeeded), each without the frequent trigrams at its ends;
 * undefined when that is the whole term as it is.
 */
export function indexedParts(term: string, frequent: ReadonlySet<string>): string[] | undefined {
  const words = term.split(WORD_BREAK).filter(Boolean);
  const needed = wordTrigramsNeeded(term);
  let parts: string[];
  if (words.length > 1 && words.every((word) => trigramCount(word) >= needed)) {
    // Trimming drops only frequent trigrams, so each word's rare ones stay what they were: a word may lose its
    // frequent ends down to one trigram while the term as a whole keeps MIN_CORE_TRIGRAMS rare ones
    // ('ruthie larson': 'larson' → 'ars'; 'son' is in a quarter of the shipments).
    const rare = words.map((word) => rareTrigrams(trigramsOf(Array.from(word)), frequent));
    const total = rare.reduce((sum, n) => sum + n, 0);
    parts = words.map((word, i) => withoutFrequentEnds(word, frequent, total - rare[i]!) ?? word);
  } else {
    parts = [withoutFrequentEnds(term, frequent, 0) ?? term];
  }
  return parts.length === 1 && parts[0] === term ? undefined : parts;
}

/**
 * Words apart by a space may each be in another field of the searched text ('ryan' a buyer, 'ali' a street:
 * 'ryan ali' word by word read 1,200 pages of shipments for 12 matches), so there each word needs two trigrams.
 * Words joined by punctuation are one token of the text (an e-mail address), which a word of one trigram
 * narrows enough (a million customers, word by word: 'jakob.abe' 1.0 → 0.14 ms, 'don.auer1' 2.4 → 0.4 ms,
 * 'stark.sha' 2.7 → 2.5 ms). A word of no trigram leaves the term whole ('wiegand.j': its '  j' and 'nd '
 * found 36 customers where 'wiegand' alone read 400).
 */
const wordTrigramsNeeded = (term: string) => (/\s/.test(term) ? 2 : 1);

const trigramCount = (word: string) => Math.max(0, Array.from(word).length - 2);

/** The trigram starting at each character, when all three are word characters (what pg_trgm indexes). */
const trigramsOf = (chars: string[]): (string | undefined)[] =>
  chars.map((_, at) => {
    const three = chars.slice(at, at + 3);
    return three.length === 3 && three.every((c) => WORD_CHAR.test(c)) ? three.join('') : undefined;
  });

const rareTrigrams = (trigrams: (string | undefined)[], frequent: ReadonlySet<string>) =>
  trigrams.filter((trigram) => trigram !== undefined && !frequent.has(trigram)).length;

/**
 * `term` without the frequent trigrams at its ends while MIN_CORE_TRIGRAMS rare ones remain, counting
 * `rareElsewhere` (in the term's other words), and one trigram at least; undefined if none went.
 */
function withoutFrequentEnds(
  term: string,
  frequent: ReadonlySet<string>,
  rareElsewhere: number,
): string | undefined {
  const chars = Array.from(term);
  const trigrams = trigramsOf(chars);
  const isFrequent = (at: number) => {
    const trigram = trigrams[at];
    return trigram !== undefined && frequent.has(trigram);
  };
  // Whether chars [start, end) still hold a trigram, and with the other words MIN_CORE_TRIGRAMS rare ones.
  const enough = (start: number, end: number) =>
    end - start >= 3 &&
    rareElsewhere + rareTrigrams(trigrams.slice(start, end - 2), frequent) >= MIN_CORE_TRIGRAMS;
  let start = 0;
  let end = chars.length;
  while (isFrequent(start) && enough(start + 1, end)) start++;
  while (end - 3 >= start && isFrequent(end - 3) && enough(start, end - 1)) end--;
  return start > 0 || end < chars.length ? chars.slice(start, end).join('') : undefined;
}

/**
 * The frequent trigrams of a column as last learned, if they were and its table was sampled. Asking marks the
 * column as searched, which is how refreshFrequentTrigrams knows to learn it.
 */
export function frequentTrigramsOf(column: SearchedText): ReadonlySet<string> | undefined {
  searched.add(column);
  return learned.get(column)?.frequent;
}

/**
 * Learns the frequent trigrams of a searched column (all of them: tests pass minRows 0 to sample a small
 * table). Needs pg_trgm, as the column's index does.
 */
export async function learnFrequentTrigrams(
  db: ListDb,
  column: SearchedText,
  minRows = MIN_ROWS,
): Promise<void> {
  const from = tableOf(column);
  const table = getTableName(from);
  const result = (await db.execute(
    sql`select greatest(reltuples, 0)::float8 as rows from pg_class where oid = to_regclass(${table})`,
  )) as unknown as { rows: { rows: number }[] };
  const rows = Number(result.rows[0]?.rows ?? 0);
  let frequent: Set<string> | undefined;
  if (rows >= minRows) {
    const percent = rows <= SAMPLE_ROWS ? 100 : Math.max(0.01, (100 * SAMPLE_ROWS) / rows);
    const sample = (await db.execute(sql`
      with sample as (
        select ${column} as text from ${from} tablesample system (${sql.raw(percent.toFixed(4))})
      )
      select trigram from sample, unnest(show_trgm(sample.text)) as trigram
      group by trigram
      having count(*) >= ${sql.raw(String(FREQUENT_SHARE))} * (select count(*) from sample)`)) as unknown as {
      rows: { trigram: string }[];
    };
    frequent = new Set(sample.rows.map((row) => row.trigram));
  }
  learned.set(column, { frequent, until: Date.now() + REFRESH_MS });
}

/** The table a searched column or expression reads. */
function tableOf(text: SearchedText): PgTable {
  if (is(text, Column)) return text.table;
  const column = text.queryChunks.find((chunk) => is(chunk, Column));
  if (!column) throw new Error('A searched expression reads a column of its table.');
  return (column as PgColumn).table;
}

/** Starts learning, in the background, the searched columns never learned or learned too long ago. */
export function refreshFrequentTrigrams(db: ListDb): void {
  const now = Date.now();
  for (const column of searched) {
    if (learning.has(column) || (learned.get(column)?.until ?? 0) > now) continue;
    learning.add(column);
    learnFrequentTrigrams(db, column)
      .catch(() => {
        learned.set(column, { frequent: learned.get(column)?.frequent, until: Date.now() + RETRY_MS });
      })
      .finally(() => learning.delete(column));
  }
}

/**
 * `column LIKE '%term%'` for a lower-cased column and term (escaped by the caller's `escape`), with the
 * index asked for the term's indexed part when its column's frequent trigrams are known. `opaque` hides
 * each pattern the index is asked for from the planner (`LIKE (SELECT $1)`) when it holds a trigram, so a
 * named statement's one plan serves every term (ListQuery.whereOfMatches); a pattern without one stays
 * visible, as the planner then reads the table rather than the whole index.
 */
export function containsByTrigrams(
  column: SearchedText,
  term: string,
  escape: (text: string) => string,
  { opaque = false } = {},
): SQL {
  const like = (part: string) => {
    const pattern = `%${escape(part)}%`;
    return opaque && trigramsOf(Array.from(part)).some((trigram) => trigram !== undefined)
      ? sql`${column} like (select ${pattern}::text)`
      : sql`${column} like ${pattern}`;
  };
  return sql`${{
    getSQL: () => {
      const frequent = frequentTrigramsOf(column);
      const parts = frequent && indexedParts(term, frequent);
      if (parts === undefined) return like(term);
      // `|| ''` keeps the whole term out of the index (an expression it does not hold): it filters the rows
      // the indexed parts found.
      return sql.join([...parts.map(like), sql`(${column} || '') like ${`%${escape(term)}%`}`], sql` and `);
    },
  }}`;
}
