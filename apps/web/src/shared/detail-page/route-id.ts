/**
 * Ids are 32-bit on the server (packages/domain/src/ids.ts MAX_ID, kept out of the web's
 * zod-free paths): a larger one names nothing.
 */
const MAX_ROUTE_ID = 2_147_483_647;

/** A detail page's id from its path segment: digits only, within range; else undefined. */
export function routeIdOf(raw: string | undefined): number | undefined {
  const text = raw ?? '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ROUTE_ID ? Number(text) : undefined;
}
