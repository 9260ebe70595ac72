/**
 * The list convention of the API, one definition per list:
 *
 *   GET /things?search=rose&searchOn=Name,Email&sortBy=!DateCreated,Name&page=2&pageSize=50&Active=true&xp.Tier=Gold|Silver
 *
 * - `search`: over the searchable fields, or only over `searchOn` (comma list). A field declared
 *   `search: 'words'` follows the search rule (packages/domain search-words.ts): every typed word starts a
 *   word of the record (in its word table, `key in (select key from words where word >= 'berg' and word <
 *   'berg\u{10FFFF}')`, a btree range; or a tsvector of its words, `@@ 'ann':* & 'berg':*`, a GIN index);
 *   `search: 'prefix'` matches the start of its text sort key, the term folded alike (`text_sort_key(name)
 *   collate "C" like 'ros%'`, what the sort's btree range serves); the small lists' fields search by any
 *   part (`ILIKE '%term%'`; `search: 'lowered'` on a lower-cased expression: `LIKE '%rose%'`). The list's
 *   domain spec may ask a minimum length per field (400 `List.SearchTooShort`).
 * - `sortBy`: comma list of sortable fields, `!` = descending. Text sorts as a person reads (`textSort`). A
 *   unique tiebreaker (the primary key) is always appended so paging is stable, in the direction of the last
 *   sort term.
 * - `page` (from 1) and `pageSize` (1–100, default per list).
 * - Any other key is a filter on a declared field or, when the list has an `xp` column, on any `xp.A.B` path
 *   (compared as text). The value syntax is documented in list-query-filters.ts. A filter the domain spec
 *   gates with a feature key is refused (403) to a caller without it.
 * - Names of fields and parameters match case-insensitively; xp path segments are case-sensitive (jsonb keys).
 *
 * Answer: `{ Meta: { Page, PageSize, TotalCount, TotalPages, ItemRange, TotalCountIsEstimate? }, Items }`.
 *
 * Usage:
 *   const userList = defineList({ spec: userListSpec, table: users, fields: { ID: { column: users.id, type: 'text', sort: true } } });
 *   const query = userList.parse(request.query, principal);          // throws ApiError (400/403) on bad input
 *   return userList.run(db, query, { where: extraCondition, select: { ... }, map: toItem });
 * Running (plain or at a million rows) is list-run.ts; the CSV export of every matching row, list-export.ts.
 */
import { and, asc, desc, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  COMMON_ERRORS,
  gatedParams,
  listPageSize,
  MAX_PAGE_SIZE,
  queryWords,
  searchTooShortText,
  textSortKey as foldForSort,
  type AnyListSpec,
  type ListSpec,
} from '@commerce/domain';
import type { ListMeta, ListPage } from '@commerce/domain';
import { textSortKey } from '../db/text-sort-key.ts';
import { apiError, badRequest, forbidden, validationFailure } from './errors.ts';
import { asText, conditionSql, escapeLike, filterSql, parseFilterValue } from './list-query-filters.ts';
import type { FieldType, FilterCondition, FilterTarget } from './list-query-filters.ts';
import type { Principal } from './principal.ts';
import { exportCsv, type CsvExport } from './list-export.ts';
import {
  afterPrefix,
  runList,
  type KeyWalk,
  type ListDb,
  type ListRow,
  type ListRunOptions,
  type ScaleOptions,
} from './list-run.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';

export { conditionSql, escapeLike, filterSql, parseFilterValue };
export { countFromPage, countRows, toListPage } from './list-run.ts';
export type { ListCount, ListDb, ListRow, ListRunOptions, ScaleOptions } from './list-run.ts';
export type {
  CompareOp,
  FieldType,
  FilterCondition,
  FilterTarget,
  FilterTerm,
} from './list-query-filters.ts';
export type { ListMeta, ListPage };

/**
 * How a field is searched: by the start of its words ('words': `searchColumn` is the tsvector of the
 * record's words, the typed text is split by `searchWords`), by any part (`true` / 'contains': ILIKE over
 * the text; 'lowered': LIKE over an expression that is already lower-cased, with the term lower-cased, 3-4
 * times cheaper per row than ILIKE) or by its start ('prefix': on `searchColumn`, else `column`, which must
 * be the text's sort key (`textSortKey`) or hold only what it leaves as it is (digits); the term is folded
 * alike).
 */
