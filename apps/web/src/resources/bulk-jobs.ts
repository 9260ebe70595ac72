import type { BulkJob, BulkJobDetail } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

/** A job is named `{type}/{jobId}` (its path below /bulk/jobs). */
export const bulkJobResource = defineResource<BulkJob, BulkJobDetail>({
  name: 'bulk-jobs',
  path: '/bulk/jobs',
  versionOf: () => 0,
  idOf: (job) => `${job.PartitionKey}/${job.JobID}`,
});
