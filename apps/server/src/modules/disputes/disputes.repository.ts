import type { DisputeKind } from '@paydesk/domain/dispute-fields';
import type { RawQuery } from '../../db/client';
import { DISPUTE_INBOX_TABLE } from './dispute-inbox-sql';

/** SQL of the disputes module: one dispute, its transaction and evidence, and its answers. */

/** One dispute of the merchant as the inbox reads it (`d.*`), or undefined. */
export async function disputeRowOf(
  run: RawQuery,
  merchantId: number,
  kind: DisputeKind,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await run(
    `select d.* from ${DISPUTE_INBOX_TABLE}
      where d.merchant_id = $1 and d.kind = $2 and d.id = $3`,
    [merchantId, kind, id],
  );
  return row;
}

const OWNERS: Record<DisputeKind, string> = {
  chargeback: 'select merchant_id from chargebacks where id = $1',
  retrieval: 'select merchant_id from retrievals where id = $1',
  'ach-return': 'select merchant_id from ach_returns where id = $1',
};

/** The merchant a dispute belongs to, or undefined for an unknown one. */
export async function disputeMerchantOf(
  run: RawQuery,
  kind: DisputeKind,
  id: number,
): Promise<number | undefined> {
  const [row] = await run<{ merchant_id: number }>(OWNERS[kind], [id]);
  return row ? Number(row.merchant_id) : undefined;
}

const LOCKS: Record<Exclude<DisputeKind, 'ach-return'>, string> = {
  chargeback: 'select id from chargebacks where id = $1 and merchant_id = $2 for update',
  retrieval: 'select id from retrievals where id = $1 and merchant_id = $2 for update',
};

/** Locks the dispute's row for an answer; false when the merchant has no such dispute. */
export async function lockDispute(
  run: RawQuery,
  merchantId: number,
  kind: DisputeKind,
  id: number,
): Promise<boolean> {
  if (kind === 'ach-return') return true; // nothing to lock: it takes no answer
  return (await run(LOCKS[kind], [id, merchantId])).length > 0;
}

export interface DisputedTransactionRow {
  id: string;
  trans_number: string;
  trans_date: Date;
  status: string;
  gross_amount_cents: string;
  refunded_amount_cents: string;
  currency: string;
  card_brand: string | null;
  account_number_masked: string | null;
  accountholder_name: string | null;
  auth_code: string | null;
  avs_code: string | null;
  response_code: string | null;
}

export async function disputedTransactionOf(
  run: RawQuery,
  transactionId: number,
): Promise<DisputedTransactionRow | undefined> {
  const [row] = await run<DisputedTransactionRow>(
    `select id::text, trans_number, trans_date, status, gross_amount_cents::text,
        refunded_amount_cents::text, currency, card_brand, account_number_masked,
        accountholder_name, auth_code, avs_code, response_code
       from transactions where id = $1`,
    [transactionId],
  );
  return row;
}

export interface EvidenceRow {
  id: number;
  category: string;
  file_id: string | null;
  note: string | null;
  created_at: Date;
}

const OWNER_COLUMN = { chargeback: 'chargeback_id', retrieval: 'retrieval_id' } as const;

export async function evidenceOf(
  run: RawQuery,
  kind: DisputeKind,
  id: number,
): Promise<EvidenceRow[]> {
  if (kind === 'ach-return') return [];
  return run<EvidenceRow>(
    `select id, category, file_id, note, created_at from dispute_evidence
      where ${OWNER_COLUMN[kind]} = $1 order by id`,
    [id],
  );
}

export async function addEvidence(
  run: RawQuery,
  kind: Exclude<DisputeKind, 'ach-return'>,
  id: number,
  rows: { category: string; fileId: string | null; note: string | null }[],
  at: Date,
): Promise<void> {
  for (const row of rows) {
    await run(
      `insert into dispute_evidence (${OWNER_COLUMN[kind]}, category, file_id, note, created_at)
       values ($1, $2, $3, $4, $5)`,
      [id, row.category, row.fileId, row.note, at],
    );
  }
}

/** The counter of a chargeback was sent: when (the chargeback's status moves in the ledger). */
export async function markChargebackDisputed(run: RawQuery, id: number, at: Date): Promise<void> {
  await run('update chargebacks set disputed_at = $2 where id = $1', [id, at]);
}

export async function setChargebackResult(run: RawQuery, id: number, result: string) {
  await run('update chargebacks set result = $2 where id = $1', [id, result]);
}

/** A retrieval answered (documents sent) or closed without an answer. */
export async function answerRetrieval(
  run: RawQuery,
  id: number,
  status: 'Answered' | 'Closed',
  at: Date,
): Promise<void> {
  await run('update retrievals set status = $2, response_date = $3 where id = $1', [
    id,
    status,
    at,
  ]);
}

export interface ChargebackEntryDbRow {
  kind: 'debit' | 'reversal';
  amount_cents: string;
  entered_at: Date | string;
}

/** A chargeback's ledger entries (its debit, and its reversal once won), oldest first. */
export async function chargebackEntriesOf(
  run: RawQuery,
  chargebackId: number,
): Promise<ChargebackEntryDbRow[]> {
  return run<ChargebackEntryDbRow>(
    `select kind, amount_cents::text, entered_at from chargeback_entries
      where chargeback_id = $1 order by entered_at, kind`,
    [chargebackId],
  );
}
