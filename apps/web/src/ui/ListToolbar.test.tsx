import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_RULE_TEXT } from '@commerce/domain';
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

  it('says under the search how it matches, as the field’s description', () => {
    render(
      <ListToolbar
        searchPlaceholder="Search Customers..."
        searchInput=""
        onSearchChange={vi.fn()}
        searchHelperText={SEARCH_RULE_TEXT}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Search Customers...' })).toHaveAccessibleDescription(
      'Matches the start of words',
    );
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

  it("ends the filter fields with 'Clear Filters', enabled while a filter is on", async () => {
    const user = userEvent.setup({ delay: null });
    const onClearFilters = vi.fn();
    const toolbar = (activeFilterCount: number) => (
      <ListToolbar
        filterContent={<label>Status</label>}
        activeFilterCount={activeFilterCount}
        onClearFilters={onClearFilters}
      />
    );
    const { rerender } = render(toolbar(0));
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    rerender(toolbar(1));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('leaves the search box out of a list without search', () => {
    render(<ListToolbar pager={<span>1–1 of 1</span>} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
  });
});
