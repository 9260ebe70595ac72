import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect';

const OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

describe('FilterSelect', () => {
  it("offers 'All' and the options, and reports the choice", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<FilterSelect label="Status" value="" options={OPTIONS} onChange={onChange} />);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Active', 'Inactive']);
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(onChange).toHaveBeenCalledWith('inactive');
  });

  it('keeps a value from the URL that is not among the options visible and chosen', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FilterSelect label="Store" value="Store-Gone" options={OPTIONS} onChange={vi.fn()} />);

    expect(screen.getByRole('combobox', { name: 'Store' })).toHaveTextContent('Store-Gone');
    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    expect(screen.getByRole('option', { name: 'Store-Gone' })).toHaveAttribute('aria-selected', 'true');
  });
});
