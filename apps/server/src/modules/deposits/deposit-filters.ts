import type { DepositListQuery } from '@paydesk/domain/deposits';
import type { RawQuery } from '../../db/client';
import { NotFound } from '../../platform/errors';
import type { SqlParams } from '../../platform/lists/sql-params';

/**
 * The filters of the payouts list as SQL on `d` (deposits): the deposit date's days (the
 * range's calendar days), the batch (which must be the account's: 404 otherwise) and status.
 * `null` merchant: every merchant's payouts (the back office), the batch any merchant's.
 */
export async function depositConditions(
  query: Pick<DepositListQuery, 'start_date' | 'end_date' | 'status' | 'batch_id'>,
  merchantId: number | null,
  params: SqlParams,
  run: RawQuery,
): Promise<string[]> {
  const conditions =
    merchantId === null ? [] : [`d.merchant_id = ${params.add(merchantId, 'int4')}`];
  if (query.start_date) {
    conditions.push(`d.deposit_date >= ${params.add(query.start_date.slice(0, 10), 'date')}`);
  }
  if (query.end_date) {
    conditions.push(`d.deposit_date <= ${params.add(query.end_date.slice(0, 10), 'date')}`);
  }
  if (query.status) conditions.push(`d.status = any(${params.add(query.status, 'text[]')})`);
  if (query.batch_id !== undefined) {
    const owned =
      merchantId === null
        ? await run('select 1 from batches where id = $1', [query.batch_id])
        : await run('select 1 from batches where id = $1 and merchant_id = $2', [
            query.batch_id,
            merchantId,
          ]);
    if (owned.length === 0) throw new NotFound(`No batch ${query.batch_id} in this account.`);
    conditions.push(`d.batch_id = ${params.add(query.batch_id, 'int8')}`);
  }
  return conditions;
}
