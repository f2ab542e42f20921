import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A lazy route showing the "not available yet" page for a screen a later issue builds. */
export function placeholder(title: string): LazyRouteFunction<RouteObject> {
  return async () => {
    const { PlaceholderPage } = await import('../../shared/components/placeholder-page');
    return { element: <PlaceholderPage title={title} /> };
  };
}
