import {
  BULK_TEXTS,
  bulkJobProgress,
  formatDateTime,
  type BulkJob,
  type BulkJobProgress as Progress,
} from '@commerce/domain';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

type ProgressJob = Pick<BulkJob, 'Status' | 'TotalCount' | 'TotalProcessed' | 'DateCompleted'>;

/** Indeterminate while requested, processed/total while running, nothing once complete. */
function ProgressBar({ progress, thin = false }: { progress: Progress; thin?: boolean }) {
  if (progress.kind === 'complete') return null;
  const sx = thin ? { mt: 0.5 } : { height: 8, borderRadius: 4 };
  return progress.kind === 'indeterminate' ? (
    <LinearProgress aria-label="Progress" sx={sx} />
  ) : (
    <LinearProgress aria-label="Progress" variant="determinate" value={progress.percent} sx={sx} />
  );
}

/** Spec 1 §4: the bar while the job is unfinished, 'Completed on {date}' once complete. */
export function BulkJobProgress({ job }: { job: ProgressJob }) {
  const progress = bulkJobProgress(job);
  if (progress.kind !== 'complete') return <ProgressBar progress={progress} />;
  return (
    <Typography color="secondary" sx={{ fontWeight: 500 }}>
      {BULK_TEXTS.completedOn(progress.dateCompleted ? formatDateTime(progress.dateCompleted) : '')}
    </Typography>
  );
}

/** The job list's Progress column: processed/total, with a thin bar while the job is unfinished. */
export function BulkJobProgressCell({ job }: { job: ProgressJob }) {
  return (
    <>
      <Typography variant="body2">
        {job.TotalProcessed}/{job.TotalCount}
      </Typography>
      <ProgressBar progress={bulkJobProgress(job)} thin />
    </>
  );
}
