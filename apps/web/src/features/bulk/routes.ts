import { lazyPrefetch, page } from '../../lib/routes.ts';

const prefetch = lazyPrefetch(() => import('./prefetch.ts'));

export const bulkRoutes = [
  page('bulk-operations', () => import('./pages/BulkOperationsPage.tsx').then((m) => m.BulkOperationsPage)),
  page(
    'bulk-operations/:jobType',
    () => import('./pages/BulkJobsPage.tsx').then((m) => m.BulkJobsPage),
    prefetch('jobs'),
  ),
  page('bulk-operations/:jobType/:jobId', () => import('./pages/BulkJobPage.tsx').then((m) => m.BulkJobPage)),
];
