// What the bulk routes fetch at navigation; loaded with the route, not with the shell (lib/routes.ts).
import { bulkJobListSpec } from '@commerce/domain';
import { listPrefetch } from '../../lib/routes.ts';
import { bulkJobResource } from '../../resources/bulk-jobs.ts';

export const jobs = listPrefetch(bulkJobListSpec, bulkJobResource, ({ params }) => ({
  jobType: params.jobType ?? '',
}));
