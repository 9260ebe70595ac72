import { storeListSpec } from '@commerce/domain';
import { sql } from 'drizzle-orm';
import { stores } from '../../db/schema/stores.ts';
import { defineList, type ListField } from '../../http/list-query.ts';

const text = (column: ListField['column'], more: Partial<ListField> = {}): ListField => ({
  column,
  type: 'text',
  filter: true,
  sort: true,
  ...more,
});

/**
 * GET /stores (storeListSpec): searched by name (default), ID, city or zip (C-16), filtered by
 * xp.StoreType (Flagship or !Flagship) and xp.Active; custom event locations are left out by the route.
 */
export const storeList = defineList({
  spec: storeListSpec,
  table: stores,
  fields: {
    ID: text(stores.id, { search: 'contains' }),
    CompanyName: text(stores.companyName, { search: 'contains' }),
    Street1: text(stores.street1),
    City: text(stores.city, { search: 'contains' }),
    State: text(stores.state),
    Zip: text(stores.zip, { search: 'prefix' }),
    Phone: text(stores.phone, { sort: false }),
    'xp.StoreType': text(sql`coalesce(${stores.storeType}, 'Flagship')`),
    'xp.Active': { column: stores.active, type: 'boolean', sort: true, filter: true },
    DateCreated: { column: stores.dateCreated, type: 'date', sort: true, filter: true },
  },
  defaultSearchOn: ['CompanyName'],
});
