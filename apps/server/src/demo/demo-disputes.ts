import type { DatabaseHandle } from '../db/client';
import { openChargeback } from '../ledger/ledger-operations';
import { inWriteTransaction } from '../platform/write-transaction';
import { createProcessors } from '../processors/processor-registry';
import { DEMO_MERCHANT_IDS } from './demo-merchants';

const DAY_MS = 86_400_000;

/**
 * Disputes the demo owner can answer today, on Blue Harbor Bistro (100001): two chargebacks
 * awaiting evidence (opened 3 and 9 days before `end`, through the ledger) and a retrieval
 * awaiting an answer (2 days). The generator's own disputes are mostly decided by the end of
 * its range, and the Response Needed banner, the inbox and its journey need open ones.
 */
export async function seedDemoDisputes(database: DatabaseHandle, end: Date): Promise<void> {
  const merchantId = DEMO_MERCHANT_IDS.bistro;
  const sales = await database.query<{ id: string; processor_id: number; gross: string }>(
    `select t.id::text, t.processor_id, t.gross_amount_cents::text as gross from transactions t
      where t.merchant_id = $1 and t.kind = 'sale' and t.status = 'approved' and t.method = 'card'
        and t.refunded_amount_cents = 0 and t.trans_date < $2
        and not exists (select 1 from chargebacks c where c.transaction_id = t.id)
        and not exists (select 1 from retrievals r where r.transaction_id = t.id)
      order by t.trans_date desc limit 3`,
    [merchantId, new Date(end.getTime() - 10 * DAY_MS)],
  );
  if (sales.length < 3) return; // an account without card sales: nothing to dispute
  const processors = createProcessors('demo-disputes');
  for (const [sale, daysAgo] of [
    [sales[0], 3],
    [sales[1], 9],
  ] as const) {
    if (!sale) continue;
    const processor = processors.processorFor({ processorId: sale.processor_id });
    await inWriteTransaction(database.db, (tx) =>
      openChargeback(tx, processor, {
        saleId: Number(sale.id),
        amountCents: Number(sale.gross),
        at: new Date(end.getTime() - daysAgo * DAY_MS),
      }),
    );
  }
  await database.query(
    `insert into retrievals (merchant_id, transaction_id, requested_date, reason_desc, days_to_respond, status)
     values ($1, $2, $3, 'Cardholder requests a copy of the receipt', 10, 'Unanswered')`,
    [merchantId, sales[2]?.id, new Date(end.getTime() - 2 * DAY_MS)],
  );
}
