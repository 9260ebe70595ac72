import {
  BULK_JOB_TYPES,
  BULK_TEXTS,
  canDownloadJobFile,
  elapsedTime,
  formatDateTime,
  isJobFinished,
  type BulkJob,
} from '@commerce/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAsyncAction } from '../../../ui/useAsyncAction.ts';
import { ReadOnlyField } from '../../../ui/ReadOnlyField.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { downloadJobFile } from '../api.ts';
import { useNow } from '../useNow.ts';
import { BulkJobProgress } from './BulkJobProgress.tsx';
import { BulkJobStatusChip } from './BulkJobStatusChip.tsx';

/**
 * Spec 1 §2 Operation Details: type, status, processed/total, dates, elapsed time, the progress display
 * and, while the job is less than 6 days old, its uploaded file.
 */
export function OperationDetails({ job }: { job: BulkJob }) {
  const now = useNow(1000, !isJobFinished(job));
  const download = useAsyncAction();
  return (
    <SectionCard title="Operation Details">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ReadOnlyField label="Job Type" value={BULK_JOB_TYPES[job.PartitionKey].label} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ReadOnlyField label="Status" value={<BulkJobStatusChip status={job.Status} />} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ReadOnlyField label="Progress" value={`${job.TotalProcessed}/${job.TotalCount}`} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ReadOnlyField label="Date Requested" value={formatDateTime(job.DateRequested)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ReadOnlyField
            label="Date Completed"
            value={job.DateCompleted ? formatDateTime(job.DateCompleted) : BULK_TEXTS.notAvailable}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <ReadOnlyField label="Elapsed Time" value={elapsedTime(job, now)} />
        </Grid>
      </Grid>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <BulkJobProgress job={job} />
        {canDownloadJobFile(job.DateRequested, now) && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => download.run(() => downloadJobFile(job.PartitionKey, job.JobID))}
              disabled={download.pending}
            >
              Download File
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {job.OriginalFileName}
            </Typography>
          </Stack>
        )}
        {download.error && (
          <Typography color="error" variant="body2" role="alert">
            {download.error}
          </Typography>
        )}
      </Stack>
    </SectionCard>
  );
}
