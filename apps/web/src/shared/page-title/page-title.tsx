import { useEffect } from 'react';

/** The site's name, last in every title: 'Dashboard · Blue Harbor Bistro', 'Sign in · Paydesk'. */
export const SITE_TITLE = 'Paydesk';

/**
 * Sets document.title while the page is shown, and gives the previous title back when it
 * goes. index.html holds the one <title> element: a page's own <title> would be hoisted into
 * <head> by React 19 beside it, leaving two.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** `usePageTitle` as an element, for pages that read better with it in their markup. */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** '{page} · Paydesk'. */
export function pageTitle(page: string): string {
  return `${page} · ${SITE_TITLE}`;
}
