import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTableColumn';

interface User {
  id: string;
  name: string;
  email: string;
}

const users: User[] = ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'].map((name) => ({
  id: name.toLowerCase(),
  name,
  email: `${name.toLowerCase()}@example.com`,
}));

const columns: DataTableColumn<User>[] = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'email', header: 'Email', render: (user) => <a href={`mailto:${user.email}`}>{user.email}</a> },
];

const getRowId = (user: User) => user.id;

function SelectableUsers({ onRowClick }: { onRowClick?: (user: User) => void }) {
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  return (
    <DataTable
      columns={columns}
      rows={users}
      getRowId={getRowId}
      loading={false}
      onRowClick={onRowClick}
      selectable
      selectedIds={selectedIds}
      onSelectionChange={setSelectedIds}
    />
  );
}

const rowCheckboxes = () => screen.getAllByRole('checkbox', { name: 'Select row' });
const checkedNames = () =>
  rowCheckboxes().flatMap((checkbox, index) =>
    (checkbox as HTMLInputElement).checked ? [users[index]?.name] : [],
  );

describe('DataTable', () => {
  it('renders cells by field or through the column renderer', () => {
    render(<DataTable columns={columns} rows={users} getRowId={getRowId} loading={false} />);

    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getByText('Ann')).toBeInTheDocument();
    expect(within(firstRow).getByRole('link', { name: 'ann@example.com' })).toBeInTheDocument();
  });

  it('breaks long text at its spaces by default, never cutting it', () => {
    const long: User = { id: 'x', name: 'Aurora Birthday Bouquet - Deluxe', email: 'x@example.com' };
    render(
      <DataTable
        columns={[{ field: 'name', header: 'Name' }]}
        rows={[long]}
        getRowId={getRowId}
        loading={false}
      />,
    );

    const cell = screen.getByRole('cell', { name: long.name });
    expect(cell).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(cell).not.toHaveStyle({ textOverflow: 'ellipsis' });
    expect(cell).not.toHaveAttribute('title');
  });

  it('keeps a one-line column whole on one line', () => {
    render(
      <DataTable
        columns={[{ field: 'email', header: 'Email', wrap: 'line' }]}
        rows={users}
        getRowId={getRowId}
        loading={false}
      />,
    );

    expect(screen.getByRole('cell', { name: 'ann@example.com' })).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('clamps free text to two lines and shows the whole value as its tooltip', () => {
    render(
      <DataTable
        columns={[{ field: 'email', header: 'Email', wrap: 'clamp', text: (user) => `<${user.email}>` }]}
        rows={users}
        getRowId={getRowId}
        loading={false}
      />,
    );

    const cell = screen.getByRole('cell', { name: 'ann@example.com' });
    expect(cell).toHaveAttribute('title', '<ann@example.com>');
    expect(cell.firstElementChild).toHaveStyle({ WebkitLineClamp: '2', overflow: 'hidden' });
  });

  it('gives a column its narrowest width on its header', () => {
    render(
      <DataTable
        columns={[{ field: 'name', header: 'Name', minWidth: '11em' }]}
        rows={users}
        getRowId={getRowId}
        loading={false}
      />,
    );

    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveStyle({ minWidth: '11em' });
  });

  it('asks for sorting by the clicked sortable column and shows the current direction', async () => {
    const onSortChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={users}
        getRowId={getRowId}
        loading={false}
        sortBy="!name"
        onSortChange={onSortChange}
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));

    expect(onSortChange).toHaveBeenCalledWith('name');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('columnheader', { name: 'Email' })).queryByRole('button')).toBeNull();
  });

  it('shows 20 placeholder rows while loading', () => {
    render(<DataTable columns={columns} rows={users} getRowId={getRowId} loading />);

    const body = screen.getAllByRole('rowgroup')[1]!;
    expect(within(body).getAllByRole('row')).toHaveLength(20);
    expect(screen.queryByText('Ann')).toBeNull();
  });

  it('says so when there are no rows', () => {
    render(<DataTable columns={columns} rows={[]} getRowId={getRowId} loading={false} />);

    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('opens a row on click and on Enter, but not when its checkbox is clicked', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowClick = vi.fn();
    render(<SelectableUsers onRowClick={onRowClick} />);

    await user.click(rowCheckboxes()[1]!);
    expect(onRowClick).not.toHaveBeenCalled();
    expect(checkedNames()).toEqual(['Bob']);

    await user.click(screen.getByText('Cid'));
    expect(onRowClick).toHaveBeenLastCalledWith(users[2]);

    screen.getByText('Dee').closest('tr')!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(users[3]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('selects or clears the whole range between the last clicked row and a shift-clicked one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelectableUsers />);

    await user.click(rowCheckboxes()[1]!);
    await user.keyboard('{Shift>}');
    await user.click(rowCheckboxes()[3]!);
    await user.keyboard('{/Shift}');
    expect(checkedNames()).toEqual(['Bob', 'Cid', 'Dee']);

    await user.keyboard('{Shift>}');
    await user.click(rowCheckboxes()[2]!);
    await user.keyboard('{/Shift}');
    expect(checkedNames()).toEqual(['Bob']);
  });

  it('selects and clears every row of the page from the header checkbox', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SelectableUsers />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });

    await user.click(rowCheckboxes()[0]!);
    expect(selectAll).toBePartiallyChecked();

    await user.click(selectAll);
    expect(checkedNames()).toEqual(users.map((u) => u.name));
    expect(selectAll).toBeChecked();

    await user.click(selectAll);
    expect(checkedNames()).toEqual([]);
  });

  it('renders row actions whose clicks do not open the row', async () => {
    const user = userEvent.setup({ delay: null });
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={users}
        getRowId={getRowId}
        loading={false}
        onRowClick={onRowClick}
        rowActions={(row) => <button onClick={() => onDelete(row.id)}>Delete</button>}
      />,
    );

    await user.click(screen.getAllByRole('button', { name: 'Delete' })[4]!);

    expect(onDelete).toHaveBeenCalledWith('eve');
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves its rows alone when the page around it draws again; a row draws again when it changes', async () => {
    const user = userEvent.setup({ delay: null });
    const drawn = new Map<string, number>();
    const counted: DataTableColumn<User>[] = [
      {
        field: 'name',
        header: 'Name',
        render: (row) => {
          drawn.set(row.id, (drawn.get(row.id) ?? 0) + 1);
          return row.name;
        },
      },
    ];
    function Page() {
      const [clicks, setClicks] = useState(0);
      const [selectedIds, setSelectedIds] = useState<string[]>([]);
      return (
        <>
          <button onClick={() => setClicks(clicks + 1)}>{`Clicked ${clicks}`}</button>
          <DataTable
            columns={counted}
            rows={users}
            getRowId={getRowId}
            loading={false}
            onRowClick={() => setClicks(clicks + 1)}
            selectable
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
          />
        </>
      );
    }
    render(<Page />);
    const once = Object.fromEntries(users.map((row) => [row.id, 1]));
    expect(Object.fromEntries(drawn)).toEqual(once);

    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
    expect(Object.fromEntries(drawn)).toEqual(once);

    // The handlers the rows hold still reach the page's latest state.
    await user.click(screen.getByText('Cid'));
    expect(screen.getByRole('button', { name: 'Clicked 2' })).toBeVisible();

    await user.click(rowCheckboxes()[1]!);
    expect(Object.fromEntries(drawn)).toEqual({ ...once, bob: 2 });
  });
});
