import { BULK_JOB_STATUS_COLORS, BULK_JOB_STATUS_LABELS, type BulkJobStatus } from '@commerce/domain';
import Chip from '@mui/material/Chip';

/** Requested grey, in progress purple (primary), complete green (secondary): spec 1 §9. */
export function BulkJobStatusChip({ status }: { status: BulkJobStatus }) {
  return (
    <Chip
      size="small"
      label={BULK_JOB_STATUS_LABELS[status]}
      color={BULK_JOB_STATUS_COLORS[status]}
      data-status={status}
    />
  );
}
