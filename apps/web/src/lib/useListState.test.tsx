import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSortBy, useListState } from './useListState';
import type { ListState, ListStateOptions } from './useListState';

type Filter = 'status' | 'role';

function renderListState(options: ListStateOptions<Filter>, initialEntry = '/users') {
  let latest: ListState<Filter> | undefined;
  function Probe() {
    latest = useListState(options);
    return null;
  }
  const router = createMemoryRouter([{ path: '/users', element: <Probe /> }], {
    initialEntries: [initialEntry],
  });
  render(<RouterProvider router={router} />);
  return {
    router,
    list: () => {
      if (!latest) throw new Error('useListState did not render');
      return latest;
    },
    url: () => router.state.location.search,
  };
}

const options: ListStateOptions<Filter> = { defaultPageSize: 100, filterKeys: ['status', 'role'] };

describe('useListState', () => {
  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows typed text at once but writes the URL only 300 ms after the last keystroke', async () => {
      const { list, url, router } = renderListState(options, '/users?page=3');

      act(() => list().setSearch('an'));
      act(() => vi.advanceTimersByTime(200));
      act(() => list().setSearch('ann'));
      expect(list().searchInput).toBe('ann');
      expect(list().search).toBe('');

      await act(async () => vi.advanceTimersByTime(299));
      expect(url()).toBe('?page=3');

      await act(async () => vi.advanceTimersByTime(1));
      expect(url()).toBe('?search=ann');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(list().search).toBe('ann');
      expect(list().searchInput).toBe('ann');
      expect(list().page).toBe(1);
    });

    it('keeps a Search On choice made just before typing (any typing speed)', async () => {
      const { list, url } = renderListState({ ...options, defaultSearchOn: 'LastName' });

      act(() => list().setSearchOn('Email'));
      act(() => list().setSearch('ann'));
      await act(async () => vi.advanceTimersByTime(300));

      expect(url()).toBe('?searchOn=Email&search=ann');
      expect(list().searchOn).toBe('Email');
    });

    it('lets the input follow URL changes made elsewhere once the typed text is committed', async () => {
      const { list, router } = renderListState(options);

      act(() => list().setSearch('ann'));
      await act(async () => vi.advanceTimersByTime(300));
      await act(() => router.navigate('/users?search=bob'));

      expect(list().searchInput).toBe('bob');
    });

    it('keeps the page when the text is typed back to the committed search', async () => {
      const { list, url } = renderListState(options, '/users?search=ann&page=2');

      act(() => list().setSearch('anna'));
      act(() => list().setSearch('ann'));
      await act(async () => vi.advanceTimersByTime(300));

      expect(url()).toBe('?search=ann&page=2');
    });

    it('cancels a pending search when the filters are reset', async () => {
      const { list, url } = renderListState(options, '/users?status=active');

      act(() => list().setSearch('ann'));
      await act(async () => list().resetFilters());
      await act(async () => vi.advanceTimersByTime(300));

      expect(url()).toBe('');
      expect(list().searchInput).toBe('');
    });
  });

  it('does not write default values into the URL', async () => {
    const { list, url } = renderListState({ ...options, defaultSortBy: 'name' });

    expect(list()).toMatchObject({ page: 1, pageSize: 100, sortBy: 'name', search: '' });
    await act(async () => list().setPageSize(100));
    await act(async () => list().setPage(1));
    await act(async () => list().setFilters({ status: '' }));
    expect(url()).toBe('');

    await act(async () => list().toggleSort('name'));
    expect(url()).toBe('?sortBy=%21name');
    await act(async () => list().toggleSort('name'));
    expect(url()).toBe('');
  });

  it('cycles a column between ascending and descending, starting ascending', async () => {
    const { list } = renderListState(options);
    const sortAfterToggling = async (field: string) => {
      await act(async () => list().toggleSort(field));
      return list().sortBy;
    };

    expect(await sortAfterToggling('name')).toBe('name');
    expect(await sortAfterToggling('name')).toBe('!name');
    expect(await sortAfterToggling('name')).toBe('name');
    expect(await sortAfterToggling('email')).toBe('email');
  });

  it('goes back to page 1 when sorting, filtering or resizing pages', async () => {
    const { list } = renderListState(options, '/users?page=4');
    const pageAfter = async (change: () => void) => {
      await act(async () => list().setPage(4));
      await act(async () => change());
      return list().page;
    };

    expect(await pageAfter(() => list().toggleSort('name'))).toBe(1);
    expect(await pageAfter(() => list().setFilters({ role: 'admin' }))).toBe(1);
    expect(await pageAfter(() => list().setPageSize(25))).toBe(1);
    expect(await pageAfter(() => list().setSearchOn('email'))).toBe(1);
  });

  it('round-trips filters through the URL and exposes them to the API', async () => {
    const first = renderListState(options);
    await act(async () => first.list().setFilters({ status: 'active', role: 'admin' }));
    await act(async () => first.list().setPage(2));
    const sharedUrl = `/users${first.url()}`;

    const second = renderListState(options, sharedUrl);

    expect(second.list().filters).toEqual({ status: 'active', role: 'admin' });
    expect(second.list().activeFilterCount).toBe(2);
    expect(second.list().hasActiveFilters).toBe(true);
    expect(second.list().apiParams).toEqual({
      status: 'active',
      role: 'admin',
      page: '2',
      pageSize: '100',
    });

    await act(async () => second.list().resetFilters());
    expect(second.list().filters).toEqual({ status: '', role: '' });
    expect(second.list().hasActiveFilters).toBe(false);
  });

  it('clears the filters but keeps the search', async () => {
    const { list, url } = renderListState(options, '/users?search=ann&status=active&role=admin&page=2');

    await act(async () => list().clearFilters());

    expect(url()).toBe('?search=ann');
    expect(list().filters).toEqual({ status: '', role: '' });
    expect(list().hasActiveFilters).toBe(true);
  });

  it('ignores page sizes that are not offered and takes them out of the address bar', async () => {
    const { list, url, router } = renderListState(options, '/users?pageSize=100000&page=abc&search=ann');

    expect(list().pageSize).toBe(100);
    expect(list().page).toBe(1);
    await vi.waitFor(() => expect(url()).toBe('?search=ann'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('takes the filters the list ignores out of the address bar, keeping the others', async () => {
    const { list, url } = renderListState(
      { ...options, ignoredFilters: (filters) => (filters.role === 'bogus' ? ['role'] : []) },
      '/users?role=bogus&status=active&page=2',
    );

    await vi.waitFor(() => expect(url()).toBe('?status=active&page=2'));
    expect(list().filters).toEqual({ status: 'active', role: '' });
  });
});

describe('parseSortBy', () => {
  it('reads a comma list where a leading ! means descending', () => {
    expect(parseSortBy('!created, name')).toEqual([
      { field: 'created', descending: true },
      { field: 'name', descending: false },
    ]);
    expect(parseSortBy('')).toEqual([]);
  });
});
