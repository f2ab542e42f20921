import { z } from 'zod';
import {
  ADMIN_MERCHANT_COLUMNS,
  ADMIN_MERCHANT_DEFAULT_SORT,
  ADMIN_MERCHANT_MESSAGES,
  MERCHANT_RATE_COLUMNS,
  MERCHANT_RATE_DEFAULT_SORT,
  MERCHANT_STATUS_NUMBERS,
} from './admin-merchant-fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './list-params';
import { listQuerySchema } from './list-query';
import { listRangeQuerySchema } from './wall-clock';

/**
 * The admin merchants list, its CSV, the pickers and the rate list (part 2 §3 "Admin merchant
 * list row", §7 "Merchant administration").
 */

/** One row of GET /admin/merchants: the merchant and its first owner (else primary contact). */
export const adminMerchantRowSchema = z
  .object({
    id: z.number().int(),
    /** Part 2 §4 status number. */
    status: z.number().int(),
    /** 2 the older processor, 3 the newer (the pill hides ' - Pending' on 3). */
    processorId: z.number().int(),
    businessLegalName: z.string(),
    businessCommonName: z.string(),
    /** The partner's name, or null. */
    affiliate: z.string().nullable(),
    partnerId: z.number().int().nullable(),
    /** ISO 8601, UTC. */
    createdAt: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    contactPhoneMobile: z.string().nullable(),
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    countryId: z.string().nullable(),
    hasFundingHold: z.boolean(),
  })
  .meta({ id: 'AdminMerchantRow' });
export type AdminMerchantRow = z.infer<typeof adminMerchantRowSchema>;

const STATUS_VALUES = MERCHANT_STATUS_NUMBERS.map(String) as [string, ...string[]];

/** A merchant status number of part 2 §4 (the merchants list's and the reports' `status`). */
export const merchantStatusParam = z
  .enum(STATUS_VALUES, { error: ADMIN_MERCHANT_MESSAGES.status })
  .transform(Number)
  .meta({ description: `A merchant status number: ${MERCHANT_STATUS_NUMBERS.join(', ')}` });

/** `per_page`, part 2 §7's name of `perPage` (lists that take it apply `spellingsOfTheSpec`). */
export const perPageAlias = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, `From 1 to ${MAX_PAGE_SIZE} rows a page`)
  .transform(Number)
  .refine((n) => n <= MAX_PAGE_SIZE, `From 1 to ${MAX_PAGE_SIZE} rows a page`)
  .meta({ description: 'The spec’s name of `perPage` (wins over it).' });

const searchAlias = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH)
  .meta({ description: 'The spec’s name of `search` (wins over it).' });

/** `per_page` and `merchant_search` (part 2 §7's names) win over the toolkit's names. */
export function spellingsOfTheSpec<
  Q extends {
    perPage: number;
    per_page?: number | undefined;
    search?: string | undefined;
    merchant_search?: string | undefined;
  },
>(query: Q): Q {
  return {
    ...query,
    perPage: query.per_page ?? query.perPage,
    search: query.merchant_search || query.search,
  };
}

/**
 * The list's query: the toolkit's paging, sort, search and CSV; `status`; the created range
 * (`start_date`, `end_date`, `timezone`). `per_page` and `merchant_search` are the spec's
 * names of `perPage` and `search` and win over them.
 */
export const adminMerchantListQuerySchema = listRangeQuerySchema
  .safeExtend({
    ...listQuerySchema({
      columns: ADMIN_MERCHANT_COLUMNS,
      defaultSort: ADMIN_MERCHANT_DEFAULT_SORT,
      defaultPerPage: DEFAULT_PAGE_SIZE,
    }).shape,
    status: merchantStatusParam.optional(),
    per_page: perPageAlias.optional(),
    merchant_search: searchAlias.optional(),
  })
  .overwrite(spellingsOfTheSpec);
export type AdminMerchantListQuery = z.output<typeof adminMerchantListQuerySchema>;

/** A merchant in a picker: id and DBA. */
export const merchantPickItemSchema = z
  .object({ id: z.number().int(), businessCommonName: z.string() })
  .meta({ id: 'MerchantPickItem' });
export type MerchantPickItem = z.infer<typeof merchantPickItemSchema>;

export const merchantPickListSchema = z.object({ data: z.array(merchantPickItemSchema) });

export const merchantPickSearchQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH)
    .optional()
    .meta({ description: 'Id, DBA, legal name, owner name, e-mail, phone or EIN last four.' }),
});

/** One row of GET /admin/merchants/rate-list. */
export const merchantRateRowSchema = z
  .object({
    id: z.number().int(),
    businessCommonName: z.string(),
    web_rate_name: z.string().nullable(),
    mobile_rate_name: z.string().nullable(),
    rateId: z.number().int().nullable(),
  })
  .meta({ id: 'MerchantRateRow' });
export type MerchantRateRow = z.infer<typeof merchantRateRowSchema>;

export const merchantRateListQuerySchema = listQuerySchema({
  columns: MERCHANT_RATE_COLUMNS,
  defaultSort: MERCHANT_RATE_DEFAULT_SORT,
  defaultPerPage: DEFAULT_PAGE_SIZE,
})
  .safeExtend({
    per_page: perPageAlias.optional(),
    merchant_search: searchAlias.optional(),
  })
  .overwrite(spellingsOfTheSpec);
export type MerchantRateListQuery = z.output<typeof merchantRateListQuerySchema>;
