import { z } from 'zod';

/** The largest id a PostgreSQL `integer` key holds: larger ids are refused before any query. */
export const MAX_ID = 2_147_483_647;

/** What an id names; the security tests swap each kind for another merchant's. */
export type ObjectKind =
  | 'merchant'
  | 'user'
  | 'transaction'
  | 'batch'
  | 'deposit'
  | 'customer'
  | 'paymentLink'
  | 'product'
  | 'pricingList'
  | 'subscription'
  | 'savedView'
  | 'dispute'
  /** A chargeback under review (a dispute whose kind is chargeback). */
  | 'chargeback'
  /** A point-of-sale device PIN of a merchant account. */
  | 'devicePin'
  /** Another user on the account (the Team screen's writes), never the caller by default. */
  | 'teamMember'
  /** A processing rate (the back office's revert; rates are the provider's, not a merchant's). */
  | 'rate'
  /** A person of a merchant account: its primary contact or a beneficial owner/officer. */
  | 'merchantContact'
  /** A document of a merchant account (the back office's Documents tab). */
  | 'merchantDocument'
  /** An alert on a merchant account (the back office's Misc. tab). */
  | 'merchantAlert'
  /** An admin's scheduled report (beyond the spec): only its owner may see or change it. */
  | 'reportSchedule'
  /** A client (the provider's grouping of merchants; no merchant's object). */
  | 'client'
  /** A partner (affiliate): the provider's, no merchant's object. */
  | 'partner'
  /** A card processor: 2 (older) or 3 (newer), part 2 §9; the provider's, no merchant's. */
  | 'processor'
  /** A run of the processor migration tool: the provider's, no merchant's. */
  | 'migrationRun'
  /** A run of the bulk operations tool: the provider's, no merchant's. */
  | 'bulkRun'
  /** A call-to-action campaign (the back office's Call to Action Manager): the provider's. */
  | 'cta'
  /** An entry of the bank watch list (the provider's, no merchant's object). */
  | 'bankWatchEntry';

const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ID}`;

/**
 * An id in a path or query string: digits only (no signs, spaces, exponents or hex), within
 * the integer range. `x-object` names the kind of object in the OpenAPI document.
 */
export function idParam(kind: ObjectKind, description: string) {
  return z
    .string()
    .regex(/^[1-9]\d{0,9}$/, ID_MESSAGE)
    .transform(Number)
    .refine((id) => id <= MAX_ID, ID_MESSAGE)
    .meta({ description, 'x-object': kind });
}

/** An id in a JSON body. */
export function idField(kind: ObjectKind, description: string) {
  return z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE).meta({
    description,
    'x-object': kind,
  });
}

export const merchantIdParam = () => idParam('merchant', 'A merchant account id');

/** `{ id }`: the path parameters of every `/merchants/:id/...` endpoint. */
export const merchantIdParams = z.object({ id: merchantIdParam() });
