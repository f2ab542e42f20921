import type { MerchantPickItem } from '@paydesk/domain/admin-merchants';
import type { RawQuery } from '../../db/client';
import { allMerchantPicks, searchMerchantPicks } from './admin-merchants.repository';

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
