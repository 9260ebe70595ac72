import { BULK_JOB_TYPES, BULK_TEXTS, type BulkJobDetail } from '@commerce/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../ui/DataTable.tsx';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { Pager } from '../../../ui/Pager.tsx';

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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Error Log
        </Typography>
        {job.ErrorLog.Meta.TotalPages > 1 && (
          <Pager meta={job.ErrorLog.Meta} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
        )}
      </Stack>
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
    </Paper>
  );
}
