import type { EventDetail, EventListItem, EventLocationOption, EventTypeChoice } from '@commerce/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { defineResource } from '../lib/resource.ts';

/** Events and workshops: the list rows are default products, a record is the event with its slots. */
export const eventResource = defineResource<EventListItem, EventDetail>({
  name: 'events',
  path: '/events',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.xp.ProductCode,
});

/** The Type choices of a ticketed or free event (C-17); categories change rarely. */
export const eventTypesOptions = (ticketed: boolean) =>
  queryOptions({
    queryKey: eventResource.keys.extra('types', ticketed),
    queryFn: ({ signal }) =>
      api<{ Items: EventTypeChoice[] }>('/event-types', {
        query: { kind: ticketed ? 'ticketed' : 'free' },
        signal,
      }),
    select: (data) => data.Items,
    staleTime: 60_000,
  });

/** Stores and custom event locations. */
export const eventLocationsOptions = () =>
  queryOptions({
    queryKey: eventResource.keys.extra('locations'),
    queryFn: ({ signal }) => api<{ Items: EventLocationOption[] }>('/event-locations', { signal }),
    select: (data) => data.Items,
    staleTime: 60_000,
  });
