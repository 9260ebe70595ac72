import {
  BULK_JOB_POLL_MS,
  BULK_UPLOAD_FIELD,
  bulkJobDetailRoute,
  bulkJobFileRoute,
  bulkUploadRoute,
  isJobFinished,
  type BulkJob,
  type BulkJobType,
} from '@commerce/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { recordQuery } from '../../lib/route-query.ts';
import { refreshAfterChange } from '../../lib/resource.ts';
import { bulkJobResource } from '../../resources/bulk-jobs.ts';

/** Asked again every few seconds while a job on the page runs. */
export const JOBS_POLL = {
  ms: BULK_JOB_POLL_MS,
  while: (page: { Items: BulkJob[] }) => page.Items.some((job) => !isJobFinished(job)),
};

/** A job with a page of its error log; asked again every few seconds until the job is complete. */
export const useBulkJob = (type: BulkJobType, jobId: string, params: Record<string, string>) =>
  useQuery({
    ...recordQuery(bulkJobResource, `${type}/${jobId}`, bulkJobDetailRoute, {
      params: { type, jobId },
      query: params,
    }),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && !isJobFinished(query.state.data) ? BULK_JOB_POLL_MS : false,
  });

/** Uploads a workbook as a new job of the type (multipart field 'bulkupload'). */
export function useUploadBulkFile(type: BulkJobType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(BULK_UPLOAD_FIELD, file, file.name);
      return call(bulkUploadRoute, { params: { type }, body: form });
    },
    onSuccess: () => refreshAfterChange(queryClient, bulkJobResource),
  });
}

/** Fetches the job's uploaded file and saves it under its original name. */
export async function downloadJobFile(type: BulkJobType, jobId: string): Promise<void> {
  const file = await call(bulkJobFileRoute, { params: { type, jobId } });
  const bytes = Uint8Array.from(atob(file.Content), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.ContentType }));
  const link = Object.assign(document.createElement('a'), { href: url, download: file.FileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the blob once the click is handled; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
