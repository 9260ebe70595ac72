import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_DEBOUNCE_MS } from '@commerce/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { NavigateOptions } from 'react-router';

export { PAGE_SIZE_OPTIONS };

const DESCENDING_PREFIX = '!';

export interface SortEntry {
  field: string;
  descending: boolean;
}

/** Parses the server's sort syntax: a comma list of fields, `!field` meaning descending. */
export function parseSortBy(sortBy: string): SortEntry[] {
  return sortBy
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token !== '' && token !== DESCENDING_PREFIX)
    .map((token) =>
      token.startsWith(DESCENDING_PREFIX)
        ? { field: token.slice(DESCENDING_PREFIX.length), descending: true }
        : { field: token, descending: false },
    );
}

/** Clicking a column sorts by it alone: ascending first, then flipping direction while it stays primary. */
export function toggledSortBy(sortBy: string, field: string): string {
  const primary = parseSortBy(sortBy)[0];
  const ascendingNext = primary?.field !== field || primary.descending;
  return ascendingNext ? field : DESCENDING_PREFIX + field;
}

export interface ListStateOptions<F extends string> {
  defaultPageSize?: number;
  defaultSortBy?: string;
  defaultSearchOn?: string;
  filterKeys?: readonly F[];
  /** How long typing waits before it becomes the search (default SEARCH_DEBOUNCE_MS). */
  searchDebounceMs?: number;
  /**
   * How many of the URL's filters are applied (default: every non-empty one). A list built from a spec
   * counts only those its query sends, leaving out values it ignores.
   */
  countApplied?: (filters: Record<F, string>) => number;
  /** The URL's filters the list does not apply (bad values, filters the user may not use): removed from the URL. */
  ignoredFilters?: (filters: Record<F, string>) => F[];
}

export interface ListState<F extends string> {
  /** The committed (debounced) search, as stored in the URL. */
  search: string;
  /** What the search input shows right now; ahead of `search` while the debounce runs. */
  searchInput: string;
  setSearch(text: string): void;
  searchOn: string;
  setSearchOn(value: string): void;
  sortBy: string;
  toggleSort(field: string): void;
  page: number;
  setPage(page: number): void;
  pageSize: number;
  setPageSize(pageSize: number): void;
  filters: Record<F, string>;
  setFilters(changes: Partial<Record<F, string>>): void;
  /** Clears every filter; the search, sorting and page size are kept. */
  clearFilters(): void;
  /** Clears the search and every filter; sorting and page size are kept. */
  resetFilters(): void;
  /** Number of applied filters (`countApplied`), for the filter button badge. */
  activeFilterCount: number;
  /** True when the search or any filter narrows the list, i.e. an empty result may be the query's fault. */
  hasActiveFilters: boolean;
  /** Query parameters for the server list endpoint; empty values are left out. */
  apiParams: Record<string, string>;
  /** The columns chosen in the Columns menu (`columns` in the URL), or null for the list's defaults. */
  columns: string[] | null;
  setColumns(fields: string[] | null): void;
}

const FIRST_PAGE = 1;
const countNonEmpty = (filters: Record<string, string>) =>
  Object.values(filters).filter((value) => value !== '').length;
const NO_FILTER_KEYS: readonly never[] = [];
const noneIgnored = (): never[] => [];

type ParamsMutation = (params: URLSearchParams) => void;

/** Writes `value`, or removes the key when it equals the default so shared URLs stay short. */
function writeParam(params: URLSearchParams, key: string, value: string, defaultValue = ''): void {
  if (value === defaultValue) params.delete(key);
  else params.set(key, value);
}

const isPageNumber = (raw: string) => /^[1-9][0-9]{0,8}$/.test(raw);
const pageNumber = (raw: string | null): number => (raw && isPageNumber(raw) ? Number(raw) : FIRST_PAGE);
const isPageSize = (raw: string) => PAGE_SIZE_OPTIONS.some((option) => String(option) === raw);

/** The URL's parameters this state reads but would not write: a hand-edited or outdated link's. */
function unreadParams(params: URLSearchParams): string[] {
  const page = params.get('page');
  const pageSize = params.get('pageSize');
  return [
    ...(page !== null && !isPageNumber(page) ? ['page'] : []),
    ...(pageSize !== null && !isPageSize(pageSize) ? ['pageSize'] : []),
  ];
}

/**
 * List screen state (search, sorting, paging, filters) kept in the URL query string,
 * so lists survive reloads, can be shared as links and navigated with the back button.
 */
