import { destinationListSpec, routeCodeListSpec } from '@commerce/domain';
import { destinations, routeCodes } from '../../db/schema/destinations.ts';
import { defineList, type ListField } from '../../http/list-query.ts';

const text = (column: ListField['column'], more: Partial<ListField> = {}): ListField => ({
  column,
  type: 'text',
  filter: true,
  sort: true,
  ...more,
});

/**
 * GET /destinations (destinationListSpec): searched by any part of the name, street, city or zip (the name
 * and city have trigram indexes), filtered by Type and xp.Active, sorted on every listed column.
 */
export const destinationList = defineList({
  spec: destinationListSpec,
  table: destinations,
  fields: {
    ID: text(destinations.id),
    Type: text(destinations.type),
    CompanyName: text(destinations.companyName, { search: 'contains' }),
    AddressName: text(destinations.addressName),
    Street1: text(destinations.street1, { search: 'contains' }),
    City: text(destinations.city, { search: 'contains' }),
    State: text(destinations.state),
    Zip: text(destinations.zip, { search: 'contains' }),
    Phone: text(destinations.phone, { sort: false }),
    'xp.Surcharge': { column: destinations.surcharge, type: 'number', sort: true, filter: true },
    'xp.Active': { column: destinations.active, type: 'boolean', sort: true, filter: true },
    DateCreated: { column: destinations.dateCreated, type: 'date', sort: true, filter: true },
  },
  defaultSearchOn: ['CompanyName', 'Street1', 'City', 'Zip'],
});

/** GET /route-codes (routeCodeListSpec): one per zip and city, searched by zip, city or route code. */
export const routeCodeList = defineList({
  spec: routeCodeListSpec,
  table: routeCodes,
  fields: {
    ID: text(routeCodes.id),
    Zip: text(routeCodes.zip, { search: 'contains' }),
    City: text(routeCodes.city, { search: 'contains' }),
    CompanyName: text(routeCodes.routeCode, { search: 'contains' }),
    'xp.Surcharge': { column: routeCodes.surcharge, type: 'number', sort: true, filter: true },
    DateCreated: { column: routeCodes.dateCreated, type: 'date', sort: true, filter: true },
  },
  defaultSearchOn: ['Zip', 'City', 'CompanyName'],
});