export type SearchMode = boolean | 'contains' | 'lowered' | 'prefix' | 'words';

/**
 * A list's words as rows, one per distinct word and record (e.g. shipment_words): `word` (collate "C"), the
 * record's key under the list's key column name, the columns of the list's table its conditions and sort
 * name, under their names, and the record's whole search text (its words, space-separated). A btree on
 * (word, the list's sort…, key) INCLUDE (text) gives a word's records in the list's order, each with its
 * words, from the index alone (list-run.ts, wordsPage); the key (key, word) finds a record's words.
 */
export interface WordTable {
  table: PgTable;
  word: AnyColumn;
  key: AnyColumn;
  /** The record's search text, every word of it, as its rows in the word table carry it. */
  text: AnyColumn;
  /** The list table's key, which `key` holds. */
  of: AnyColumn;
}

/** A field of the list as the API names it (`FirstName`, `xp.StoreAddressID`) and what it may be used for. */
export interface ListField {
  /** A column, or an SQL expression (e.g. `sql\`(${t.xp}->>'Rank')::int\``) for computed fields. */
  column: AnyColumn | SQL;
  type: FieldType;
  sort?: boolean;
  /**
   * How a text field sorts: 'folded' (the default) as a person reads, by `textSortKey(column)` (case and
   * accents ignored, byte order, PGlite and PostgreSQL alike; an index serving the sort holds that
   * expression); 'stored' in the byte order of the value itself, for codes that have one case by
   * construction (digit IDs, generated order numbers), whose own index (the primary key) serves the sort.
   */
  textSort?: 'folded' | 'stored';
  filter?: boolean;
  search?: SearchMode;
  /**
   * What the search reads when it is not `column`, e.g. the lower-cased expression a trigram index holds
   * (`search: 'lowered'`) or the sort key a prefix search reads (`search: 'prefix'`), while sorting and
   * filtering keep to the column as written.
   */
  searchColumn?: AnyColumn | SQL;
  /** `search: 'words'`: the words a typed search asks for (default queryWords, the domain's tokenizer). */
  searchWords?: (typed: string) => string[];
  /** `search: 'words'`: the record's words as rows (else `searchColumn` is the tsvector of its words). */
  wordTable?: WordTable;
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
  /**
   * The list's domain declaration: its default sort and page size, its minimum search lengths and which
   * filters need a key. Its columns, search fields and filter parameters are checked against `fields`
   * when the server starts, so the screen can never offer what the API would refuse.
   */
  spec?: AnyListSpec;
  /** Allows filters on any `xp.A.B` path of this jsonb column (text comparison); declared fields win. */
  xpColumn?: AnyColumn | SQL;
  /** Used when the request has no `sortBy` (default: the spec's). */
  defaultSort?: SortSpec<keyof TFields & string> | SortSpec<keyof TFields & string>[];
  /** Unique column(s) appended to every sort so pages never overlap; defaults to the table's primary key. */
  tiebreaker?: AnyColumn | AnyColumn[];
  /** Fields `search` looks at when the request has no `searchOn`; default: the spec's, else every one. */
  defaultSearchOn?: (keyof TFields & string)[];
  /** Default: the spec's page size, else 100. */
  defaultPageSize?: number;
  /**
   * Count at most this many matching rows (see countRows); beyond it `TotalCount` is the cap and
   * `TotalCountIsEstimate` is true. Undefined = always exact.
   */
  countLimit?: number;
  customFilters?: Record<string, CustomFilter>;
  /** The million-row path: planner estimates, deferred joins, a time budget for searches (list-run.ts). */
  scale?: ScaleOptions;
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

export interface ListSearch {
  term: string;
  on: string[];
  /** The search's own condition (also part of `where`). */
  condition: SQL | undefined;
  /** The one field searched by its start, when that is all the search does (its index can serve the sort). */
  prefixField?: string;
  /** Every field searched follows the search rule: its matches come from a words index (list-run.ts). */
  byWords: boolean;
  /**
   * The one field searched has a word table: the typed words, and the request's other conditions (its
   * filters), which a page read from the word table applies there (list-run.ts, wordsPage).
   */
  words?: { table: WordTable; typed: string[]; filters: SQL | undefined };
}

/** A parsed list request: the pieces, plus the SQL ready for a Drizzle select. */
export interface ListQuery {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  /** The sort as requested (or the default), without the tiebreaker. */
  sort: SortTerm[];
  search?: ListSearch;
  filters: ParsedFilter[];
  /** Filters AND search AND custom filters; undefined when there are none. */
  where: SQL | undefined;
  /**
   * With a search, the same rows as `where` with the words the index is asked for hidden from the planner
   * (`@@ (SELECT $1::tsquery)`), for the one statement that reads a search's matches (list-run.ts,
   * fromMatches). That statement is named and kept (raw-rows.ts), and PostgreSQL plans it once for every
   * search only when no search can change its estimate: otherwise each execution was planned again against
   * the column's statistics (a million customers by e-mail, 10 concurrent: 0.45 ms to bind, 0.07 hidden).
   */
  whereOfMatches?: SQL | undefined;
  /** The sort with the tiebreaker appended. */
  orderBy: SQL[];
  /** The columns (or expressions) of `orderBy`, in its order. */
  sortColumns: (AnyColumn | SQL)[];
  /** The tiebreaker when it is one column: unique among the list's rows, so an export can find rows by it. */
  rowKey?: AnyColumn;
  /** Set by an export: its rows are read by their keys, batch after batch (list-run.ts, KeyWalk). */
  walk?: KeyWalk;
}

export interface DefinedList<TTable extends PgTable, TFields extends Record<string, ListField>> {
  readonly config: ListConfig<TTable, TFields>;
  /**
   * Reads a raw query-string object (`Record<string, string | string[]>`); throws ApiError 400 on bad input,
   * 403 when the caller may not use a filter of the spec.
   */
  parse(raw: unknown, principal?: Pick<Principal, 'permissions'>): ListQuery;
  /** Selects one page and counts; `where` in options is ANDed with the request's conditions. */
  run<TSelection extends SelectedFields | undefined = undefined, TItem = ListRow<TTable, TSelection>>(
    db: ListDb,
    query: ListQuery,
    options?: ListRunOptions<TSelection, ListRow<TTable, TSelection>, TItem>,
  ): Promise<ListPage<TItem>>;
  /** Every matching row (not only the page) as CSV with the spec's columns, read in batches. */
  exportCsv<TItem>(
    page: (query: ListQuery) => Promise<ListPage<TItem>>,
    query: ListQuery,
    columns?: readonly string[] | null,
  ): CsvExport;
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
  const { spec } = config;
  const fields = indexFields(config.fields);
  const customFilters = new Map<string, { name: string; build: CustomFilter }>();
  for (const [name, build] of Object.entries(config.customFilters ?? {})) {
    if (fields.has(name.toLowerCase())) throw new Error(`List custom filter "${name}" clashes with a field.`);
    customFilters.set(name.toLowerCase(), { name, build });
  }
  if (spec) checkAgainstSpec(spec as ListSpec, fields, customFilters, !!config.xpColumn);
  const defaultPageSize = config.defaultPageSize ?? (spec ? listPageSize(spec) : MAX_PAGE_SIZE);
  if (!isWholeIn(defaultPageSize, 1, MAX_PAGE_SIZE)) {
    throw new Error(`List defaultPageSize must be 1–${MAX_PAGE_SIZE}.`);
  }
  const tiebreaker = resolveTiebreaker(config.table, config.tiebreaker);
  // Validated once here, so a typo in a definition fails at startup rather than on the first request.
  const defaultSort = parseSort(fields, [config.defaultSort ?? spec?.defaultSort ?? []].flat().join(','));
  const searchable = [...fields.values()].filter((f) => f.search);
  const defaultSearchOnNames =
    config.defaultSearchOn ?? (spec?.search?.defaultOn ? [spec.search.defaultOn] : undefined);
  const defaultSearchOn = defaultSearchOnNames
    ? parseSearchOn(fields, searchable, defaultSearchOnNames.join(','))
    : searchable;
  const gates = spec ? gatedParams(spec as ListSpec) : [];

