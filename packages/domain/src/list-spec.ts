import { isIsoDate } from './calendar.ts';
import { formatCalendarDate, formatDateTime, formatStoreDate } from './date-format.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './constants.ts';
import { formatMoney } from './money.ts';
import { displayPhone } from './phone.ts';
import type { FeatureKey } from './permissions.ts';

/*
 * A list screen as data, declared once per list and read by both sides: the web builds the table, the
 * filter popover and the URL → API mapping from it; the server checks the API filters against it (who may
 * use which) and writes the CSV export with its columns. A new list is a declaration here, a `defineList`
 * on the server that names the columns behind each field, and a page that renders `<ListPanel spec={…}>`.
 */

// ---------------------------------------------------------------------------------------------------------
// Columns

/**
 * How a column's value reads, on screen and in the CSV export: `date` is the store's day of an instant (a
 * creation, a submission), `calendar-date` a date-only value (a launch date), the same day in every zone;
 * an `email` is a mailto link on screen.
 */
export type ColumnFormat =
  | 'text'
  | 'date'
  | 'calendar-date'
  | 'datetime'
  | 'money'
  | 'number'
  | 'phone'
  | 'email'
  | 'active'
  | 'yes-no';

export interface ListColumn<Item = unknown> {
  /** The item's field (a dotted path such as `xp.LastOrderSubmitted`); also the sort field. */
  field: string;
  header: string;
  sortable?: boolean;
  format?: ColumnFormat;
  /** The value when it is not simply the field (a joined name, a computed label). */
  value?(item: Item): unknown;
  /**
   * Left out of the table until chosen in the Columns menu (still exported when shown). A list's default
   * columns fit a 1280 px screen (spec'd columns a user reads less often are optional); a column turned on
   * may make the table scroll sideways.
   */
  optional?: boolean;
  /** How the cell lays out a value longer than its share of the table; by its format unless given. */
  wrap?: ColumnWrap;
  /**
   * The narrowest a wrapping column gets when the table is full ('11em'): a name keeps to two lines rather
   * than a word a line.
   */
  minWidth?: string;
  /** A fixed width ('20%'). */
  width?: string;
}

/**
 * How a cell lays out a value longer than its column.
 * - 'wrap': broken at its spaces onto as many lines as it takes, never cut (names, addresses);
 * - 'line': on one line, whole (codes, phone numbers, dates, amounts);
 * - 'clamp': free text (a description) on at most two lines, the whole value in the cell's tooltip.
 */
export type ColumnWrap = 'wrap' | 'line' | 'clamp';

/** Formatted values (dates, amounts, yes/no) keep to one line; text wraps at its spaces. */
export const columnWrap = (column: Pick<ListColumn, 'wrap' | 'format'>): ColumnWrap =>
  column.wrap ?? (column.format === undefined || column.format === 'text' ? 'wrap' : 'line');

