import { BULK_JOB_TYPES, BULK_TEXTS, type BulkJobDetail } from '@commerce/domain';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../ui/DataTable.tsx';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { Pager } from '../../../ui/Pager.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

type ErrorEntry = BulkJobDetail['ErrorLog']['Items'][number];

export interface ErrorLogProps {
  job: BulkJobDetail;
  loading: boolean;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
}

/** Spec 1 §2: the rows that could not be applied, named by the type's key column, or the no-errors text. */
export function ErrorLog({ job, loading, onPageChange, onPageSizeChange }: ErrorLogProps) {
  const columns: DataTableColumn<ErrorEntry>[] = [
    { field: 'ErrorOn', header: BULK_JOB_TYPES[job.PartitionKey].errorOnLabel, width: '25%' },
    { field: 'Error', header: 'Error' },
  ];
  const empty = job.ErrorLog.Meta.TotalCount === 0;
  return (
    <SectionCard
      title="Error Log"
      action={
        job.ErrorLog.Meta.TotalPages > 1 && (
          <Pager meta={job.ErrorLog.Meta} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
        )
      }
    >
      {empty ? (
        <Typography color="text.secondary">{BULK_TEXTS.noErrors}</Typography>
      ) : (
        <DataTable
          aria-label="Error Log"
          columns={columns}
          rows={job.ErrorLog.Items}
          getRowId={(entry) => `${entry.RowNumber ?? ''}:${entry.ErrorOn}`}
          loading={loading}
          maxHeight="none"
        />
      )}
    </SectionCard>
  );
}