  function parse(raw: unknown, principal?: Pick<Principal, 'permissions'>): ListQuery {
    const params = readParams(raw);
    const reserved = (key: ReservedKey) => singleValue(params, key);

    const pageSize = parseWhole('pageSize', reserved('pagesize'), defaultPageSize, 1, MAX_PAGE_SIZE);
    const page = parseWhole('page', reserved('page'), 1, 1, 999_999_999);
    const sortBy = reserved('sortby');
    const sort = sortBy?.trim() ? parseSort(fields, sortBy) : defaultSort;
    const searchOnRaw = reserved('searchon');
    const searchOn = searchOnRaw?.trim() ? parseSearchOn(fields, searchable, searchOnRaw) : defaultSearchOn;
    const term = reserved('search')?.trim();
    if (term && searchOn.length === 0) {
      throw badRequest('List.InvalidSearchProperty', 'This list cannot be searched.', { Allowed: [] });
    }
    const search = term ? parseSearch(term, searchOn) : undefined;

    const filters: ParsedFilter[] = [];
    const conditions: (SQL | undefined)[] = [];
    for (const [key, values] of params) {
      if ((RESERVED as readonly string[]).includes(key.toLowerCase())) continue;
      const { filter, where } = parseFilterParam(key, values);
      if (principal) assertMayFilter(filter, principal);
      filters.push(filter);
      conditions.push(where);
    }
    if (search?.words) search.words.filters = and(...conditions);
    const whereOfMatches = search && and(...conditions, searchSql(search.term, searchOn, 'opaque'));
    conditions.push(search?.condition);

    return {
      page,
      pageSize,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      sort,
      search,
      filters,
      where: and(...conditions),
      whereOfMatches,
      ...orderBySql(fields, sort, tiebreaker),
      rowKey: tiebreaker.length === 1 ? tiebreaker[0] : undefined,
    };
  }

