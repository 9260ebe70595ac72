import { BULK_TEXTS, formatDateTime, type BulkJob } from '@commerce/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OperationDetails } from './OperationDetails.tsx';

const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const job = (changes: Partial<BulkJob> = {}): BulkJob => ({
  JobID: '6f1c2e9a-0000-4000-8000-000000000001',
  PartitionKey: 'bulkupdateinternalusers',
  DateRequested: ago(60_000),
  DateCompleted: null,
  Status: 'in-progress',
  TotalCount: 200,
  TotalProcessed: 50,
  ErrorCount: 1,
  OriginalFileName: 'Users.xlsx',
  ...changes,
});

const field = (label: string) => screen.getByText(label).parentElement!;

describe('OperationDetails', () => {
  it('shows the type, status, processed/total and N/A for a job not completed yet', () => {
    render(<OperationDetails job={job()} />);
    expect(within(field('Job Type')).getByText('Upload/Update Internal Users')).toBeInTheDocument();
    expect(within(field('Status')).getByText('In Progress')).toBeInTheDocument();
    expect(within(field('Progress')).getByText('50/200')).toBeInTheDocument();
    expect(within(field('Date Completed')).getByText(BULK_TEXTS.notAvailable)).toBeInTheDocument();
    expect(within(field('Elapsed Time')).getByText(/^1 min \d+ sec$/)).toBeInTheDocument();
  });

  it('shows an indeterminate bar while requested and a determinate one while running', () => {
    const { rerender } = render(<OperationDetails job={job({ Status: 'requested', TotalProcessed: 0 })} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).not.toHaveAttribute('aria-valuenow');
    rerender(<OperationDetails job={job()} />);
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '25');
  });

  it("shows 'Completed on {date}' and the completion date once complete", () => {
    const completed = ago(1000);
    render(
      <OperationDetails job={job({ Status: 'complete', TotalProcessed: 200, DateCompleted: completed })} />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText(BULK_TEXTS.completedOn(formatDateTime(completed)))).toBeInTheDocument();
    expect(within(field('Date Completed')).getByText(formatDateTime(completed))).toBeInTheDocument();
  });

  it('offers the file only while the job is less than 6 days old', () => {
    const { rerender } = render(<OperationDetails job={job({ DateRequested: ago(6 * DAY - 60_000) })} />);
    expect(screen.getByRole('button', { name: 'Download File' })).toBeInTheDocument();
    rerender(<OperationDetails job={job({ DateRequested: ago(6 * DAY + 60_000) })} />);
    expect(screen.queryByRole('button', { name: 'Download File' })).not.toBeInTheDocument();
  });
});
