/**
 * The list convention of the API, one definition per list:
 *
 *   GET /things?search=rose&searchOn=Name,Email&sortBy=!DateCreated,Name&page=2&pageSize=50&Active=true&xp.Tier=Gold|Silver
 *
 * - `search`: case-insensitive substring (`ILIKE '%term%'`, escaped) over the searchable fields, or only over
 *   `searchOn` (comma list). Substring ILIKE is what pg_trgm GIN indexes serve.
 * - `sortBy`: comma list of sortable fields, `!` = descending. A unique tiebreaker (the primary key) is always
 *   appended so paging is stable. Nulls come last ascending and first descending (PostgreSQL's default, which
 *   plain btree indexes serve).
 * - `page` (from 1) and `pageSize` (1–100, default per list).
 * - Any other key is a filter on a declared field or, when the list has an `xp` column, on any `xp.A.B` path
 *   (compared as text). The value syntax is documented in list-query-filters.ts.
 * - Names of fields and parameters match case-insensitively; xp path segments are case-sensitive (jsonb keys).
 *
 * Answer: `{ Meta: { Page, PageSize, TotalCount, TotalPages, ItemRange, TotalCountIsEstimate? }, Items }`.
 *
 * Usage:
 *   const userList = defineList({ table: users, fields: { ID: { column: users.id, type: 'text', sort: true } }, ... });
 *   const query = userList.parse(request.query);                      // throws ApiError (400) on bad input
 *   return userList.run(db, query, { where: extraCondition, select: { ... }, map: toItem });
 * Lists that need joins run their own select with `query.where`, `query.orderBy`, `query.limit`, `query.offset`
 * and finish with `countRows` + `toListPage`.
 */