  function parseSearch(term: string, on: ResolvedField[]): ListSearch {
    for (const field of on) {
      const tooShort = spec ? searchTooShortText(spec as ListSpec, field.name, term) : null;
      if (tooShort)
        throw apiError(COMMON_ERRORS.searchTooShort, { message: tooShort, data: { Property: 'search' } });
    }
    const prefixField = on.length === 1 && on[0]?.search === 'prefix' ? on[0].name : undefined;
    const byWords = on.every((field) => field.search === 'words');
    const table = on.length === 1 ? on[0]?.wordTable : undefined;
    const words = table && { table, typed: (on[0]!.searchWords ?? queryWords)(term), filters: undefined };
    return { term, on: on.map((f) => f.name), condition: searchSql(term, on), prefixField, byWords, words };
  }

  /** The spec's gated filters need their key, on the server too. */
  function assertMayFilter(filter: ParsedFilter, principal: Pick<Principal, 'permissions'>) {
    const name = 'field' in filter ? filter.field : 'custom' in filter ? filter.custom : filter.key;
    const gate = gates.find((candidate) => candidate.param.toLowerCase() === name.toLowerCase());
    if (gate && !principal.permissions.includes(gate.feature)) {
      throw forbidden(
        `Filtering ${spec?.label.toLowerCase() ?? 'this list'} by ${name} needs the ${gate.feature} permission.`,
      );
    }
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
      `Cannot filter by "${key}". Filterable: ${[...allowed, ...customFilters.keys(), ...(config.xpColumn ? ['xp.*'] : [])].join(', ')}.`,
      { Property: key, Allowed: allowed },
    );
  }

  const defined: DefinedList<TTable, TFields> = {
    config,
    parse,
    run: (db, query, options) =>
      runList(db, config.table, config, query, options as ListRunOptions<unknown, unknown, never>),
    exportCsv: (page, query, columns) => {
      if (!spec) throw new Error('Only a list with a domain spec can be exported.');
      return exportCsv(spec as ListSpec, query, page, columns);
    },
  };
  return defined;
}

