/** Anything with a zod-like `parse`, e.g. a schema of @paydesk/domain. */
export interface Parser<T> {
  parse: (value: unknown) => T;
}

/** Parses `{ data: [...] }`, each entry with `item` (the list envelope of the identity calls). */
export function parseDataList<T>(item: Parser<T>): (body: unknown) => T[] {
  return (body) => {
    const data = body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined;
    if (!Array.isArray(data)) throw new TypeError('Expected { data: [...] } in the answer.');
    return data.map((entry) => item.parse(entry));
  };
}
