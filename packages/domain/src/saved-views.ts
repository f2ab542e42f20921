import { z } from 'zod';
import { idParam, merchantIdParam } from './ids';

/**
 * Saved views of a list (beyond the spec): a name for the current filters, sort and columns
 * (the list's URL query), kept for oneself or shared with the other users of the account.
 * Opening one is following a link: the view is its query.
 */
export const SCREEN_KEY = /^[a-z][a-z0-9-]{1,39}$/;
export const VIEW_NAME_MAX = 60;
export const VIEW_QUERY_MAX = 2_000;

export const savedViewSchema = z
  .object({
    id: z.number().int(),
    merchantId: z.number().int(),
    screen: z.string(),
    name: z.string(),
    /** The list's URL query, without `?` (filters, sort, columns, search). */
    query: z.string(),
    shared: z.boolean(),
    /** The caller made it (only its maker may rename, share or delete it). */
    own: z.boolean(),
    ownerName: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedView' });
export type SavedView = z.infer<typeof savedViewSchema>;

const screenSchema = z
  .string()
  .regex(SCREEN_KEY, 'A screen key such as transactions')
  .meta({ description: 'The list the view belongs to: transactions, payouts, …' });

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Give the view a name')
  .max(VIEW_NAME_MAX, `At most ${VIEW_NAME_MAX} characters`);

const querySchema = z
  .string()
  .max(VIEW_QUERY_MAX, `At most ${VIEW_QUERY_MAX} characters`)
  .transform((text) => text.replace(/^\?/, ''));

export const savedViewListQuerySchema = z.object({ screen: screenSchema });

export const createSavedViewSchema = z.object({
  screen: screenSchema,
  name: nameSchema,
  query: querySchema,
  shared: z.boolean().default(false),
});
export type CreateSavedView = z.input<typeof createSavedViewSchema>;

export const updateSavedViewSchema = z
  .object({
    name: nameSchema.optional(),
    query: querySchema.optional(),
    shared: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type UpdateSavedView = z.input<typeof updateSavedViewSchema>;

export const savedViewParams = z.object({
  id: merchantIdParam(),
  viewId: idParam('savedView', 'A saved view id'),
});

export const savedViewsResponseSchema = z.object({ data: z.array(savedViewSchema) });

export const VIEW_NAME_TAKEN_MESSAGE = 'You already have a view with this name on this list.';
