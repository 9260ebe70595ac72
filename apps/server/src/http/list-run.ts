/**
 * Running a parsed list request: one page and its total. Two paths, chosen by the list's definition:
 *
 * - plain: `ORDER BY … LIMIT … OFFSET`, and a count (exact, or capped by `countLimit`) unless the page itself
 *   tells the total;
 * - `scale` (lists that grow to a million rows; measured on customers):
 *   - near the top a plain `ORDER BY … LIMIT`; from `deferredJoinFrom` on, the page's keys come first from
 *     an index-only walk of the sort index, then the page's rows (page 50 of a million: 1.5 ms, not 70 ms);
 *     from the nearest page of the same query served in the last seconds when there is one, rather than from
 *     the top (page-anchors.ts); a sort whose index carries the page's every column (`coveredSorts`) is
 *     walked in that index alone at any depth, its selection computed for the page's rows only;
 *   - totals are exact whenever counting is cheap: the planner's estimate is asked first (EXPLAIN, no rows
 *     read) and when it expects at most `countExactlyUpTo` matches (10,000 by default) they are counted,
 *     within `walkBudgetMs` (46,000 matches of a common name in a trigram search take far longer); past that,
 *     or out of time, the estimate ('about' on screen), never below the rows known to exist so 'next' works
 *     from a full page. Both are kept a few seconds per query (see TOTAL_TTL_MS);
 *   - a search the sort index cannot serve in order (any-part search, or a prefix search sorted by another
 *     column) fetches its matches' keys and sort columns without order, sorts, pages and counts them and
 *     joins the page's rows to its keys, in one statement with an exact total, when the planner expects at
 *     most five times `exactCountLimit` matches (up to
 *     `sortedMatchesLimit` are taken, as estimates of text searches run low). With more, the sort index is
 *     walked within `walkBudgetMs` (it finds a page at once when matches are dense: 4,000 matches in 575,000
 *     rows cost a 14,000-row walk, 10 times a sort of the matches; 46,000 cost 1,200 rows); when the matches
 *     sit together far along the order the budget runs out and the matches are sorted instead.
 *   Rows of a scale list are read without Drizzle's per-cell mapping (`raw`): at 100 rows that mapping cost
 *   more than the query; on the embedded database they come as one JSON value (db/raw-rows.ts).
 */
import { and, Column, count, eq, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgColumn, PgDatabase, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { ListMeta, ListPage } from '@commerce/domain';
import { isQueryCancelled } from '../db/pg-errors.ts';
import { isEmbedded } from '../db/client.ts';
import { readRawRows, renderedOnce } from '../db/raw-rows.ts';
import type { ListQuery, WordTable } from './list-query.ts';
import { anchorValues, fromAnchor, pageAnchors, type AnchoredSort } from './page-anchors.ts';
import { forgetAfterWrites } from './read-caches.ts';
import { escapeLike } from './list-query-filters.ts';

/** Any Drizzle PostgreSQL database or transaction (PGlite, node-postgres). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListDb = PgDatabase<any, any, any>;

export interface ListCount {
  count: number;
  isEstimate: boolean;
}

export interface ScaleOptions {
  /** A search with at most this many matches is sorted and paged from its matches, in one statement. */
  exactCountLimit: number;
  /** Totals are counted exactly when the planner expects at most this many matches (default 10,000). */
  countExactlyUpTo?: number;
  /** From this offset on, a page's keys are found first (a deferred join). */
  deferredJoinFrom?: number;
  /**
   * Sort fields whose index carries every column the page selects: a page in their order is read from the
   * index alone at any depth (an index-only scan past the rows before it), never keys first, whose join reads
   * each row of the page from the table.
   */
  coveredSorts?: readonly string[];
  /** How long walking the sort index may take for a search with many matches. */
  walkBudgetMs?: number;
  /** The most matches sorted after a walk ran out of time; past it the walk runs to the end. */
  sortedMatchesLimit?: number;
}

/** The row `run` selects: the table's row, or the shape of `select`. */
export type ListRow<TTable extends PgTable, TSelection> = TSelection extends SelectedFields
  ? SelectResultFields<TSelection>
  : TTable['$inferSelect'];

export interface ListRunOptions<TSelection, TRow, TItem> {
  /** Extra conditions from the route (permissions, custom joins); ANDed with the request's. */
  where?: SQL | undefined | (SQL | undefined)[];
  /** Columns to select (Drizzle selection object); default: the whole row. */
  select?: TSelection;
  /** Joins both the page and (for deferred joins) the key walk need, e.g. a sort on a joined column. */
  joins?: (query: PgSelect) => PgSelect;
  /** Turns a row into the API item. With `raw`, the row is as the driver returns it (column names). */
  map?: (row: TRow) => TItem;
  /**
   * Read rows without Drizzle's mapping (flat selections only; required by `scale` lists): the selection holds
   * only what reads the same from both drivers (db/raw-rows.ts).
   */
  raw?: boolean;
  /** Overrides the list's countLimit for this call; `false` = exact. */
  countLimit?: number | false;
  /** Skip the total (an export reads page after page until one is short). */
  count?: boolean;
}

