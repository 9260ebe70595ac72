import { customerApi } from '@commerce/domain';
import { defineResource } from '../lib/resource.ts';

export const customerResource = defineResource(customerApi, {
  name: 'customers',
  versionOf: (detail) => detail.Version,
  idOf: (detail) => detail.Customer.ID,
});