import { and, asc, count, desc, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { PgDatabase, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { MAX_PAGE_SIZE } from '@commerce/domain';
import type { ListMeta, ListPage } from '@commerce/domain';
import { badRequest, validationFailure } from './errors.ts';
import { asText, conditionSql, escapeLike, filterSql, parseFilterValue } from './list-query-filters.ts';
import type { FieldType, FilterCondition, FilterTarget } from './list-query-filters.ts';

export { conditionSql, escapeLike, filterSql, parseFilterValue };
export type {
  CompareOp,
  FieldType,
  FilterCondition,
  FilterTarget,
  FilterTerm,
} from './list-query-filters.ts';
export type { ListMeta, ListPage };

/** Any Drizzle PostgreSQL database or transaction (PGlite, node-postgres). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListDb = PgDatabase<any, any, any>;

/** A field of the list as the API names it (`FirstName`, `xp.StoreAddressID`) and what it may be used for. */
export interface ListField {
  /** A column, or an SQL expression (e.g. `sql\`(${t.xp}->>'Rank')::int\``) for computed fields. */
  column: AnyColumn | SQL;
  type: FieldType;
  sort?: boolean;
  filter?: boolean;
  search?: boolean;
}

/** `Name` or `!Name` (descending). */
export type SortSpec<TName extends string> = TName | `!${TName}`;

/**
 * A filter the route implements itself (e.g. `Role=` through an EXISTS on another table). Receives every value
 * of the key (repeats are separate entries, empty ones removed); returns the condition, or undefined for none.
 * `filterSql({ expr, type }, key, values)` applies the standard value syntax to any expression.
 */
export type CustomFilter = (values: string[], key: string) => SQL | undefined;

export interface ListConfig<TTable extends PgTable, TFields extends Record<string, ListField>> {
  table: TTable;
  fields: TFields;
  /** Allows filters on any `xp.A.B` path of this jsonb column (text comparison); declared fields win. */
  xpColumn?: AnyColumn | SQL;
  /** Used when the request has no `sortBy`. */
  defaultSort?: SortSpec<keyof TFields & string> | SortSpec<keyof TFields & string>[];
  /** Unique column(s) appended to every sort so pages never overlap; defaults to the table's primary key. */
  tiebreaker?: AnyColumn | AnyColumn[];
  /** Fields `search` looks at when the request has no `searchOn`; defaults to every searchable field. */
  defaultSearchOn?: (keyof TFields & string)[];
  defaultPageSize: number;
  /**
   * Count at most this many matching rows (see countRows); beyond it `TotalCount` is the cap and
   * `TotalCountIsEstimate` is true. Undefined = always exact.
   */
  countLimit?: number;
  customFilters?: Record<string, CustomFilter>;
}

export interface SortTerm {
  field: string;
  descending: boolean;
}

/** One filter parameter as understood: on a declared field, an xp path, or a route's custom filter. */
export type ParsedFilter =
  | { key: string; field: string; conditions: FilterCondition[] }
  | { key: string; xpPath: string[]; conditions: FilterCondition[] }
  | { key: string; custom: string; values: string[] };

/** A parsed list request: the pieces, plus the SQL ready for a Drizzle select. */
export interface ListQuery {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  /** The sort as requested (or the default), without the tiebreaker. */
  sort: SortTerm[];
  search?: { term: string; on: string[] };
  filters: ParsedFilter[];
  /** Filters AND search AND custom filters; undefined when there are none. */
  where: SQL | undefined;
  /** The sort with the tiebreaker appended. */
  orderBy: SQL[];
}

export interface ListCount {
  count: number;
  isEstimate: boolean;
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
  /** Turns a row into the API item. */
  map?: (row: TRow) => TItem;
  /** Overrides the list's countLimit for this call; `false` = exact. */
  countLimit?: number | false;
}

export interface DefinedList<TTable extends PgTable, TFields extends Record<string, ListField>> {
  readonly config: ListConfig<TTable, TFields>;
  /** Reads a raw query-string object (`Record<string, string | string[]>`); throws ApiError 400 on bad input. */
  parse(raw: unknown): ListQuery;
  /** Selects one page and counts; `where` in options is ANDed with the request's conditions. */
  run<TSelection extends SelectedFields | undefined = undefined, TItem = ListRow<TTable, TSelection>>(
    db: ListDb,
    query: ListQuery,
    options?: ListRunOptions<TSelection, ListRow<TTable, TSelection>, TItem>,
  ): Promise<ListPage<TItem>>;
}

// ---------------------------------------------------------------------------------------------------------
// Definition

const RESERVED = ['search', 'searchon', 'sortby', 'page', 'pagesize'] as const;
type ReservedKey = (typeof RESERVED)[number];
const XP_SEGMENT = /^[A-Za-z0-9_]+$/;

interface ResolvedField extends ListField {
  name: string;
}

export function defineList<TTable extends PgTable, TFields extends Record<string, ListField>>(
  config: ListConfig<TTable, TFields>,
): DefinedList<TTable, TFields> {
  const fields = indexFields(config.fields);
  const customFilters = new Map<string, { name: string; build: CustomFilter }>();
  for (const [name, build] of Object.entries(config.customFilters ?? {})) {
    if (fields.has(name.toLowerCase())) throw new Error(`List custom filter "${name}" clashes with a field.`);
    customFilters.set(name.toLowerCase(), { name, build });
  }
  if (!isWholeIn(config.defaultPageSize, 1, MAX_PAGE_SIZE)) {
    throw new Error(`List defaultPageSize must be 1–${MAX_PAGE_SIZE}.`);
  }
  const tiebreaker = resolveTiebreaker(config.table, config.tiebreaker);
  // Validated once here, so a typo in a definition fails at startup rather than on the first request.
  const defaultSort = parseSort(fields, [config.defaultSort ?? []].flat().join(','));
  const searchable = [...fields.values()].filter((f) => f.search);
  const defaultSearchOn = config.defaultSearchOn
    ? parseSearchOn(fields, searchable, config.defaultSearchOn.join(','))
    : searchable;

  function parse(raw: unknown): ListQuery {
    const params = readParams(raw);
    const reserved = (key: ReservedKey) => singleValue(params, key);

    const pageSize = parseWhole('pageSize', reserved('pagesize'), config.defaultPageSize, 1, MAX_PAGE_SIZE);
    const page = parseWhole('page', reserved('page'), 1, 1, 999_999_999);
    const sortBy = reserved('sortby');
    const sort = sortBy?.trim() ? parseSort(fields, sortBy) : defaultSort;
    const searchOnRaw = reserved('searchon');
    const searchOn = searchOnRaw?.trim() ? parseSearchOn(fields, searchable, searchOnRaw) : defaultSearchOn;
    const term = reserved('search')?.trim();
    const search = term ? { term, on: searchOn.map((f) => f.name) } : undefined;
    if (term && searchOn.length === 0) {
      throw badRequest('List.InvalidSearchProperty', 'This list cannot be searched.', { Allowed: [] });
    }

    const filters: ParsedFilter[] = [];
    const conditions: (SQL | undefined)[] = [];
    for (const [key, values] of params) {
      if ((RESERVED as readonly string[]).includes(key.toLowerCase())) continue;
      const { filter, where } = parseFilterParam(key, values);
      filters.push(filter);
      conditions.push(where);
    }
    if (term) conditions.push(searchSql(term, searchOn));

    return {
      page,
      pageSize,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      sort,
      search,
      filters,
      where: and(...conditions),
      orderBy: orderBySql(fields, sort, tiebreaker),
    };
  }

  function parseFilterParam(key: string, values: string[]): { filter: ParsedFilter; where: SQL | undefined } {
    const nonEmpty = values.filter((v) => v !== '');
    const custom = customFilters.get(key.toLowerCase());
    if (custom) {
      return { filter: { key, custom: custom.name, values: nonEmpty }, where: custom.build(nonEmpty, key) };
    }

    const field = fields.get(key.toLowerCase());
    const conditions = () =>
      nonEmpty.map((v) => parseFilterValue(key, v)).filter((c): c is FilterCondition => c !== undefined);
    if (field?.filter) {
      const parsed = conditions();
      const where = allOf({ expr: field.column, type: field.type }, key, parsed);
      return { filter: { key, field: field.name, conditions: parsed }, where };
    }
    if (!field && config.xpColumn && key.startsWith('xp.')) {
      const xpPath = key.slice(3).split('.');
      if (!xpPath.every((segment) => XP_SEGMENT.test(segment))) {
        throw badRequest(
          'List.InvalidFilterProperty',
          `Cannot filter by "${key}": each part of an xp path may only use letters, digits and _.`,
          { Property: key },
        );
      }
      const parsed = conditions();
      const where = allOf({ expr: xpPathSql(config.xpColumn, xpPath), type: 'text' }, key, parsed);
      return { filter: { key, xpPath, conditions: parsed }, where };
    }
    const allowed = [...fields.values()].filter((f) => f.filter).map((f) => f.name);
    throw badRequest(
      'List.InvalidFilterProperty',
      `Cannot filter by "${key}". Filterable: ${[...allowed, ...(config.xpColumn ? ['xp.*'] : [])].join(', ')}.`,
      { Property: key, Allowed: allowed },
    );
  }

  async function run<TSelection extends SelectedFields | undefined, TItem>(
    db: ListDb,
    query: ListQuery,
    options: ListRunOptions<TSelection, ListRow<TTable, TSelection>, TItem> = {},
  ): Promise<ListPage<TItem>> {
    const where = and(query.where, ...[options.where].flat());
    const table = config.table as PgTable;
    const base = options.select
      ? db.select(options.select as SelectedFields).from(table)
      : db.select().from(table);
    const rows = (await base
      .where(where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset)) as ListRow<TTable, TSelection>[];
    const items = options.map ? rows.map(options.map) : (rows as unknown as TItem[]);
    const countLimit = options.countLimit === false ? undefined : (options.countLimit ?? config.countLimit);
    const total = countFromPage(query, rows.length) ?? (await countRows(db, table, where, countLimit));
    return toListPage(query, items, total);
  }

  return { config, parse, run } as DefinedList<TTable, TFields>;
}

function indexFields(declared: Record<string, ListField>): Map<string, ResolvedField> {
  const fields = new Map<string, ResolvedField>();
  for (const [name, field] of Object.entries(declared)) {
    const key = name.toLowerCase();
    if (fields.has(key))
      throw new Error(`List field "${name}" is declared twice (names are case-insensitive).`);
    if ((RESERVED as readonly string[]).includes(key))
      throw new Error(`"${name}" is a reserved list parameter.`);
    fields.set(key, { ...field, name });
  }
  return fields;
}

function resolveTiebreaker(table: PgTable, given: ListConfig<PgTable, never>['tiebreaker']): AnyColumn[] {
  if (given) return [given].flat();
  const { columns, primaryKeys } = getTableConfig(table);
  const primary = columns.filter((c) => c.primary);
  const composite = primaryKeys[0]?.columns ?? [];
  const key = primary.length > 0 ? primary : composite;
  if (key.length === 0) throw new Error('List table has no primary key; give the list a tiebreaker column.');
  return key;
}

const isWholeIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

// ---------------------------------------------------------------------------------------------------------
// Query-string reading

/** The raw query as key → values, in the order sent. Fastify gives string or string[] (repeated key). */
function readParams(raw: unknown): Map<string, string[]> {
  const params = new Map<string, string[]>();
  if (raw === null || raw === undefined) return params;
  if (typeof raw !== 'object') throw validationFailure({ query: 'must be a query string' });
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (value === undefined) continue;
    const values = (Array.isArray(value) ? value : [value]).map((v) => String(v));
    params.set(key, [...(params.get(key) ?? []), ...values]);
  }
  return params;
}

/** The one value of a reserved parameter, whatever its case; repeating it is an error. */
function singleValue(params: Map<string, string[]>, name: ReservedKey): string | undefined {
  const values = [...params].filter(([key]) => key.toLowerCase() === name).flatMap(([, v]) => v);
  if (values.length > 1) {
    const spelled = [...params.keys()].find((key) => key.toLowerCase() === name) ?? name;
    throw validationFailure({ [spelled]: 'must be given once' }, `${spelled} must be given once.`);
  }
  return values[0];
}

function parseWhole(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!isWholeIn(n, min, max)) {
    const problem = `must be a whole number from ${min} to ${max}`;
    throw validationFailure({ [name]: problem }, `${name} ${problem} (got "${raw}").`);
  }
  return n;
}

