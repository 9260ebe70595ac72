import { BULK_JOB_TYPES, type BulkJobType } from '@commerce/domain';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../ui/NotFoundPage.tsx';
import { useListState } from '../../../lib/useListState.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useLeaveOnError } from '../../../ui/useLeaveOnError.ts';
import { useBulkJob } from '../api.ts';
import { ErrorLog } from '../components/ErrorLog.tsx';
import { OperationDetails } from '../components/OperationDetails.tsx';
import { useJobTypeParam } from '../useJobTypeParam.ts';

/** /bulk-operations/{jobType}/{jobId}: the job's details and error log, live until it completes. */
export function BulkJobPage() {
  const type = useJobTypeParam();
  const { jobId = '' } = useParams();
  return type ? <JobDetail type={type} jobId={jobId} /> : <NotFoundPage />;
}

function JobDetail({ type, jobId }: { type: BulkJobType; jobId: string }) {
  const errorPage = useListState();
  const job = useBulkJob(type, jobId, {
    page: String(errorPage.page),
    pageSize: String(errorPage.pageSize),
  });
  const listPath = `/bulk-operations/${type}`;
  // As with users and roles, a job that cannot be loaded sends the user back to the list.
  useLeaveOnError(job.isError && !job.data, listPath, errorMessage(job.error));

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <PageHeader
        title={BULK_JOB_TYPES[type].label}
        subtitle={`Job ${jobId}`}
        backTo={listPath}
        backLabel="Back to the jobs"
      />
      {job.data ? (
        <Stack spacing={{ xs: 2, md: 3 }}>
          <OperationDetails job={job.data} />
          <ErrorLog
            job={job.data}
            loading={job.isPlaceholderData}
            onPageChange={errorPage.setPage}
            onPageSizeChange={errorPage.setPageSize}
          />
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}
    </Box>
  );
}
