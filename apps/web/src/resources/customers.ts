import type { CustomerDetail, CustomerListItem } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

export const customerResource = defineResource<CustomerListItem, CustomerDetail>({
  name: 'customers',
  path: '/customers',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.Customer.ID,
});
