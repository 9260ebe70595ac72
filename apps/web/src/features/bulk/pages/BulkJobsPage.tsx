import { BULK_JOB_TYPES, requestDateAndTime, type BulkJob, type BulkJobType } from '@commerce/domain';
import UploadIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { NotFoundPage } from '../../../app/NotFoundPage.tsx';
import { useListState } from '../../../lib/useListState.ts';
import type { DataTableColumn } from '../../../ui/DataTableColumn.ts';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { ListPanel } from '../../../ui/ListPanel.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useBulkJobs } from '../api.ts';
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
  const list = useListState({ defaultSortBy: '!DateRequested' });
  const jobs = useBulkJobs(type, list.apiParams);
  const jobPath = (job: BulkJob) => `/bulk-operations/${type}/${job.JobID}`;

  const columns: DataTableColumn<BulkJob>[] = [
    {
      field: 'JobID',
      header: 'ID',
      render: (job) => (
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
    },
    { field: 'PartitionKey', header: 'Operation', render: (job) => BULK_JOB_TYPES[job.PartitionKey].label },
    {
      field: 'DateRequested',
      header: 'Request Date',
      sortable: true,
      render: (job) => requestDateAndTime(job.DateRequested).date,
    },
    {
      field: 'RequestTime',
      header: 'Request Time',
      render: (job) => requestDateAndTime(job.DateRequested).time,
    },
    { field: 'Status', header: 'Status', render: (job) => <BulkJobStatusChip status={job.Status} /> },
    {
      field: 'ErrorCount',
      header: 'Errors',
      align: 'right',
      render: (job) => (
        <Typography variant="body2" color={job.ErrorCount > 0 ? 'error' : 'text.primary'}>
          {job.ErrorCount}
        </Typography>
      ),
    },
    { field: 'Progress', header: 'Progress', width: 160, render: (job) => <BulkJobProgressCell job={job} /> },
  ];

  return (
    <ListPanel
      aria-label="Jobs"
      list={list}
      query={jobs}
      columns={columns}
      getRowId={(job) => job.JobID}
      rowLink={jobPath}
      loadErrorText={errorMessage(jobs.error)}
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
