import type { ListMeta } from '@commerce/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

const meta = (page: number): ListMeta => ({
  Page: page,
  PageSize: 100,
  TotalCount: 1234,
  TotalPages: 13,
  ItemRange: [(page - 1) * 100 + 1, Math.min(page * 100, 1234)],
});

function renderPager(pageMeta: ListMeta | undefined) {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn() };
  render(<Pager meta={pageMeta} {...handlers} />);
  return handlers;
}

describe('Pager', () => {
  it('shows the item range and moves to the next page', async () => {
    const { onPageChange } = renderPager(meta(1));

    expect(screen.getByText('1–100 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('moves back from the last page, which has no next one', async () => {
    const { onPageChange } = renderPager(meta(13));

    expect(screen.getByText('1,201–1,234 of 1,234')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));

    expect(onPageChange).toHaveBeenCalledWith(12);
  });

  it('brings a page past the end back to the last page', async () => {
    const { onPageChange } = renderPager({ ...meta(1), Page: 20, ItemRange: [0, 0] });

    expect(screen.getByText('0 of 1,234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));

    expect(onPageChange).toHaveBeenCalledWith(13);
  });

  it('changes the page size', async () => {
    const user = userEvent.setup({ delay: null });
    const { onPageSizeChange } = renderPager(meta(1));

    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5',
      '10',
      '20',
      '25',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '25' }));

    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('is inert until the first page has loaded', () => {
    renderPager(undefined);

    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });
});
