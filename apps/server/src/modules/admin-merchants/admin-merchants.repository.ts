import { MERCHANT_PICKER_SEARCH_LIMIT } from '@paydesk/domain/admin-merchant-fields';
import type { MerchantPickItem } from '@paydesk/domain/admin-merchants';
import type { RawQuery } from '../../db/client';
import { SqlParams } from '../../platform/lists/sql-params';
import { merchantSearchCondition } from './admin-merchant-search';

/** SQL of the merchant pickers (the lists are declarations: admin-merchant-list.ts). */

const pickItem = (row: { id: number; business_common_name: string }): MerchantPickItem => ({
  id: Number(row.id),
  businessCommonName: String(row.business_common_name),
});

/** Every merchant's id and DBA, by DBA then id. */
export async function allMerchantPicks(run: RawQuery): Promise<MerchantPickItem[]> {
  const rows = await run<{ id: number; business_common_name: string }>(
    'select id, business_common_name from merchants order by business_common_name, id',
  );
  return rows.map(pickItem);
}

/** The first matches of a search (all merchants when empty), by DBA then id. */
export async function searchMerchantPicks(
  run: RawQuery,
  search: string | undefined,
): Promise<MerchantPickItem[]> {
  const params = new SqlParams();
  const where = search ? `where ${merchantSearchCondition(search, params)}` : '';
  const rows = await run<{ id: number; business_common_name: string }>(
    `select m.id, m.business_common_name from merchants m ${where}
      order by m.business_common_name, m.id limit ${params.add(MERCHANT_PICKER_SEARCH_LIMIT, 'int4')}`,
    params.values,
  );
  return rows.map(pickItem);
}
