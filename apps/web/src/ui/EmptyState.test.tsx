import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('blames the query and offers to reset it when the list is filtered', async () => {
    const onResetFilters = vi.fn();
    render(<EmptyState text="No customers found" filtered onResetFilters={onResetFilters} />);

    expect(screen.getByText('No customers found matching your query.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filter(s)' }));
    expect(onResetFilters).toHaveBeenCalledOnce();
  });

  it('shows just the text when nothing is filtered', () => {
    render(<EmptyState text="No customers found" onResetFilters={vi.fn()} />);

    expect(screen.getByText('No customers found')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
