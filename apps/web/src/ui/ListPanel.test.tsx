import { defineListSpec, selectFilter, type ListPage } from '@commerce/domain';
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListState } from '../lib/useListState';
import { json, renderRoutes } from '../test/render.tsx';
import { ListPanel } from './ListPanel';
import type { ListView } from './list/useListView';

interface Fruit {
  ID: string;
  Name: string;
  Price: string;
}

const fruitSpec = defineListSpec<Fruit>()({
  id: 'fruit',
  label: 'Fruit',
  api: '/fruit',
  readKeys: [],
  columns: [
    { field: 'Name', header: 'Name', sortable: true },
    { field: 'Price', header: 'Price', format: 'money' },
    { field: 'ID', header: 'Code', optional: true },
  ],
  defaultSort: 'Name',
  emptyText: 'No fruit found',
  search: { placeholder: 'Search Fruit...' },
  filters: {
    kind: selectFilter({
      label: 'Kind',
      param: 'Kind',
      options: [{ value: 'berry', label: 'Berry', api: 'Berry' }],
    }),
  },
});

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

type Query = ListView<Fruit, 'kind'>['query'];
const loaded = (items: Fruit[]) => ({ data: page(items), isPending: false, isError: false }) as Query;

function FruitList(props: { query: Query; rowLinkState?: unknown }) {
  const list = useListState({ filterKeys: ['kind'], defaultSortBy: 'Name' });
  const view: ListView<Fruit, 'kind'> = {
    spec: fruitSpec,
    list,
    query: props.query,
    apiParams: { Kind: 'Berry' },
    permissions: [],
  };
  return (
    <ListPanel
      view={view}
      getRowId={(fruit) => fruit.ID}
      rowLink={(fruit) => `/fruit/${fruit.ID}`}
      rowLinkState={props.rowLinkState}
    />
  );
}

function FruitPage() {
  const { state } = useLocation();
  return <p>Fruit page {JSON.stringify(state)}</p>;
}

const renderList = (query: Query, initialEntry = '/fruit', rowLinkState?: unknown) =>
  renderRoutes(
    [
      { path: '/fruit', element: <FruitList query={query} rowLinkState={rowLinkState} /> },
      { path: '/fruit/:id', element: <FruitPage /> },
    ],
    initialEntry,
  );

const apple = { ID: 'apple', Name: 'Apple', Price: '1.5' };

beforeEach(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(200, { Items: [] })),
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('ListPanel', () => {
  it('opens the page of a clicked row, with the given navigation state', async () => {
    const router = renderList(loaded([apple]), '/fruit', { list: '?search=a' });

    await userEvent.click(screen.getByText('Apple'));

    expect(router.state.location.pathname).toBe('/fruit/apple');
    expect(screen.getByText('Fruit page {"list":"?search=a"}')).toBeInTheDocument();
  });

  it("shows the spec's columns, formatted, and sorts through the URL", async () => {
    const router = renderList(loaded([apple]));

    expect(screen.getByRole('textbox', { name: 'Search Fruit...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filter/ })).toBeInTheDocument();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.getByText('$1.50')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Code' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?sortBy=%21Name');
  });

  it('shows an optional column once chosen in Columns, and keeps the choice in the URL', async () => {
    const router = renderList(loaded([apple]));

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Code' }));

    expect(router.state.location.search).toBe('?columns=Name%2CPrice%2CID');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Code' })).toBeInTheDocument();
  });

  it('says when the page could not be loaded', () => {
    renderList({ data: undefined, isPending: false, isError: true } as Query);

    expect(screen.getByRole('alert')).toHaveTextContent('The fruit could not be loaded. Please try again.');
  });

  it('blames an empty page on the search or filters and resets them', async () => {
    const router = renderList(loaded([]), '/fruit?search=kiwi&kind=berry');

    expect(screen.getByText('No fruit found matching your query.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filter(s)' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('No fruit found')).toBeInTheDocument();
  });
});

describe('ListPanel and the unsaved-changes guard', () => {
  const nameTheView = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Berries');
  };

  it('makes leaving the list ask while the Save view dialog holds a name', async () => {
    const router = renderList(loaded([apple]));

    await nameTheView();
    // The row behind the dialog, as the browser's Back would leave (the dialog is modal).
    await userEvent.click(screen.getByText('Apple'), { pointerEventsCheck: 0 });

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveTextContent(
      'Leave this page and discard them?',
    );
    expect(router.state.location.pathname).toBe('/fruit');
  });

  it('asks before Escape throws the name away', async () => {
    renderList(loaded([apple]));

    await nameTheView();
    await userEvent.keyboard('{Escape}');

    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Discard unsaved changes?' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Berries');
  });
});
