import type { MerchantPickItem } from '@paydesk/domain/admin-merchants';
import type { RawQuery } from '../../db/client';
import { allMerchantPicks, searchMerchantPicks } from './admin-merchants.repository';

/** The merchants list's search and status label, for the back office's merchant reports. */
export { statusLabelSql } from './admin-merchant-list';
export { merchantSearchCondition } from './admin-merchant-search';

/** The merchant pickers of the back office (part 2 §7 /admin/merchants/list, /list-search). */

export async function merchantPickList(run: RawQuery): Promise<{ data: MerchantPickItem[] }> {
  return { data: await allMerchantPicks(run) };
}

export async function merchantPickSearch(
  run: RawQuery,
  search: string | undefined,
): Promise<{ data: MerchantPickItem[] }> {
  return { data: await searchMerchantPicks(run, search?.trim() || undefined) };
}
