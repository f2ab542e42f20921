import {
  type AmountRange,
  type FreeTextMatch,
  freeTextMatches,
  parseTransactionSearch,
  type TransactionSearch,
} from '@paydesk/domain/transaction-search';
import type { TransactionListQuery } from '@paydesk/domain/transactions';
import type { RawQuery } from '../../db/client';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { dayRangeConditions } from '../../platform/lists/day-range-sql';
import { type SqlParams, startsWith } from '../../platform/lists/sql-params';

/**
 * The filters and the search box of the transaction lists as SQL conditions on `t`
 * (transactions), each on an indexed column or expression (db/schema/payments.ts), all
 * within the given merchants (`null`: every merchant, for the back office). Ids in filters
 * must be the scope's (404 otherwise).
 */
export type TransactionFilters = Omit<
  TransactionListQuery,
  'page' | 'perPage' | 'sort' | 'asOf' | 'download' | 'columns'
>;

// Generated columns (db/schema/payments.ts), each with an index that covers a search.
const LAST_FOUR = 't.last_four';
const EMAIL = 't.email_search';
const NAME = 't.name_search';
const LAST_NAME = 't.last_name_search';

/** The amount without its sign within the range (refunds are negative rows). */
function amountCondition(range: AmountRange, params: SqlParams): string {
  const { min, max } = range;
  if (min !== undefined && max !== undefined) {
    if (min === max) {
      return `t.gross_amount_cents in (${params.add(min, 'int8')}, ${params.add(-min, 'int8')})`;
    }
    return `(t.gross_amount_cents between ${params.add(min, 'int8')} and ${params.add(max, 'int8')}
      or t.gross_amount_cents between ${params.add(-max, 'int8')} and ${params.add(-min, 'int8')})`;
  }
  if (min !== undefined) {
    return `(t.gross_amount_cents >= ${params.add(min, 'int8')} or t.gross_amount_cents <= ${params.add(-min, 'int8')})`;
  }
  if (max !== undefined) {
    return `t.gross_amount_cents between ${params.add(-max, 'int8')} and ${params.add(max, 'int8')}`;
  }
  return 'true';
}

function nameCondition(prefix: string, params: SqlParams): string {
  const pattern = params.add(startsWith(prefix), 'text');
  return `(${NAME} like ${pattern} or ${LAST_NAME} like ${pattern})`;
}

function freeTextCondition(match: FreeTextMatch, params: SqlParams): string {
  switch (match.field) {
    case 'last4':
      return `${LAST_FOUR} = ${params.add(match.value, 'text')}`;
    case 'authCode':
      return `t.auth_code = ${params.add(match.value, 'text')}`;
    case 'amount':
      return amountCondition({ min: match.value, max: match.value }, params);
    case 'email':
      return `${EMAIL} like ${params.add(startsWith(match.value), 'text')}`;
    case 'name':
      return nameCondition(match.value, params);
    case 'transNumber':
      return `t.trans_number = ${params.add(match.value, 'text')}`;
  }
}

const anyOf = (column: string, values: readonly string[], params: SqlParams) =>
  `${column} = any(${params.add(values, 'text[]')})`;

function searchConditions(search: TransactionSearch, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (search.last4) conditions.push(`${LAST_FOUR} = ${params.add(search.last4, 'text')}`);
  if (search.amount) conditions.push(amountCondition(search.amount, params));
  if (search.types) conditions.push(anyOf('t.type_code', search.types, params));
  if (search.brands) conditions.push(anyOf('t.card_brand', search.brands, params));
  if (search.statuses) conditions.push(anyOf('t.status', search.statuses, params));
  if (search.responseCodes) conditions.push(anyOf('t.response_code', search.responseCodes, params));
  if (search.email) {
    conditions.push(`${EMAIL} like ${params.add(startsWith(search.email), 'text')}`);
  }
  if (search.name) conditions.push(nameCondition(search.name, params));
  if (search.authCode) conditions.push(`t.auth_code = ${params.add(search.authCode, 'text')}`);
  if (search.transNumber) {
    conditions.push(`t.trans_number = ${params.add(search.transNumber, 'text')}`);
  }
  if (search.text) {
    const matches = freeTextMatches(search.text);
    // Words that can be nothing we search match no row.
    conditions.push(
      matches.length === 0
        ? 'false'
        : `(${matches.map((match) => freeTextCondition(match, params)).join(' or ')})`,
    );
  }
  return conditions;
}

