import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListToolbar } from './ListToolbar';

describe('ListToolbar', () => {
  it('reports typing and clearing of the search', async () => {
    const user = userEvent.setup({ delay: null });
    const onSearchChange = vi.fn();
    const { rerender } = render(
      <ListToolbar searchPlaceholder="Search Customers..." searchInput="" onSearchChange={onSearchChange} />,
    );

    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await user.type(screen.getByPlaceholderText('Search Customers...'), 'a');
    expect(onSearchChange).toHaveBeenLastCalledWith('a');

    rerender(
      <ListToolbar
        searchPlaceholder="Search Customers..."
        searchInput="ann"
        onSearchChange={onSearchChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearchChange).toHaveBeenLastCalledWith('');
  });

  it('counts active filters on the Filter button, which opens the filter fields', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <ListToolbar
        searchPlaceholder="Search Customers..."
        searchInput=""
        onSearchChange={vi.fn()}
        filterContent={<label>Status</label>}
        activeFilterCount={2}
        actions={<button>Create Customer</button>}
      />,
    );

    expect(screen.getByRole('button', { name: 'Create Customer' })).toBeInTheDocument();
    const filterButton = screen.getByRole('button', { name: /Filter/ });
    expect(filterButton).toHaveTextContent('2');
    expect(screen.queryByText('Status')).toBeNull();
    await user.click(filterButton);

    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveTextContent('Status');
  });
});
