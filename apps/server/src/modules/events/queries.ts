import type { DbOrTx } from '../../db/client.ts';
import type { ListQuery } from '../../http/list-query.ts';
import { listEventRows } from '../products/public.ts';
import { toEventListItem } from './mapper.ts';

/** GET /events: the events' rows (the products module's) as the list shows them. */
export const listEvents = (db: DbOrTx, query: ListQuery) => listEventRows(db, query, toEventListItem);
