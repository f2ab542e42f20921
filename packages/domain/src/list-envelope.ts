import { z } from 'zod';

/** Part 1 §3 "Paged list envelope": the meta of every paged list. */
export const listMetaSchema = z
  .object({
    perPage: z.number().int(),
    page: z.number().int(),
    totalRecords: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'ListMeta' });

export type ListMeta = z.infer<typeof listMetaSchema>;

/** `{ meta: { perPage, page, totalRecords, totalPages }, data }` around a list of `item`. */
export function listEnvelope<Item extends z.ZodType>(item: Item) {
  return z.object({ meta: listMetaSchema, data: z.array(item) });
}

export type ListEnvelope<Item> = { meta: ListMeta; data: Item[] };
