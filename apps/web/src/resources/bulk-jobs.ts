import { bulkJobApi } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

/** A job is named `{type}/{jobId}` (its path below /bulk/jobs). */
export const bulkJobResource = defineResource(bulkJobApi, {
  name: 'bulk-jobs',
  versionOf: () => 0,
  idOf: (job) => `${job.PartitionKey}/${job.JobID}`,
});
