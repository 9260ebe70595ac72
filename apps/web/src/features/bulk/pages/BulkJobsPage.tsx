import { BULK_JOB_TYPES, bulkJobListSpec, type BulkJob, type BulkJobType } from '@commerce/domain';
import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { bulkJobResource } from '../../../resources/bulk-jobs.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { useListView } from '../../../ui/list/useListView.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { JOBS_POLL } from '../api.ts';
import { BulkJobProgressCell } from '../components/BulkJobProgress.tsx';
import { BulkJobStatusChip } from '../components/BulkJobStatusChip.tsx';
import { useJobTypeParam } from '../useJobTypeParam.ts';

/** A UUID is long for a table cell; its first 8 characters tell the jobs apart (the full ID is the title). */
const shortId = (jobId: string) => jobId.slice(0, 8);

/** /bulk-operations/{jobType}: the type's jobs, newest first, live while one of them runs. */
export function BulkJobsPage() {
  const type = useJobTypeParam();
  return type ? <JobList type={type} /> : <NotFoundPage />;
}

function JobList({ type }: { type: BulkJobType }) {
  const view = useListView(bulkJobListSpec, bulkJobResource, {
    extraParams: { jobType: type },
    poll: JOBS_POLL,
  });
  const jobPath = (job: BulkJob) => `/bulk-operations/${type}/${job.JobID}`;

  return (
    <ListPanel
      view={view}
      getRowId={(job) => job.JobID}
      rowLink={jobPath}
      loadErrorText={errorMessage(view.query.error)}
      render={{
        JobID: (job) => (
          <Link
            component={RouterLink}
            to={jobPath(job)}
            title={job.JobID}
            onClick={(event) => event.stopPropagation()}
            sx={{ fontFamily: 'monospace' }}
          >
            {shortId(job.JobID)}
          </Link>
        ),
        Status: (job) => <BulkJobStatusChip status={job.Status} />,
        ErrorCount: (job) => (
          <Typography variant="body2" color={job.ErrorCount > 0 ? 'error' : 'text.primary'}>
            {job.ErrorCount}
          </Typography>
        ),
        Progress: (job) => <BulkJobProgressCell job={job} />,
      }}
      header={
        <PageHeader
          title={BULK_JOB_TYPES[type].label}
          backTo="/bulk-operations"
          backLabel="Back to Bulk Operations"
          actions={
            <Button
              component={RouterLink}
              to="/bulk-operations"
              variant="contained"
              startIcon={<UploadIcon />}
            >
              New Upload
            </Button>
          }
        />
      }
    />
  );
}
