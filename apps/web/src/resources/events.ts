import {
  EVENT_LOOKUP_RETRIES,
  EVENT_LOOKUP_RETRY_DELAY_MS,
  EVENT_TEXTS,
  eventApi,
  eventLocationsRoute,
  eventTypesRoute,
} from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';
import { defineResource, type RecordRetry } from '../lib/resource.ts';
import { resourceQuery } from '../lib/route-query.ts';

/** Events and workshops: the list rows are default products, a record is the event with its slots. */
export const eventResource = defineResource(eventApi, {
  name: 'events',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.xp.ProductCode,
});

/** The Type choices of a ticketed or free event (C-17); categories change rarely. */
export const eventTypesOptions = (ticketed: boolean) =>
  queryOptions({
    ...resourceQuery(eventResource, eventTypesRoute, { query: { kind: ticketed ? 'ticketed' : 'free' } }),
    select: (data) => data.Items,
    staleTime: 60_000,
  });

/** Stores and custom event locations. */
export const eventLocationsOptions = () =>
  queryOptions({
    ...resourceQuery(eventResource, eventLocationsRoute),
    select: (data) => data.Items,
    staleTime: 60_000,
  });

/**
 * The event page's lookup: one that finds nothing is tried once more after 6 seconds (spec 3 §2, C-39).
 * The route's prefetch and the page pass it alike, so the prefetch's answer counts as the first lookup.
 */
export const eventLookupRetry: RecordRetry = {
  times: EVENT_LOOKUP_RETRIES,
  delayMs: EVENT_LOOKUP_RETRY_DELAY_MS,
  when: (error) => error instanceof ApiError && error.status === 404,
  notice: EVENT_TEXTS.retrying,
};
