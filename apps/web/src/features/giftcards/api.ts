import {
  BULK_JOB_POLL_MS,
  BULK_UPLOAD_FIELD,
  bulkJobDetailRoute,
  bulkUploadRoute,
  isJobFinished,
  generateGiftCardsRoute,
  giftCardSummaryRoute,
} from '@commerce/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { recordQuery, resourceQuery, routeKey } from '../../lib/route-query.ts';
import { refreshAfterChange } from '../../lib/resource.ts';
import { bulkJobResource } from '../../resources/bulk-jobs.ts';
import { giftCardResource } from '../../resources/giftcards.ts';

/** The count chip: how many unpurchased cards are in stock. */
export const useGiftCardSummary = () => useQuery(resourceQuery(giftCardResource, giftCardSummaryRoute));

/** After cards came or went: the list pages and the count. */
export const useRefreshGiftCards = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      refreshAfterChange(client, giftCardResource),
      client.invalidateQueries({ queryKey: routeKey(giftCardSummaryRoute, undefined, giftCardResource) }),
    ]);
};

/** Generate (giftcards-settings): N e-gift numbers, answered with the cards made. */
export function useGenerateGiftCards() {
  const refresh = useRefreshGiftCards();
  return useMutation({
    mutationFn: (numberOfCards: number) => call(generateGiftCardsRoute, { body: { numberOfCards } }),
    onSuccess: () => refresh(),
  });
}

/** Uploads the file as a 'giftcards' job on the bulk engine, with the dialog's PIN choice. */
export function useUploadGiftCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, pinEnabled }: { file: File; pinEnabled: boolean }) => {
      const form = new FormData();
      form.append(BULK_UPLOAD_FIELD, file, file.name);
      return call(bulkUploadRoute, {
        params: { type: 'giftcards' },
        query: { PinEnabled: String(pinEnabled) },
        body: form,
      });
    },
    onSuccess: () => refreshAfterChange(client, bulkJobResource),
  });
}

/** The upload's job with the first page of its error log, asked again until it is complete. */
export const useGiftCardJob = (jobId: string | null) =>
  useQuery({
    ...recordQuery(bulkJobResource, `giftcards/${jobId}`, bulkJobDetailRoute, {
      params: { type: 'giftcards', jobId: jobId ?? '' },
      query: { pageSize: '100' },
    }),
    enabled: jobId !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data && !isJobFinished(query.state.data) ? BULK_JOB_POLL_MS : false,
  });
