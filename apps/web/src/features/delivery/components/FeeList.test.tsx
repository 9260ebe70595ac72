import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeeList } from './FeeList';

interface Fee {
  Zip: string;
  Fee: string;
}

const fees: Fee[] = [
  { Zip: '55401', Fee: '$9.99' },
  { Zip: '55402', Fee: '$12.99' },
];

function renderFees(remove?: { disabled: boolean; onRemove(row: Fee): void }) {
  render(
    <FeeList
      label="Fees by Zip Code"
      filter={{ value: '', onChange: vi.fn(), placeholder: 'Zip code' }}
      rows={fees}
      rowKey={(row) => row.Zip}
      columns={[
        { header: 'Zip Code', cell: (row) => row.Zip },
        { header: 'Fee', cell: (row) => row.Fee, align: 'right', nowrap: true },
      ]}
      emptyText="No fees yet."
      remove={remove && { ...remove, label: (row) => `Remove ${row.Zip}` }}
    />,
  );
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('a fee list', () => {
  it('is a keyboard-reachable table region with a Remove button per row for editors', async () => {
    const onRemove = vi.fn();
    renderFees({ disabled: false, onRemove });
    expect(screen.getByRole('region', { name: 'Fees by Zip Code table' })).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Fees by Zip Code' });
    expect(headers(table)).toEqual(['Zip Code', 'Fee', 'Remove']);
    await userEvent.click(within(table).getByRole('button', { name: 'Remove 55402' }));
    expect(onRemove).toHaveBeenCalledWith(fees[1]);
  });

  it('has no Remove column for a reader', () => {
    renderFees();
    const table = screen.getByRole('table', { name: 'Fees by Zip Code' });
    expect(headers(table)).toEqual(['Zip Code', 'Fee']);
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