/** Comma-separated names → fields; blank entries are skipped. */
const commaList = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

function parseSort(fields: Map<string, ResolvedField>, raw: string): SortTerm[] {
  const sort: SortTerm[] = [];
  for (const item of commaList(raw)) {
    const descending = item.startsWith('!');
    const name = descending ? item.slice(1).trim() : item;
    const field = fields.get(name.toLowerCase());
    if (!field?.sort) {
      const allowed = [...fields.values()].filter((f) => f.sort).map((f) => f.name);
      throw badRequest(
        'List.InvalidSortProperty',
        `Cannot sort by "${name}". Sortable: ${allowed.join(', ') || 'nothing'}.`,
        { Property: name, Allowed: allowed },
      );
    }
    // A repeated field adds nothing: the first mention decides.
    if (!sort.some((s) => s.field === field.name)) sort.push({ field: field.name, descending });
  }
  return sort;
}

function parseSearchOn(
  fields: Map<string, ResolvedField>,
  searchable: ResolvedField[],
  raw: string,
): ResolvedField[] {
  const chosen: ResolvedField[] = [];
  for (const name of commaList(raw)) {
    const field = fields.get(name.toLowerCase());
    if (!field?.search) {
      const allowed = searchable.map((f) => f.name);
      throw badRequest(
        'List.InvalidSearchProperty',
        `Cannot search on "${name}". Searchable: ${allowed.join(', ') || 'nothing'}.`,
        { Property: name, Allowed: allowed },
      );
    }
    if (!chosen.includes(field)) chosen.push(field);
  }
  return chosen;
}

