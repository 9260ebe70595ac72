import { BULK_JOB_TYPES, type BulkJobType } from '@commerce/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage.tsx';
import { useToast } from '../../../lib/toast.ts';
import { useListState } from '../../../lib/useListState.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
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
  const navigate = useNavigate();
  const toast = useToast();

  // As with users and roles, a job that cannot be loaded sends the user back to the list.
  const loadError = job.isError && !job.data ? errorMessage(job.error) : null;
  useEffect(() => {
    if (!loadError) return;
    toast.error(loadError);
    void navigate(listPath, { replace: true });
  }, [loadError, listPath, navigate, toast]);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton component={RouterLink} to={listPath} aria-label="Back to the jobs" edge="start">
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {BULK_JOB_TYPES[type].label}
          <Typography component="span" color="text.secondary" sx={{ ml: 1.5, fontFamily: 'monospace' }}>
            {jobId}
          </Typography>
        </Typography>
      </Stack>
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
