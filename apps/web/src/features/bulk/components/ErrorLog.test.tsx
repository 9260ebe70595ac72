import { BULK_TEXTS, type BulkJobDetail } from '@commerce/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorLog } from './ErrorLog.tsx';

const detail = (items: BulkJobDetail['ErrorLog']['Items']): BulkJobDetail => ({
  JobID: '6f1c2e9a-0000-4000-8000-000000000001',
  PartitionKey: 'bulkupdateinternalusers',
  DateRequested: new Date().toISOString(),
  DateCompleted: null,
  Status: 'in-progress',
  TotalCount: 5,
  TotalProcessed: 5,
  ErrorCount: items.length,
  OriginalFileName: 'Users.xlsx',
  ErrorLog: {
    Meta: {
      Page: 1,
      PageSize: 100,
      TotalCount: items.length,
      TotalPages: items.length ? 1 : 0,
      ItemRange: items.length ? [1, items.length] : [0, 0],
    },
    Items: items,
  },
});

const renderLog = (job: BulkJobDetail) =>
  render(<ErrorLog job={job} loading={false} onPageChange={vi.fn()} onPageSizeChange={vi.fn()} />);

describe('ErrorLog', () => {
  it('lists each failed row by username with its error', () => {
    renderLog(
      detail([
        { RowNumber: 3, ErrorOn: 'jdoe', Error: 'Enter a valid email address.' },
        { RowNumber: 5, ErrorOn: 'Row 5', Error: 'Username is required.' },
      ]),
    );
    const table = screen.getByRole('table', { name: 'Error Log' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Username', 'Error']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['jdoeEnter a valid email address.', 'Row 5Username is required.']);
    expect(screen.queryByText(BULK_TEXTS.noErrors)).not.toBeInTheDocument();
  });

  it("says 'No errors have occurred.' when there are none", () => {
    renderLog(detail([]));
    expect(screen.getByText('No errors have occurred.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
