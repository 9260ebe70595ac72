import { eventListSpec } from '@commerce/domain';
import { eventsMatching } from '../products/public.ts';
import type { SearchProvider } from '../search/public.ts';

/**
 * Events for global search: name or product code by the search rule (as the list); an exact code first,
 * then by name. Path: the event page.
 */
export const eventSearch: SearchProvider = {
  anyOf: eventListSpec.readKeys,
  async find(db, _principal, text, limit) {
    const rows = await eventsMatching(db, text, limit);
    return rows.map((row) => ({
      ID: row.code,
      Title: row.name,
      Subtitle: `${row.code} · ${row.ticketed ? 'Ticketed' : 'Free'}`,
      Path: `/events/${encodeURIComponent(row.code)}`,
    }));
  },
};