interface ListRunConfig {
  countLimit?: number;
  scale?: ScaleOptions;
}

/** The primary key column(s) of a table, for the deferred join. */
const keyOf = (table: PgTable): PgColumn => {
  const column = Object.values(table as unknown as Record<string, unknown>).find(
    (value) => (value as { primary?: boolean } | null)?.primary === true,
  );
  if (!column) throw new Error('A scale list needs a table with a single-column primary key.');
  return column as PgColumn;
};

/**
 * An export's walk over every matching row (list-export.ts): the keys of them all in the list's order, read
 * once, then their rows batch by batch by key. The export is linear in its rows (paging by offset walked past
 * every earlier row again: 575,000 shipments in 29-39 s, by key 11-15 s), and a row written meanwhile neither
 * repeats nor hides another: the rows are the ones that matched when the export began, as they are when their
 * batch is read (a row deleted or no longer matching by then is left out).
 */
export class KeyWalk {
  private keys: unknown[] | undefined;
  private next = 0;

  constructor(readonly batchSize: number) {}

  /** Whether the list walks by key (it has a one-column key and runs through runList); else it pages by offset. */
  get started(): boolean {
    return this.keys !== undefined;
  }

  get done(): boolean {
    return this.keys !== undefined && this.next >= this.keys.length;
  }

  /** The keys of the next batch; `allKeys` is asked once, on the first. */
  async nextKeys(allKeys: () => Promise<unknown[]>): Promise<unknown[]> {
    this.keys ??= await allKeys();
    const batch = this.keys.slice(this.next, this.next + this.batchSize);
    this.next += batch.length;
    return batch;
  }
}

export async function runList<TItem>(
  db: ListDb,
  table: PgTable,
  config: ListRunConfig,
  query: ListQuery,
  options: ListRunOptions<unknown, unknown, TItem> = {},
): Promise<ListPage<TItem>> {
  const where = withRouteWhere(query.where, options);
  const run = new PageRun(db, table, query, where, options);
  if (query.walk && query.rowKey) return run.nextBatch(query.walk, query.rowKey as PgColumn);
  const { scale } = config;
  if (!scale) {
    const rows = await run.plainRows();
    const countLimit = options.countLimit === false ? undefined : (options.countLimit ?? config.countLimit);
    const total =
      options.count === false
        ? unknownTotal(query, rows.length)
        : (countFromPage(query, rows.length) ??
          (await countRows(db, table, where, countLimit, options.joins)));
    return toListPage(query, run.items(rows), total);
  }
  const search = query.search;
  if (search?.words) {
    const page = await run.wordsPage(scale);
    if (page) return page;
  }
  const sortServesSearch = search?.prefixField !== undefined && query.sort[0]?.field === search.prefixField;
  if (search && !sortServesSearch) {
    // A words index reads its matches cheaply whatever the planner expects of a prefix (it knows only the
    // frequent words: a typed e-mail's start was taken for 20,000 customers, which sent it to the walk, where
    // the rare matches ran the budget out); past sortedMatchesLimit matches the walk finds a page at once.
    if (search.byWords || (await run.estimate()) <= 5 * scale.exactCountLimit) {
      const page = await run.fromMatches(scale);
      if (page) return page;
    }
    return walkWithinBudget(db, run, scale);
  }
  return run.walk(scale);
}

// Counting is paid by the request that asks: 100,000 matches took 25-230 ms of index-only scan on a
// million customers (a new filter value each time is uncached), 10,000 take 2-4 ms. Past it, the
// planner's estimate ('about') is within a few per cent for the filters the lists offer.
const COUNT_EXACTLY_UP_TO = 10_000;
const WALK_BUDGET_MS = 100;
const SORTED_MATCHES_LIMIT = 50_000;
const DEFERRED_JOIN_FROM = 1000;

async function walkWithinBudget<TItem>(db: ListDb, run: PageRun<TItem>, scale: ScaleOptions) {
  const rows = await withinBudget(db, scale, (tx) => run.on(tx).walkRows(scale));
  if (rows) return run.pageOf(rows, scale);
  return (await run.fromMatches(scale)) ?? run.walk(scale);
}

/**
 * `work` under the list's time budget; undefined when the budget ran out. On the embedded database the
 * budget is not set: its `statement_timeout` never fires (docs/performance.md), and the transaction that
 * would carry it cost three more trips to the database's thread, with every other request waiting behind them.
 */
