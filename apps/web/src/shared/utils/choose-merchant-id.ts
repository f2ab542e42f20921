export interface MerchantChoiceInput {
  explicitId?: number | null | undefined;
  /** `:id` (or `:mid`) of the current route. */
  routeId?: string | undefined;
  /** The stored selection. */
  storedId?: number | null | undefined;
  /** `:accountId` of the current route. */
  routeAccountId?: string | undefined;
  merchantIds: readonly number[];
}

function toId(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Part 1 §2: explicit argument, route id, stored selection, route accountId, first merchant.
 */
export function chooseMerchantId(input: MerchantChoiceInput): number | undefined {
  return (
    toId(input.explicitId) ??
    toId(input.routeId) ??
    toId(input.storedId) ??
    toId(input.routeAccountId) ??
    input.merchantIds[0]
  );
}
