/** A route of the app: the React Router `pattern` and a typed `href` builder. */
export interface AppRoute<Args extends unknown[]> {
  readonly pattern: string;
  readonly href: (...args: Args) => string;
}

export type PathParam = string | number;
export type QueryValue = string | number | boolean | null | undefined;

export function route<Args extends unknown[]>(
  pattern: string,
  href: (...args: Args) => string,
): AppRoute<Args> {
  return { pattern, href };
}

/** A route without parameters: its href is its pattern. */
export function staticRoute(pattern: string): AppRoute<[]> {
  return route(pattern, () => pattern);
}

/** Encodes one path segment. */
export function seg(value: PathParam): string {
  return encodeURIComponent(String(value));
}

/** `?a=1&b=2` from the defined, non-empty values of `query`; '' when there are none. */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
