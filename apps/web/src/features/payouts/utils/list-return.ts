/**
 * The payouts list's last search (filters, dates, page) per account, in memory: the detail's
 * "Payouts" link goes back to the view the person came from.
 */
const lastSearch = new Map<number, string>();

export function rememberListSearch(merchantId: number, search: string): void {
  lastSearch.set(merchantId, search);
}

export function listSearchOf(merchantId: number): string {
  return lastSearch.get(merchantId) ?? '';
}
