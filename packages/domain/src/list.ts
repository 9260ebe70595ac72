import { z } from 'zod';

export const listMetaSchema = z.object({
  Page: z.number().int(),
  PageSize: z.number().int(),
  TotalCount: z.number().int(),
  TotalPages: z.number().int(),
  ItemRange: z.tuple([z.number().int(), z.number().int()]),
  TotalCountIsEstimate: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

/** A list's query string as it arrives (page, pageSize, sortBy, search, filters); the list's spec reads it. */
export const listQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ Meta: listMetaSchema, Items: z.array(item) });
export interface ListPage<T> {
  Meta: ListMeta;
  Items: T[];
}
