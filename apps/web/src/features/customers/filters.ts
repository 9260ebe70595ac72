import {
  CUSTOMER_FILTER_KEYS,
  CUSTOMER_FILTER_PERMISSIONS,
  customerApiFilters,
  DEFAULT_CUSTOMER_SEARCH_ON,
  isCustomerSearchTooShort,
  NEVER,
  type CustomerFilterKey,
  type FeatureKey,
} from '@commerce/domain';

export type CustomerFilters = Record<CustomerFilterKey, string>;

/** The filters this user may use: the date filters need customer-date, the group filter customer-group. */
export const allowedFilterKeys = (permissions: readonly FeatureKey[]): CustomerFilterKey[] =>
  CUSTOMER_FILTER_KEYS.filter((key) => {
    const needed = CUSTOMER_FILTER_PERMISSIONS[key];
    return !needed || permissions.includes(needed);
  });

/**
 * The list URL's state as the API's list query: search, sort and paging as they are, the URL's filters
 * (spec 2 §2 names) turned into the API's filters. A filter the user may not use (a shared link from
 * someone with more rights) is left out rather than sent to be refused, and so is an e-mail or ID search
 * still too short to run (the list stays as it is while the user types).
 */
export function customerListQuery(
  params: Record<string, string>,
  filters: CustomerFilters,
  permissions: readonly FeatureKey[],
): Record<string, string> {
  const query = Object.fromEntries(
    Object.entries(params).filter(([key]) => !(CUSTOMER_FILTER_KEYS as string[]).includes(key)),
  );
  if (query.search && isCustomerSearchTooShort(query.searchOn ?? DEFAULT_CUSTOMER_SEARCH_ON, query.search)) {
    delete query.search;
  }
  const allowed = allowedFilterKeys(permissions);
  const usable = Object.fromEntries(allowed.map((key) => [key, filters[key]]));
  return { ...query, ...customerApiFilters(usable) };
}

/** A filter that is 'any', 'never' or 'on or before a date' (last order, last sync). */
export type DateChoice = { mode: '' | 'never' | 'before'; date: string };

export const dateChoiceOf = (value: string): DateChoice =>
  value === NEVER
    ? { mode: 'never', date: '' }
    : value
      ? { mode: 'before', date: value }
      : { mode: '', date: '' };

/** Back to the URL value; 'before' without a date yet filters nothing. */
export const dateChoiceValue = ({ mode, date }: DateChoice): string =>
  mode === 'never' ? NEVER : mode === 'before' ? date : '';
