import type { RawQuery } from '../../db/client';
import { DEPOSIT_SELECT } from './deposit-lists';

/** SQL of the payouts module: one deposit with its batch, and its batch's sums by kind. */

export async function depositOf(
  run: RawQuery,
  merchantId: number,
  depositId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await run<Record<string, unknown>>(
    `select ${DEPOSIT_SELECT} from deposits d join batches b on b.id = d.batch_id
      where d.id = $1 and d.merchant_id = $2`,
    [depositId, merchantId],
  );
  return row;
}

export interface KindSums {
  kind: string;
  count: number;
  gross: number;
  fee: number;
  net: number;
}

/** The batch's transactions summed by kind (sale, refund, ach_return, …). */
export async function batchSums(
  run: RawQuery,
  merchantId: number,
  batchId: number,
): Promise<KindSums[]> {
  const rows = await run<Record<string, unknown>>(
    `select kind, count(*)::int as count, sum(gross_amount_cents)::float8 as gross,
            sum(fee_cents)::float8 as fee, sum(net_amount_cents)::float8 as net
       from transactions where merchant_id = $1 and batch_id = $2 group by kind`,
    [merchantId, batchId],
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    count: Number(row.count),
    gross: Number(row.gross),
    fee: Number(row.fee),
    net: Number(row.net),
  }));
}
