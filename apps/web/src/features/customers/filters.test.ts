import { CUSTOMER_FILTER_KEYS, type FeatureKey } from '@commerce/domain';
import { describe, expect, it } from 'vitest';
import {
  allowedFilterKeys,
  customerListQuery,
  dateChoiceOf,
  dateChoiceValue,
  type CustomerFilters,
} from './filters.ts';

const noFilters = Object.fromEntries(CUSTOMER_FILTER_KEYS.map((key) => [key, ''])) as CustomerFilters;
const everyKey: FeatureKey[] = ['customer-reader', 'customer-date', 'customer-group'];

describe('customer list URL → API query', () => {
  it('keeps search, sort and paging and turns the URL filters into API filters', () => {
    const params = {
      search: 'lind',
      searchOn: 'LastName',
      sortBy: '!DateCreated',
      page: '2',
      status: 'active',
    };
    const filters = {
      ...noFilters,
      status: 'active',
      ordered: 'never',
      created: '2025-01-31',
      group: 'GardenClub',
    };
    expect(customerListQuery(params, filters, everyKey)).toEqual({
      search: 'lind',
      searchOn: 'LastName',
      sortBy: '!DateCreated',
      page: '2',
      Active: 'true',
      'xp.LastOrderSubmitted': '!*',
      DateCreated: '<2025-01-31',
      UserGroupID: 'GardenClub',
    });
  });

  it('leaves out the date and group filters of a user without customer-date and customer-group', () => {
    const filters = {
      ...noFilters,
      login: 'never',
      ordered: '2025-01-01',
      synced: 'never',
      created: '2025-01-01',
      group: 'GardenClub',
      charge: 'Y',
    };
    expect(customerListQuery({}, filters, ['customer-reader'])).toEqual({
      'xp.LastLoginTimeStamp': '!*',
      'xp.Charge': 'Y',
    });
  });

  it('leaves out an e-mail or ID search shorter than 3 characters, not a name search', () => {
    expect(customerListQuery({ search: 'zz', searchOn: 'Email' }, noFilters, everyKey)).toEqual({
      searchOn: 'Email',
    });
    expect(customerListQuery({ search: 'zzz', searchOn: 'Email' }, noFilters, everyKey)).toEqual({
      search: 'zzz',
      searchOn: 'Email',
    });
    expect(customerListQuery({ search: 's', searchOn: 'LastName' }, noFilters, everyKey)).toEqual({
      search: 's',
      searchOn: 'LastName',
    });
  });

  it('offers each user the filters they may use', () => {
    expect(allowedFilterKeys(['customer-reader'])).toEqual(['status', 'login', 'charge', 'ecn']);
    expect(allowedFilterKeys(['customer-date'])).toEqual([
      'status',
      'login',
      'ordered',
      'synced',
      'charge',
      'ecn',
      'created',
    ]);
    expect(allowedFilterKeys(everyKey)).toEqual(CUSTOMER_FILTER_KEYS);
  });
});

describe('never / before a date choices', () => {
  it('reads the URL value', () => {
    expect(dateChoiceOf('')).toEqual({ mode: '', date: '' });
    expect(dateChoiceOf('never')).toEqual({ mode: 'never', date: '' });
    expect(dateChoiceOf('2025-03-01')).toEqual({ mode: 'before', date: '2025-03-01' });
  });

  it('writes it back, a date choice without a date filtering nothing yet', () => {
    expect(dateChoiceValue({ mode: 'never', date: '2025-03-01' })).toBe('never');
    expect(dateChoiceValue({ mode: 'before', date: '2025-03-01' })).toBe('2025-03-01');
    expect(dateChoiceValue({ mode: 'before', date: '' })).toBe('');
    expect(dateChoiceValue({ mode: '', date: '2025-03-01' })).toBe('');
  });
});
