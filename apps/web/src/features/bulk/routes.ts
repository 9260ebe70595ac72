import { bulkJobListSpec } from '@commerce/domain';
import { listPrefetch, page } from '../../lib/routes.ts';
import { bulkJobResource } from '../../resources/bulk-jobs.ts';

export const bulkRoutes = [
  page('bulk-operations', () => import('./pages/BulkOperationsPage.tsx').then((m) => m.BulkOperationsPage)),
  page(
    'bulk-operations/:jobType',
    () => import('./pages/BulkJobsPage.tsx').then((m) => m.BulkJobsPage),
    listPrefetch(bulkJobListSpec, bulkJobResource, ({ params }) => ({ jobType: params.jobType ?? '' })),
  ),
  page('bulk-operations/:jobType/:jobId', () => import('./pages/BulkJobPage.tsx').then((m) => m.BulkJobPage)),
];