function dateConditions(filters: TransactionFilters, params: SqlParams): string[] {
  const { start_date: start, end_date: end, timezone, date_type: dateType } = filters;
  if (!start && !end) return [];
  if (dateType === 'transaction') {
    return dayRangeConditions(
      't.trans_date',
      { start_date: start, end_date: end, timezone },
      params,
    );
  }
  // Settled and fund dates are days; an unsettled row (no date) is never in a range.
  const column =
    dateType === 'settled'
      ? "coalesce(t.settled_date, 'infinity'::date)"
      : "coalesce(t.fund_date, 'infinity'::date)";
  return [
    `${column} >= ${start ? params.add(start.slice(0, 10), 'date') : "'-infinity'::date"}`,
    end ? `${column} <= ${params.add(end.slice(0, 10), 'date')}` : `${column} < 'infinity'::date`,
  ];
}

/** An id of a filter must name a row of the scope's merchants (any merchant's for `null`), or the answer is a 404. */
async function ownedOrNotFound(
  run: RawQuery,
  table: 'batches' | 'payment_links' | 'customers',
  id: number,
  merchantIds: readonly number[] | null,
  what: string,
): Promise<void> {
  const rows =
    merchantIds === null
      ? await run(`select 1 from ${table} where id = $1 limit 1`, [id])
      : await run(
          `select 1 from ${table} where id = $1 and merchant_id = any($2::int4[]) limit 1`,
          [id, merchantIds],
        );
  if (rows.length === 0) {
    throw new NotFound(`No ${what} ${id} in ${merchantIds === null ? 'any' : 'this'} account.`);
  }
}

/** The merchant condition of a scope: none for every merchant (`null`). */
function merchantCondition(merchantIds: readonly number[] | null, params: SqlParams): string[] {
  if (merchantIds === null) return [];
  return [
    merchantIds.length === 1
      ? `t.merchant_id = ${params.add(merchantIds[0], 'int4')}`
      : `t.merchant_id = any(${params.add(merchantIds, 'int4[]')})`,
  ];
}

export async function transactionConditions(
  filters: TransactionFilters,
  merchantIds: readonly number[] | null,
  params: SqlParams,
  run: RawQuery,
): Promise<string[]> {
  const conditions = [
    ...merchantCondition(merchantIds, params),
    ...dateConditions(filters, params),
  ];
  if (filters.type) conditions.push(anyOf('t.type_code', filters.type, params));
  if (filters.card_brand) conditions.push(anyOf('t.card_brand', filters.card_brand, params));
  if (filters.status) conditions.push(anyOf('t.status', filters.status, params));
  if (filters.response_code) {
    conditions.push(anyOf('t.response_code', filters.response_code, params));
  }
  if (filters.amount_min !== undefined || filters.amount_max !== undefined) {
    conditions.push(
      amountCondition(
        { min: Math.abs(filters.amount_min ?? 0) || undefined, max: filters.amount_max },
        params,
      ),
    );
  }
  const owned: Promise<void>[] = [];
  if (filters.batch_id !== undefined) {
    owned.push(ownedOrNotFound(run, 'batches', filters.batch_id, merchantIds, 'batch'));
    conditions.push(`t.batch_id = ${params.add(filters.batch_id, 'int8')}`);
  }
  if (filters.payment_link_id !== undefined) {
    owned.push(
      ownedOrNotFound(run, 'payment_links', filters.payment_link_id, merchantIds, 'payment link'),
    );
    conditions.push(`t.payment_link_id = ${params.add(filters.payment_link_id, 'int4')}`);
  }
  if (filters.customer_id !== undefined) {
    owned.push(ownedOrNotFound(run, 'customers', filters.customer_id, merchantIds, 'customer'));
    conditions.push(`t.customer_id = ${params.add(filters.customer_id, 'int4')}`);
  }
  if (filters.search) {
    const parsed = parseTransactionSearch(filters.search);
    if (!parsed.ok) throw new ValidationFailed({ search: [parsed.message] });
    conditions.push(...searchConditions(parsed.search, params));
  }
  await Promise.all(owned);
  return conditions;
}