/** The item's value at a dotted path (`xp.Charge`). */
export function valueAt(item: unknown, path: string): unknown {
  let value: unknown = item;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export const columnValue = <Item>(column: ListColumn<Item>, item: Item): unknown =>
  column.value ? column.value(item) : valueAt(item, column.field);

/** A value as text, the way the list shows it (the CSV export writes exactly this). */
export function formatCell(format: ColumnFormat | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'date':
      return formatStoreDate(String(value));
    case 'calendar-date':
      return formatCalendarDate(String(value));
    case 'datetime':
      return formatDateTime(String(value));
    case 'money':
      return formatMoney(value as number | string);
    case 'phone':
      return displayPhone(String(value));
    case 'active':
      return value ? 'Active' : 'Inactive';
    case 'yes-no':
      return value ? 'Yes' : 'No';
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Filters

export interface FilterOption {
  value: string;
  label: string;
}

/** How a filter is chosen on screen. */
export type FilterControl =
  /** A select whose off choice reads 'All'; without options the screen supplies them (groups, roles…). */
  | { kind: 'select'; options?: readonly FilterOption[] }
  /** All / one / another as radio buttons in the toolbar itself (store type, event type). */
  | { kind: 'radio'; options: readonly FilterOption[]; allLabel: string }
  /** Ticked = `value` in the URL. */
  | { kind: 'checkbox'; value: string }
  | { kind: 'date' }
  /** 'All', never, or on or before a date. */
  | { kind: 'date-or-never'; neverLabel: string }
  /**
   * Any number of the choices (`a,b` in the URL); choosing `exclusive` clears the others and choosing
   * another clears it (spec 3 §4: 'Missing' in the order search's file status filters).
   */
  | { kind: 'multi-select'; options: readonly FilterOption[]; exclusive?: string }
  /** A typed value (an ID), applied when the field is left or Enter is pressed. */
  | { kind: 'text'; placeholder?: string };

export interface ListFilter {
  label: string;
  control: FilterControl;
  /** The API parameters this filter may set: the server refuses them without `feature`. */
  params: readonly string[];
  /** The URL value → API parameters, or undefined for a value this filter would never write (ignored). */
  toApi(value: string): Record<string, string> | undefined;
  /** Only holders of this key may use the filter (spec: date and group filters of customers). */
  feature?: FeatureKey;
}

/** The URL value of 'never' in date-or-never filters. */
export const NEVER = 'never';
/** The URL value of a ticked checkbox filter. */
export const CHECKED = 'true';

/** Escapes the list convention's filter syntax, so a value (an ID, a name) is matched exactly. */
export const escapeFilterValue = (value: string): string => value.replace(/[\\*|!<>]/g, (c) => `\\${c}`);

interface FilterBase {
  label: string;
  param: string;
  feature?: FeatureKey;
}

/** A select of fixed choices, each with the API value it sends. */
export function selectFilter(
  base: FilterBase & { options: readonly (FilterOption & { api: string })[] },
): ListFilter {
  return {
    label: base.label,
    params: [base.param],
    feature: base.feature,
    control: { kind: 'select', options: base.options.map(({ value, label }) => ({ value, label })) },
    toApi: (value) => {
      const option = base.options.find((candidate) => candidate.value === value);
      return option ? { [base.param]: option.api } : undefined;
    },
  };
}

/** A select whose choices the screen loads (groups, roles, stores): the value is matched exactly. */
export const lookupFilter = (base: FilterBase): ListFilter => ({
  label: base.label,
  params: [base.param],
  feature: base.feature,
  control: { kind: 'select' },
  toApi: (value) => (value.trim() ? { [base.param]: escapeFilterValue(value) } : undefined),
});

/** A typed value matched exactly (a customer's ID, a username): at most 100 characters. */
export const textFilter = (base: FilterBase & { placeholder?: string }): ListFilter => ({
  ...lookupFilter(base),
  control: { kind: 'text', placeholder: base.placeholder },
  toApi: (value) => {
    const trimmed = value.trim();
    return trimmed && trimmed.length <= 100 ? { [base.param]: escapeFilterValue(trimmed) } : undefined;
  },
});

/** The chosen values of a multi-select filter as its URL value holds them (`a,b`). */
export const multiValues = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/**
 * A multi-select filter after `chosen` was clicked: it is added or removed; an `exclusive` choice clears
 * every other one, and any other choice clears it.
 */
export function toggleMultiValue(selected: readonly string[], chosen: string, exclusive?: string): string[] {
  if (selected.includes(chosen)) return selected.filter((value) => value !== chosen);
  if (chosen === exclusive) return [chosen];
  return [...selected.filter((value) => value !== exclusive), chosen];
}

/**
 * Several of fixed choices (`a,b` in the URL) → `param=A|B`. An `exclusive` choice stands alone (its API
 * value may be `!*`, which cannot be ORed); a URL holding it with others, or an unknown choice, is ignored.
 */
export function multiSelectFilter(
  base: FilterBase & { options: readonly (FilterOption & { api: string })[]; exclusive?: string },
): ListFilter {
  return {
    label: base.label,
    params: [base.param],
    feature: base.feature,
    control: {
      kind: 'multi-select',
      options: base.options.map(({ value, label }) => ({ value, label })),
      exclusive: base.exclusive,
    },
    toApi: (value) => {
      const chosen = [...new Set(multiValues(value))];
      const options = chosen.map((one) => base.options.find((option) => option.value === one));
      if (chosen.length === 0 || options.some((option) => option === undefined)) return undefined;
      if (base.exclusive !== undefined && chosen.includes(base.exclusive) && chosen.length > 1)
        return undefined;
      return { [base.param]: options.map((option) => option!.api).join('|') };
    },
  };
}

/** Radio buttons in the toolbar: All or one of the choices. */
export function radioFilter(
  base: FilterBase & { allLabel: string; options: readonly (FilterOption & { api: string })[] },
): ListFilter {
  const select = selectFilter(base);
  return {
    ...select,
    control: {
      kind: 'radio',
      allLabel: base.allLabel,
      options: base.options.map(({ value, label }) => ({ value, label })),
    },
  };
}

/** The 'Status' filter of every list: active / inactive → `Active=true|false`. */
export const statusFilter = (param = 'Active'): ListFilter =>
  selectFilter({
    label: 'Status',
    param,
    options: [
      { value: 'active', label: 'Active', api: 'true' },
      { value: 'inactive', label: 'Inactive', api: 'false' },
    ],
  });

/** A checkbox that, ticked, puts `urlValue` in the URL and sends one API value. */
export const checkboxFilter = (base: FilterBase & { api: string; urlValue?: string }): ListFilter => {
  const urlValue = base.urlValue ?? CHECKED;
  return {
    label: base.label,
    params: [base.param],
    feature: base.feature,
    control: { kind: 'checkbox', value: urlValue },
    toApi: (value) => (value === urlValue ? { [base.param]: base.api } : undefined),
  };
};

/** A day compared with a date field: `<` before the day, `<=` on or before it … */
export const dateFilter = (base: FilterBase & { op: '<' | '<=' | '>' | '>=' }): ListFilter => ({
  label: base.label,
  params: [base.param],
  feature: base.feature,
  control: { kind: 'date' },
  toApi: (value) => (isIsoDate(value) ? { [base.param]: `${base.op}${value}` } : undefined),
});

/** 'Never' (no value) or on or before a day. */
export const dateOrNeverFilter = (base: FilterBase & { neverLabel: string }): ListFilter => ({
  label: base.label,
  params: [base.param],
  feature: base.feature,
  control: { kind: 'date-or-never', neverLabel: base.neverLabel },
  toApi: (value) =>
    value === NEVER ? { [base.param]: '!*' } : isIsoDate(value) ? { [base.param]: `<=${value}` } : undefined,
});

/** Has a value / has none. */
export const presenceFilter = (base: FilterBase & { has: string; hasNot: string }): ListFilter =>
  selectFilter({
    ...base,
    options: [
      { value: 'true', label: base.has, api: '*' },
      { value: 'false', label: base.hasNot, api: '!*' },
    ],
  });

// ---------------------------------------------------------------------------------------------------------
// The list

export interface SearchOnOption {
  field: string;
  label: string;
  /** Shorter searches on this field are not run (they could not use its index). */
  minLength?: number;
}

export interface ListSpec<Item = unknown, F extends string = string> {
  /** Names the list in saved views and in the export's file name ('customers'). */
  id: string;
  /** What the rows are ('Customers'). */
  label: string;
  /** The API list path ('/customers'); the export is `{api}/export.csv`. */
  api: string;
  /** Who may read the list (any one of the keys); saved views and the export check them too. */
  readKeys: readonly FeatureKey[];
  columns: readonly ListColumn<Item>[];
  /** The sort when the URL names none, in the API's syntax ('LastName', '!DateCreated'). */
  defaultSort: string;
  /** What the table says when no row matches ('No customers found'); NO_RESULTS_TEXT otherwise. */
  emptyText?: string;
  pageSize?: number;
  search?: {
    placeholder: string;
    /** Under the search field: how it matches (SEARCH_RULE_TEXT where it follows the search rule). */
    helperText?: string;
    /** A 'Search On' choice; without it the search looks at the list's searchable fields together. */
    on?: readonly SearchOnOption[];
    /** Without a Search On choice: shorter searches are not run (they could not use the index). */
    minLength?: number;
    defaultOn?: string;
    /** How long typing waits before it searches, when the spec names it (products: 500 ms). */
    debounceMs?: number;
  };
  filters?: Readonly<Record<F, ListFilter>>;
}

/** What every table says when no row matches, unless the spec names another text for it (spec 1 §5). */
export const NO_RESULTS_TEXT = 'No results found.';

/** Any list, whatever its item: what code that handles every list (the export, the engine) takes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyListSpec = ListSpec<any, string>;

/**
 * Declares a list: `defineListSpec<Item>()({ … })` (curried so the item type is given while the filter
 * keys keep their literal type).
 */
export const defineListSpec =
  <Item>() =>
  <const F extends string = never>(spec: ListSpec<Item, F>): ListSpec<Item, F> =>
    spec;

export const listPageSize = (spec: Pick<ListSpec, 'pageSize'>): number => spec.pageSize ?? DEFAULT_PAGE_SIZE;

export const filterKeysOf = <F extends string>(spec: ListSpec<unknown, F>): F[] =>
  Object.keys(spec.filters ?? {}) as F[];

/** The filters this user may use; the others are not offered and dropped from a shared link. */
export const usableFilterKeys = <F extends string>(
  spec: ListSpec<unknown, F>,
  permissions: readonly string[],
): F[] =>
  filterKeysOf(spec).filter((key) => {
    const needed = spec.filters?.[key].feature;
    return !needed || permissions.includes(needed);
  });

/** Why a search is not run yet (too short for its field), or null. */
export function searchTooShortText(spec: ListSpec, searchOn: string, term: string): string | null {
  const trimmed = term.trim();
  if (!spec.search?.on) {
    const minLength = spec.search?.minLength;
    if (!minLength || trimmed === '' || trimmed.length >= minLength) return null;
    return `Type at least ${minLength} characters to search.`;
  }
  const option = spec.search.on.find((candidate) => candidate.field === searchOn);
  if (!option?.minLength || trimmed === '' || trimmed.length >= option.minLength) return null;
  return `Type at least ${option.minLength} characters to search on ${option.label}.`;
}

/** The list state a screen keeps in its URL (the URL names of the filters). */
export interface ListUrlState<F extends string = string> {
  search: string;
  searchOn: string;
  sortBy: string;
  page: number;
  pageSize: number;
  filters: Partial<Record<F, string>>;
}

/**
 * The URL's list state as the API's list query. A filter the user may not use (a link from someone with
 * more rights), a value the filter would never write (a hand-edited URL) and a search too short for its
 * field are left out rather than sent to be refused: the screen shows the list without them.
 */
export function toApiQuery<F extends string>(
  spec: ListSpec<unknown, F>,
  state: ListUrlState<F>,
  permissions: readonly string[],
): Record<string, string> {
  const query: Record<string, string> = {};
  const search = state.search.trim();
  if (search && !searchTooShortText(spec, state.searchOn, search)) {
    query.search = search;
    if (spec.search?.on && state.searchOn) query.searchOn = state.searchOn;
  }
  if (state.sortBy) query.sortBy = state.sortBy;
  query.page = String(state.page);
  query.pageSize = String(state.pageSize);
  const filters: Partial<Record<string, Record<string, string>>> = appliedFilters(
    spec,
    state.filters,
    permissions,
  );
  for (const params of Object.values(filters)) Object.assign(query, params);
  return query;
}

/**
 * The URL's filters that reach the API, each with the parameters it sends: what the Filter button counts, so
 * a value left out (a filter the user may not use, a value the screen would never write) is not shown as
 * applied.
 */
export function appliedFilters<F extends string>(
  spec: ListSpec<unknown, F>,
  filters: Partial<Record<F, string>>,
  permissions: readonly string[],
): Partial<Record<F, Record<string, string>>> {
  const applied: Partial<Record<F, Record<string, string>>> = {};
  for (const key of usableFilterKeys(spec, permissions)) {
    const value = filters[key];
    const params = value ? spec.filters?.[key].toApi(value) : undefined;
    if (params) applied[key] = params;
  }
  return applied;
}

/**
 * The URL's filters that hold a value but reach no API parameter (a value the screen would never write, a
 * filter the user may not use): the screen removes them from the address bar, so what it shows is what the
 * list applies.
 */
export function ignoredFilters<F extends string>(
  spec: ListSpec<unknown, F>,
  filters: Partial<Record<F, string>>,
  permissions: readonly string[],
): F[] {
  const applied = appliedFilters(spec, filters, permissions);
  return filterKeysOf(spec).filter((key) => !!filters[key] && !applied[key]);
}

/** Page sizes a list offers (the URL keeps only these). */
export { PAGE_SIZE_OPTIONS };

/** The API parameters that need a key, with the key: what the server checks. */
export function gatedParams(spec: ListSpec): { param: string; feature: FeatureKey }[] {
  return Object.values<ListFilter>(spec.filters ?? {}).flatMap((filter) =>
    filter.feature ? filter.params.map((param) => ({ param, feature: filter.feature as FeatureKey })) : [],
  );
}

/** The columns shown: the defaults, or those the URL's `columns` names (in the spec's order). */
export function visibleColumns<Item>(
  spec: ListSpec<Item>,
  chosen: readonly string[] | null,
): ListColumn<Item>[] {
  if (!chosen || chosen.length === 0) return spec.columns.filter((column) => !column.optional);
  return spec.columns.filter((column) => chosen.includes(column.field));
}

/**
 * The list state a URL holds for a list (what `toApiQuery` turns into the API query): the screen and the
 * route's prefetch read the same URL the same way, so the prefetched page is the one the screen asks for.
 */
export function readListUrl<F extends string>(
  spec: ListSpec<unknown, F>,
  params: URLSearchParams,
): ListUrlState<F> {
  const page = Number(params.get('page'));
  const pageSize = PAGE_SIZE_OPTIONS.find((option) => String(option) === params.get('pageSize'));
  return {
    search: params.get('search') ?? '',
    searchOn: params.get('searchOn') ?? spec.search?.defaultOn ?? '',
    sortBy: params.get('sortBy') ?? spec.defaultSort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: pageSize ?? listPageSize(spec),
    filters: Object.fromEntries(
      filterKeysOf(spec).flatMap((key) => {
        const value = params.get(key);
        return value ? [[key, value]] : [];
      }),
    ) as Partial<Record<F, string>>,
  };
}
