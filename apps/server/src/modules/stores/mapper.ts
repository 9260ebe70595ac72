import type { StoreSummary } from '@commerce/domain';
import type { stores } from '../../db/schema/index.ts';

export const toStoreSummary = (row: typeof stores.$inferSelect): StoreSummary => ({
  ID: row.id,
  CompanyName: row.companyName,
  Street1: row.street1,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  Phone: row.phone,
  xp: { StoreType: row.storeType },
});