export function useListState<const F extends string = never>(
  options: ListStateOptions<F> = {},
): ListState<F> {
  const {
    defaultPageSize = DEFAULT_PAGE_SIZE,
    defaultSortBy = '',
    defaultSearchOn = '',
    filterKeys = NO_FILTER_KEYS,
    searchDebounceMs = SEARCH_DEBOUNCE_MS,
    countApplied = countNonEmpty,
    ignoredFilters = noneIgnored,
  } = options;
  const [searchParams, setSearchParams] = useSearchParams();

  // Every change is written on top of the newest URL, including one this hook asked for a moment ago and
  // the router has not rendered yet (a Search On choice followed at once by typing): `latest` is the URL
  // as last written, brought back in step with the router when a new URL is committed. Not during render:
  // the router navigates in a transition, and an urgent render (a keystroke) in the middle of it still
  // carries the old URL, which would take back the choice just written.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const setSearchParamsRef = useRef(setSearchParams);
  useEffect(() => {
    setSearchParamsRef.current = setSearchParams;
  });

  const update = useCallback((mutate: ParamsMutation, navigateOptions?: NavigateOptions) => {
    const next = new URLSearchParams(latest.current);
    mutate(next);
    latest.current = next;
    setSearchParamsRef.current(next, navigateOptions);
  }, []);

  const search = searchParams.get('search') ?? '';
  const searchOn = searchParams.get('searchOn') ?? defaultSearchOn;
  const sortBy = searchParams.get('sortBy') ?? defaultSortBy;
  const page = pageNumber(searchParams.get('page'));
  const pageSize =
    PAGE_SIZE_OPTIONS.find((option) => String(option) === searchParams.get('pageSize')) ?? defaultPageSize;

  // A list's filters are fixed for its lifetime; reading them once keeps inline array literals harmless.
  const [keys] = useState(filterKeys);
  const filters = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<F, string>,
    [keys, searchParams],
  );

  // Typed text waits here until the URL catches up, so keystrokes are never overwritten by an older URL value.
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null && draft === search) setDraft(null);
  const searchInput = draft ?? search;

  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelPendingSearch = useCallback(() => clearTimeout(debounceTimer.current), []);
  useEffect(() => cancelPendingSearch, [cancelPendingSearch]);

  const setSearch = useCallback(
    (text: string) => {
      setDraft(text);
      cancelPendingSearch();
      debounceTimer.current = setTimeout(() => {
        update(
          (params) => {
            // Typing and erasing back to the committed text must not lose the current page.
            if ((params.get('search') ?? '') === text) return;
            writeParam(params, 'search', text);
            params.delete('page');
          },
          { replace: true },
        );
      }, searchDebounceMs);
    },
    [cancelPendingSearch, update, searchDebounceMs],
  );

  const setSearchOn = useCallback(
    (value: string) =>
      update((params) => {
        writeParam(params, 'searchOn', value, defaultSearchOn);
        params.delete('page');
      }),
    [defaultSearchOn, update],
  );

  const toggleSort = useCallback(
    (field: string) =>
      update((params) => {
        const current = params.get('sortBy') ?? defaultSortBy;
        writeParam(params, 'sortBy', toggledSortBy(current, field), defaultSortBy);
        params.delete('page');
      }),
    [defaultSortBy, update],
  );

  const setPage = useCallback(
    (next: number) => update((params) => writeParam(params, 'page', String(next), String(FIRST_PAGE))),
    [update],
  );

  const setPageSize = useCallback(
    (next: number) =>
      update((params) => {
        writeParam(params, 'pageSize', String(next), String(defaultPageSize));
        params.delete('page');
      }),
    [defaultPageSize, update],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) =>
      update((params) => {
        for (const [key, value] of Object.entries<string | undefined>(changes)) {
          writeParam(params, key, value ?? '');
        }
        params.delete('page');
      }),
    [update],
  );

  const clearFilters = useCallback(
    () =>
      update((params) => {
        for (const key of [...keys, 'page']) params.delete(key);
      }),
    [keys, update],
  );

  const resetFilters = useCallback(() => {
    cancelPendingSearch();
    setDraft(null);
    update((params) => {
      for (const key of [...keys, 'search', 'page']) params.delete(key);
    });
  }, [cancelPendingSearch, keys, update]);

  const activeFilterCount = countApplied(filters);

  // A value the list ignores leaves the address bar (replacing the entry), so a link shows what it applies.
  const ignored = [...unreadParams(searchParams), ...ignoredFilters(filters)].join(',');
  useEffect(() => {
    if (ignored)
      update(
        (params) => {
          for (const key of ignored.split(',')) params.delete(key);
        },
        { replace: true },
      );
  }, [ignored, update]);

  const columnsParam = searchParams.get('columns');
  const columns = useMemo(
    () => (columnsParam ? columnsParam.split(',').filter(Boolean) : null),
    [columnsParam],
  );
  const setColumns = useCallback(
    (fields: string[] | null) => update((params) => writeParam(params, 'columns', fields?.join(',') ?? '')),
    [update],
  );

  const apiParams = useMemo(() => {
    const all: Record<string, string> = {
      search: search.trim(),
      searchOn,
      sortBy,
      page: String(page),
      pageSize: String(pageSize),
      ...filters,
    };
    return Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''));
  }, [filters, page, pageSize, search, searchOn, sortBy]);

  return {
    search,
    searchInput,
    setSearch,
    searchOn,
    setSearchOn,
    sortBy,
    toggleSort,
    page,
    setPage,
    pageSize,
    setPageSize,
    filters,
    setFilters,
    clearFilters,
    resetFilters,
    activeFilterCount,
    hasActiveFilters: search.trim() !== '' || activeFilterCount > 0,
    apiParams,
    columns,
    setColumns,
  };
}