async function withinBudget<T>(
  db: ListDb,
  scale: ScaleOptions,
  work: (tx: ListDb) => Promise<T>,
): Promise<T | undefined> {
  if (isEmbedded(db)) return work(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${scale.walkBudgetMs ?? WALK_BUDGET_MS}`));
      return work(tx);
    });
  } catch (error) {
    if (!isQueryCancelled(error)) throw error;
    return undefined;
  }
}

/** Where a deep page is found: `skip` rows past an anchor (`where`) or past the top, and its sort if anchored. */
interface PageFrom {
  where: SQL | undefined;
  skip: number;
  sort: AnchoredSort | undefined;
}

/** One list request's page, on a database or a transaction. */
class PageRun<TItem> {
  constructor(
    private readonly db: ListDb,
    private readonly table: PgTable,
    private readonly query: ListQuery,
    private readonly where: SQL | undefined,
    private readonly options: ListRunOptions<unknown, unknown, TItem>,
  ) {}

  private whereKeyText: string | undefined;

  /** What identifies the rows this request asks for (its conditions and joins): a key of its total and anchors. */
  private get whereKey(): string {
    return (this.whereKeyText ??= whereKey(this.table, this.where, this.options.joins));
  }

  /** The planner's estimate of the rows this request asks for. */
  estimate(): Promise<number> {
    return estimatedCount(this.db, this.table, this.where);
  }

  on(db: ListDb): PageRun<TItem> {
    return new PageRun(db, this.table, this.query, this.where, this.options);
  }

  private base(select?: SelectedFields) {
    const from = (select ? this.db.select(select) : this.db.select()).from(this.table);
    return (this.options.joins ? this.options.joins(from.$dynamic()) : from.$dynamic()) as PgSelect;
  }

  private async rows(
    select: SQLWrapper & PromiseLike<unknown[]>,
    options: { reusePlan?: boolean } = {},
  ): Promise<unknown[]> {
    return this.options.raw ? readRawRows(this.db, select, options) : select;
  }

  items(rows: unknown[]): TItem[] {
    return this.options.map ? rows.map(this.options.map) : (rows as TItem[]);
  }

  /** The list's selection, with each row's sort values (page-anchors.ts) when the page's sort is anchored. */
  private selection(from?: PageFrom): SelectedFields | undefined {
    const select = this.pageSelect;
    return from?.sort ? { ...select, page_anchor: anchorValues(from.sort) } : select;
  }

  /** The selection of the page's rows: for raw rows, its text rendered once (raw-rows.ts, renderedOnce). */
  private get pageSelect(): SelectedFields | undefined {
    const select = this.options.select as SelectedFields | undefined;
    return select && this.options.raw ? renderedOnce(select) : select;
  }

  /** `select` of the page's rows: `from.skip` past an anchor or the top, else the request's offset. */
  private paged(select: SelectedFields | undefined, from?: PageFrom) {
    const { query } = this;
    return this.base(select)
      .where(and(this.where, from?.where))
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(from ? from.skip : query.offset);
  }

  /**
   * The page by `ORDER BY … LIMIT … OFFSET`; or `from.skip` rows past an anchor, each row with its sort
   * values (an anchor when it is the page's first).
   */
  plainRows(from?: PageFrom): Promise<unknown[]> {
    return this.rows(this.paged(this.selection(from), from));
  }

  /**
   * The page in a covered sort (ScaleOptions.coveredSorts), as plainRows, but the walk takes only the columns
   * the page reads and the page's own rows compute its selection: the rows walked past compute nothing (a
   * million customers, page 3,500: 400 ms with the dates of every row walked past turned to text, 93 without).
   */
  private coveredRows(from?: PageFrom): Promise<unknown[]> {
    const page = this.selection(from);
    if (!page) throw new Error('A covered sort needs a flat `select`.');
    const read = columnsOf([Object.values(this.options.select as SelectedFields), this.query.orderBy]);
    // Named like the table, so the page's selection and order (written against it) read the walk's columns.
    const walked = this.paged(Object.fromEntries(read.map((column) => [column.name, column])), from).as(
      getTableName(this.table),
    );
    return this.rows(
      this.db
        .select(page)
        .from(walked)
        .orderBy(...this.query.orderBy),
    );
  }

  /** An export's next batch of rows, in the list's order (see KeyWalk); its total is not counted. */
  async nextBatch(walk: KeyWalk, rowKey: PgColumn): Promise<ListPage<TItem>> {
    const keys = await walk.nextKeys(async () => {
      const rows = await this.base({ rowKey })
        .where(this.where)
        .orderBy(...this.query.orderBy);
      return rows.map((row) => (row as { rowKey: unknown }).rowKey);
    });
    const rows =
      keys.length === 0
        ? []
        : await this.rows(
            this.base(this.pageSelect)
              // One array parameter: as many parameters as keys cost 4 µs a key to build the statement.
              .where(and(this.where, sql`${rowKey} = any(${sql.param(keys)})`))
              .orderBy(...this.query.orderBy),
          );
    return toListPage(this.query, this.items(rows), unknownTotal(this.query, rows.length));
  }

  /** The page in the requested order, with its total. */
  async walk(scale: ScaleOptions): Promise<ListPage<TItem>> {
    return this.pageOf(await this.walkRows(scale), scale);
  }

  /**
   * The page's rows in the requested order; deep pages find their keys first (see the file's comment),
   * starting from the nearest page served before when there is one (page-anchors.ts): close to it, the
   * rows are read straight from its first row. A covered sort's pages are read from its index at any depth.
   */
  async walkRows(scale: ScaleOptions): Promise<unknown[]> {
    const { query, table } = this;
    const keysFirstFrom = scale.deferredJoinFrom ?? DEFERRED_JOIN_FROM;
    const covered = query.sort.length === 1 && scale.coveredSorts?.includes(query.sort[0]!.field) === true;
    // Measured at a million customers: skipping 300 rows past an anchor cost a plain walk (reading each
    // row) what finding the keys first did; fewer are cheaper plain, more by their keys. In a covered sort a
    // plain walk reads no row, only computes the selection of each row it skips (four dates to text, 1.1 µs a
    // row), which coveredRows spares at 0.3-0.4 ms a page: past 300 rows that is the cheaper, at any depth.
    const plainUpTo = 3 * query.limit;
    if (query.offset < keysFirstFrom) {
      return covered && query.offset >= plainUpTo ? this.coveredRows() : this.plainRows();
    }
    const sort = anchoredSort(table, query);
    const anchors = sort && `${this.whereKey}\u0000${sortKey(query)}`;
    const anchor = anchors ? pageAnchors.nearest(anchors, query.offset) : undefined;
    const from: PageFrom = {
      where: anchor && sort ? fromAnchor(sort, anchor.values) : undefined,
      skip: query.offset - (anchor?.offset ?? 0),
      sort,
    };
    const plain = from.skip < Math.min(keysFirstFrom, plainUpTo);
    const read = plain ? this.plainRows(from) : covered ? this.coveredRows(from) : this.keysFirst(from);
    const rows = (await read) as {
      page_anchor?: string[];
    }[];
    const first = rows[0]?.page_anchor;
    if (anchors && first) pageAnchors.remember(anchors, query.offset, first);
    return sort ? rows.map(({ page_anchor: _, ...row }) => row) : rows;
  }

  /** The page's keys first, from an index-only walk past `from.skip` rows, then their rows (a deferred join). */
  private keysFirst(from: PageFrom): Promise<unknown[]> {
    const key = keyOf(this.table);
    const page = this.paged({ pageKey: key }, from).as('page');
    return this.rows(
      this.base(this.selection(from))
        .innerJoin(page, eq(key, page.pageKey))
        .orderBy(...this.query.orderBy),
    );
  }

  /** The page of these rows and its total (see totalOf). */
  async pageOf(rows: unknown[], scale: ScaleOptions): Promise<ListPage<TItem>> {
    const { query } = this;
    if (this.options.count === false)
      return toListPage(query, this.items(rows), unknownTotal(query, rows.length));
    const total = countFromPage(query, rows.length) ?? (await this.totalOf(scale));
    return toListPage(query, this.items(rows), total);
  }

  /**
   * The total of a full page. The planner's estimate comes first (no rows read): past `countExactlyUpTo`
   * counting would cost more than an exact figure is worth, so the estimate it is; otherwise the matches
   * are counted, up to that many.
   */
  private async totalOf(scale: ScaleOptions): Promise<ListCount> {
    const upTo = scale.countExactlyUpTo ?? COUNT_EXACTLY_UP_TO;
    const key = `${upTo}\u0000${this.whereKey}`;
    const known = totals.get(key);
    const total =
      known && known.until > Date.now()
        ? known.total
        : await remember(totals, key, TOTAL_TTL_MS, TOTALS_CACHE_SIZE, this.countOrEstimate(scale, upTo));
    return total.isEstimate ? estimate(this.query, total.count) : total;
  }

  private async countOrEstimate(scale: ScaleOptions, upTo: number): Promise<ListCount> {
    const estimated = await this.estimate();
    if (estimated > upTo) return { count: estimated, isEstimate: true };
    const counted = await withinBudget(this.db, scale, (tx) =>
      countRows(tx, this.table, this.where, upTo, this.options.joins),
    );
    if (!counted) return { count: estimated, isEstimate: true };
    return counted.isEstimate ? { count: Math.max(estimated, upTo + 1), isEstimate: true } : counted;
  }

  /**
   * The page from the matches fetched without order, when there are at most `sortedMatchesLimit` of them
   * (sorted, paged and counted in one statement, exact total); undefined when there are more. Only the key,
   * the sort's columns and the row's place are taken from the matches, and the page's rows are joined by that
   * place: projecting every column of a thousand matches (dates to text, JSON) cost four times the search
   * itself (orders: 8 ms, not 2). From the list's search copy when it holds what the request names, joined
   * by key.
   */
  async fromMatches(scale: ScaleOptions): Promise<ListPage<TItem> | undefined> {
    const { query, db, table } = this;
    const limit = scale.sortedMatchesLimit ?? SORTED_MATCHES_LIMIT;
    const select = this.options.select as SelectedFields | undefined;
    if (!select) throw new Error('A scale list needs a flat `select`.');
    const key = keyOf(table);
    const tableName = getTableName(table);
    const sortKeys = Object.fromEntries(
      [key, ...query.sortColumns.flatMap(columnsOf)].map((column) => [column.name, column]),
    );
    const where = query.whereOfMatches ? withRouteWhere(query.whereOfMatches, this.options) : this.where;
    // The place (ctid) stays the same within one statement, and a TID scan reads the row straight away
    // where the key would go down its index first (orders, a surname's 1,000 matches: 2.4 → 2.2 ms).
    const ctidOf = sql`${sql.identifier(tableName)}.ctid`;
    // Named like the table so the list's conditions and ORDER BY (written against it) apply to the matches.
    const matches = this.base({ ...sortKeys, row_ctid: sql`${ctidOf}`.as('row_ctid') })
      .where(where)
      .limit(limit + 1)
      .as(tableName);
    const matched = matches as unknown as Record<string, SQL.Aliased>;
    const pageKey = matched.row_ctid!;
    const page = db
      .select({
        pageKey: sql`${pageKey}`.as('page_key'),
        matchesTotal: sql<number>`(count(*) over ())::int`.as('matches_total'),
      })
      .from(matches)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset)
      .as('page');
    const rows = (await this.rows(
      // Its own name, so no column of a list's row is taken for it.
      this.base({ ...this.pageSelect, matches_total: page.matchesTotal })
        .innerJoin(page, sql`${ctidOf} = ${page.pageKey}`)
        .orderBy(...query.orderBy),
      // The text fixes the plan (the matches by their own condition, then sorted), so one plan serves every
      // search of the same shape (raw-rows.ts).
      { reusePlan: true },
    )) as { matches_total?: number }[];
    const total =
      rows[0]?.matches_total ??
      (query.offset === 0 ? 0 : (await countRows(db, table, this.where, limit, this.options.joins)).count);
    if (total > limit) return undefined;
    const items = rows.map(({ matches_total: _, ...row }) => row);
    return toListPage(query, this.items(items), { count: total, isEstimate: false });
  }

  /**
   * The page of a search from the list's word table (ListSearch.words), when it holds every column of the
   * list's table that the request's conditions and sort name; else undefined (the search's condition reads
   * the same table as a semi-join). One statement: the typed word with the fewest rows leads (byRarity); the
   * words it starts are found one descent of the btree each (a loose index scan, at most WORDS_EXPANDED_UP_TO,
   * else undefined); each gives its first offset + limit records in the list's order whose search text holds
   * every other typed word too, checked on the index entry itself (the entries hold the text); the page is the
   * first of them all (a record holding two of the words once), joined to its rows. A surname reads 100
   * entries a word it starts; a first + last name the rarer's entries until 100 hold the other.
   */
  async wordsPage(scale: ScaleOptions): Promise<ListPage<TItem> | undefined> {
    const { query, db, table } = this;
    const words = query.search?.words;
    if (!words || words.typed.length === 0 || this.options.joins) return undefined;
    const { table: wordTable, word, text } = words.table;
    const where = withRouteWhere(words.filters, this.options);
    const held = columnNamesOf(wordTable);
    const named = [...columnsOf(where), ...query.sortColumns.flatMap(columnsOf)];
    if (!named.every((column) => column.table !== table || held.has(column.name))) return undefined;
    const listKey = keyOf(table);
    const sortKeys = [listKey, ...query.sortColumns.flatMap(columnsOf)].map((column) => column.name);
    // Named like the list's table, so its conditions and ORDER BY (written against it) apply to the words.
    const asTable = sql.identifier(getTableName(table));
    const column = (name: string) => sql`${asTable}.${sql.identifier(name)}`;
    const keys = sql.join([...new Set(sortKeys)].map(column), sql`, `);
    const orderBy = sql.join(query.orderBy, sql`, `);
    const wordName = sql.identifier(word.name);
    // The text's words are separated by single spaces: ' ' || text holds ' ' || typed where a word starts so.
    const startsWords = sql.param(words.typed.map((typed) => `% ${escapeLike(typed)}%`));
    const holdsEvery =
      words.typed.length > 1
        ? sql`(' ' || ${column(text.name)}) like all (${startsWords}::text[])`
        : undefined;
    const conditions = and(holdsEvery, where) ?? sql`true`;
    // The leader as a scalar subquery: its value bounds the index scans (a join with it filtered them).
    const leader = sql`(select one from leader)`;
    const pageKeys = sql`with recursive leader(one) as (${byRarity(words.table, words.typed)}),
      expanded(word, n) as (
        (select ${wordName}, 1 from ${wordTable} where ${wordName} >= ${leader} order by ${wordName} limit 1)
        union all
        select (select w.${wordName} from ${wordTable} as w where w.${wordName} > expanded.word
          order by w.${wordName} limit 1), n + 1
        from expanded where expanded.word < ${afterPrefixSql(leader)} and n <= ${WORDS_EXPANDED_UP_TO}
      ),
      started as (select word from expanded where word < ${afterPrefixSql(leader)})
      select ${column(listKey.name)} as page_key, (select count(*) from started)::int as words_started,
        ${leader} as leader
      from started cross join lateral (
        select ${keys} from ${wordTable} as ${asTable}
        where ${column(word.name)} = started.word and ${conditions}
        order by ${orderBy} limit ${query.offset + query.limit}) as ${asTable}
      group by ${keys} order by ${orderBy} limit ${query.limit} offset ${query.offset}`;
    const page = db
      .select({
        pageKey: sql`page_key`.as('page_key'),
        wordsStarted: sql<number>`words_started`.as('words_started'),
        leader: sql<string>`leader`.as('leader'),
      })
      .from(sql`(${pageKeys}) as page_keys`)
      .as('page');
    const rows = (await this.rows(
      this.base({ ...this.pageSelect, words_started: page.wordsStarted, leader: page.leader })
        .innerJoin(page, eq(listKey, page.pageKey))
        .orderBy(...query.orderBy),
      // The words are parameters and the leader is chosen in the statement: one plan serves every search
      // of as many words.
      { reusePlan: true },
    )) as { words_started?: number; leader?: string }[];
    // No page (nothing matched, or past the last page) or a word starting more words than are expanded: the
    // semi-join answers, rightly in both cases.
    const [first] = rows;
    if (!first || first.words_started! > WORDS_EXPANDED_UP_TO) return undefined;
    const items = this.items(rows.map(({ words_started: _, leader: __, ...row }) => row));
    if (this.options.count === false) return toListPage(query, items, unknownTotal(query, rows.length));
    const led = first.leader!;
    const total =
      countFromPage(query, rows.length) ??
      (await this.wordsTotal(
        sql`select ${column(listKey.name)} as record_key from ${wordTable} as ${asTable}
          where ${column(word.name)} >= ${led} and ${column(word.name)} < ${afterPrefix(led)} and ${conditions}`,
        scale,
      ));
    return toListPage(query, items, total);
  }

  /**
   * The total of a page from the word table: the distinct records of its matching rows (`matches`, each
   * a record's key), counted from the index alone when there are at most `countExactlyUpTo` rows, else the
   * planner's estimate ('about'). Kept as totalOf keeps its.
   */
  private async wordsTotal(matches: SQL, scale: ScaleOptions): Promise<ListCount> {
    const upTo = scale.countExactlyUpTo ?? COUNT_EXACTLY_UP_TO;
    const cacheKey = `${upTo}\u0000${this.whereKey}`;
    const known = totals.get(cacheKey);
    const counted = async (): Promise<ListCount> => {
      const [row] = (await readRawRows(
        this.db,
        sql`select count(distinct record_key)::int as records, count(*)::int as entries
          from (${matches} limit ${upTo + 1}) as matches`,
      )) as { records: number; entries: number }[];
      if (row && row.entries <= upTo) return { count: row.records, isEstimate: false };
      return { count: Math.max(await this.estimate(), upTo + 1), isEstimate: true };
    };
    const total =
      known && known.until > Date.now()
        ? known.total
        : await remember(totals, cacheKey, TOTAL_TTL_MS, TOTALS_CACHE_SIZE, counted());
    return total.isEstimate ? estimate(this.query, total.count) : total;
  }
}

/** How many rows of a typed word byRarity counts at most. */
const RARITY_COUNTED_UP_TO = 2000;

/**
 * The typed word with the fewest rows in the word table (counted up to RARITY_COUNTED_UP_TO, from the index
 * alone; a tie goes to the longer word), as a query of one row `one`: 'dave heaney' reads heaney's 1,100
 * entries for those holding dave, not dave's 34,000 for those holding heaney.
 */
function byRarity({ table, word }: WordTable, typed: string[]): SQL {
  const name = sql.identifier(word.name);
  if (typed.length === 1) return sql`select ${typed[0]}::text collate "C"`;
  return sql`select one collate "C" from unnest(${sql.param(typed)}::text[]) as typed(one)
    order by (select count(*) from (select 1 from ${table} where ${name} >= typed.one collate "C"
      and ${name} < ${afterPrefixSql(sql`typed.one`)} collate "C" limit ${RARITY_COUNTED_UP_TO}) as entries),
      length(one) desc
    limit 1`;
}

/** The first string after every one that starts with `prefix`, in byte order (collate "C"). */
export const afterPrefix = (prefix: string): string => `${prefix}\u{10FFFF}`;

/** afterPrefix of a prefix the statement holds (chr(1114111) is U+10FFFF). */
const afterPrefixSql = (prefix: SQL): SQL => sql`(${prefix} || chr(1114111))`;

/** The most words a typed word may start for a page from the word table (each costs an index descent). */
const WORDS_EXPANDED_UP_TO = 200;

/**
 * The list's sort when a page can start from an anchor: every term one way and never null (a row comparison
 * leaves out rows with a null in a term, wherever NULLS FIRST/LAST would put them), so on the list's own
 * table (an outer join gives nulls in a column declared not null).
 */
function anchoredSort(table: PgTable, query: ListQuery): AnchoredSort | undefined {
  const descending = query.sort[0]?.descending ?? false;
  if (query.sort.some((term) => term.descending !== descending)) return undefined;
  const columns = query.sortColumns.flatMap(columnsOf);
  if (!columns.every((column) => column.notNull && column.table === table)) return undefined;
  return { terms: query.sortColumns as AnchoredSort['terms'], descending };
}

/** What identifies a list's order, for its page anchors. */
const sortKey = (query: ListQuery): string => {
  const { sql: text, params } = keyDialect.sqlToQuery(sql.join(query.orderBy, sql`, `));
  return `${text}\u0000${JSON.stringify(params)}`;
};

/** A request's conditions with the route's own (ListRunOptions.where). */
const withRouteWhere = (
  where: SQL | undefined,
  options: Pick<ListRunOptions<unknown, unknown, unknown>, 'where'>,
) => and(where, ...[options.where].flat());

const columnNames = new WeakMap<PgTable, ReadonlySet<string>>();
/** The names of a table's columns, kept per table (a search copy is asked at every search). */
function columnNamesOf(table: PgTable): ReadonlySet<string> {
  let names = columnNames.get(table);
  if (!names) {
    names = new Set(Object.values(getTableColumns(table)).map((column) => column.name));
    columnNames.set(table, names);
  }
  return names;
}

/**
 * The columns a sort term or condition reads: the column itself, or those inside an expression. Drizzle's
 * own pieces (text, parameters, tables, subqueries) name no column of the outer query.
 */
function columnsOf(term: unknown): PgColumn[] {
  if (is(term, Column)) return [term as PgColumn];
  if (is(term, SQL)) return term.queryChunks.flatMap(columnsOf);
  if (is(term, SQL.Aliased)) return columnsOf(term.sql);
  return Array.isArray(term) ? term.flatMap(columnsOf) : [];
}

// ---------------------------------------------------------------------------------------------------------
// Counting and estimates

/**
 * The total is known without counting when this page is the last one: it has fewer rows than asked for and
 * is not past the end (an empty page past the end says nothing about how many rows there are).
 */
export function countFromPage(query: ListQuery, rowCount: number): ListCount | undefined {
  if (rowCount < query.limit && (rowCount > 0 || query.offset === 0)) {
    return { count: query.offset + rowCount, isEstimate: false };
  }
  return undefined;
}

/** What is known of the total when it was not asked for: the rows up to this page. */
const unknownTotal = (query: ListQuery, rowCount: number): ListCount =>
  countFromPage(query, rowCount) ?? { count: query.offset + rowCount, isEstimate: true };

/**
 * Counts rows of `from` matching `where`. With `countLimit`, scans at most countLimit + 1 rows
 * (`select count(*) from (select 1 … limit n + 1)`): more than the cap reports the cap as an estimate.
 */
export async function countRows(
  db: ListDb,
  from: PgTable,
  where: SQL | undefined,
  countLimit?: number,
  joins?: (query: PgSelect) => PgSelect,
): Promise<ListCount> {
  const joined = <T extends PgSelect>(query: T) => (joins ? (joins(query) as T) : query);
  if (countLimit === undefined) {
    const [row] = await joined(db.select({ n: count() }).from(from).$dynamic()).where(where);
    return { count: (row as { n: number } | undefined)?.n ?? 0, isEstimate: false };
  }
  const capped = joined(
    db
      .select({ one: sql<number>`1`.as('one') })
      .from(from)
      .$dynamic(),
  )
    .where(where)
    .limit(countLimit + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > countLimit ? { count: countLimit, isEstimate: true } : { count: n, isEstimate: false };
}

/**
 * The total when more than the exact limit match: the planner's estimate, but never less than the rows known
 * to exist, so the pager can always move on from a full page.
 */
const estimate = (query: ListQuery, estimated: number): ListCount => ({
  count: Math.max(estimated, query.offset + query.limit + 1),
  isEstimate: true,
});

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string;
}

/**
 * Totals and planner estimates are kept for a few seconds per query: paging through a list, sorting it or
 * coming back to it asks for the same total again and again, and counting up to 10,000 matches costs
 * milliseconds. Every write in this process empties the totals once committed (a total never
 * misses one's own change); a write by another process shows within TOTAL_TTL_MS. Estimates are only ever
 * 'about' and live longer.
 */
const TOTAL_TTL_MS = 10_000;
const TOTALS_CACHE_SIZE = 1000;
const ESTIMATE_TTL_MS = 30_000;
const ESTIMATE_CACHE_SIZE = 500;
const totals = new Map<string, { total: ListCount; until: number }>();
const estimates = new Map<string, { total: number; until: number }>();
forgetAfterWrites(() => totals.clear());

async function remember<T>(
  cache: Map<string, { total: T; until: number }>,
  key: string,
  ttlMs: number,
  size: number,
  value: Promise<T>,
): Promise<T> {
  const total = await value;
  if (cache.size >= size) cache.delete(cache.keys().next().value as string);
  cache.set(key, { total, until: Date.now() + ttlMs });
  return total;
}

/**
 * The exact number of `table` rows matching `where`, kept like a list's total (TOTAL_TTL_MS; emptied by
 * this process's writes): for a list that is not a ListRun (the storefront's) but pages the same way.
 */
export async function rememberedCount(db: ListDb, table: PgTable, where: SQL | undefined): Promise<number> {
  const key = `exact\u0000${whereKey(table, where)}`;
  const known = totals.get(key);
  const total =
    known && known.until > Date.now()
      ? known.total
      : await remember(totals, key, TOTAL_TTL_MS, TOTALS_CACHE_SIZE, countRows(db, table, where));
  return total.count;
}

// Only renders SQL to text for cache keys; never runs anything.
const keyDialect = new PgDialect();
const joinIds = new WeakMap<object, number>();
let lastJoinId = 0;
function joinIdOf(joins: object | undefined): number {
  if (!joins) return 0;
  let id = joinIds.get(joins);
  if (id === undefined) joinIds.set(joins, (id = ++lastJoinId));
  return id;
}

/** What identifies a count: the table, the conditions with their values and the joins (by identity). */
function whereKey(table: PgTable, where: SQL | undefined, joins?: object): string {
  const { sql: text, params } = keyDialect.sqlToQuery(where ?? sql`true`);
  return `${getTableName(table)}\u0000${joinIdOf(joins)}\u0000${text}\u0000${JSON.stringify(params)}`;
}

/** The planner's row estimate for the rows matching `where` (no rows are read). */
async function estimatedCount(db: ListDb, table: PgTable, where: SQL | undefined): Promise<number> {
  const key = whereKey(table, where);
  const cached = estimates.get(key);
  if (cached && cached.until > Date.now()) return cached.total;
  const query = db
    .select({ one: sql`1` })
    .from(table)
    .where(where);
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: ExplainRow[] };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
  const rows = Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
  return remember(estimates, key, ESTIMATE_TTL_MS, ESTIMATE_CACHE_SIZE, Promise.resolve(rows));
}

/**
 * The answer shape for a page of items and the count of all matching rows. ItemRange is 1-based inclusive
 * ([0, 0] for an empty page); TotalCountIsEstimate is present (true) only when TotalCount is not exact.
 */
export function toListPage<TItem>(query: ListQuery, items: TItem[], total: ListCount): ListPage<TItem> {
  const meta: ListMeta = {
    Page: query.page,
    PageSize: query.pageSize,
    TotalCount: total.count,
    TotalPages: total.count === 0 ? 0 : Math.ceil(total.count / query.pageSize),
    ItemRange: items.length === 0 ? [0, 0] : [query.offset + 1, query.offset + items.length],
  };
  if (total.isEstimate) meta.TotalCountIsEstimate = true;
  return { Meta: meta, Items: items };
}
