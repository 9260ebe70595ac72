import type { EventDetail } from '@commerce/domain';
import { useRecordChange } from '../../lib/resource-hooks.ts';
import { eventResource } from '../../resources/events.ts';

/** One change of the event (a section or a slot): the answer is the whole event, cached at once. */
export function useEventChange(code: string) {
  const change = useRecordChange<EventDetail>(eventResource, code);
  return (route: string, body: unknown, version: number) =>
    change.mutateAsync({ route, method: 'PATCH', body, version });
}
