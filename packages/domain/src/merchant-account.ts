import { z } from 'zod';

export const ownerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  address_1: z.string(),
  address_2: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country_id: z.string(),
  date_of_birth: z.string().nullable(),
  ssn_last_4: z.string().nullable(),
});

/** Part 1 §3 "Merchant account", plus what the dashboard's account panel shows. */
export const merchantAccountSchema = z
  .object({
    id: z.number().int(),
    status: z.number().int(),
    statusSince: z.string(),
    businessCommonName: z.string(),
    businessLegalName: z.string(),
    /** The full EIN for merchant admins and staff; '*****' and the last four for other users. */
    businessEin: z.string(),
    businessAddress1: z.string(),
    businessAddress2: z.string(),
    businessCity: z.string(),
    businessState: z.string(),
    businessZip: z.string(),
    businessCountry: z.string(),
    processorId: z.number().int(),
    processorName: z.string(),
    enablePosDevices: z.boolean(),
    allowSubscriptions: z.boolean(),
    allowCustomers: z.boolean(),
    allowCheckout: z.boolean(),
    clientId: z.number().int().nullable(),
    ownedByProvider: z.boolean(),
    currency: z.string(),
    timezone: z.string(),
    createdAt: z.string(),
    /** Limits in cents (null: none set). */
    limits: z.object({
      ccPerTransactionLimit: z.number().nullable(),
      ccPerMonthLimit: z.number().nullable(),
      achPerTransactionLimit: z.number().nullable(),
      achPerMonthLimit: z.number().nullable(),
      ccRefundLineOfCredit: z.number().nullable(),
    }),
    /** Volume this calendar month (cents) against the monthly limits. */
    monthToDate: z.object({ cardVolume: z.number(), achVolume: z.number() }),
    bankAccountNumberLastFour: z.string().nullable(),
    /**
     * The owners' personal data: only for merchant admins and staff with
     * can-view-merchant-info. Other users get the business fields and a masked EIN.
     */
    contacts: z.object({ owners: z.array(ownerSchema) }).optional(),
  })
  .meta({ id: 'MerchantAccount' });

export const merchantRatesSchema = z
  .object({
    rateName: z.string().nullable(),
    processorId: z.number().int(),
    cardPercentBps: z.number().int(),
    cardFixedCents: z.number().int(),
    achPercentBps: z.number().int(),
    achFixedCents: z.number().int(),
    achCapCents: z.number().int().nullable(),
    rejectedReturnFeeCents: z.number().int(),
  })
  .meta({ id: 'MerchantRates' });

export const contactTypeSchema = z
  .object({ contactType: z.enum(['Primary Contact', 'Beneficial Owner/Officer']).nullable() })
  .meta({ id: 'ContactType' });

export const LIMIT_INCREASE_DAYS_MESSAGE =
  'Limit increase requests are processed within 2-3 business days.';

export const limitIncreaseRequestSchema = z
  .object({
    kind: z.enum(['card', 'ach']),
    /** The monthly limit wanted, in cents. */
    requestedMonthlyLimit: z
      .number()
      .int()
      .min(1, 'Enter the monthly limit you need')
      .max(100_000_000_00),
    reason: z
      .string()
      .trim()
      .min(1, 'Tell us why you need a higher limit')
      .max(1000, 'Must be at most 1000 characters'),
  })
  .meta({ id: 'LimitIncreaseRequest' });

export const limitIncreaseResponseSchema = z
  .object({ id: z.number().int(), message: z.string(), contactEmail: z.string() })
  .meta({ id: 'LimitIncreaseResponse' });

export type MerchantAccount = z.infer<typeof merchantAccountSchema>;
export type LimitIncreaseRequest = z.infer<typeof limitIncreaseRequestSchema>;
export type ContactType = z.infer<typeof contactTypeSchema>;
