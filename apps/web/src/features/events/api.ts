import { eventApi, recordSectionRoute, type RecordSectionName } from '@commerce/domain';
import type { z } from 'zod';
import { useRecordChange } from '../../lib/resource-hooks.ts';
import { eventResource } from '../../resources/events.ts';

type EventSection = RecordSectionName<typeof eventApi>;
/** A slot's sections: `slots/:skuId/{part}`, saved against the slot's version. */
type SlotSection = Extract<EventSection, `slots/${string}`>;
type PageSection = Exclude<EventSection, SlotSection>;
/** What a section takes: its contract's body (every section of an event has one). */
export type EventSectionBody<Name extends EventSection> = z.input<
  NonNullable<(typeof eventApi)['sections']>[Name]['body']
>;

/**
 * One change of a section of the event page (eventApi's sections), its body as the contract takes it; the
 * answer is the whole event, cached at once.
 */
export function useEventChange(code: string) {
  const change = useRecordChange(eventResource, code);
  return <Name extends PageSection>(name: Name, body: EventSectionBody<Name>, version: number) =>
    change.save(recordSectionRoute(eventApi, name as PageSection), { params: { code }, body, version });
}

/** One change of a slot of a ticketed event, against the slot's version. */
export function useEventSlotChange(code: string) {
  const change = useRecordChange(eventResource, code);
  return <Name extends SlotSection>(
    name: Name,
    skuId: string,
    body: EventSectionBody<Name>,
    version: number,
  ) =>
    change.save(recordSectionRoute(eventApi, name as SlotSection), {
      params: { code, skuId },
      body,
      version,
    });
}