/** The spec's sortable columns, search fields and filter parameters must all exist here. */
function checkAgainstSpec(
  spec: ListSpec,
  fields: Map<string, ResolvedField>,
  customFilters: Map<string, unknown>,
  hasXp: boolean,
) {
  const problems: string[] = [];
  for (const column of spec.columns) {
    if (column.sortable && !fields.get(column.field.toLowerCase())?.sort)
      problems.push(`column ${column.field} is sortable in the spec but not in the list`);
  }
  for (const option of spec.search?.on ?? []) {
    if (!fields.get(option.field.toLowerCase())?.search)
      problems.push(`search on ${option.field} has no field`);
  }
  for (const filter of Object.values(spec.filters ?? {})) {
    for (const param of filter.params) {
      const known =
        fields.get(param.toLowerCase())?.filter ||
        customFilters.has(param.toLowerCase()) ||
        (hasXp && param.startsWith('xp.'));
      if (!known) problems.push(`filter parameter ${param} is not a filter of the list`);
    }
  }
  if (problems.length > 0)
    throw new Error(`List ${spec.id} does not match its spec: ${problems.join('; ')}.`);
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

/** The search's condition; 'opaque', with its words hidden from the planner (ListQuery.whereOfMatches). */
function searchSql(
  term: string,
  on: ResolvedField[],
  form: 'indexed' | 'opaque' = 'indexed',
): SQL | undefined {
  return or(
    ...on.map((field) => {
      const searched = field.searchColumn ?? field.column;
      if (field.search === 'words' && field.wordTable) {
        return wordTableSql(field.wordTable, (field.searchWords ?? queryWords)(term));
      }
      if (field.search === 'words') return wordsSql(searched, (field.searchWords ?? queryWords)(term), form);
      if (field.search === 'prefix') return sql`${searched} like ${`${escapeLike(foldForSort(term))}%`}`;
      if (field.search === 'lowered') return sql`${searched} like ${`%${escapeLike(term.toLowerCase())}%`}`;
      return sql`${asText(field.column)} ilike ${`%${escapeLike(term)}%`}`;
    }),
  );
}

/**
 * Every word as the start of a word of the record: `vector @@ 'ann':* & 'berg':*` (a text with no word
 * matches nothing), what a GIN index over the vector serves (wordsIndex, db/schema/columns.ts). 'opaque'
 * hides the query from the planner as whereOfMatches does (its estimate is then the default, the same for
 * every search, so one plan serves them all).
 */
export function wordsSql(
  vector: AnyColumn | SQL,
  words: string[],
  form: 'indexed' | 'opaque' = 'indexed',
): SQL {
  if (words.length === 0) return sql`false`;
  const query = words.map((word) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`).join(' & ');
  return form === 'opaque'
    ? sql`${vector} @@ (select ${query}::tsquery)`
    : sql`${vector} @@ ${query}::tsquery`;
}

/**
 * Every word as the start of a word of the record, in its word table: one range of its btree a word, each
 * a semi-join on the record's key (a text with no word matches nothing). Plain parameters, so a plan kept for
 * one search serves every other.
 */
function wordTableSql({ table, word, key, of }: WordTable, words: string[]): SQL {
  if (words.length === 0) return sql`false`;
  return and(
    ...words.map(
      (typed) =>
        sql`${of} in (select ${key} from ${table} where ${word} >= ${typed} and ${word} < ${afterPrefix(typed)})`,
    ),
  )!;
}

function orderBySql(
  fields: Map<string, ResolvedField>,
  sort: SortTerm[],
  tiebreaker: AnyColumn[],
): Pick<ListQuery, 'orderBy' | 'sortColumns'> {
  const sortColumns: (AnyColumn | SQL)[] = [];
  const orderBy = sort.map(({ field, descending }) => {
    const { column, type, textSort } = fields.get(field.toLowerCase()) as ResolvedField;
    const key = type === 'text' && textSort !== 'stored' ? textSortKey(column) : column;
    sortColumns.push(key);
    return descending ? desc(key) : asc(key);
  });
  // The tiebreaker runs the way the last sort term does: an index on (column, key) read backwards then
  // serves a descending sort as it is. With the key ascending under a descending date, PostgreSQL re-sorted
  // every run of equal dates (orders' page 2,500, export included: 117-187 → 66-72 ms).
  const tiebreakDescending = sort.at(-1)?.descending ?? false;
  for (const column of tiebreaker) {
    if (sortColumns.includes(column)) continue;
    sortColumns.push(column);
    orderBy.push(tiebreakDescending ? desc(column) : asc(column));
  }
  return { orderBy, sortColumns };
}
