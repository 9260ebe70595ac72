import { z } from 'zod';

/** The parts of a store the shell and profile show; the stores area widens this. */
export const storeSummarySchema = z.object({
  ID: z.string(),
  CompanyName: z.string(),
  Street1: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  Zip: z.string().nullable(),
  Phone: z.string().nullable(),
  xp: z.object({ StoreType: z.string().nullable() }),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;
