import type { ListPage } from '@commerce/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListState } from '../lib/useListState';
import { ListPanel, type ListPanelProps } from './ListPanel';

interface Fruit {
  ID: string;
  Name: string;
}

const page = (items: Fruit[]): ListPage<Fruit> => ({
  Meta: {
    Page: 1,
    PageSize: 100,
    TotalCount: items.length,
    TotalPages: 1,
    ItemRange: [items.length ? 1 : 0, items.length],
  },
  Items: items,
});

type Query = ListPanelProps<Fruit, 'kind'>['query'];
const loaded = (items: Fruit[]): Query => ({ data: page(items), isPending: false, isError: false });

function FruitList(props: { query: Query; rowLinkState?: unknown }) {
  const list = useListState({ filterKeys: ['kind'] });
  return (
    <ListPanel
      aria-label="Fruit"
      list={list}
      query={props.query}
      columns={[{ field: 'Name', header: 'Name', sortable: true }]}
      getRowId={(fruit) => fruit.ID}
      rowLink={(fruit) => `/fruit/${fruit.ID}`}
      rowLinkState={props.rowLinkState}
      loadErrorText="The fruit could not be loaded."
      emptyText="No fruit found"
      searchPlaceholder="Search Fruit..."
      filters={<span>Kind</span>}
    />
  );
}

function FruitPage() {
  const { state } = useLocation();
  return <p>Fruit page {JSON.stringify(state)}</p>;
}

function renderList(query: Query, initialEntry = '/fruit', rowLinkState?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/fruit', element: <FruitList query={query} rowLinkState={rowLinkState} /> },
      { path: '/fruit/:id', element: <FruitPage /> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ListPanel', () => {
  it('opens the page of a clicked row, with the given navigation state', async () => {
    const router = renderList(loaded([{ ID: 'apple', Name: 'Apple' }]), '/fruit', { list: '?search=a' });

    await userEvent.click(screen.getByText('Apple'));

    expect(router.state.location.pathname).toBe('/fruit/apple');
    expect(screen.getByText('Fruit page {"list":"?search=a"}')).toBeInTheDocument();
  });

  it('sorts through the URL, and shows the search, the filters and the pager', async () => {
    const router = renderList(loaded([{ ID: 'apple', Name: 'Apple' }]));

    expect(screen.getByRole('textbox', { name: 'Search Fruit...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filter/ })).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?sortBy=Name');
  });

  it('says when the page could not be loaded', () => {
    renderList({ data: undefined, isPending: false, isError: true });

    expect(screen.getByRole('alert')).toHaveTextContent('The fruit could not be loaded.');
  });

  it('blames an empty page on the search or filters and resets them', async () => {
    const router = renderList(loaded([]), '/fruit?search=kiwi&kind=berry');

    expect(screen.getByText('No fruit found matching your query.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filter(s)' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('No fruit found')).toBeInTheDocument();
  });
});
