import { z } from 'zod';
import { merchantIdParam } from './ids';

/**
 * The admin profile's Misc. tab (part 2 §2, §3 "Merchant hash", §7): the merchant hash (view
 * and regenerate), the client, the small-dollar transaction setting and the
 * scheduled-transactions download. Alerts: merchant-alerts.ts.
 */

export const adminMerchantMiscParams = z.object({ id: merchantIdParam() });

/** User-visible messages (Paydesk's: the spec names none). */
export const MISC_MESSAGES = {
  clientNotFound: 'Client not found.',
  clientRequired: 'Choose a client, or null for none.',
  clientUpdated: 'Client updated',
  smallDollarOn: 'Small-dollar transactions allowed',
  smallDollarOff: 'Small-dollar transactions not allowed',
  hashRegenerated: 'A new merchant hash was generated',
  noHash: 'This merchant has no request hash key yet.',
} as const;

/** Part 2 §3 "Merchant hash: id, requestHashKey" (null: none generated yet). */
export const merchantHashSchema = z
  .object({
    id: z.number().int(),
    requestHashKey: z.string().nullable(),
  })
  .meta({ id: 'MerchantHash' });
export type MerchantHash = z.infer<typeof merchantHashSchema>;

/** A client of the clients table (the Misc. tab's picker, the merchant's client). */
export const clientItemSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'ClientItem' });
export type ClientItem = z.infer<typeof clientItemSchema>;

/** GET /admin/clients/list: every client, by name (the picker). */
export const clientPickListSchema = z
  .object({ data: z.array(clientItemSchema) })
  .meta({ id: 'ClientPickList' });

/** POST /admin/merchants/{id}/client: the client id, or null to clear it. */
export const merchantClientSchema = z
  .object({
    client: z
      .number({ error: MISC_MESSAGES.clientRequired })
      .int(MISC_MESSAGES.clientRequired)
      .min(1, MISC_MESSAGES.clientRequired)
      .max(2_147_483_647, MISC_MESSAGES.clientRequired)
      .nullable()
      .meta({ description: 'A client id of GET /admin/clients/list, or null for none' }),
  })
  .meta({ id: 'MerchantClient', examples: [{ client: null }] });
export type MerchantClientInput = z.input<typeof merchantClientSchema>;

/** What the Misc. tab's writes answer: the merchant's client and small-dollar setting after it. */
export const merchantMiscStateSchema = z
  .object({
    id: z.number().int(),
    client: clientItemSchema.nullable(),
    smallDollarTransaction: z.boolean(),
  })
  .meta({ id: 'MerchantMiscState' });
export type MerchantMiscState = z.infer<typeof merchantMiscStateSchema>;