// ---------------------------------------------------------------------------------------------------------
// SQL

/** A key's values are ANDed (`?Score=>1&Score=<9`). */
const allOf = (target: FilterTarget, key: string, conditions: FilterCondition[]) =>
  and(...conditions.map((condition) => conditionSql(target, key, condition)));

/** `jsonb_extract_path_text(xp, $1, $2)`: each validated segment is still a bound parameter. */
function xpPathSql(xpColumn: AnyColumn | SQL, path: string[]): SQL {
  const segments = sql.join(
    path.map((segment) => sql`${segment}`),
    sql`, `,
  );
  return sql`jsonb_extract_path_text(${xpColumn}, ${segments})`;
}

function searchSql(term: string, on: ResolvedField[]): SQL | undefined {
  const pattern = `%${escapeLike(term)}%`;
  return or(...on.map((field) => sql`${asText(field.column)} ilike ${pattern}`));
}

function orderBySql(fields: Map<string, ResolvedField>, sort: SortTerm[], tiebreaker: AnyColumn[]): SQL[] {
  const used = new Set<unknown>();
  const orderBy = sort.map(({ field, descending }) => {
    const { column } = fields.get(field.toLowerCase()) as ResolvedField;
    used.add(column);
    return descending ? desc(column) : asc(column);
  });
  for (const column of tiebreaker) if (!used.has(column)) orderBy.push(asc(column));
  return orderBy;
}

// ---------------------------------------------------------------------------------------------------------
// Counting and the answer

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

/**
 * Counts rows of `from` matching `where`. With `countLimit`, scans at most countLimit + 1 rows
 * (`select count(*) from (select 1 … limit n + 1)`): more than the cap reports the cap as an estimate.
 */
export async function countRows(
  db: ListDb,
  from: PgTable,
  where: SQL | undefined,
  countLimit?: number,
): Promise<ListCount> {
  if (countLimit === undefined) {
    const [row] = await db.select({ n: count() }).from(from).where(where);
    return { count: row?.n ?? 0, isEstimate: false };
  }
  const capped = db
    .select({ one: sql<number>`1`.as('one') })
    .from(from)
    .where(where)
    .limit(countLimit + 1)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  const n = row?.n ?? 0;
  return n > countLimit ? { count: countLimit, isEstimate: true } : { count: n, isEstimate: false };
}

/**
 * The answer shape for a page of items and the count of all matching rows. ItemRange is 1-based inclusive
 * ([0, 0] for an empty page); TotalCountIsEstimate is present (true) only when TotalCount is the countLimit cap.
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
